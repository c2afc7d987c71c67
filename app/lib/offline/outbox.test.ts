import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlainWrite } from '#app/lib/data/documents.client.ts';
import { measurementDoc } from '#app/lib/data/measurements.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { createOutbox, type Outbox, type OutboxRecord } from './outbox.ts';

/**
 * A stand-in for the server: applies each write it receives as Firestore would (an add is a
 * document at its own id), and counts how many times each document was created.
 */
function fakeServer() {
  const docs = new Map<string, object>();
  const received: string[] = [];
  let creations = 0;
  return {
    docs,
    received,
    get creations() {
      return creations;
    },
    apply(write: PlainWrite) {
      if (write.kind === 'add') {
        const key = String(write.params.id);
        received.push(key);
        if (!docs.has(key)) creations += 1;
        docs.set(key, write.input);
      } else if (write.kind === 'delete') {
        received.push(`delete:${String(write.params.id)}`);
        docs.delete(String(write.params.id));
      }
    },
  };
}

const add = (id: string, value: number): PlainWrite => ({ kind: 'add', params: { uid: 'u1', id }, input: { value } });
const describe_ = () => ({ key: 'common:outbox.refused.measurement', values: { date: '27 nov.' } });
const idOf = (record: OutboxRecord) => (record.write.kind === 'add' ? String(record.write.params.id) : '?');
const never = () => new Promise<void>(() => undefined);
/** Waits (up to 2 s) until the outbox reaches a state: its work runs on IndexedDB's own schedule. */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
const kept = (outbox: Outbox, count: number, uid = 'u1') => until(async () => (await outbox.count(uid)) === count);

function pageOutbox(pageId: string, alive: Set<string>): Outbox {
  alive.add(pageId);
  return createOutbox({ pageId, ownerAlive: async (owner) => alive.has(owner) });
}

describe('outbox', () => {
  let alive: Set<string>;
  beforeEach(() => {
    // A fresh IndexedDB per test, as a fresh browser profile.
    globalThis.indexedDB = new IDBFactory();
    alive = new Set();
  });

  it('keeps a write before it is sent and forgets it once the server acknowledged it', async () => {
    const outbox = pageOutbox('page-a', alive);
    let acknowledge = () => {};
    let sent: (count: number) => void = () => {};
    const countWhenSent = new Promise<number>((resolve) => (sent = resolve));
    const tracked = outbox.track('u1', measurementDoc.path, add('m1', 1), async () => {
      sent(await outbox.count('u1'));
      await new Promise<void>((resolve) => (acknowledge = resolve));
    });
    expect(await countWhenSent).toBe(1);
    expect(await outbox.count('u1')).toBe(1);
    acknowledge();
    await tracked;
    expect(await outbox.count('u1')).toBe(0);
  });

  it('hands writes to the sender in the order they were made', async () => {
    const outbox = pageOutbox('page-a', alive);
    const sent: string[] = [];
    await Promise.all(['a', 'b', 'c', 'd'].map((id, i) => outbox.track('u1', 't', add(id, i), async () => void sent.push(id))));
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(await outbox.count('u1')).toBe(0);
  });

  it('replays the writes of a page that went away between send and acknowledgement, once, in order, without duplicating', async () => {
    const server = fakeServer();
    const first = pageOutbox('page-a', alive);
    // The server commits each write, but the page is gone before the answer arrives.
    for (const [i, id] of ['m1', 'm2', 'm3'].entries()) {
      void first.track('u1', measurementDoc.path, add(id, i), () => {
        server.apply(add(id, i));
        return never();
      });
    }
    await kept(first, 3);
    alive.delete('page-a');
    expect(await first.count('u1')).toBe(3);

    const next = pageOutbox('page-b', alive);
    const resend = async (record: OutboxRecord) => server.apply(record.write);
    expect(await next.replay('u1', resend, describe_)).toBe(3);
    // Start and reconnection both replay: the second finds nothing left to claim.
    expect(await next.replay('u1', resend, describe_)).toBe(0);
    await kept(next, 0);

    expect(server.received).toEqual(['m1', 'm2', 'm3', 'm1', 'm2', 'm3']);
    expect(server.creations).toBe(3);
    expect([...server.docs.keys()]).toEqual(['m1', 'm2', 'm3']);
    expect(await next.count('u1')).toBe(0);
  });

  it('sends replayed writes before the new page’s own writes', async () => {
    const first = pageOutbox('page-a', alive);
    void first.track('u1', 't', add('old', 1), never);
    await kept(first, 1);
    alive.delete('page-a');

    const next = pageOutbox('page-b', alive);
    const sent: string[] = [];
    const replayed = next.replay('u1', async (record) => void sent.push(idOf(record)), describe_);
    const own = next.track('u1', 't', add('new', 2), async () => void sent.push('new'));
    await Promise.all([replayed, own]);
    expect(sent).toEqual(['old', 'new']);
  });

  it('leaves the writes of a page still open to that page', async () => {
    const first = pageOutbox('page-a', alive);
    void first.track('u1', 't', add('m1', 1), never);
    await kept(first, 1);
    const other = pageOutbox('page-b', alive);
    const sent: string[] = [];
    expect(await other.replay('u1', async () => void sent.push('x'), describe_)).toBe(0);
    expect(sent).toEqual([]);
    expect(await other.count('u1')).toBe(1);
  });

  it('sends the writes of a page still open once that page is gone, with no reconnection', async () => {
    const first = pageOutbox('page-a', alive);
    void first.track('u1', 't', add('m1', 1), never);
    await kept(first, 1);
    let gone = () => {};
    const whenGone = (owner: string) => (owner === 'page-a' ? new Promise<void>((resolve) => (gone = resolve)) : never());
    alive.add('page-b');
    const other = createOutbox({ pageId: 'page-b', ownerAlive: async (owner) => alive.has(owner), whenGone });
    const sent: string[] = [];
    const resend = async (record: OutboxRecord) => void sent.push(idOf(record));
    expect(await other.replay('u1', resend, describe_)).toBe(0);
    // The tab is closed before the server acknowledged its write; the other tab never went offline.
    alive.delete('page-a');
    gone();
    await kept(other, 0);
    expect(sent).toEqual(['m1']);
  });

  it('lets only one of two pages replaying at once send each write', async () => {
    const first = pageOutbox('page-a', alive);
    for (const id of ['m1', 'm2']) void first.track('u1', 't', add(id, 0), never);
    await kept(first, 2);
    alive.delete('page-a');
    const sent: string[] = [];
    const resend = async (record: OutboxRecord) => void sent.push(idOf(record));
    const [b, c] = await Promise.all([pageOutbox('page-b', alive).replay('u1', resend, describe_), pageOutbox('page-c', alive).replay('u1', resend, describe_)]);
    expect(b + c).toBe(2);
    expect(sent.sort()).toEqual(['m1', 'm2']);
  });

  it('lists a write refused on replay with what it was, until dismissed', async () => {
    const first = pageOutbox('page-a', alive);
    void first.track('u1', foodLogDoc.path, add('m1', 1), never);
    await kept(first, 1);
    alive.delete('page-a');
    const next = pageOutbox('page-b', alive);
    await next.replay('u1', () => Promise.reject(Object.assign(new Error('refused'), { code: 'permission-denied' })), describe_);
    await until(async () => (await next.refusals('u1')).length === 1);
    expect(await next.count('u1')).toBe(0);
    const refusals = await next.refusals('u1');
    expect(refusals).toMatchObject([{ code: 'permission-denied', type: foodLogDoc.path, description: describe_() }]);
    await next.dismiss(refusals[0]!.id);
    expect(await next.refusals('u1')).toEqual([]);
  });

  it('keeps a write that failed for a passing reason for a later replay', async () => {
    const first = pageOutbox('page-a', alive);
    void first.track('u1', 't', add('m1', 1), never);
    await kept(first, 1);
    alive.delete('page-a');
    const next = pageOutbox('page-b', alive);
    const failed: string[] = [];
    await next.replay('u1', () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })).finally(() => failed.push('x')), describe_);
    await until(async () => failed.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await next.count('u1')).toBe(1);
    expect(await next.refusals('u1')).toEqual([]);
    alive.delete('page-b');
    const sent: string[] = [];
    expect(await pageOutbox('page-c', alive).replay('u1', async () => void sent.push('again'), describe_)).toBe(1);
    expect(sent).toEqual(['again']);
  });

  it('forgets a write the server refused as it was made: the screen told the person', async () => {
    const outbox = pageOutbox('page-a', alive);
    const refused = outbox.track('u1', 't', add('m1', 1), () => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })));
    await expect(refused).rejects.toThrow('no');
    expect(await outbox.count('u1')).toBe(0);
    expect(await outbox.refusals('u1')).toEqual([]);
  });

  it('clears one person’s writes and refusals, not another’s', async () => {
    const outbox = pageOutbox('page-a', alive);
    void outbox.track('u1', 't', add('m1', 1), never);
    void outbox.track('u2', 't', add('m2', 1), never);
    await kept(outbox, 1);
    await kept(outbox, 1, 'u2');
    await outbox.clear('u1');
    expect(await outbox.count('u1')).toBe(0);
    expect(await outbox.count('u2')).toBe(1);
  });

  it('still sends when IndexedDB cannot keep the write', async () => {
    const outbox = createOutbox({ pageId: 'p', ownerAlive: async () => false, open: () => Promise.reject(new Error('no IndexedDB')) });
    let sent = false;
    await outbox.track('u1', 't', add('m1', 1), async () => void (sent = true));
    expect(sent).toBe(true);
  });
});
