// Security rules enforcement (with the real rules engine), caller identity, persistence and the CLI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { callerFromAuthorization } from './auth.ts';
import type { FirestoreEmulator } from './server.ts';
import { adminClient, cleanupApps, dbPath, liteClient, PROJECT, rest, startTestEmulator, unsignedJwt } from './testing/helpers.ts';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid}/{document=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /stamped/{id} {
      allow write: if request.resource.data.at == request.time;
    }
    match /posts/{id} {
      allow read: if resource == null || resource.data.public == true;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
      allow update, delete: if false;
    }
  }
}
`;

describe('security rules', () => {
  let emu: FirestoreEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator({ rules: RULES });
  });
  afterAll(async () => {
    await cleanupApps();
    await emu.close();
  });

  it('allows owners, denies others with PERMISSION_DENIED, lets admin bypass', async () => {
    const alice = liteClient(emu, 'alice');
    const bob = liteClient(emu, 'bob');
    const anon = liteClient(emu);
    await setDoc(doc(alice, 'users/alice/measurements/m1'), { kg: 70 });
    expect((await getDoc(doc(alice, 'users/alice/measurements/m1'))).data()).toEqual({ kg: 70 });
    await expect(getDoc(doc(bob, 'users/alice/measurements/m1'))).rejects.toMatchObject({ code: 'permission-denied', message: expect.stringContaining('Missing or insufficient permissions.') });
    await expect(setDoc(doc(anon, 'users/alice/x/y'), { a: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(bob, 'users/alice/measurements'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(collection(alice, 'users/alice/measurements'))).size).toBe(1);
    // An empty collection is checked once with resource == null.
    expect((await getDocs(collection(alice, 'users/alice/empty'))).size).toBe(0);
    await expect(getDocs(collection(bob, 'users/alice/empty'))).rejects.toMatchObject({ code: 'permission-denied' });
    const admin = adminClient(emu);
    expect((await admin.doc('users/alice/measurements/m1').get()).data()).toEqual({ kg: 70 });
    await admin.doc('posts/hidden').set({ public: false });
    await admin.terminate();
  });

  it('evaluates request.resource, and list rules on every matching document', async () => {
    const alice = liteClient(emu, 'alice');
    await expect(setDoc(doc(alice, 'posts/p1'), { owner: 'bob' })).rejects.toMatchObject({ code: 'permission-denied' });
    await setDoc(doc(alice, 'posts/p1'), { owner: 'alice', public: true });
    await expect(setDoc(doc(alice, 'posts/p1'), { owner: 'alice', public: true, x: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(query(collection(alice, 'posts'), where('public', '==', true)))).size).toBe(1);
    // posts/hidden is not public: a query that could return it is refused as a whole.
    await expect(getDocs(collection(alice, 'posts'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('gives request.time the commit time to the microsecond, so server timestamps equal it', () => {
    const db = emu.core.database({ project: PROJECT, database: '(default)' });
    const caller = callerFromAuthorization(`Bearer ${unsignedJwt({ sub: 'alice' })}`);
    const stamp = (id: number) => [{ update: { name: dbPath(`stamped/s${id}`), fields: {} }, updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }] }];
    // Commits in the same millisecond get commit times a microsecond apart: make some.
    const times = Array.from({ length: 50 }, (_, i) => emu.core.commit(db, stamp(i), caller).commitTime);
    expect(times.some((t) => /\.\d{4,}Z$/.test(t))).toBe(true);
  });

  it('denies Listen targets with a REMOVE carrying cause 7 and takes the token from the handshake headers', async () => {
    const open = async (token: string | null) => {
      const p = new URLSearchParams({ VER: '8', RID: '1', CVER: '22', database: `projects/${PROJECT}/databases/(default)` });
      const body = new URLSearchParams({
        headers: `Content-Type:text/plain\r\n${token ? `Authorization:Bearer ${token}\r\n` : ''}`,
        count: '1',
        ofs: '0',
        req0___data__: JSON.stringify({ database: `projects/${PROJECT}/databases/(default)`, addTarget: { documents: { documents: [dbPath('users/alice/measurements/m1')] }, targetId: 2 } }),
      });
      const hs = await (await fetch(`${emu.url}/google.firestore.v1.Firestore/Listen/channel?${p}`, { method: 'POST', body })).text();
      const sid = /"c","([^"]+)"/.exec(hs)![1]!;
      const back = await fetch(`${emu.url}/google.firestore.v1.Firestore/Listen/channel?${new URLSearchParams({ VER: '8', SID: sid, RID: 'rpc', AID: '0', CI: '1', TYPE: 'xmlhttp' })}`);
      return back.text();
    };
    const denied = await open(unsignedJwt({ sub: 'bob', user_id: 'bob', iss: 'https://securetoken.google.com/demo-test', aud: PROJECT, email: 'bob@example.com' }));
    expect(denied).toContain('{"targetChange":{"targetChangeType":"REMOVE","targetIds":[2],"cause":{"code":7,"message":"Missing or insufficient permissions."}}}');
    const allowed = await open(unsignedJwt({ user_id: 'alice', firebase: { sign_in_provider: 'password' } }));
    expect(allowed).toContain('"targetChangeType":"ADD"');
    expect(await open('owner')).toContain('"targetChangeType":"ADD"');
  });

  it('logs every commit with its caller and outcome, refused ones included, at GET …/writes', async () => {
    const writes = (query = '') => rest(emu, 'GET', `/emulator/v1/projects/${PROJECT}/databases/(default)/writes${query}`);
    const { latest } = (await writes()).json as { latest: number };
    const alice = liteClient(emu, 'alice');
    await setDoc(doc(alice, 'users/alice/goals/g1'), { kcal: 2000 });
    await expect(setDoc(doc(alice, 'users/bob/goals/g1'), { kcal: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    const admin = adminClient(emu);
    await admin.doc('users/alice/goals/g2').delete();
    await admin.terminate();

    const after = (await writes(`?since=${latest}`)).json;
    expect(after.latest).toBe(latest + 3);
    expect(after.writes).toEqual([
      { seq: latest + 1, documents: ['users/alice/goals/g1'], caller: 'alice', outcome: 'OK' },
      { seq: latest + 2, documents: ['users/bob/goals/g1'], caller: 'alice', outcome: 'PERMISSION_DENIED' },
      { seq: latest + 3, documents: ['users/alice/goals/g2'], caller: 'admin', outcome: 'OK' },
    ]);
    // Filtered by document path: the path itself or anything below it, never a mere prefix.
    expect((await writes(`?since=${latest}&under=users/bob`)).json.writes.map((w: { seq: number }) => w.seq)).toEqual([latest + 2]);
    expect((await writes(`?since=${latest}&under=users/ali`)).json.writes).toEqual([]);
    expect((await writes(`?since=${latest + 3}`)).json.writes).toEqual([]);
    expect((await writes('?since=-1')).status).toBe(400);
  });

  it('replaces rules through PUT :securityRules and reports syntax errors with a position', async () => {
    const bad = await rest(emu, 'PUT', `/emulator/v1/projects/${PROJECT}:securityRules`, { rules: { files: [{ name: 'firestore.rules', content: 'service cloud.firestore {\n  match /x {\n    allow read: if ;\n' } ] } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].sourcePosition.line).toBeGreaterThan(0);
    const open = `rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }`;
    expect((await rest(emu, 'PUT', `/emulator/v1/projects/${PROJECT}:securityRules`, { rules: { files: [{ name: 'firestore.rules', content: open }] } })).status).toBe(200);
    const bob = liteClient(emu, 'bob');
    expect((await getDoc(doc(bob, 'users/alice/measurements/m1'))).exists()).toBe(true);
    emu.setRules(RULES, PROJECT);
  });
});

describe('caller identity', () => {
  it('decodes emulator and mockUserToken JWTs without verifying, treats owner and non-JWTs as admin', () => {
    expect(callerFromAuthorization(undefined)).toEqual({ admin: false, auth: null });
    expect(callerFromAuthorization('Bearer owner')).toEqual({ admin: true, auth: null });
    expect(callerFromAuthorization('Bearer ya29.some-oauth-token').admin).toBe(true);
    const c = callerFromAuthorization(`Bearer ${unsignedJwt({ sub: 'u1', email: 'a@b.c', exp: 3600, admin: true })}`);
    expect(c).toEqual({ admin: false, auth: { uid: 'u1', token: { sub: 'u1', email: 'a@b.c', exp: 3600, admin: true } } });
    expect(callerFromAuthorization('Bearer a.%%%.b')).toEqual({ admin: false, auth: null });
  });
});

describe('persistence and CLI', () => {
  it('saves atomically, restores on restart, and starts empty with fresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs-emu-'));
    try {
      const e1 = await startTestEmulator({ dataDir: dir, saveDebounceMs: 10 });
      const db1 = liteClient(e1);
      await setDoc(doc(db1, 'keep/me'), { v: 'é', n: 1 });
      const before = (await rest(e1, 'GET', `/v1/${dbPath('keep/me')}`)).json;
      await e1.close();
      expect(readdirSync(dir)).toEqual(['firestore-data.json']);
      const e2 = await startTestEmulator({ dataDir: dir });
      expect((await rest(e2, 'GET', `/v1/${dbPath('keep/me')}`)).json).toEqual(before);
      // Commit times keep increasing across restarts.
      const c = await rest(e2, 'POST', `/v1/${dbPath()}:commit`, { writes: [{ update: { name: dbPath('keep/me'), fields: {} } }] });
      expect(Date.parse(c.json.commitTime)).toBeGreaterThanOrEqual(Date.parse(before.updateTime));
      await e2.close();
      const e3 = await startTestEmulator({ dataDir: dir, fresh: true });
      expect((await rest(e3, 'GET', `/v1/${dbPath('keep/me')}`)).status).toBe(404);
      await e3.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await cleanupApps();
    }
  });

  const run = (args: string[], until: RegExp) =>
    new Promise<{ code: number | null; out: string; err: string; kill: () => Promise<void> }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/firestore/main.ts', ...args], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      const exited = new Promise<void>((r) => child.on('exit', () => r()));
      const done = (code: number | null) =>
        resolve({
          code,
          out,
          err,
          kill: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      child.stdout.on('data', (d: Buffer) => {
        out += d;
        if (until.test(out)) done(null);
      });
      child.stderr.on('data', (d: Buffer) => (err += d));
      child.on('exit', (code) => done(code));
    });

  it('prints exactly one ready line, and exits non-zero with line and column on a rules syntax error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fs-cli-'));
    try {
      const rules = join(dir, 'firestore.rules');
      writeFileSync(rules, 'service cloud.firestore {\n  match /databases/{d}/documents {\n    allow read: if (;\n  }\n}\n');
      const bad = await run(['--port', '0', '--rules', rules, '--data', join(dir, 'data')], /ready/);
      expect(bad.code).not.toBe(0);
      expect(bad.err).toMatch(/line 3, column \d+/);
      writeFileSync(rules, RULES);
      const ok = await run(['--port', '0', '--rules', rules, '--data', join(dir, 'data'), '--fresh'], /\n/);
      expect(ok.out).toMatch(/^Firestore emulator ready on http:\/\/127\.0\.0\.1:\d+\n$/);
      const url = /(http:\S+)/.exec(ok.out)![1]!;
      expect(await (await fetch(`${url}/`)).text()).toBe('Ok');
      await ok.kill();
      // The data directory is written on shutdown.
      expect(readdirSync(join(dir, 'data'))).toEqual(['firestore-data.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
