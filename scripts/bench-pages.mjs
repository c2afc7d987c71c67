// Lighthouse figures for `npm run bench`: the production build served against fresh emulators,
// each route measured as a phone on slow 4G would load it (Lighthouse's mobile preset, simulated
// throttling), beside a ~200-byte static page from the same server: the floor no app page can beat.
// Each page is measured cold (a first visit: empty caches) and warm (a returning person: the
// service worker installed and its pages kept, the HTTP cache filled, then the page loaded again).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM } from './setup.mjs';
import { root, startEmulators } from './emulators.mjs';
import { DEMO_PASSWORD, seedDemoAccount } from './seed.mjs';

// Away from the test slots' ports (scripts/test.mjs), so a benchmark can run beside the tests;
// ELAN_BENCH_SLOT=N (0–9) moves them again, so two benchmarks can run at once.
const benchSlot = Number(process.env.ELAN_BENCH_SLOT ?? 0);
const PORTS = { authPort: 9299 + benchSlot * 10, firestorePort: 8280 + benchSlot * 10, appPort: 3200 + benchSlot * 10, tlsPort: 3443 + benchSlot * 10 };
const FLOOR_PATH = '/bench-floor.html';
const FLOOR_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Élan</title></head><body><h1>Élan</h1><p>Page statique de référence.</p></body></html>\n';

// The same browser flags as the end-to-end tests (playwright.config.ts).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The HTTPS front below uses a certificate made for the run.
  '--ignore-certificate-errors',
];

export const SCORE_GOAL = 95;
export const LCP_GOAL_FACTOR = 2;
/** A returning person's page: LCP at most this times the floor's (cold) LCP. */
export const WARM_LCP_GOAL_FACTOR = 1.25;

/** Pages measured: signed out, then signed in as the demo account (profile + three months of measurements). */
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/measurements', signedIn: true },
  { path: '/calculators/bmi', signedIn: true },
  { path: '/timers/interval', signedIn: true },
];

async function waitForServer(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app server did not start within 60 s');
}

/** The session cookie the login form would get: password sign-in in the Auth emulator, then POST /login. */
async function sessionCookie(env, origin, email) {
  const identity = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const signIn = await fetch(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`password sign-in failed: ${await signIn.text()}`);
  const { idToken } = await signIn.json();
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { Origin: origin },
    body: new URLSearchParams({ idToken, redirectTo: '/dashboard' }),
    redirect: 'manual',
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 302 || !cookie) throw new Error(`POST /login answered ${login.status} without a session cookie`);
  return cookie;
}

const launchChrome = () => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM, chromeFlags: CHROME_FLAGS });

/**
 * One Lighthouse run in the Chrome on `port`. Cold: Lighthouse empties the origin's storage,
 * service worker and HTTP cache first, and sends the session cookie itself. Warm: what the browser
 * holds is kept (its own cookie jar included).
 */
async function lighthouseOn(port, url, { cookie = null, warm = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(warm ? { disableStorageReset: true } : {}),
    ...(cookie && !warm ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (session refused?)`);
  return lhr;
}

async function runLighthouse(url, cookie) {
  const chrome = await launchChrome();
  try {
    return await lighthouseOn(chrome.port, url, { cookie });
  } finally {
    chrome.kill();
  }
}

/**
 * A Chrome as a returning person's phone holds it: signed in, the dashboard visited once, the
 * app's service worker active with the build precached, and the pages it keeps for offline use
 * fetched (so their background fetches do not overlap the measured loads).
 */
async function warmChrome(origin, cookie) {
  const chrome = await launchChrome();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url: origin, httpOnly: true, secure: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard`);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 120_000 });
    await page.waitForFunction(
      async () => {
        const listing = await fetch('/api/offline-pages', { cache: 'no-store' });
        if (!listing.ok) return false;
        const { uid, paths } = await listing.json();
        const cache = await caches.open(`elan-pages-${uid}`);
        const kept = await Promise.all(paths.map((path) => cache.match(`${path}.data`)));
        return kept.every(Boolean);
      },
      null,
      { timeout: 300_000, polling: 2_000 },
    );
    await page.close();
    return chrome;
  } catch (error) {
    chrome.kill();
    throw error;
  } finally {
    // Leaves the browser running (it was launched by chrome-launcher, not by Playwright).
    await browser.close();
  }
}

const figures = (lhr) => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  fcp: lhr.audits['first-contentful-paint'].numericValue,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
});

// Hop-by-hop headers, which HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * In production the app is served over HTTPS by a TLS-terminating proxy that speaks HTTP/2 to
 * browsers (docs/production.md). Lighthouse's simulation allows six connections per origin over
 * HTTP/1.1, which would charge each of the page's modules a round trip it does not pay in
 * production, so the pages (and the floor) are measured through such a front: HTTP/2 over TLS
 * with a throwaway self-signed certificate (openssl), forwarding to `server.mjs`.
 */
function startTlsFront(targetPort) {
  const dir = mkdtempSync(join(tmpdir(), 'elan-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    headers.host = `localhost:${PORTS.tlsPort}`;
    headers['x-forwarded-proto'] = 'https';
    const upstream = httpRequest({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers }, (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(PORTS.tlsPort, 'localhost', () =>
      resolve({
        origin: `https://localhost:${PORTS.tlsPort}`,
        close: () => {
          server.close();
          rmSync(dir, { recursive: true, force: true });
        },
      }),
    ),
  );
}

/**
 * Fresh emulators on the benchmark's ports. The build must be made with their `env`: the browser
 * SDK's emulator addresses are inlined at build time.
 */
export async function startBenchEmulators() {
  const dataDir = mkdtempSync(join(tmpdir(), 'elan-bench-data-'));
  const emulators = await startEmulators({ authPort: PORTS.authPort, firestorePort: PORTS.firestorePort, fresh: true, dataDir, quiet: true });
  return {
    env: emulators.env,
    stop: async () => {
      await emulators.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `server.mjs` serving `buildDir` (a production build made with the emulators' env) on the
 * benchmark's port, with the demo account seeded and signed in: `cookie` is its session.
 * `env` adds to the server's environment (the load section's overload settings).
 */
export async function startBenchServer({ buildDir, emulators, env = {} }) {
  const origin = `http://localhost:${PORTS.appPort}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, ...emulators.env, NODE_ENV: 'production', PORT: String(PORTS.appPort), ELAN_BUILD_DIR: buildDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForServer(`${origin}/login`, child);
    const demo = await seedDemoAccount(emulators.env);
    return { origin, cookie: await sessionCookie(emulators.env, origin, demo.email), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Serves `buildDir` (a production build made with the emulators' env) and measures every page
 * `runs` times in interleaved rounds, keeping Lighthouse's median run of each. Returns the
 * floor's and each page's figures.
 */
export async function measurePages({ buildDir, runs, emulators }) {
  writeFileSync(join(root, buildDir, 'client', FLOOR_PATH.slice(1)), FLOOR_HTML);
  let stopFront = () => {};
  const server = await startBenchServer({ buildDir, emulators });
  try {
    const { cookie } = server;
    const front = await startTlsFront(PORTS.appPort);
    stopFront = front.close;
    const targets = [{ path: FLOOR_PATH, signedIn: false }, ...PAGES];
    const results = new Map(targets.map((t) => [t.path, []]));
    const loads = [];
    for (let round = 1; round <= runs; round += 1) {
      process.stdout.write(`  Lighthouse round ${round}/${runs}…\n`);
      loads.push(loadavg()[0]);
      for (const target of targets) {
        results.get(target.path).push(await runLighthouse(`${front.origin}${target.path}`, target.signedIn ? cookie : null));
      }
    }
    // Warm: one returning person's browser, each signed-in page loaded again in it.
    const warm = new Map(PAGES.filter((page) => page.signedIn).map((page) => [page.path, []]));
    process.stdout.write('  Lighthouse, warm: installing the service worker…\n');
    const chrome = await warmChrome(front.origin, cookie);
    try {
      for (let round = 1; round <= runs; round += 1) {
        process.stdout.write(`  Lighthouse warm round ${round}/${runs}…\n`);
        for (const path of warm.keys()) warm.get(path).push(await lighthouseOn(chrome.port, `${front.origin}${path}`, { warm: true }));
      }
    } finally {
      chrome.kill();
    }
    const lhrDir = process.env.BENCH_LHR_DIR;
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      for (const [path, lhrs] of results) {
        writeFileSync(join(lhrDir, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(computeMedianRun(lhrs)));
      }
    }
    const median = (path) => figures(computeMedianRun(results.get(path)));
    return {
      version: results.get(FLOOR_PATH)[0].lighthouseVersion,
      loads,
      floor: median(FLOOR_PATH),
      pages: PAGES.map((page) => ({ path: page.path, ...median(page.path), warm: warm.has(page.path) ? figures(computeMedianRun(warm.get(page.path))) : null })),
    };
  } finally {
    stopFront();
    await server.stop();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The table `npm run bench` prints, with each goal met or not. */
export function printPages({ version, loads, floor, pages }, runs) {
  const lcpGoal = floor.lcp * LCP_GOAL_FACTOR;
  console.log(
    `\nLighthouse ${version} (mobile preset, simulated slow 4G), median of ${runs} run(s); ` +
      `goals: score ≥ ${SCORE_GOAL}, LCP ≤ ${LCP_GOAL_FACTOR}× the floor (${seconds(lcpGoal)}):`,
  );
  // Simulated times are derived from the observed run: a busy machine paints later and stretches
  // CPU tasks (TBT), so the figures are only comparable at a similar load.
  const load = (n) => n.toFixed(1);
  console.log(`  machine load (1-min average) at each round: ${loads.map(load).join(', ')} on ${availableParallelism()} cores`);
  const row = (name, f, verdict) =>
    console.log(`  ${name.padEnd(20)} ${String(f.score).padStart(5)} ${seconds(f.fcp).padStart(7)} ${seconds(f.lcp).padStart(7)} ${`${Math.round(f.tbt)} ms`.padStart(8)}  ${verdict}`);
  console.log(`  ${'page'.padEnd(20)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)}  goals`);
  row('floor (static 200 B)', floor, '');
  for (const page of pages) {
    const scoreMet = page.score >= SCORE_GOAL;
    const lcpMet = page.lcp <= lcpGoal;
    row(page.path, page, scoreMet && lcpMet ? 'met' : `NOT MET (${[!scoreMet && 'score', !lcpMet && 'LCP'].filter(Boolean).join(', ')})`);
    if (page.warm) {
      const warmGoal = floor.lcp * WARM_LCP_GOAL_FACTOR;
      row('  warm', page.warm, page.warm.lcp <= warmGoal ? `met (LCP ≤ ${WARM_LCP_GOAL_FACTOR}× floor, ${seconds(warmGoal)})` : `NOT MET (LCP > ${WARM_LCP_GOAL_FACTOR}× floor, ${seconds(warmGoal)})`);
    }
  }
}
