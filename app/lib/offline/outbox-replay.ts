/*
 * The outbox bound to Firestore: the sender useWriter's writes go through, and the replay of the
 * writes a previous page left (on start, after sign-in, and whenever the browser is back
 * online). Loaded with import() after hydration, like the SDK it drives.
 */
import { DOCUMENT_TYPES } from '#app/lib/data/data-model.ts';
import type { Firestore, PlainWrite, WriteSender } from '#app/lib/data/documents.client.ts';
import { describeWrite } from './outbox-describe.ts';
import { outboxOfThisPage, publishOutboxState, type OutboxRecord } from './outbox.ts';

type AnyType = Parameters<WriteSender>[0];

const typeByPath = new Map<string, AnyType>(DOCUMENT_TYPES.map((type) => [type.path, type as unknown as AnyType]));

/** A kept write whose document type this version no longer has: refused, so it is shown. */
class UnknownTypeError extends Error {
  readonly code = 'invalid-argument';
}

/** Sends the writes previous pages of this person left; each is handed to the SDK in order. */
export async function replayOutbox(db: Firestore, uid: string): Promise<number> {
  // Loaded first, so that each write below reaches the SDK's queue without waiting, in order.
  const { resendWrite } = await import('#app/lib/data/documents.client.ts');
  const resend = (record: OutboxRecord) => {
    const type = typeByPath.get(record.type);
    return type ? resendWrite(db, type, record.write) : Promise.reject(new UnknownTypeError(record.type));
  };
  return outboxOfThisPage().replay(uid, resend, describeWrite);
}

const started = new Map<string, Promise<void>>();

/**
 * Once per page and person: replays what is left, then again whenever the browser is back
 * online (a tab closed meanwhile may have left writes). Resolves once the replayed writes are in
 * the SDK's queue, so this page's own writes follow them.
 */
export function startOutbox(db: Firestore, uid: string): Promise<void> {
  let start = started.get(uid);
  if (!start) {
    window.addEventListener('online', () => {
      replayOutbox(db, uid).catch((error: unknown) => console.warn('[outbox] replay failed', error));
    });
    start = replayOutbox(db, uid)
      .then(() => publishOutboxState(uid))
      .catch((error: unknown) => console.warn('[outbox] replay failed', error));
    started.set(uid, start);
  }
  return start;
}

/** What useWriter sends through: the write is kept, then sent, then forgotten once acknowledged. */
export async function outboxSender(db: Firestore, uid: string): Promise<WriteSender> {
  const [{ sendWrite }] = await Promise.all([import('#app/lib/data/documents.client.ts'), startOutbox(db, uid)]);
  const outbox = outboxOfThisPage();
  return (type, write: PlainWrite) => outbox.track(uid, type.path, write, () => sendWrite(db, type, write));
}
