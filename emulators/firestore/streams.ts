// Listen and Write stream semantics (brief §4, §5), independent of WebChannel or gRPC framing.
// Messages are proto3 JSON objects in both directions.
import type { Caller } from './auth.ts';
import type { CommitEvent, Database, FirestoreCore, StoredDoc } from './core.ts';
import { FsError, PERMISSION_DENIED_MESSAGE, toFsError } from './errors.ts';
import { parseDocumentName, type DbName } from './paths.ts';
import { matchesQuery, runQuery, type Query } from './query.ts';
import { microsToTimestamp, type Micros } from './values.ts';

export interface StreamSink {
  send(msg: Record<string, unknown>): void;
  /** Ends the stream with an error (in-band on WebChannel, status on gRPC). */
  fail(err: FsError): void;
}

interface Target {
  id: number;
  db: Database;
  /** A document target watches one path; a query target a query. */
  doc: string | null;
  query: Query | null;
  /** Documents the client currently holds for this target, with the version sent. */
  members: Map<string, Micros>;
}

function resumeToken(t: Micros): string {
  return Buffer.from(`t${t}`).toString('base64');
}

function parseDbName(s: unknown): DbName | null {
  const m = typeof s === 'string' ? /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(s) : null;
  return m ? { project: m[1]!, database: m[2]! } : null;
}

export class ListenSession {
  private readonly targets = new Map<number, Target>();
  private readonly unsubscribe: () => void;
  private closed = false;
  private readonly core: FirestoreCore;
  private readonly caller: Caller;
  private readonly sink: StreamSink;

  constructor(core: FirestoreCore, caller: Caller, sink: StreamSink) {
    this.core = core;
    this.caller = caller;
    this.sink = sink;
    this.unsubscribe = core.subscribe((e) => this.onCommit(e));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.targets.clear();
    this.unsubscribe();
  }

  handle(raw: unknown): void {
    if (this.closed) return;
    const msg = (raw ?? {}) as Record<string, unknown>;
    if (msg.addTarget) this.addTarget(msg.addTarget as Record<string, unknown>, msg.database);
    else if (msg.removeTarget !== undefined) this.removeTarget(Number(msg.removeTarget));
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private targetError(id: number, err: FsError): void {
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: { code: err.code, message: err.message } } });
  }

  private addTarget(t: Record<string, unknown>, database: unknown): void {
    const id = Number(t.targetId ?? 0);
    let target: Target;
    try {
      if (!Number.isInteger(id)) throw new FsError('INVALID_ARGUMENT', 'Invalid targetId.');
      if (this.targets.has(id)) throw new FsError('INVALID_ARGUMENT', `Target ${id} already exists.`);
      const dbName = parseDbName(database);
      if (t.documents) {
        const names = (t.documents as { documents?: unknown }).documents;
        if (!Array.isArray(names) || names.length !== 1) throw new FsError('INVALID_ARGUMENT', 'A document target must name exactly one document.');
        const { db, rel } = parseDocumentName(names[0], dbName ?? undefined);
        target = { id, db: this.core.database(db), doc: rel, query: null, members: new Map() };
      } else if (t.query) {
        const qt = t.query as { parent?: unknown; structuredQuery?: unknown };
        const { db, q } = this.core.query(qt.parent, qt.structuredQuery, dbName ?? undefined);
        target = { id, db, doc: null, query: q, members: new Map() };
      } else {
        throw new FsError('INVALID_ARGUMENT', 'Target must be a documents or query target.');
      }
    } catch (e) {
      this.targetError(id, toFsError(e));
      return;
    }
    const allowed = target.doc !== null ? this.core.canGet(target.db, target.doc, this.caller) : this.core.canList(target.db, target.query!, this.caller);
    if (!allowed) {
      this.targetError(id, new FsError('PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE));
      return;
    }
    this.targets.set(id, target);
    this.sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    // The client may hold documents from an earlier session that have since been deleted;
    // RESET makes it rebuild membership from what follows (brief §4.3 option a).
    if (t.resumeToken || t.readTime) this.sink.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    for (const d of this.evaluate(target)) {
      target.members.set(d.rel, d.updateTime);
      this.sink.send({ documentChange: { document: this.core.encodeDoc(target.db, d), targetIds: [id] } });
    }
    const now = this.core.clock.now();
    const readTime = microsToTimestamp(now);
    this.sink.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: resumeToken(now), readTime } });
    this.sink.send({ targetChange: { readTime } });
  }

  private evaluate(t: Target): StoredDoc[] {
    if (t.doc !== null) {
      const d = t.db.get(t.doc);
      return d ? [d] : [];
    }
    return runQuery(t.query!, t.db.candidates(t.query!));
  }

  private onCommit(e: CommitEvent): void {
    if (this.closed) return;
    let sent = false;
    const readTime = microsToTimestamp(e.commitTime);
    for (const t of this.targets.values()) {
      if (t.db !== e.db) continue;
      if (t.doc !== null) {
        const c = e.changes.find((x) => x.rel === t.doc);
        if (c) sent = this.applyMembership(t, c.after ? [c.after] : [], [c.rel], readTime) || sent;
        continue;
      }
      const q = t.query!;
      const relevant = e.changes.filter((c) => t.members.has(c.rel) || (c.after && matchesQuery(q, c.after)));
      if (!relevant.length) continue;
      if (q.limit !== null || q.offset || q.startAt || q.endAt) {
        // A change can push other documents in or out of a windowed result: re-run and diff.
        sent = this.applyMembership(t, this.evaluate(t), null, readTime) || sent;
      } else {
        const now = relevant.filter((c) => c.after && matchesQuery(q, c.after)).map((c) => c.after!);
        sent = this.applyMembership(t, now, relevant.map((c) => c.rel), readTime) || sent;
      }
    }
    if (sent) this.sink.send({ targetChange: { readTime } });
  }

  /**
   * Sends the difference between what the client holds and `docs`. `scope` limits which current
   * members may be removed (null = the whole target was re-evaluated).
   */
  private applyMembership(t: Target, docs: StoredDoc[], scope: string[] | null, readTime: string): boolean {
    let sent = false;
    const present = new Set<string>();
    for (const d of docs) {
      present.add(d.rel);
      if (t.members.get(d.rel) === d.updateTime) continue;
      t.members.set(d.rel, d.updateTime);
      this.sink.send({ documentChange: { document: this.core.encodeDoc(t.db, d), targetIds: [t.id] } });
      sent = true;
    }
    const candidates = scope ?? [...t.members.keys()];
    for (const rel of candidates) {
      if (present.has(rel) || !t.members.has(rel)) continue;
      t.members.delete(rel);
      const name = `${t.db.prefix}/documents/${rel}`;
      const kind = t.db.get(rel) ? 'documentRemove' : 'documentDelete';
      this.sink.send({ [kind]: { document: name, removedTargetIds: [t.id], readTime } });
      sent = true;
    }
    return sent;
  }
}

export class WriteSession {
  private handshaken = false;
  private dead = false;
  private token = 0;
  private db: Database | null = null;
  private readonly core: FirestoreCore;
  private readonly caller: Caller;
  private readonly sink: StreamSink;
  private readonly streamId = Math.random().toString(36).slice(2, 12);

  constructor(core: FirestoreCore, caller: Caller, sink: StreamSink) {
    this.core = core;
    this.caller = caller;
    this.sink = sink;
  }

  private nextToken(): string {
    return Buffer.from(`w${++this.token}`).toString('base64');
  }

  handle(raw: unknown): void {
    // After a permanent error the client opens a new stream and re-sends remaining batches;
    // applying anything more here would apply it twice (brief §5).
    if (this.dead) return;
    const msg = (raw ?? {}) as Record<string, unknown>;
    if (!this.handshaken) {
      const name = parseDbName(msg.database);
      if (!name) {
        this.dead = true;
        this.sink.fail(new FsError('INVALID_ARGUMENT', 'The first Write message must name the database.'));
        return;
      }
      this.db = this.core.database(name);
      this.handshaken = true;
      this.sink.send({ streamId: this.streamId, streamToken: this.nextToken() });
      return;
    }
    const writes = msg.writes ?? [];
    try {
      if (Array.isArray(writes) && writes.length === 0) {
        this.sink.send({ streamToken: this.nextToken(), writeResults: [], commitTime: microsToTimestamp(this.core.clock.now()) });
        return;
      }
      const r = this.core.commit(this.db!, writes, this.caller);
      this.sink.send({ streamToken: this.nextToken(), writeResults: r.writeResults, commitTime: r.commitTime });
    } catch (e) {
      // Any in-band error ends this WebChannel/gRPC stream; the client retries on a new one.
      this.dead = true;
      this.sink.fail(toFsError(e));
    }
  }
}
