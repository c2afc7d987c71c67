// `npm run bench`: performance figures and their goals. It prints; it does not fail a build.
// 1. JavaScript a phone downloads for the first route (gzip), from a production-like build.
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
// `npm run bench -- load` (or pages, firestore, food, cpu) runs only the sections named.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDependencies } from './setup.mjs';
import { root, stopOnSignals } from './emulators.mjs';
import { measureLoad, measureServerCpu, printLoad, printServerCpu } from './bench-load.mjs';
import { measurePages, printPages, startBenchEmulators } from './bench-pages.mjs';

ensureDependencies();
const buildDir = 'build-bench';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const SECTIONS = ['pages', 'firestore', 'food', 'cpu', 'load'];
const named = process.argv.slice(2);
const unknown = named.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  process.exit(1);
}
const wanted = (section) => named.length === 0 || named.includes(section);

function printFirstRouteJavaScript() {
  const clientDir = join(root, buildDir, 'client');
  const gz = (file) => gzipSync(readFileSync(join(clientDir, file))).length;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const assetFiles = readdirSync(join(clientDir, 'assets')).map((f) => `assets/${f}`);
  const jsContaining = (pattern) => assetFiles.filter((f) => f.endsWith('.js') && pattern.test(readFileSync(join(clientDir, f), 'utf8')));
  const firebaseChunks = jsContaining(/initializeFirestore/);
  const chartChunks = jsContaining(/uPlot/).filter((f) => !/^assets\/(root|entry)/.test(f));
  return import(join(root, buildDir, 'server', 'index.js')).then(({ assets }) => {
    const firstLoad = (routeIds) => {
      const files = new Set([assets.entry.module, ...assets.entry.imports]);
      for (const id of routeIds) {
        const route = assets.routes[id];
        if (!route) throw new Error(`unknown route ${id}`);
        for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
      }
      return [...files].map((f) => f.replace(/^\//, ''));
    };
    const budgetKb = 110;
    const signedIn = (route) => ['root', 'routes/_app', route];
    const pages = {
      '/login': ['root', 'routes/login'],
      '/dashboard': signedIn('routes/_app.dashboard'),
      '/measurements': signedIn('routes/_app.measurements'),
      '/calculators/bmi': signedIn('routes/_app.calculators.$calculator'),
      '/timers/interval': signedIn('routes/_app.timers.interval'),
    };
    console.log(`\nFirst-route JavaScript (gzip), goal ≤ ${budgetKb} KB, Firebase SDK never included:`);
    for (const [path, ids] of Object.entries(pages)) {
      const files = firstLoad(ids);
      const total = files.reduce((sum, f) => sum + gz(f), 0);
      const hasFirebase = files.some((f) => firebaseChunks.includes(f));
      const hasChart = files.some((f) => chartChunks.includes(f));
      const met = total / 1024 <= budgetKb && !hasFirebase;
      console.log(`  ${path.padEnd(17)} ${kb(total).padStart(9)}  ${files.length} files  firebase: ${hasFirebase ? 'YES' : 'no'}  chart: ${hasChart ? 'YES' : 'no'}  ${met ? 'met' : 'NOT MET'}`);
    }
    const firebaseSize = firebaseChunks.reduce((sum, f) => sum + gz(f), 0);
    console.log(`  Firebase SDK chunk(s), loaded after the page: ${kb(firebaseSize)}`);
    const css = assetFiles.filter((f) => f.endsWith('.css'));
    console.log(`  CSS: ${css.map((f) => `${f.replace('assets/', '')} ${kb(gz(f))}`).join(', ')}`);
  });
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
  if (wanted('pages')) {
    await printFirstRouteJavaScript();
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
