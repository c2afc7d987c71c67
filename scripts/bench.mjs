// `npm run bench`: performance figures and their goals. It prints; it does not fail a build.
// 1. JavaScript a phone downloads for the first route (gzip), from a production-like build.
// 2. Lighthouse on that build against the emulators, beside a static floor page (bench-pages.mjs).
//    BENCH_RUNS=N sets the runs per page (default 3; the median run is kept).
// 3. The Firestore emulator: 10 000-document queries, commits per second, write→snapshot latency.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDependencies } from './setup.mjs';
import { root, stopOnSignals } from './emulators.mjs';
import { measurePages, printPages, startBenchEmulators } from './bench-pages.mjs';

ensureDependencies();
const buildDir = 'build-bench';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);

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
  await printFirstRouteJavaScript();
  console.log('\nLighthouse, against the emulators:');
  printPages(await measurePages({ buildDir, runs, emulators }), runs);
} finally {
  await emulators.stop();
}

console.log('\nFirestore emulator (goals: 10 000-document filtered query ≤ 50 ms, write→snapshot p50 ≤ 10 ms):');
execFileSync(bin('tsx'), ['emulators/firestore/bench.ts'], { cwd: root, stdio: 'inherit' });
