import type { QuerySnapshot } from 'firebase/firestore';
// WebChannel framing and Listen/Write stream semantics, first on the raw wire, then with the real
// browser build of firebase/firestore running in Node over fetch streams.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirestoreEmulator } from './server.ts';
import { cleanupApps, dbPath, loadBrowserFirestore, PROJECT, rest, startTestEmulator } from './testing/helpers.ts';

let emu: FirestoreEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await cleanupApps();
  await emu.close();
});
beforeEach(async () => {
  await rest(emu, 'DELETE', `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
});

const DB = `projects/${PROJECT}/databases/(default)`;

/** Splits a body of `<len>\n<payload>` chunks, checking lengths in UTF-16 units. */
function parseChunks(text: string): unknown[] {
  const out: unknown[] = [];
  let i = 0;
  while (i < text.length) {
    const nl = text.indexOf('\n', i);
    const len = Number(text.slice(i, nl));
    expect(Number.isInteger(len)).toBe(true);
    const payload = text.slice(nl + 1, nl + 1 + len);
    expect(payload.length).toBe(len);
    out.push(JSON.parse(payload));
    i = nl + 1 + len;
  }
  return out;
}

function form(msgs: unknown[], ofs: number, headers?: string): string {
  const p = new URLSearchParams();
  if (headers !== undefined) p.set('headers', headers);
  p.set('count', String(msgs.length));
  p.set('ofs', String(ofs));
  msgs.forEach((m, i) => p.set(`req${i}___data__`, JSON.stringify(m)));
  return p.toString();
}

class RawChannel {
  sid = '';
  aid = 0;
  rid = 1000;
  ofs = 0;
  readonly received: [number, unknown][] = [];
  constructor(
    readonly rpc: 'Listen' | 'Write',
    readonly auth?: string,
  ) {}
  url(extra: Record<string, string>): string {
    const p = new URLSearchParams({ VER: '8', database: DB, zx: 'x', t: '1', ...extra });
    return `${emu.url}/google.firestore.v1.Firestore/${this.rpc}/channel?${p}`;
  }
  async open(first: unknown): Promise<Response> {
    const headers = `X-Goog-Api-Client:gl-js/ fire/12.19.0\r\nContent-Type:text/plain\r\n${this.auth ? `Authorization:Bearer ${this.auth}\r\n` : ''}`;
    const res = await fetch(this.url({ RID: String(this.rid++), CVER: '22', 'X-HTTP-Session-Id': 'gsessionid' }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form([first], this.ofs++, headers),
    });
    const text = await res.text();
    const [arrays] = parseChunks(text) as [[number, unknown[]][]];
    expect(arrays[0]![0]).toBe(0);
    const c = arrays[0]![1] as unknown[];
    expect(c.slice(0, 1)).toEqual(['c']);
    expect(c.slice(2, 4)).toEqual(['', 8]);
    this.sid = c[1] as string;
    expect(res.headers.get('x-http-session-id')).toBe(this.sid);
    return res;
  }
  async send(...msgs: unknown[]): Promise<unknown> {
    const res = await fetch(this.url({ SID: this.sid, RID: String(this.rid++), AID: String(this.aid), gsessionid: this.sid }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(msgs, this.ofs),
    });
    this.ofs += msgs.length;
    return parseChunks(await res.text())[0];
  }
  /** One long-poll (CI=1) backchannel round; returns the Firestore payloads received. */
  async poll(to = 2000): Promise<unknown[]> {
    const res = await fetch(this.url({ SID: this.sid, RID: 'rpc', AID: String(this.aid), CI: '1', TYPE: 'xmlhttp', TO: String(to), gsessionid: this.sid }));
    expect(res.status).toBe(200);
    const out: unknown[] = [];
    for (const batch of parseChunks(await res.text()) as [number, unknown[]][][]) {
      for (const [id, payload] of batch) {
        expect(id).toBeGreaterThan(this.aid);
        this.aid = id;
        this.received.push([id, payload]);
        if (!(payload.length === 1 && payload[0] === 'noop')) out.push(payload[0]);
      }
    }
    return out;
  }
  /** Polls until `n` Firestore messages have arrived. */
  async take(n: number): Promise<unknown[]> {
    const out: unknown[] = [];
    for (let i = 0; i < 20 && out.length < n; i++) out.push(...(await this.poll(1500)));
    return out;
  }
}

const docTarget = (rel: string, targetId: number, extra: Record<string, unknown> = {}) => ({
  database: DB,
  addTarget: { documents: { documents: [dbPath(rel)] }, targetId, ...extra },
});
const queryTarget = (collectionId: string, targetId: number, sq: Record<string, unknown> = {}) => ({
  database: DB,
  addTarget: { query: { parent: dbPath(), structuredQuery: { from: [{ collectionId }], orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }], ...sq } }, targetId },
});
const commit = (writes: unknown[]) => rest(emu, 'POST', `/v1/${dbPath()}:commit`, { writes });
const upd = (rel: string, fields: Record<string, unknown>) => ({ update: { name: dbPath(rel), fields } });

describe('WebChannel framing', () => {
  it('handshakes, delivers the Listen sequence for a missing document on a long poll, acks forward POSTs', async () => {
    const ch = new RawChannel('Listen');
    await ch.open(docTarget('rooms/none', 2));
    const msgs = await ch.take(3);
    expect(msgs[0]).toEqual({ targetChange: { targetChangeType: 'ADD', targetIds: [2] } });
    expect(msgs[1]).toMatchObject({ targetChange: { targetChangeType: 'CURRENT', targetIds: [2], resumeToken: expect.stringMatching(/.+/), readTime: expect.any(String) } });
    expect(msgs[2]).toEqual({ targetChange: { readTime: (msgs[1] as { targetChange: { readTime: string } }).targetChange.readTime } });
    const ack = await ch.send({ database: DB, removeTarget: 2 });
    expect(ack).toEqual([1, 3, 0]);
    expect(await ch.take(1)).toEqual([{ targetChange: { targetChangeType: 'REMOVE', targetIds: [2] } }]);
  });

  it('streams (CI=0) with an immediate first byte, escapes non-ASCII, and applies each map id once', async () => {
    await commit([upd('rooms/r1', { s: { stringValue: 'café ☕ 𝄞' } })]);
    const ch = new RawChannel('Listen');
    await ch.open(docTarget('rooms/r1', 4));
    const started = Date.now();
    const res = await fetch(ch.url({ SID: ch.sid, RID: 'rpc', AID: '0', CI: '0', TYPE: 'xmlhttp', gsessionid: ch.sid }));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(Date.now() - started).toBeLessThan(500);
    let text = new TextDecoder().decode(first.value);
    expect([...text].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    // Re-sending map 0 (a client retry) must not add the target twice.
    const dup = await fetch(ch.url({ SID: ch.sid, RID: '1000', AID: '0', t: '2', gsessionid: ch.sid }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form([docTarget('rooms/r1', 4)], 0),
    });
    expect(dup.status).toBe(200);
    await commit([upd('rooms/r1', { s: { stringValue: 'deux' } })]);
    while (!text.includes('deux')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const payloads = (parseChunks(text) as [number, unknown[]][][]).flat().map(([, p]) => p[0]);
    const adds = payloads.filter((p) => (p as { targetChange?: { targetChangeType?: string } })?.targetChange?.targetChangeType === 'ADD');
    expect(adds).toHaveLength(1);
    const changes = payloads.filter((p) => (p as { documentChange?: unknown })?.documentChange) as { documentChange: { document: { fields: { s: { stringValue: string } } } } }[];
    expect(changes.map((c) => c.documentChange.document.fields.s.stringValue)).toEqual(['café ☕ 𝄞', 'deux']);
  });

  it('rejects unknown sessions with 400 "Unknown SID" and ends sessions on terminate', async () => {
    const ch = new RawChannel('Listen');
    await ch.open(docTarget('rooms/x', 2));
    const term = await fetch(ch.url({ SID: ch.sid, RID: String(ch.rid++), TYPE: 'terminate', gsessionid: ch.sid }), { method: 'POST', body: '' });
    expect(term.status).toBe(200);
    const after = await fetch(ch.url({ SID: ch.sid, RID: 'rpc', AID: '0', CI: '1', TYPE: 'xmlhttp' }));
    expect(after.status).toBe(400);
    expect((await after.text()).indexOf('Unknown SID')).toBeGreaterThan(0);
  });

  // A terminated channel must not keep its HTTP/1.1 connection: a browser allows 6 per host.
  it('ends the open streaming backchannel of a channel the client terminates (sendBeacon POST)', async () => {
    const ch = new RawChannel('Write');
    await ch.open({ database: DB });
    const res = await fetch(ch.url({ SID: ch.sid, RID: 'rpc', AID: '0', CI: '0', TYPE: 'xmlhttp', gsessionid: ch.sid }));
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    const term = await fetch(ch.url({ SID: ch.sid, RID: String(ch.rid++), TYPE: 'terminate', gsessionid: ch.sid }), { method: 'POST', body: '' });
    expect(term.status).toBe(200);
    let done = false;
    while (!done) done = (await reader.read()).done;
    const again = await fetch(ch.url({ SID: ch.sid, RID: 'rpc', AID: '0', CI: '0', TYPE: 'xmlhttp', gsessionid: ch.sid }));
    expect(again.status).toBe(400);
  });
});

describe('Listen semantics', () => {
  it('sends document changes, removes and deletes to query targets, each followed by a global read time', async () => {
    await commit([upd('q/a', { n: { integerValue: '1' } }), upd('q/b', { n: { integerValue: '5' } })]);
    const ch = new RawChannel('Listen');
    // Ordered as the SDKs send it: the inequality field, then the key (the key cannot come first).
    await ch.open(
      queryTarget('q', 6, {
        where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'LESS_THAN', value: { integerValue: '3' } } },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }, { field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      }),
    );
    const initial = await ch.take(4);
    expect(initial.map((m) => Object.keys(m as object)[0])).toEqual(['targetChange', 'documentChange', 'targetChange', 'targetChange']);
    expect((initial[1] as { documentChange: { document: { name: string }; targetIds: number[] } }).documentChange).toMatchObject({ document: { name: dbPath('q/a') }, targetIds: [6] });

    const c1 = await commit([upd('q/c', { n: { integerValue: '2' } })]);
    const m1 = await ch.take(2);
    expect(m1[0]).toMatchObject({ documentChange: { document: { name: dbPath('q/c'), updateTime: c1.json.writeResults[0].updateTime }, targetIds: [6] } });
    expect(m1[1]).toEqual({ targetChange: { readTime: c1.json.commitTime } });

    await commit([upd('q/a', { n: { integerValue: '9' } })]);
    const m2 = await ch.take(2);
    expect(m2[0]).toMatchObject({ documentRemove: { document: dbPath('q/a'), removedTargetIds: [6] } });

    const c3 = await commit([{ delete: dbPath('q/c') }]);
    const m3 = await ch.take(2);
    expect(m3[0]).toEqual({ documentDelete: { document: dbPath('q/c'), removedTargetIds: [6], readTime: c3.json.commitTime } });

    // Writes outside the target's results send nothing.
    await commit([upd('q/z', { n: { integerValue: '100' } }), upd('other/a', { n: { integerValue: '1' } })]);
    expect(await ch.poll(300)).toEqual([]);
  });

  it('re-evaluates windowed (limit) queries and resets resumed targets', async () => {
    await commit([upd('w/a', { n: { integerValue: '1' } }), upd('w/b', { n: { integerValue: '2' } })]);
    const ch = new RawChannel('Listen');
    await ch.open(queryTarget('w', 8, { orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }, { field: { fieldPath: '__name__' }, direction: 'ASCENDING' }], limit: 1 }));
    const initial = await ch.take(4);
    const current = initial[2] as { targetChange: { resumeToken: string } };
    await commit([upd('w/c', { n: { integerValue: '0' } })]);
    const m = await ch.take(3);
    expect(m.map((x) => Object.keys(x as object)[0])).toEqual(['documentChange', 'documentRemove', 'targetChange']);

    await ch.send({ database: DB, removeTarget: 8 });
    await ch.take(1);
    await ch.send({ ...queryTarget('w', 10), addTarget: { ...queryTarget('w', 10).addTarget, resumeToken: current.targetChange.resumeToken } });
    const resumed = await ch.take(7);
    expect(resumed.slice(0, 2)).toEqual([
      { targetChange: { targetChangeType: 'ADD', targetIds: [10] } },
      { targetChange: { targetChangeType: 'RESET', targetIds: [10] } },
    ]);
    expect(resumed.filter((x) => (x as { documentChange?: unknown }).documentChange)).toHaveLength(3);
  });

  it('answers Write handshakes and batches, and goes silent after an in-band error', async () => {
    const ch = new RawChannel('Write');
    await ch.open({ database: DB });
    const [hs] = await ch.take(1);
    expect(hs).toMatchObject({ streamId: expect.any(String), streamToken: expect.stringMatching(/.+/) });
    const token = (hs as { streamToken: string }).streamToken;
    await ch.send({
      streamToken: token,
      writes: [
        { update: { name: dbPath('wr/a'), fields: {} }, updateTransforms: [{ fieldPath: 't', setToServerValue: 'REQUEST_TIME' }] },
        { delete: dbPath('wr/b') },
      ],
    });
    const [r1] = await ch.take(1);
    const res = r1 as { streamToken: string; writeResults: { updateTime?: string; transformResults?: unknown[] }[]; commitTime: string };
    expect(res.streamToken).not.toBe(token);
    expect(res.writeResults).toHaveLength(2);
    expect(res.writeResults[0]).toEqual({ updateTime: res.commitTime, transformResults: [{ timestampValue: res.commitTime }] });

    await ch.send(
      { streamToken: res.streamToken, writes: [{ update: { name: dbPath('wr/none'), fields: {} }, currentDocument: { exists: true } }] },
      { streamToken: res.streamToken, writes: [upd('wr/after-error', {})] },
    );
    const [err] = await ch.take(1);
    expect(err).toEqual({ error: { code: 5, message: `No document to update: ${dbPath('wr/none')}`, status: 'NOT_FOUND' } });
    expect(await ch.poll(300)).toEqual([]);
    expect((await rest(emu, 'GET', `/v1/${dbPath('wr/after-error')}`)).status).toBe(404);
  });
});

describe('browser SDK (firebase/firestore web build) in Node over fetch streams', () => {
  it('syncs two clients (streaming and long-polling) with correct metadata, reads after delete, rejects failed writes', async () => {
    const { initializeApp } = await import('firebase/app');
    const fs = await loadBrowserFirestore();
    const mk = (name: string, longPolling: boolean) => {
      const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-key' }, name);
      const db = fs.initializeFirestore(app, { useFetchStreams: true, ...(longPolling ? { experimentalForceLongPolling: true, experimentalLongPollingOptions: { timeoutSeconds: 5 } } : {}) } as Parameters<typeof fs.initializeFirestore>[1]);
      fs.connectFirestoreEmulator(db, emu.host, emu.port);
      return db;
    };
    const a = mk('wc-a', false);
    const b = mk('wc-b', true);
    const seenB: { ids: string; pending: boolean; cache: boolean }[] = [];
    const seenA: { ids: string; pending: boolean; cache: boolean }[] = [];
    const record = (arr: typeof seenA) => (s: QuerySnapshot) =>
      arr.push({ ids: s.docs.map((d) => `${d.id}=${d.get('v')}`).join(','), pending: s.metadata.hasPendingWrites, cache: s.metadata.fromCache });
    const unsubA = fs.onSnapshot(fs.collection(a, 'live'), { includeMetadataChanges: true }, record(seenA));
    const unsubB = fs.onSnapshot(fs.collection(b, 'live'), { includeMetadataChanges: true }, record(seenB));
    const waitFor = async (arr: typeof seenA, pred: (x: (typeof seenA)[number]) => boolean) => {
      for (let i = 0; i < 100 && !arr.some(pred); i++) await new Promise((r) => setTimeout(r, 50));
      expect(arr.some(pred), JSON.stringify(arr)).toBe(true);
    };
    await waitFor(seenA, (x) => x.ids === '' && !x.cache);
    await waitFor(seenB, (x) => x.ids === '' && !x.cache);

    await fs.setDoc(fs.doc(a, 'live/one'), { v: 1 });
    // A sees its own write first as pending, then confirmed; B sees it from the server.
    await waitFor(seenA, (x) => x.ids === 'one=1' && x.pending);
    await waitFor(seenA, (x) => x.ids === 'one=1' && !x.pending && !x.cache);
    await waitFor(seenB, (x) => x.ids === 'one=1' && !x.pending && !x.cache);

    await fs.updateDoc(fs.doc(b, 'live/one'), { v: fs.increment(1) });
    await waitFor(seenA, (x) => x.ids === 'one=2' && !x.pending);

    const got = await fs.getDoc(fs.doc(b, 'live/one'));
    expect(got.data()).toEqual({ v: 2 });
    await fs.deleteDoc(fs.doc(a, 'live/one'));
    await waitFor(seenB, (x) => x.ids === '' && !x.pending && seenB.indexOf(x) > 2);
    expect((await fs.getDoc(fs.doc(b, 'live/one'))).exists()).toBe(false);

    await expect(fs.updateDoc(fs.doc(a, 'live/missing'), { v: 1 })).rejects.toMatchObject({ code: 'not-found' });
    // The Write stream recovers after the error.
    await fs.setDoc(fs.doc(a, 'live/two'), { v: 3 });
    await waitFor(seenB, (x) => x.ids === 'two=3');

    unsubA();
    unsubB();
    await fs.terminate(a);
    await fs.terminate(b);
  });
});
