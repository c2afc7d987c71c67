/*
 * The outbox: every browser write is kept in IndexedDB before it is sent and removed once the
 * server acknowledged it, so a write made without signal survives a reload or a killed tab (the
 * Firestore cache is memory only). The page that made a write sends it (the SDK retries it until
 * the server answers); writes left by a page that is gone are sent again, in the order they were
 * made, by the next page of the same person. Each write is idempotent (see PlainWrite), so the
 * one case where a write reaches the server twice — the page went away after the server committed
 * it but before it heard so — changes nothing.
 *
 * Which page sends what: each page holds a Web Lock named after itself for its whole life; a
 * record whose page holds no lock any more is orphaned, and the first page to claim it (in an
 * IndexedDB transaction, so two tabs cannot both claim it) sends it. This module knows nothing of
 * Firestore: the sending is passed in (outbox-replay.ts).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PlainWrite } from '#app/lib/data/documents.client.ts';
import { setOutboxState } from './outbox-state.ts';

export interface OutboxRecord {
  /** Order of the writes: IndexedDB's auto-increment key. */
  readonly seq?: number;
  /** The write's own id. */
  readonly id: string;
  readonly uid: string;
  /** The page sending it (its Web Lock's name). */
  readonly owner: string;
  /** The document type's path template. */
  readonly type: string;
  readonly write: PlainWrite;
  /** When it was made, epoch ms. */
  readonly at: number;
}

/** What to tell the person about a refused write: a locales key and its values. */
export interface WriteDescription {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** A write the server refused when sent again: kept until the person dismissed it. */
export interface Refusal {
  readonly id: string;
  readonly uid: string;
  readonly type: string;
  readonly write: PlainWrite;
  readonly at: number;
  /** The server's error code ('permission-denied', 'invalid-argument', …). */
  readonly code: string;
  readonly description: WriteDescription;
}

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: OutboxRecord; indexes: { uid: string; id: string } };
  refusals: { key: string; value: Refusal; indexes: { uid: string } };
}

export const OUTBOX_DATABASE = 'elan-outbox';

/** Errors after which the same write may still succeed later: it stays in the outbox. */
const TRANSIENT = new Set(['cancelled', 'unavailable', 'deadline-exceeded', 'aborted', 'unauthenticated', 'resource-exhausted']);

export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT.has(code.replace(/^firestore\//, ''));
}

function codeOf(error: unknown): string {
  const record = error as { code?: unknown; issues?: unknown } | null;
  if (typeof record?.code === 'string') return record.code.replace(/^firestore\//, '');
  return Array.isArray(record?.issues) ? 'invalid-argument' : 'default';
}

export interface OutboxOptions {
  /** This page's name; records it makes carry it. */
  readonly pageId: string;
  /** Whether the page that made a record is still open (it still sends it). */
  readonly ownerAlive: (owner: string) => Promise<boolean>;
  /**
   * Resolves once the page `owner` is gone. A page that replayed while another still held writes
   * replays again then: a tab closed before its writes were acknowledged leaves them to the tabs
   * still open, which get no `online` event when the browser never lost its signal.
   */
  readonly whenGone?: (owner: string) => Promise<void>;
  readonly open?: () => Promise<IDBPDatabase<OutboxSchema>>;
  /** After any change of a person's pending writes or refusals. */
  readonly onChange?: (uid: string) => void;
  readonly newId?: () => string;
}

export interface Outbox {
  /**
   * Keeps the write, then calls `send` (which must hand it to the SDK before its first await),
   * and removes it once `send` settles: accepted, or refused (the caller tells the person). A
   * transient failure leaves it for the next replay. Resolves or rejects as `send` does.
   */
  track(uid: string, type: string, write: PlainWrite, send: () => Promise<void>): Promise<void>;
  /**
   * Sends the person's orphaned writes again, in the order they were made, each once; a write
   * refused again becomes a refusal described by `describe`. Resolves with how many were claimed,
   * once each has been handed to `send` (not once the server answered).
   */
  replay(uid: string, send: (record: OutboxRecord) => Promise<void>, describe: (record: OutboxRecord) => WriteDescription): Promise<number>;
  /** Writes kept and not yet acknowledged. */
  count(uid: string): Promise<number>;
  refusals(uid: string): Promise<Refusal[]>;
  dismiss(id: string): Promise<void>;
  /** Forgets every pending write and refusal of the person (signing out). */
  clear(uid: string): Promise<void>;
}

export function openOutboxDatabase(): Promise<IDBPDatabase<OutboxSchema>> {
  return openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('uid', 'uid');
      writes.createIndex('id', 'id', { unique: true });
      db.createObjectStore('refusals', { keyPath: 'id' }).createIndex('uid', 'uid');
    },
  });
}

export function createOutbox(options: OutboxOptions): Outbox {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const changed = (uid: string) => options.onChange?.(uid);
  let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  const db = () => (database ??= (options.open ?? openOutboxDatabase)());
  // Records are kept and handed to the SDK one after the other, so the SDK sends them in the
  // order they were made, replayed ones (older) before this page's new ones.
  let tail: Promise<unknown> = Promise.resolve();
  const watched = new Set<string>();
  const inOrder = <T>(step: () => Promise<T>): Promise<T> => {
    const next = tail.then(step);
    tail = next.catch(() => undefined);
    return next;
  };

  async function remove(id: string, uid: string) {
    const store = (await db()).transaction('writes', 'readwrite').store;
    const key = await store.index('id').getKey(id);
    if (key !== undefined) await store.delete(key);
    changed(uid);
  }

  async function refuse(record: OutboxRecord, error: unknown, describe: (record: OutboxRecord) => WriteDescription) {
    const tx = (await db()).transaction(['writes', 'refusals'], 'readwrite');
    const key = await tx.objectStore('writes').index('id').getKey(record.id);
    if (key !== undefined) await tx.objectStore('writes').delete(key);
    await tx.objectStore('refusals').put({
      id: record.id,
      uid: record.uid,
      type: record.type,
      write: record.write,
      at: record.at,
      code: codeOf(error),
      description: describe(record),
    });
    await tx.done;
    changed(record.uid);
  }

  const outbox: Outbox = {
    async track(uid, type, write, send) {
      const record: OutboxRecord = { id: newId(), uid, owner: options.pageId, type, write, at: Date.now() };
      const sent = await inOrder(async () => {
        try {
          await (await db()).add('writes', record);
          changed(uid);
        } catch (error) {
          // No IndexedDB (a private window, a full disk): the write is still sent, as before.
          console.warn('[outbox] write not kept', error);
          return { promise: send(), kept: false };
        }
        return { promise: send(), kept: true };
      });
      try {
        await sent.promise;
      } catch (error) {
        if (sent.kept && !isTransient(error)) await remove(record.id, uid).catch(() => undefined);
        throw error;
      }
      if (sent.kept) await remove(record.id, uid);
    },

    async replay(uid, send, describe) {
      const claimed = await inOrder(async () => {
        const records = await (await db()).getAllFromIndex('writes', 'uid', uid);
        const owners = [...new Set(records.map((r) => r.owner).filter((owner) => owner !== options.pageId))];
        const alive = new Set((await Promise.all(owners.map(async (owner) => ((await options.ownerAlive(owner)) ? owner : null)))).filter(Boolean));
        const orphaned = new Set(owners.filter((owner) => !alive.has(owner)));
        for (const owner of alive) {
          if (!owner || !options.whenGone || watched.has(owner)) continue;
          watched.add(owner);
          void options.whenGone(owner).then(() => {
            watched.delete(owner);
            return outbox.replay(uid, send, describe);
          }).catch((error: unknown) => console.warn('[outbox] replay failed', error));
        }
        if (orphaned.size === 0) return [];
        // Claimed in one transaction: another page replaying at the same time sees them as ours.
        const tx = (await db()).transaction('writes', 'readwrite');
        const mine: OutboxRecord[] = [];
        for (const record of await tx.store.index('uid').getAll(uid)) {
          if (!orphaned.has(record.owner)) continue;
          const claimedRecord = { ...record, owner: options.pageId };
          await tx.store.put(claimedRecord);
          mine.push(claimedRecord);
        }
        await tx.done;
        mine.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
        // Handed to the SDK in order before anything else this page writes.
        return mine.map((record) => ({ record, promise: send(record) }));
      });
      for (const { record, promise } of claimed) {
        promise.then(
          () => remove(record.id, uid),
          (error: unknown) => {
            if (isTransient(error)) return;
            console.warn('[outbox] write refused on replay', error);
            return refuse(record, error, describe);
          },
        ).catch((error: unknown) => console.error('[outbox]', error));
      }
      if (claimed.length > 0) changed(uid);
      return claimed.length;
    },

    async count(uid) {
      return (await db()).countFromIndex('writes', 'uid', uid);
    },

    async refusals(uid) {
      const list = await (await db()).getAllFromIndex('refusals', 'uid', uid);
      return list.sort((a, b) => a.at - b.at);
    },

    async dismiss(id) {
      const store = (await db()).transaction('refusals', 'readwrite').store;
      const refusal = await store.get(id);
      await store.delete(id);
      if (refusal) changed(refusal.uid);
    },

    async clear(uid) {
      const tx = (await db()).transaction(['writes', 'refusals'], 'readwrite');
      for (const key of await tx.objectStore('writes').index('uid').getAllKeys(uid)) await tx.objectStore('writes').delete(key);
      for (const key of await tx.objectStore('refusals').index('uid').getAllKeys(uid)) await tx.objectStore('refusals').delete(key);
      await tx.done;
      changed(uid);
    },
  };
  return outbox;
}

// ---------------------------------------------------------------------------------------------
// This page's outbox.

const LOCK_PREFIX = 'elan-outbox-page-';

function locksOf(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

let pageOutbox: { outbox: Outbox; ready: Promise<void> } | undefined;

/** This page's outbox; its Web Lock is held for the page's life, so others know it still sends. */
export function outboxOfThisPage(): Outbox {
  if (!pageOutbox) {
    const pageId = crypto.randomUUID();
    const locks = locksOf();
    // Held until the page goes away: the callback's promise never settles.
    const ready = locks
      ? new Promise<void>((granted) => {
          void locks.request(`${LOCK_PREFIX}${pageId}`, () => {
            granted();
            return new Promise<never>(() => undefined);
          });
        })
      : Promise.resolve();
    const outbox = createOutbox({
      pageId,
      ownerAlive: async (owner) => {
        // Without Web Locks (older browsers), one tab at a time is assumed: others' writes are orphaned.
        if (!locks) return false;
        const { held = [] } = await locks.query();
        return held.some((lock) => lock.name === `${LOCK_PREFIX}${owner}`);
      },
      // Granted once the page is gone; released at once, so the replay that follows sees it gone.
      whenGone: locks ? async (owner) => void (await locks.request(`${LOCK_PREFIX}${owner}`, () => undefined)) : undefined,
      onChange: (uid) => void publishOutboxState(uid),
    });
    // Nothing is kept before the lock is held, so no other page can take this one's writes as orphaned.
    const whenReady = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A) => {
      await ready;
      return fn(...args);
    };
    pageOutbox = {
      ready,
      outbox: {
        track: whenReady(outbox.track),
        replay: whenReady(outbox.replay),
        count: outbox.count,
        refusals: outbox.refusals,
        dismiss: outbox.dismiss,
        clear: outbox.clear,
      },
    };
  }
  return pageOutbox.outbox;
}

/** How many of the person's writes are not yet acknowledged (signing out asks first). */
export function countOutbox(uid: string): Promise<number> {
  return outboxOfThisPage().count(uid);
}

/** Forgets the person's pending writes and refusals (signing out). */
export function clearOutbox(uid: string): Promise<void> {
  return outboxOfThisPage().clear(uid);
}

/** Reads the person's pending count and refusals into the store the indicator and the list read. */
export async function publishOutboxState(uid: string): Promise<void> {
  const outbox = outboxOfThisPage();
  try {
    const [pending, refusals] = await Promise.all([outbox.count(uid), outbox.refusals(uid)]);
    setOutboxState({ uid, pending, refusals });
  } catch (error) {
    console.warn('[outbox] state not read', error);
  }
}
