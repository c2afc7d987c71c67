// Runs the Firebase JS SDK's own Firestore integration tests (packages/firestore/test/integration/api
// of firebase-js-sdk at a pinned commit) against this emulator, through the published `firebase`
// package in Node (gRPC), and prints passed / failed / skipped per file.
//
//   node emulators/firestore/conformance/run-sdk-suite.mjs <firebase-js-sdk checkout or git dir>
//        [--grep <title pattern>] [--files query,transactions] [--list-skipped] [--browser] [--keep]
//
// --browser runs the same files in Chromium (/usr/bin/chromium, or CHROMIUM_PATH), over WebChannel.
//
// The SDK's sources may also be named by FIREBASE_JS_SDK. Only imports are adapted, the way the
// SDK's own run against its minified build adapts them: `util/firebase_export` and
// `util/pipeline_export` become re-exports of the published package, `@firebase/app` and
// `@firebase/firestore` become `firebase/app` and `firebase/firestore`. No assertion is touched.
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/** firebase-js-sdk commit the tests are taken from (main, 2026-08-20, @firebase/firestore 4.17.1). */
export const SDK_COMMIT = '6f865964baf5b4bd23b077fecec1028434a7387e';
/** The published package the tests run through (its @firebase/firestore is 4.17.2). */
export const FIREBASE_VERSION = '12.19.0';

const API_DIR = 'packages/firestore/test/integration/api';
/**
 * Left out exactly as the SDK's own minified-build run leaves them out: they reach into SDK
 * internals (src/) that the published package does not export.
 */
export const NEEDS_SDK_INTERNALS = ['pipeline.listen.test.ts', 'snapshot_listener_source.test.ts', 'pipeline.query.test.ts'];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(join(root, 'package.json'));

/** Our replacements for the two modules through which the tests reach the SDK. */
const SHIMS = {
  'packages/firestore/test/integration/util/firebase_export.ts': `
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeFirestore as initializeFirestoreOverTransport, type Firestore, type FirestoreSettings } from 'firebase/firestore';

let apps = 0;
export function newTestApp(projectId: string, appName?: string): FirebaseApp {
  return initializeApp({ apiKey: 'fake-api-key', projectId }, appName ?? \`sdk-suite-\${apps++}\`);
}
export function newTestFirestore(app: FirebaseApp, settings?: FirestoreSettings, dbName?: string): Firestore {
  return initializeFirestore(app, settings ?? {}, dbName);
}
// In Chromium the emulator sits behind an HTTP/2 front, which browsers reach over TLS only.
export function initializeFirestore(app: FirebaseApp, settings: FirestoreSettings, dbName?: string): Firestore {
  const overTls = (globalThis as any).__sdkSuiteOverTls && settings.host;
  return initializeFirestoreOverTransport(app, overTls ? { ...settings, ssl: true } : settings, dbName as string);
}
export * from 'firebase/firestore';
export type PrivateSettings = Record<string, any>;
`,
  'packages/firestore/test/integration/util/pipeline_export.ts': `export * from 'firebase/firestore/pipelines';\n`,
};

/** Package imports the published `firebase` package answers under another name. */
const PACKAGE_IMPORTS = { '@firebase/app': 'firebase/app', '@firebase/firestore': 'firebase/firestore', '@firebase/firestore/pipelines': 'firebase/firestore/pipelines' };

function git(gitDir, ...args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function findGitDir(path) {
  if (existsSync(join(path, 'objects')) && existsSync(join(path, 'HEAD'))) return path;
  return resolve(path, execFileSync('git', ['-C', path, 'rev-parse', '--git-dir'], { encoding: 'utf8' }).trim());
}

/** Copies the test files and every relative module they import, at the pinned commit. */
function extract(gitDir, files, out) {
  const tree = new Set(git(gitDir, 'ls-tree', '-r', '--name-only', SDK_COMMIT, 'packages/firestore/test', 'config').split('\n').filter(Boolean));
  const queue = [...files];
  const seen = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    let text = SHIMS[file] ?? git(gitDir, 'show', `${SDK_COMMIT}:${file}`);
    text = text.replace(/(from\s+|import\s+|require\()(['"])([^'"]+)\2/g, (m, lead, q, spec) => {
      if (PACKAGE_IMPORTS[spec]) return `${lead}${q}${PACKAGE_IMPORTS[spec]}${q}`;
      if (!spec.startsWith('.')) return m;
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      const ts = [`${target}.ts`, `${target}/index.ts`].find((c) => tree.has(c) || SHIMS[c]);
      if (ts) queue.push(ts);
      return m;
    });
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  // settings.ts reads the project of the SDK's CI; against the emulator only its absence matters.
  mkdirSync(join(out, 'config'), { recursive: true });
  writeFileSync(join(out, 'config/project.json'), JSON.stringify({ projectId: 'test-emulator', apiKey: 'fake-api-key' }));
  return [...seen];
}

/**
 * A TLS HTTP/2 front for the emulator, for the Chromium run. The SDK's tests leave some Firestore
 * instances open (CompositeIndexTestHelper.withTestCollection never terminates its instance), each
 * keeping a WebChannel backchannel pending. Over HTTP/1.1, as the emulator (like Google's) serves,
 * Chromium allows 6 connections per host: four such instances plus a test's own two streams take
 * them all and the test's next forward-channel POST waits until an idle stream closes (60 s). The
 * SDK's own browser runs reach Cloud Firestore over HTTP/2, where streams share one connection;
 * this front gives the emulator that transport, forwarding each request to it unchanged.
 */
async function startHttp2Front(emulatorPort, work) {
  const keyFile = join(work, 'localhost.key');
  const certFile = join(work, 'localhost.crt');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
  const front = http2.createSecureServer({ key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':') && !hopByHop.has(k)));
    headers.host = `localhost:${emulatorPort}`;
    const upstream = http.request({ host: 'localhost', port: emulatorPort, method: req.method, path: req.url, headers, agent: false }, (up) => {
      res.writeHead(up.statusCode, Object.fromEntries(Object.entries(up.headers).filter(([k]) => !hopByHop.has(k))));
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    // A backchannel the page aborts must end at the emulator too, as it would without the front.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  // connectFirestoreEmulator() forces plain HTTP: such connections go to the emulator byte for byte.
  const TLS_HANDSHAKE = 0x16;
  const entry = net.createServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      if (first[0] === TLS_HANDSHAKE) return front.emit('connection', socket);
      const upstream = net.connect(emulatorPort, 'localhost');
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
      socket.resume();
    });
  });
  await new Promise((done) => entry.listen(0, 'localhost', done));
  return entry;
}

async function freePort() {
  return new Promise((done, fail) => {
    const s = net.createServer();
    s.on('error', fail);
    s.listen(0, 'localhost', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

async function startEmulator(port) {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'emulators/firestore/main.ts'), '--host', 'localhost', '--port', String(port), '--no-persist'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (b) => {
      if (String(b).includes('ready')) done();
    });
    child.on('exit', (code) => fail(new Error(`the emulator stopped at start (exit ${code})`)));
  });
  return child;
}

/**
 * Some files use chai-as-promised without registering it, relying on another file of the same
 * run (database.test.ts) to have done so; runs of one file register it first.
 */
const CHAI_AS_PROMISED = `const { use } = require('chai'); use(require('chai-as-promised'));\n`;

function runMocha(testFiles, env, grep, reportFile, setupFile) {
  const args = [require.resolve('mocha/bin/mocha.js'), '--require', setupFile, '--reporter', 'json', '--reporter-option', `output=${reportFile}`, '--timeout', '30000', '--exit', ...(grep ? ['--grep', grep] : []), ...testFiles];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** passed / failed / skipped of one mocha JSON report. */
function count(report) {
  return { passed: report.passes.length, failed: report.failures.length, skipped: report.pending.length };
}

/**
 * The same files in Chromium, against the WebChannel path: each file bundled for the browser
 * (the `browser` build of `firebase/firestore`, as an app gets it) with mocha's browser build,
 * on its own page and browser context (so IndexedDB starts empty).
 */
async function runInChromium(apiFiles, src, work, emulatorPort, grep) {
  const { chromium } = await import('playwright-core');
  const front = await startHttp2Front(emulatorPort, work);
  const port = front.address().port;
  const pages = join(work, 'browser');
  mkdirSync(pages, { recursive: true });
  for (const f of apiFiles) {
    await build({
      stdin: { contents: `${CHAI_AS_PROMISED}require('./${f}');\n`, resolveDir: src, loader: 'js' },
      outfile: join(pages, posix.basename(f).replace(/\.ts$/, '.js')),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'chrome120',
      nodePaths: [join(root, 'node_modules')],
      // settings.ts reads the target from process.env, as under karma; mocha_extensions uses `global`.
      define: { global: 'globalThis' },
      banner: { js: `globalThis.__sdkSuiteOverTls = true; globalThis.process = { env: { FIRESTORE_TARGET_BACKEND: 'emulator', FIRESTORE_EMULATOR_PORT: '${port}' } };` },
      logLevel: 'error',
    });
  }
  const mochaJs = readFileSync(require.resolve('mocha/mocha.js'));
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname.slice(1));
    if (name === 'mocha.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(mochaJs);
    if (name.endsWith('.html')) {
      const script = name.replace(/\.html$/, '.js');
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><meta charset="utf-8"><div id="mocha"></div><script src="/mocha.js"></script>` +
            `<script>mocha.setup({ ui: 'bdd', timeout: 30000${grep ? `, grep: ${JSON.stringify(grep)}` : ''} });</script>` +
            `<script src="/${script}"></script>` +
            `<script>const r = { passes: [], failures: [], pending: [] }; const t = (x) => ({ fullTitle: x.fullTitle(), err: x.err ? { message: String(x.err.message) } : undefined });` +
            `mocha.run().on('pass', (x) => r.passes.push(t(x))).on('fail', (x, e) => r.failures.push({ fullTitle: x.fullTitle(), err: { message: String(e && e.message) } })).on('pending', (x) => r.pending.push(t(x))).on('end', () => { window.__report = r; });</script>`,
        );
    }
    const file = join(pages, name);
    if (!name.includes('..') && existsSync(file)) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    res.writeHead(404).end();
  });
  await new Promise((done) => server.listen(0, 'localhost', done));
  const pagePort = server.address().port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const reports = [];
  try {
    for (const f of apiFiles) {
      const base = posix.basename(f).replace(/\.ts$/, '');
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://localhost:${pagePort}/${base}.html`);
      let report;
      try {
        await page.waitForFunction(() => window.__report, null, { timeout: 20 * 60_000, polling: 500 });
        report = await page.evaluate(() => window.__report);
      } catch (e) {
        report = { passes: [], pending: [], failures: [{ fullTitle: 'the file did not finish', err: { message: [e.message, ...errors].join(' / ') } }] };
      }
      reports.push([posix.basename(f), report]);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
    front.close();
  }
  return reports;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { grep: { type: 'string' }, files: { type: 'string' }, keep: { type: 'boolean', default: false }, 'list-skipped': { type: 'boolean', default: false }, browser: { type: 'boolean', default: false } },
  });
  const sdkPath = positionals[0] ?? process.env.FIREBASE_JS_SDK;
  if (!sdkPath) {
    console.error('Usage: run-sdk-suite.mjs <firebase-js-sdk checkout or git dir> (or FIREBASE_JS_SDK=…)');
    process.exit(2);
  }
  const installed = JSON.parse(readFileSync(require.resolve('firebase/package.json'), 'utf8')).version;
  if (installed !== FIREBASE_VERSION) {
    console.error(`firebase ${installed} is installed; this suite is pinned to ${FIREBASE_VERSION}.`);
    process.exit(2);
  }
  const gitDir = findGitDir(resolve(sdkPath));
  try {
    git(gitDir, 'cat-file', '-e', `${SDK_COMMIT}^{commit}`);
  } catch {
    console.error(`${sdkPath} does not hold firebase-js-sdk commit ${SDK_COMMIT}.`);
    process.exit(2);
  }

  const wanted = values.files?.split(',').map((f) => (f.endsWith('.test.ts') ? f : `${f}.test.ts`));
  const apiFiles = git(gitDir, 'ls-tree', '--name-only', SDK_COMMIT, `${API_DIR}/`)
    .split('\n')
    .filter((f) => f.endsWith('.test.ts') && !NEEDS_SDK_INTERNALS.includes(posix.basename(f)))
    .filter((f) => !wanted || wanted.includes(posix.basename(f)));

  const work = mkdtempSync(join(tmpdir(), 'sdk-suite-'));
  const src = join(work, 'src');
  const out = join(work, 'out');
  const copied = extract(gitDir, apiFiles, src);
  await build({
    entryPoints: copied.map((f) => join(src, f)),
    outdir: out,
    outbase: src,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  // The require of config/project.json resolves next to the compiled files.
  mkdirSync(join(out, 'config'), { recursive: true });
  writeFileSync(join(out, 'config/project.json'), readFileSync(join(src, 'config/project.json')));
  // Compiled files resolve `firebase`, `chai`, `mocha`… from this repository's node_modules.
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'commonjs' }));
  const nodePath = join(root, 'node_modules');
  const setupFile = join(out, 'register-chai-as-promised.js');
  writeFileSync(setupFile, CHAI_AS_PROMISED);

  const port = await freePort();
  const emulator = await startEmulator(port);
  // One mocha run per file: the SDK's helpers capture mocha's `it` once per process, so a single
  // run would credit every test to the first file.
  let reports = [];
  try {
    if (values.browser) reports = await runInChromium(apiFiles, src, work, port, values.grep);
    else for (const f of apiFiles) {
      const reportFile = join(work, `${posix.basename(f)}.json`);
      await runMocha([join(out, f.replace(/\.ts$/, '.js'))], { FIRESTORE_TARGET_BACKEND: 'emulator', FIRESTORE_EMULATOR_PORT: String(port), NODE_PATH: nodePath }, values.grep, reportFile, setupFile);
      const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : { passes: [], pending: [], failures: [{ fullTitle: 'the file did not run', file: f, err: { message: 'no report' } }] };
      reports.push([posix.basename(f), report]);
    }
  } finally {
    emulator.kill('SIGTERM');
  }
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log(`\nfirebase-js-sdk ${SDK_COMMIT.slice(0, 12)}, firebase@${FIREBASE_VERSION}, ${values.browser ? 'Chromium (WebChannel)' : 'Node (gRPC)'}\n`);
  console.log(`${'file'.padEnd(40)} passed  failed  skipped`);
  for (const [file, report] of reports) {
    const r = count(report);
    console.log(`${file.padEnd(40)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}`);
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  console.log(`${'total'.padEnd(40)} ${String(total.passed).padStart(6)}  ${String(total.failed).padStart(6)}  ${String(total.skipped).padStart(7)}`);
  if (values['list-skipped']) for (const [file, report] of reports) for (const t of report.pending) console.log(`skipped ${file}: ${t.fullTitle}`);
  for (const [file, report] of reports) for (const f of report.failures) console.log(`\nFAILED ${file}: ${f.fullTitle}\n  ${String(f.err?.message ?? '').split('\n')[0]}`);
  if (values.keep) console.log(`\nCompiled tests and report kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  process.exit(total.failed > 0 ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
