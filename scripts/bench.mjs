// `npm run bench`: performance figures and their goals. It prints; it does not fail a build.
// 1. JavaScript a phone downloads for the first route (gzip), from a production-like build, beside
//    the framework's floor measured in that build; then each page's HTML, raw and gzip.
// 2. Lighthouse on that build against the emulators, beside a static floor page (bench-pages.mjs):
//    each page cold (first visit), and each signed-in page warm (service worker installed, loaded again).
//    BENCH_RUNS=N sets the runs per page (default 3; the median run is kept); BENCH_LHR_DIR=dir
//    keeps each page's median Lighthouse report there (JSON, for its traces and audits).
// 3. The Firestore emulator: 10 000-document queries, commits per second, write→snapshot latency.
// 4. The Ciqual food base: searchBase time per query, the size of the copy the browser keeps for
//    searching offline, and the table kept out of the browser's files.
// 5. The server's CPU time per request on each page of that build (bench-load.mjs);
//    BENCH_CPU_PROFILE=dir adds a CPU profile of those requests.
// 6. Under load: autocannon on those pages (bench-load.mjs), BENCH_LOAD_SECONDS per run (default 20).
// `npm run bench -- load` (or js, html, pages, firestore, food, cpu) runs only the sections named.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDependencies } from './setup.mjs';
import { root, stopOnSignals } from './emulators.mjs';
import { measureLoad, measureServerCpu, printLoad, printServerCpu } from './bench-load.mjs';
import { measurePages, printPages, startBenchEmulators, startBenchServer } from './bench-pages.mjs';

ensureDependencies();
const buildDir = 'build-bench';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const SECTIONS = ['js', 'html', 'pages', 'firestore', 'food', 'cpu', 'load'];
const named = process.argv.slice(2);
const unknown = named.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  process.exit(1);
}
const wanted = (section) => named.length === 0 || named.includes(section);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The pages the JavaScript and HTML sections measure: signed out, then as the demo account. */
const FIRST_ROUTES = {
  '/login': { routes: ['root', 'routes/login'], signedIn: false },
  '/dashboard': { routes: ['root', 'routes/_app', 'routes/_app.dashboard'], signedIn: true },
  '/measurements': { routes: ['root', 'routes/_app', 'routes/_app.measurements'], signedIn: true },
  '/nutrition': { routes: ['root', 'routes/_app', 'routes/_app.nutrition._index'], signedIn: true },
  '/sessions': { routes: ['root', 'routes/_app', 'routes/_app.sessions._index'], signedIn: true },
  '/programs': { routes: ['root', 'routes/_app', 'routes/_app.programs._index'], signedIn: true },
  '/calculators/bmi': { routes: ['root', 'routes/_app', 'routes/_app.calculators.$calculator'], signedIn: true },
  '/timers/interval': { routes: ['root', 'routes/_app', 'routes/_app.timers.interval'], signedIn: true },
};

// The first route's JavaScript is held to the framework's own weight in this build (React DOM with
// the client entry, React Router, i18next with react-i18next: no page can ship less) plus what
// the app adds: a little for the sign-in page, more for a signed-in page and its shell.
const LOGIN_OVER_FLOOR_KB = 5;
const SIGNED_IN_OVER_FLOOR_KB = 20;

function printFirstRouteJavaScript() {
  const clientDir = join(root, buildDir, 'client');
  const gz = (file) => gzipSync(readFileSync(join(clientDir, file))).length;
  const text = (file) => readFileSync(join(clientDir, file), 'utf8');
  const assetFiles = readdirSync(join(clientDir, 'assets')).map((f) => `assets/${f}`);
  const jsContaining = (pattern) => assetFiles.filter((f) => f.endsWith('.js') && pattern.test(text(f)));
  const firebaseChunks = jsContaining(/initializeFirestore/);
  const chartChunks = jsContaining(/uPlot/).filter((f) => !/^assets\/(root|entry)/.test(f));
  const zodChunks = jsContaining(/\$ZodType/);
  return import(join(root, buildDir, 'server', 'index.js')).then(({ assets }) => {
    const withoutSlash = (f) => f.replace(/^\//, '');
    const firstLoad = (routeIds) => {
      const files = new Set([assets.entry.module, ...assets.entry.imports]);
      for (const id of routeIds) {
        const route = assets.routes[id];
        if (!route) throw new Error(`unknown route ${id}`);
        for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
      }
      return [...files].map(withoutSlash);
    };
    // The floor's chunks, found by what they hold: the client entry (React DOM is bundled into
    // it), and among the files every page loads, React Router's and i18next's (their own log prefixes).
    const entry = withoutSlash(assets.entry.module);
    const floorParts = [
      ['React DOM + client entry', [entry]],
      ['React Router', firstLoad(['root']).filter((f) => f !== entry && text(f).includes('react-router'))],
      ['i18next + react-i18next', firstLoad(['root']).filter((f) => f !== entry && /"i18next:"|react-i18next::/.test(text(f)))],
    ];
    const floorFiles = new Set(floorParts.flatMap(([, files]) => files));
    const floor = [...floorFiles].reduce((sum, f) => sum + gz(f), 0);
    console.log(`\nFirst-route JavaScript (gzip). Framework floor of this build: ${kb(floor)} (${floorParts.map(([name, files]) => `${name} ${kb(files.reduce((sum, f) => sum + gz(f), 0))}`).join(', ')})`);
    console.log(`  goals: floor + ${LOGIN_OVER_FLOOR_KB} KB for /login, floor + ${SIGNED_IN_OVER_FLOOR_KB} KB signed in; Firebase SDK never included`);
    console.log(`  ${'page'.padEnd(17)} ${'total'.padStart(9)} ${'over floor'.padStart(10)} ${'goal'.padStart(9)}  files`);
    for (const [path, { routes, signedIn }] of Object.entries(FIRST_ROUTES)) {
      const files = firstLoad(routes);
      const total = files.reduce((sum, f) => sum + gz(f), 0);
      const goal = floor + 1024 * (signedIn ? SIGNED_IN_OVER_FLOOR_KB : LOGIN_OVER_FLOOR_KB);
      const has = (chunks) => (files.some((f) => chunks.includes(f)) ? 'YES' : 'no');
      const met = total <= goal && has(firebaseChunks) === 'no';
      console.log(
        `  ${path.padEnd(17)} ${kb(total).padStart(9)} ${`+${kb(total - floor)}`.padStart(10)} ${kb(goal).padStart(9)}  ${String(files.length).padStart(3)}  firebase: ${has(firebaseChunks)}  zod: ${has(zodChunks)}  chart: ${has(chartChunks)}  ${met ? 'met' : 'NOT MET'}`,
      );
    }
    const firebaseSize = firebaseChunks.reduce((sum, f) => sum + gz(f), 0);
    console.log(`  Firebase SDK chunk(s), loaded after the page: ${kb(firebaseSize)}`);
    const css = assetFiles.filter((f) => f.endsWith('.css'));
    console.log(`  CSS: ${css.map((f) => `${f.replace('assets/', '')} ${kb(gz(f))}`).join(', ')}`);
  });
}

const HTML_GOAL_RAW_KB = 40;
const HTML_GOAL_GZIP_KB = 12;

/** Each page's HTML as the server sends it (the demo account signed in), raw and gzip. */
async function printHtmlSizes(emulators) {
  const server = await startBenchServer({ buildDir, emulators });
  try {
    console.log(`\nHTML per page (the demo account), goal signed in ≤ ${HTML_GOAL_RAW_KB} KB raw and ≤ ${HTML_GOAL_GZIP_KB} KB gzip:`);
    console.log(`  ${'page'.padEnd(17)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)}`);
    for (const [path, { signedIn }] of Object.entries(FIRST_ROUTES)) {
      const response = await fetch(`${server.origin}${path}`, { headers: signedIn ? { cookie: server.cookie } : {}, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      const raw = html.length;
      const gzip = gzipSync(html).length;
      const met = raw <= HTML_GOAL_RAW_KB * 1024 && gzip <= HTML_GOAL_GZIP_KB * 1024;
      console.log(`  ${path.padEnd(17)} ${kb(raw).padStart(9)} ${kb(gzip).padStart(9)}  ${signedIn ? (met ? 'met' : 'NOT MET') : ''}`);
    }
  } finally {
    await server.stop();
  }
}

const emulators = await startBenchEmulators();
stopOnSignals(emulators.stop);
try {
  console.log('Building (test mode)…');
  // The browser SDK's emulator addresses are inlined at build time: build with the emulators' env.
  execFileSync(bin('react-router'), ['build', '--mode', 'test'], {
    cwd: root,
    env: { ...process.env, ...emulators.env, NODE_ENV: 'production', ELAN_BUILD_DIR: buildDir },
    stdio: 'ignore',
  });
  if (wanted('js')) await printFirstRouteJavaScript();
  if (wanted('html')) await printHtmlSizes(emulators);
  if (wanted('pages')) {
    console.log('\nLighthouse, against the emulators:');
    printPages(await measurePages({ buildDir, runs, emulators }), runs);
  }
  if (wanted('cpu')) {
    console.log('\nServer CPU per request, against the emulators:');
    printServerCpu(await measureServerCpu({ buildDir, emulators }));
  }
  if (wanted('load')) {
    console.log('\nUnder load, against the emulators:');
    printLoad(await measureLoad({ buildDir, emulators }));
  }
} finally {
  await emulators.stop();
}

if (wanted('firestore')) {
  console.log('\nFirestore emulator (goals: 10 000-document filtered query ≤ 50 ms, write→snapshot p50 ≤ 10 ms):');
  execFileSync(bin('tsx'), ['emulators/firestore/bench.ts'], { cwd: root, stdio: 'inherit' });
}

// ── 3. Ciqual food base ──────────────────────────────────────────────────────────────────────
// searchBase is server code (its module imports the table as raw text, which only Vite
// resolves), so it is loaded through Vite's module runner.
async function benchFoodBase() {
  const { runnerImport } = await import('vite');
  const { module: nutrition } = await runnerImport(join(root, 'app/lib/nutrition/index.ts'), { configFile: false, logLevel: 'error', root });
  const queries = ['pomme', 'pomme crue', 'oeuf', 'riz blanc cuit', 'poulet', 'lait demi', 'yaourt nature', 'pain complet', 'fromage blanc', 'huile olive', 'epinards', 'banan', 'steak hache', 'saumon fume', 'spagetti', 'baguette', 'pates', 'coca', 'creme fraiche'];
  // The person's own foods ranked first: a typical list of recent and frequent Ciqual codes.
  const mine = ['19041', '13005', '7001', '9104', '22000', '36018', '17270', '18004', '19593', '13039', '28900', '12115'];
  let start = performance.now();
  nutrition.searchBase(queries[0]);
  const firstMs = performance.now() - start;
  // Wall time includes waiting for a CPU on a busy machine; CPU time is the search's own cost.
  const wall = [];
  const cpu = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const cpuStart = process.cpuUsage();
      start = performance.now();
      nutrition.searchBase(query, 20, round % 2 === 0 ? undefined : { mine });
      wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const percentile = (times, q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))];
  const goalMs = 5;
  const figures = (times) => `median ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms`;
  console.log(`\nCiqual base search (3,484 foods, ${queries.length} queries × 20, half with the person's own foods, goal CPU p95 ≤ ${goalMs} ms):`);
  console.log(`  first search (parse + index): ${firstMs.toFixed(0)} ms`);
  console.log(`  per query, wall: ${figures(wall)}`);
  console.log(`  per query, CPU:  ${figures(cpu)}  ${percentile(cpu, 0.95) <= goalMs ? 'ok' : 'OVER GOAL'}`);
  // The copy of the base the browser keeps for searching offline, downloaded once after sign-in.
  const { module: packed } = await runnerImport(join(root, 'app/lib/nutrition/base-index.ts'), { configFile: false, logLevel: 'error', root });
  const indexText = JSON.stringify(packed.encodeBaseIndex(nutrition.allBaseFoods()));
  const { module: ranking } = await runnerImport(join(root, 'app/lib/nutrition/base-search.ts'), { configFile: false, logLevel: 'error', root });
  start = performance.now();
  ranking.createBaseSearch(packed.decodeBaseIndex(JSON.parse(indexText)))(queries[0], 20);
  const localFirstMs = performance.now() - start;
  console.log(`  offline copy of the base: ${(Buffer.byteLength(indexText) / 1024).toFixed(0)} KB raw, ${(gzipSync(indexText).length / 1024).toFixed(0)} KB gzip; first local search (parse + decode + index): ${localFirstMs.toFixed(0)} ms`);
  const ciqualOnlyName = 'Salade de cervelas, avec sauce';
  const clientDir = join(root, buildDir, 'client');
  const leaking = readdirSync(join(clientDir, 'assets')).filter((f) => readFileSync(join(clientDir, 'assets', f), 'utf8').includes(ciqualOnlyName));
  console.log(`  Ciqual table in the browser's files: ${leaking.length ? `YES (${leaking.join(', ')})` : 'no'}`);
}
if (wanted('food')) await benchFoodBase();
