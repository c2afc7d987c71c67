// The conformance table (emulators/firestore/testing/conformance/scenarios.ts) through the real
// browser SDK in Chromium: WebChannel for Listen/Write, REST for transactions and aggregations,
// from another origin (CORS). The driver is the same module Vitest runs in Node, bundled into the
// page; scenarios run in Node and reach it through page.evaluate. Each worker starts its own
// in-process emulator, and each scenario uses its own project.
import type { Page } from '@playwright/test';
import { expect, recordErrors, test, type ErrorRecorder } from './fixtures.ts';
import { serveSdkPage } from './sdk-page.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../../emulators/firestore/server.ts';
import { applies, expectedFor, runScenario, wrapClient, type Client } from '../../emulators/firestore/testing/conformance/harness.ts';
import type { Envelope } from '../../emulators/firestore/testing/conformance/model.ts';
import { CONFORMANCE_RULES, SCENARIOS } from '../../emulators/firestore/testing/conformance/scenarios.ts';

const PAGE_SCRIPT = `
import * as app from 'firebase/app';
import * as fs from 'firebase/firestore';
import { createWebClient } from './emulators/firestore/testing/conformance/web-driver.ts';
import { invokeOp } from './emulators/firestore/testing/conformance/model.ts';

fs.setLogLevel('silent');
const clients = new Map();
window.conformance = {
  create(id, opts) {
    clients.set(id, createWebClient(app, fs, opts));
  },
  async invoke(id, op, args) {
    const c = clients.get(id);
    if (!c) return { ok: false, code: 'client-error', message: 'no client ' + id };
    const r = await invokeOp(c, op, args);
    if (op === 'close') clients.delete(id);
    return r;
  },
};
`;

let emu: FirestoreEmulator;
let pageServer: Awaited<ReturnType<typeof serveSdkPage>>;
let page: Page;
let clientCounter = 0;
let pageErrors: ErrorRecorder;

test.beforeAll(async ({ browser }) => {
  emu = await startFirestoreEmulator({ port: 0, rules: CONFORMANCE_RULES, log: () => {} });
  pageServer = await serveSdkPage(PAGE_SCRIPT);
  page = await browser.newPage();
  pageErrors = recordErrors(page);
  // Scenarios provoke refusals and conflicts on purpose: the browser logs each error answer.
  pageErrors.allow(new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of \\d+ .*\\(http://127\\.0\\.0\\.1:${emu.port}/`));
  await page.goto(pageServer.url);
  await page.waitForFunction(() => typeof (window as any).conformance === 'object');
});

test.afterAll(async () => {
  await page?.close();
  await pageServer?.close();
  await emu?.close();
});

async function browserClient(project: string, uid: string): Promise<Client> {
  const id = ++clientCounter;
  await page.evaluate(([i, opts]) => (window as any).conformance.create(i, opts), [id, { projectId: project, host: '127.0.0.1', port: emu.port, uid }] as const);
  return wrapClient('browser', (op, args) => page.evaluate(([i, o, a]) => (window as any).conformance.invoke(i, o, a) as Promise<Envelope>, [id, op, args] as const));
}

SCENARIOS.forEach((s, i) => {
  if (!applies(s, 'browser')) return;
  test(`browser — ${s.area}: ${s.name}`, async () => {
    const actual = await runScenario(s, 'browser', emu.url, `demo-conf-browser-${i}`, browserClient);
    expect(actual).toEqual(expectedFor(s, 'browser'));
    // A page error (or a logged error: the SDK's logging is silenced) would mean the SDK choked on
    // something the emulator sent.
    expect(pageErrors.takeUnexpected()).toEqual([]);
  });
});
