// Conformance of the project's Firestore emulator with the real browser SDK (WebChannel Listen and
// Write, REST for transactions and aggregations) in Chromium, from another origin (CORS).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, recordErrors, test, type ErrorRecorder } from './fixtures.ts';
import { serveSdkPage } from './sdk-page.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../emulators/firestore/server.ts';

const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import {
  initializeFirestore, connectFirestoreEmulator, doc, collection, setDoc, updateDoc, deleteDoc, getDoc,
  onSnapshot, increment, runTransaction, getCountFromServer, query, where, orderBy, limit,
} from 'firebase/firestore';

window.fs = { doc, collection, setDoc, updateDoc, deleteDoc, getDoc, increment, runTransaction, getCountFromServer, query, where, orderBy, limit };
window.setup = (port, name, longPolling, uid) => {
  const app = initializeApp({ projectId: 'demo-e2e', apiKey: 'fake-key', appId: '1:2:web:3' }, name);
  const db = initializeFirestore(app, longPolling ? { experimentalForceLongPolling: true, experimentalLongPollingOptions: { timeoutSeconds: 5 } } : {});
  connectFirestoreEmulator(db, '127.0.0.1', port, uid ? { mockUserToken: { sub: uid } } : {});
  window.db = db;
  window.snaps = [];
  window.errors = [];
  onSnapshot(collection(db, 'rooms'), { includeMetadataChanges: true }, (s) => {
    window.snaps.push({
      docs: s.docs.map((d) => d.id + '=' + JSON.stringify(d.data({ serverTimestamps: 'estimate' }).v)).join(','),
      pending: s.metadata.hasPendingWrites,
      cache: s.metadata.fromCache,
    });
  }, (e) => window.errors.push(e.code));
};
`;

let emu: FirestoreEmulator;
let pageServer: Awaited<ReturnType<typeof serveSdkPage>>;
let pageUrl: string;
/** The clients' own browser contexts are not the test's: their errors are checked here. */
let clients: { context: BrowserContext; errors: ErrorRecorder }[] = [];

test.beforeAll(async () => {
  emu = await startFirestoreEmulator({ port: 0, log: () => {} });
  pageServer = await serveSdkPage(PAGE_SCRIPT);
  pageUrl = pageServer.url;
});

test.afterAll(async () => {
  await pageServer?.close();
  await emu?.close();
});

test.afterEach(async () => {
  const unexpected = clients.flatMap(({ errors }) => errors.takeUnexpected());
  await Promise.all(clients.map(({ context }) => context.close()));
  clients = [];
  expect(unexpected).toEqual([]);
});

/** One browser client in a context of its own (nothing shared with the other clients). */
async function client(browser: Browser, name: string, longPolling: boolean): Promise<Page> {
  const context = await browser.newContext();
  clients.push({ context, errors: recordErrors(context) });
  const page = await context.newPage();
  await page.goto(pageUrl);
  await page.waitForFunction(() => typeof (window as unknown as { setup?: unknown }).setup === 'function');
  await page.evaluate(([port, n, lp]) => (window as any).setup(port, n, lp), [emu.port, name, longPolling] as const);
  return page;
}

type Snap = { docs: string; pending: boolean; cache: boolean };
const snaps = (p: Page): Promise<Snap[]> => p.evaluate(() => (window as any).snaps);
async function waitForSnap(p: Page, pred: (s: Snap) => boolean, label: string): Promise<void> {
  await expect.poll(async () => (await snaps(p)).some(pred), { message: label, timeout: 10_000 }).toBe(true);
}

test('two browser clients see each other through Listen/Write with correct metadata', async ({ browser }) => {
  const a = await client(browser, 'a', false);
  const b = await client(browser, 'b', true);
  await waitForSnap(a, (s) => s.docs === '' && !s.cache, 'A initial server snapshot');
  await waitForSnap(b, (s) => s.docs === '' && !s.cache, 'B initial server snapshot');

  await a.evaluate(() => {
    const w = window as any;
    return w.fs.setDoc(w.fs.doc(w.db, 'rooms/r1'), { v: 'été' });
  });
  await waitForSnap(a, (s) => s.docs === 'r1="été"' && s.pending, 'A latency-compensated snapshot');
  await waitForSnap(a, (s) => s.docs === 'r1="été"' && !s.pending && !s.cache, 'A acknowledged snapshot');
  await waitForSnap(b, (s) => s.docs === 'r1="été"' && !s.pending && !s.cache, 'B sees A write');

  await b.evaluate(() => {
    const w = window as any;
    return w.fs.setDoc(w.fs.doc(w.db, 'rooms/r2'), { v: 1 });
  });
  await waitForSnap(a, (s) => s.docs === 'r1="été",r2=1' && !s.pending, 'A sees B write');

  // REST from the browser: transactions (batchGet + commit) and aggregations, across origins.
  const counted = await a.evaluate(async () => {
    const w = window as any;
    await w.fs.runTransaction(w.db, async (t: any) => {
      const d = await t.get(w.fs.doc(w.db, 'rooms/r2'));
      t.update(w.fs.doc(w.db, 'rooms/r2'), { v: d.data().v + 1 });
    });
    return (await w.fs.getCountFromServer(w.fs.collection(w.db, 'rooms'))).data().count;
  });
  expect(counted).toBe(2);
  await waitForSnap(b, (s) => s.docs === 'r1="été",r2=2', 'B sees the transaction');

  const read = await b.evaluate(async () => {
    const w = window as any;
    await w.fs.deleteDoc(w.fs.doc(w.db, 'rooms/r1'));
    const s = await w.fs.getDoc(w.fs.doc(w.db, 'rooms/r1'));
    return { exists: s.exists(), fromCache: s.metadata.fromCache };
  });
  expect(read).toEqual({ exists: false, fromCache: false });
  await waitForSnap(a, (s) => s.docs === 'r2=2' && !s.pending, 'A sees the delete');

  const err = await a.evaluate(async () => {
    const w = window as any;
    try {
      await w.fs.updateDoc(w.fs.doc(w.db, 'rooms/missing'), { v: 1 });
      return 'no error';
    } catch (e: any) {
      return e.code;
    }
  });
  expect(err).toBe('not-found');
  expect(await a.evaluate(() => (window as any).errors)).toEqual([]);
});
