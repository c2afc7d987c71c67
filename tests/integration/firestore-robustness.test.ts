// The emulator under bad input (REST, gRPC, WebChannel, raw sockets), its debug request log, rules
// reloading and per-project rules, and the FIRESTORE_EMULATOR=official switch. Every test starts
// its own in-process emulator: the shared test emulators are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { doc, setDoc, getDoc, setLogLevel } from 'firebase/firestore/lite';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import { cleanupApps, liteClient, PROJECT, rest } from '#emulators/firestore/testing/helpers.ts';
import { createAdminClient } from '#emulators/firestore/testing/conformance/admin-driver.ts';

// Expected failures would otherwise each print the SDK's own error report.
setLogLevel('silent');
const db = (p = PROJECT) => `projects/${p}/databases/(default)/documents`;
const OPEN = `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if request.auth != null; } } }`;
const CLOSED = `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }`;

async function until(pred: () => Promise<boolean> | boolean, label: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out: ${label}`);
}

/** A raw gRPC unary call whose request bytes are given as is. */
function rawGrpc(emu: FirestoreEmulator, method: string, bytes: Buffer): Promise<{ code: number; details: string }> {
  const client = new grpc.Client(`${emu.host}:${emu.port}`, grpc.credentials.createInsecure());
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      (err) => {
        client.close();
        resolve({ code: err?.code ?? 0, details: err?.details ?? '' });
      },
    );
  });
}

/** Writes raw bytes on a socket and collects what comes back until the server closes it. */
function rawSocket(emu: FirestoreEmulator, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(emu.port, emu.host, () => s.end(bytes));
    let out = '';
    s.on('data', (d) => (out += d.toString('latin1')));
    s.on('close', () => resolve(out));
    s.on('error', () => resolve(out));
    s.setTimeout(3000, () => s.destroy());
  });
}

describe('bad input gets Cloud Firestore errors and never crashes the process', () => {
  let emu: FirestoreEmulator;
  const logs: string[] = [];
  beforeAll(async () => {
    emu = await startFirestoreEmulator({ port: 0, log: (l) => logs.push(l) });
  });
  afterAll(async () => {
    await cleanupApps();
    await emu.close();
  });

  const commit = (body: unknown) => rest(emu, 'POST', `/v1/${db()}:commit`, body);
  const name = (rel: string) => `${db()}/${rel}`;

  it.each([
    ['malformed JSON', '{"writes": [', 400, 'INVALID_ARGUMENT', /Invalid JSON payload received/],
    ['a JSON array body', [], 400, 'INVALID_ARGUMENT', /JSON object/],
    ['writes that are not a list', { writes: 'x' }, 400, 'INVALID_ARGUMENT', /list/],
    ['a write of no kind', { writes: [{}] }, 400, 'INVALID_ARGUMENT', /one of update, delete/],
    ['an unknown value type', { writes: [{ update: { name: name('a/b'), fields: { x: { bogus: 1 } } } }] }, 400, 'INVALID_ARGUMENT', /./],
    ['an odd document path', { writes: [{ update: { name: name('a'), fields: {} } }] }, 400, 'INVALID_ARGUMENT', /odd number of segments/],
    ['a document in another database', { writes: [{ update: { name: db('other') + '/a/b', fields: {} } }] }, 400, 'INVALID_ARGUMENT', /not in database/],
    ['an empty path segment', { writes: [{ update: { name: name('a//b'), fields: {} } }] }, 400, 'INVALID_ARGUMENT', /empty segment/],
    ['an invalid field path in a mask', { writes: [{ update: { name: name('a/b'), fields: {} }, updateMask: { fieldPaths: ['a..b'] } }] }, 400, 'INVALID_ARGUMENT', /Invalid property path/],
    ['an unterminated quoted field path', { writes: [{ update: { name: name('a/b'), fields: {} }, updateMask: { fieldPaths: ['`a'] } }] }, 400, 'INVALID_ARGUMENT', /Invalid field path/],
    // An update mask may hold a path and its prefix (Cloud Firestore accepts what the web SDK sends
    // for such mergeFields); field transforms may not.
    [
      'field transforms on a path and its prefix',
      { writes: [{ transform: { document: name('a/b'), fieldTransforms: [{ fieldPath: 'a', increment: { integerValue: '1' } }, { fieldPath: 'a.b', increment: { integerValue: '1' } }] } }] },
      400,
      'INVALID_ARGUMENT',
      /prefix/,
    ],
    ['a transform on an invalid field path', { writes: [{ transform: { document: name('a/b'), fieldTransforms: [{ fieldPath: '', increment: { integerValue: '1' } }] } }] }, 400, 'INVALID_ARGUMENT', /field path/],
    ['a non-numeric increment', { writes: [{ transform: { document: name('a/b'), fieldTransforms: [{ fieldPath: 'n', increment: { stringValue: '1' } }] } }] }, 400, 'INVALID_ARGUMENT', /number/],
    [
      'a document over 1 MiB',
      { writes: [{ update: { name: name('big/a'), fields: { s: { stringValue: 'x'.repeat(1_048_576) } } } }] },
      400,
      'INVALID_ARGUMENT',
      /cannot be written because its size \(1,048,6\d\d bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
    ],
    ['501 writes', { writes: Array.from({ length: 501 }, (_, i) => ({ update: { name: name(`m/d${i}`), fields: {} } })) }, 400, 'INVALID_ARGUMENT', /^maximum 500 writes allowed per request$/],
    ['an expired transaction', { writes: [], transaction: 'bm9wZQ==' }, 400, 'INVALID_ARGUMENT', /transaction has expired/],
  ])('REST commit with %s', async (_label, body, status, code, message) => {
    const r = await commit(body);
    expect(r.status).toBe(status);
    expect(r.json.error).toMatchObject({ code: status, status: code });
    expect(r.json.error.message).toMatch(message);
  });

  it.each([
    ['GET', '/v2/anything', 404, 'NOT_FOUND'],
    ['GET', '/v1/projects', 404, 'NOT_FOUND'],
    ['GET', `/v1/projects/${PROJECT}/databases/(default)/nothing`, 404, 'NOT_FOUND'],
    ['GET', `/v1/${db()}/c/missing`, 404, 'NOT_FOUND'],
    ['POST', `/v1/${db()}:frobnicate`, 501, 'UNIMPLEMENTED'],
    ['GET', `/v1/${db()}/c/%E0%A4%A`, 400, 'INVALID_ARGUMENT'],
    ['POST', `/v1/${db()}/c:runQuery`, 400, 'INVALID_ARGUMENT'],
    ['PUT', `/emulator/v1/projects/${PROJECT}:securityRules`, 400, 'INVALID_ARGUMENT'],
  ])('%s %s → %i %s', async (method, path, status, code) => {
    const r = await rest(emu, method, path, method === 'GET' ? undefined : {});
    expect(r.status).toBe(status);
    expect(r.json.error.status).toBe(code);
  });

  it('rejects invalid queries with INVALID_ARGUMENT', async () => {
    for (const structuredQuery of [
      { from: [{ collectionId: 'q' }], where: { fieldFilter: { op: 'NOPE' } } },
      { from: [{ collectionId: 'q' }], where: { fieldFilter: { field: { fieldPath: 'a..b' }, op: 'EQUAL', value: { integerValue: '1' } } } },
      { from: [{ collectionId: 'q' }], orderBy: [{ field: { fieldPath: '' } }] },
      { from: 'q' },
    ]) {
      const r = await rest(emu, 'POST', `/v1/${db()}:runQuery`, { structuredQuery });
      expect(r.status, JSON.stringify(structuredQuery)).toBe(400);
      expect(r.json.error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('answers malformed protobuf, unknown methods and invalid requests over gRPC', async () => {
    const garbage = await rawGrpc(emu, 'Commit', Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x12]));
    expect(garbage.code).toBe(grpc.status.INTERNAL);
    expect(garbage.details).toMatch(/deserializ/i);
    expect((await rawGrpc(emu, 'Frobnicate', Buffer.alloc(0))).code).toBe(grpc.status.UNIMPLEMENTED);
    // field 1 (database) = "x": a well-formed message naming no database.
    const badName = await rawGrpc(emu, 'Commit', Buffer.from([0x0a, 0x01, 0x78]));
    expect([grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT]).toContain(badName.code);
  });

  it('survives garbage on the socket, a broken HTTP/2 preface and unknown WebChannel sessions', async () => {
    expect(await rawSocket(emu, 'NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    await rawSocket(emu, Buffer.concat([Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), Buffer.from([0, 0, 4, 0xff, 0, 0, 0, 0, 0, 1, 2, 3, 4])]));
    const ch = await fetch(`${emu.url}/google.firestore.v1.Firestore/Listen/channel?VER=8&SID=nope&RID=rpc&AID=0&CI=0&TYPE=xmlhttp`);
    expect(ch.status).toBe(400);
    const form = await fetch(`${emu.url}/google.firestore.v1.Firestore/Write/channel?VER=8&RID=1&CVER=22`, { method: 'POST', body: 'count=1&ofs=0&req0___data__=%7Bnot-json' });
    expect(form.status).toBeLessThan(500);
  });

  it('is still serving after all of the above, and logged no internal error', async () => {
    expect((await rest(emu, 'GET', '/')).json).toBe('Ok');
    const c = liteClient(emu);
    await setDoc(doc(c, 'after/all'), { ok: true });
    expect((await getDoc(doc(c, 'after/all'))).data()).toEqual({ ok: true });
    expect(logs.filter((l) => /internal error|unhandled/i.test(l))).toEqual([]);
  });
});

describe('debug log: one line per request', () => {
  it('logs REST, WebChannel and gRPC calls, one line each, with status and duration', async () => {
    const lines: string[] = [];
    const emu = await startFirestoreEmulator({ port: 0, debug: true, log: (l) => lines.push(l) });
    try {
      await rest(emu, 'GET', `/v1/${db()}/c/missing`);
      await rest(emu, 'POST', `/v1/${db()}:commit`, { writes: [] });
      await fetch(`${emu.url}/google.firestore.v1.Firestore/Listen/channel?VER=8&SID=nope&RID=rpc&AID=0&CI=0&TYPE=xmlhttp`);
      const admin = createAdminClient({ projectId: PROJECT, host: emu.host, port: emu.port, rest: false });
      await admin.set('c/a', { n: 1 });
      await admin.get('c/a');
      await admin.close();
      expect(lines.filter((l) => l.startsWith('GET /v1/'))).toEqual([expect.stringMatching(/^GET \/v1\/projects\/demo-test\/databases\/\(default\)\/documents\/c\/missing → 404 \d+ms$/)]);
      expect(lines.filter((l) => l.startsWith('POST /v1/'))).toEqual([expect.stringMatching(/:commit → 200 \d+ms$/)]);
      expect(lines.filter((l) => l.includes('/Listen/channel'))).toEqual([expect.stringMatching(/^GET \/google\.firestore\.v1\.Firestore\/Listen\/channel\?VER=8&SID=nope\S* → 400 \d+ms$/)]);
      expect(lines.filter((l) => l.startsWith('gRPC Commit'))).toEqual([expect.stringMatching(/^gRPC Commit → OK \d+ms$/)]);
      expect(lines.filter((l) => l.startsWith('gRPC BatchGetDocuments'))).toEqual([expect.stringMatching(/→ OK \d+ms$/)]);
      expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    } finally {
      await emu.close();
    }
  });

  it('logs nothing per request when debug is off', async () => {
    const lines: string[] = [];
    const emu = await startFirestoreEmulator({ port: 0, debug: false, log: (l) => lines.push(l) });
    await rest(emu, 'GET', `/v1/${db()}/c/missing`);
    await emu.close();
    expect(lines).toEqual([]);
  });
});

describe('rules: reload on file change, per-project PUT', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fs-rules-'));
  });
  afterAll(async () => {
    await cleanupApps();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reloads the rules file when it changes, and keeps the previous rules on a syntax error (with line and column)', async () => {
    const file = join(dir, 'reload.rules');
    writeFileSync(file, CLOSED);
    const lines: string[] = [];
    const emu = await startFirestoreEmulator({ port: 0, rulesPath: file, rulesPollMs: 20, log: (l) => lines.push(l) });
    try {
      const alice = liteClient(emu, 'alice');
      await expect(setDoc(doc(alice, 'r/a'), { n: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
      writeFileSync(file, OPEN);
      await until(async () => (await setDoc(doc(alice, 'r/a'), { n: 1 }).then(() => true, () => false)), 'open rules applied');
      writeFileSync(file, `${OPEN}\n  match /broken {\n    allow read: if (;\n`);
      await until(() => lines.some((l) => /not reloaded/.test(l)), 'syntax error reported');
      expect(lines.find((l) => /not reloaded/.test(l))).toMatch(/at line \d+, column \d+/);
      expect((await getDoc(doc(alice, 'r/a'))).data()).toEqual({ n: 1 });
    } finally {
      await emu.close();
    }
  });

  it('applies PUT :securityRules to that project only; the rules file stays the default for the others', async () => {
    const file = join(dir, 'default.rules');
    writeFileSync(file, OPEN);
    const emu = await startFirestoreEmulator({ port: 0, rulesPath: file, rulesPollMs: 20, log: () => {} });
    try {
      const put = await rest(emu, 'PUT', '/emulator/v1/projects/demo-closed:securityRules', { rules: { files: [{ name: 'firestore.rules', content: CLOSED }] } });
      expect(put.status).toBe(200);
      const write = async (project: string) => {
        const r = await rest(emu, 'POST', `/v1/${db(project)}:commit`, { writes: [{ update: { name: `${db(project)}/c/a`, fields: {} } }] }, { Authorization: 'Bearer ' + unsigned('alice') });
        return r.status;
      };
      expect(await write('demo-closed')).toBe(403);
      expect(await write('demo-open')).toBe(200);
      // A new rules file replaces the default, not the project's own rules.
      writeFileSync(file, CLOSED.replace('if false', 'if request.auth.uid == "nobody"'));
      await until(async () => (await write('demo-open')) === 403, 'default rules reloaded');
      const reopen = await rest(emu, 'PUT', '/emulator/v1/projects/demo-closed:securityRules', { rules: { files: [{ content: OPEN }] } });
      expect(reopen.status).toBe(200);
      expect(await write('demo-closed')).toBe(200);
      expect(await write('demo-open')).toBe(403);
    } finally {
      await emu.close();
    }
  });
});

function unsigned(uid: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none' })}.${enc({ sub: uid })}.`;
}

describe('FIRESTORE_EMULATOR=official', () => {
  type Scripts = { officialFirestoreProblem(env?: NodeJS.ProcessEnv): string | null; startEmulators(o?: object): Promise<unknown> };
  const load = async (): Promise<Scripts> => {
    const path = '../../scripts/emulators.mjs';
    return (await import(/* @vite-ignore */ path)) as Scripts;
  };

  it('names what is missing: the archive (with its path) or Java', async () => {
    const { officialFirestoreProblem } = await load();
    const empty = mkdtempSync(join(tmpdir(), 'fs-official-'));
    try {
      const noJar = officialFirestoreProblem({ ...process.env, FIREBASE_EMULATORS_PATH: empty, JAVA: 'true' });
      expect(noJar).toMatch(new RegExp(`archive at ${empty.replaceAll('/', '\\/')}\\/cloud-firestore-emulator-v[\\d.]+\\.jar`));
      expect(noJar).not.toMatch(/Java/);
      writeFileSync(join(empty, /cloud-firestore-emulator-v[\d.]+\.jar/.exec(noJar!)![0]), '');
      expect(officialFirestoreProblem({ ...process.env, FIREBASE_EMULATORS_PATH: empty, JAVA: 'true' })).toBeNull();
      expect(officialFirestoreProblem({ ...process.env, FIREBASE_EMULATORS_PATH: empty, JAVA: join(empty, 'no-java') })).toMatch(/needs Java/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('makes startEmulators fail at once instead of waiting for a download', async () => {
    const { startEmulators } = await load();
    const empty = mkdtempSync(join(tmpdir(), 'fs-official-'));
    const saved = { mode: process.env.FIRESTORE_EMULATOR, path: process.env.FIREBASE_EMULATORS_PATH };
    process.env.FIRESTORE_EMULATOR = 'official';
    process.env.FIREBASE_EMULATORS_PATH = empty;
    const started = Date.now();
    try {
      await expect(startEmulators({ authPort: 1, firestorePort: 2, dataDir: empty, quiet: true })).rejects.toThrow(/FIRESTORE_EMULATOR=official needs .*Unset FIRESTORE_EMULATOR/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      if (saved.mode === undefined) delete process.env.FIRESTORE_EMULATOR;
      else process.env.FIRESTORE_EMULATOR = saved.mode;
      if (saved.path === undefined) delete process.env.FIREBASE_EMULATORS_PATH;
      else process.env.FIREBASE_EMULATORS_PATH = saved.path;
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
