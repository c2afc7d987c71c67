// The conformance table (emulators/firestore/testing/conformance/scenarios.ts) through the real
// browser SDK in Chromium: WebChannel for Listen/Write, REST for transactions and aggregations,
// from another origin (CORS). The driver is the same module Vitest runs in Node, bundled into the
// page; scenarios run in Node and reach it through page.evaluate. Each worker starts its own
// in-process emulator, and each scenario uses its own project.
import { test, expect, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
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
let pageServer: http.Server;
let page: Page;
let clientCounter = 0;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  emu = await startFirestoreEmulator({ port: 0, rules: CONFORMANCE_RULES, log: () => {} });
  const bundle = await build({
    stdin: { contents: PAGE_SCRIPT, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]!.text;
  pageServer = http.createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(js);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body><script type="module" src="/app.js"></script></body></html>');
    }
  });
  await new Promise<void>((r) => pageServer.listen(0, '127.0.0.1', r));
  page = await browser.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // localhost vs 127.0.0.1: another origin than the emulator's, so every request is cross-origin.
  await page.goto(`http://localhost:${(pageServer.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => typeof (window as any).conformance === 'object');
});

test.afterAll(async () => {
  await page?.close();
  await new Promise((r) => pageServer?.close(r));
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
    // An uncaught page error would mean the SDK choked on something the emulator sent.
    expect(pageErrors).toEqual([]);
  });
});
