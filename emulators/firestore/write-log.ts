// Every commit a database received, accepted or refused, in order. Lets a test assert that the app
// did not even try to write ("nothing was saved") instead of sleeping and then reading the data:
// GET /emulator/v1/projects/{p}/databases/{d}/writes?since=<seq>&under=<document path>.
import type { Caller } from './auth.ts';

export interface WriteAttempt {
  /** Position in the database's log, from 1. */
  seq: number;
  /** Documents the commit writes or deletes, relative to the database (`users/u1/measurements/m1`). */
  documents: string[];
  /** `admin`, the signed-in caller's uid, or null for an unauthenticated one. */
  caller: string | null;
  /** `OK`, or the status the commit failed with (`PERMISSION_DENIED`, `NOT_FOUND`…). */
  outcome: string;
}

/** Keeps the most recent attempts only: a test looks at what happened since it started. */
const CAPACITY = 10_000;

export class WriteLog {
  private attempts: WriteAttempt[] = [];
  private last = 0;

  /** Sequence number of the latest attempt (0 before the first). */
  get latest(): number {
    return this.last;
  }

  record(documents: string[], caller: Caller, outcome: string): void {
    this.last += 1;
    this.attempts.push({ seq: this.last, documents, caller: caller.admin ? 'admin' : (caller.auth?.uid ?? null), outcome });
    if (this.attempts.length > CAPACITY) this.attempts = this.attempts.slice(-CAPACITY);
  }

  /** Attempts after `seq` touching `under` or a document below it (every attempt when omitted). */
  since(seq: number, under?: string): WriteAttempt[] {
    const inside = (path: string) => path === under || path.startsWith(`${under}/`);
    return this.attempts.filter((attempt) => attempt.seq > seq && (under === undefined || attempt.documents.some(inside)));
  }
}
