// The server sections of `npm run bench`, against the production build and the emulators:
// - cpu: the server process's CPU time per request, page by page, read from outside (the kernel's
//   count for its process), which is far steadier than wall time on a shared machine.
//   BENCH_CPU_PROFILE=dir also records a CPU profile of those requests (node --cpu-prof) there
//   and prints where the time goes.
// - load: many people at once. Goal: at 100 connections no request times out; what the server
//   cannot render in time it refuses at once (503 with Retry-After) rather than late.
//   BENCH_LOAD_SECONDS=N sets each run's duration (default 20).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-pages.mjs';

const CONNECTIONS = [100, 10];
/** The pages measured, signed in as the demo account except /login, with their CPU goal per request. */
const PAGES = [
  { path: '/login', signedIn: false, cpuGoalMs: 3 },
  { path: '/dashboard', signedIn: true, cpuGoalMs: 10 },
  { path: '/measurements', signedIn: true, cpuGoalMs: 6 },
  { path: '/nutrition', signedIn: true, cpuGoalMs: 6 },
  { path: '/sessions', signedIn: true, cpuGoalMs: 6 },
];
/** autocannon's own limit: a request unanswered after this counts as a timeout. */
const TIMEOUT_SEC = 10;

function run({ url, cookie, ...options }) {
  return new Promise((done, fail) => {
    autocannon({ url, timeout: TIMEOUT_SEC, headers: cookie ? { cookie } : {}, ...options }, (error, result) => (error ? fail(error) : done(result)));
  });
}

// ── CPU per request ──────────────────────────────────────────────────────────────────────────
const CPU_WARMUP_REQUESTS = 20;
const CPU_REQUESTS = 200;
/** Within the server's render limit (ELAN_MAX_RENDERS, 2 by default): no request is refused. */
const CPU_CONNECTIONS = 2;
const CLOCK_TICKS_PER_SEC = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time (user + system, ms) the process has used so far, from /proc/<pid>/stat. */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime
  // are the stat file's 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SEC;
}

/** Monotonic microseconds, the clock V8's profiler stamps its samples with. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The server's CPU time per request on each page: warm-up requests first (code compiled, caches
 * filled), then a fixed number whose CPU time is read before and after.
 */
export async function measureServerCpu({ buildDir, emulators }) {
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = [];
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
    // The profile is written when the process exits by itself, which SIGTERM would not let it do.
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'data:text/javascript,process.once("SIGTERM",()=>process.exit(0))');
  }
  const server = await startBenchServer({ buildDir, emulators, nodeArgs });
  const rows = [];
  /** The measured stretches (monotonic µs): only their samples count in the profile. */
  const windows = [];
  try {
    for (const page of PAGES) {
      const options = { url: `${server.origin}${page.path}`, cookie: page.signedIn ? server.cookie : null, connections: CPU_CONNECTIONS };
      await run({ ...options, amount: CPU_WARMUP_REQUESTS });
      const start = { cpu: processCpuMs(server.pid), at: monotonicMicros() };
      const result = await run({ ...options, amount: CPU_REQUESTS });
      const end = { cpu: processCpuMs(server.pid), at: monotonicMicros() };
      windows.push([start.at, end.at]);
      rows.push({
        ...page,
        requests: result.requests.total,
        ok: result.statusCodeStats?.[200]?.count ?? 0,
        cpuMsPerRequest: (end.cpu - start.cpu) / result.requests.total,
        wallMsPerRequest: (end.at - start.at) / 1000 / result.requests.total,
      });
    }
  } finally {
    await server.stop();
  }
  return { rows, load: loadavg()[0], profile: profileDir ? summarizeProfile(profileDir, windows) : null };
}

/** Where the measured requests' CPU time went: the profile's functions and packages by self time. */
function summarizeProfile(dir, windows) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const inWindow = (at) => windows.some(([from, to]) => at >= from && at <= to);
  const selfMicros = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const node = nodes.get(id);
    if (!inWindow(at) || node.callFrame.functionName === '(idle)') return;
    selfMicros.set(node, (selfMicros.get(node) ?? 0) + delta);
    total += delta;
  });
  const byFunction = new Map();
  const byPackage = new Map();
  const add = (map, key, micros) => map.set(key, (map.get(key) ?? 0) + micros);
  for (const [node, micros] of selfMicros) {
    const { functionName, url, lineNumber } = node.callFrame;
    const path = url.replace(/^file:\/\//, '');
    const where = path ? `${path.replace(/^.*node_modules\//, '').replace(/^.*\/(build-[^/]+|build)\//, '')}:${lineNumber + 1}` : '';
    add(byFunction, `${functionName || '(anonymous)'} ${where}`.trim(), micros);
    add(byPackage, packageOf(path, functionName), micros);
  }
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => ({ name, share: micros / total }));
  return { file: join(dir, file), totalMs: total / 1000, functions: top(byFunction, 15), packages: top(byPackage, 12) };
}

/** A profile frame's package: node_modules' name, the app's build, Node itself, or V8's own entries (GC…). */
function packageOf(path, functionName) {
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (/\/(build-[^/]+|build)\/server\//.test(path)) return 'app (server build)';
  if (path.startsWith('node:') || (!path.startsWith('/') && path)) return 'node internals';
  if (!path) return functionName;
  return path.replace(/^.*\//, '');
}

export function printServerCpu({ rows, load, profile }) {
  console.log(`\nServer CPU per request (${CPU_REQUESTS} requests after ${CPU_WARMUP_REQUESTS} warm-up, ${CPU_CONNECTIONS} connections; machine load ${load.toFixed(1)} on ${availableParallelism()} cores):`);
  console.log(`  ${'page'.padEnd(14)} ${'CPU/req'.padStart(9)} ${'wall/req'.padStart(9)} ${'200'.padStart(5)}  goal`);
  for (const r of rows) {
    // A refused session (a redirect) or an error costs less than the page: the figure would lie.
    const valid = r.ok === r.requests;
    const verdict = !valid ? `INVALID (${r.requests - r.ok} not 200)` : r.cpuMsPerRequest <= r.cpuGoalMs ? 'met' : 'NOT MET';
    console.log(`  ${r.path.padEnd(14)} ${`${r.cpuMsPerRequest.toFixed(1)} ms`.padStart(9)} ${`${r.wallMsPerRequest.toFixed(1)} ms`.padStart(9)} ${String(r.ok).padStart(5)}  ≤ ${r.cpuGoalMs} ms ${verdict}`);
  }
  if (!profile) return;
  const percent = (share) => `${(share * 100).toFixed(1)} %`.padStart(7);
  console.log(`  CPU profile of those requests (${profile.file}, ${Math.round(profile.totalMs)} ms sampled), self time by package:`);
  for (const { name, share } of profile.packages) console.log(`    ${percent(share)}  ${name}`);
  console.log('  by function:');
  for (const { name, share } of profile.functions) console.log(`    ${percent(share)}  ${name}`);
}

// ── Under load ───────────────────────────────────────────────────────────────────────────────

/** Runs every path at every connection count on one server; returns one row per run. */
export async function measureLoad({ buildDir, emulators }) {
  const duration = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS ?? 20) || 20);
  const server = await startBenchServer({ buildDir, emulators });
  const rows = [];
  try {
    for (const connections of CONNECTIONS) {
      for (const { path, signedIn } of PAGES) {
        process.stdout.write(`  ${path} with ${connections} connections for ${duration} s…\n`);
        const result = await run({ url: `${server.origin}${path}`, connections, duration, cookie: signedIn ? server.cookie : null });
        const count = (status) => result.statusCodeStats?.[status]?.count ?? 0;
        rows.push({
          path,
          connections,
          load: loadavg()[0],
          requestsPerSec: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok: count(200),
          overloaded: count(503),
          // Every other answer (a 500, a redirect to /login: the session refused) is an error too.
          errors: result.errors - result.timeouts + (result.non2xx - count(503)),
          timeouts: result.timeouts,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return { duration, rows };
}

export function printLoad({ duration, rows }) {
  console.log(`\nUnder load (autocannon, ${duration} s per run, ${TIMEOUT_SEC} s timeout), goal: 0 timeouts at 100 connections:`);
  // Other work on the machine takes CPU from the server: the figures compare only at a similar load.
  console.log(`  machine load (1-min average) after each run: ${rows.map((r) => r.load.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
  console.log(`  ${'page'.padEnd(14)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'200'.padStart(6)} ${'503'.padStart(6)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)}`);
  for (const r of rows) {
    const ms = (value) => `${Math.round(value)} ms`;
    const verdict = r.connections === 100 ? (r.timeouts === 0 ? 'met' : 'NOT MET') : '';
    console.log(
      `  ${r.path.padEnd(14)} ${String(r.connections).padStart(5)} ${r.requestsPerSec.toFixed(1).padStart(7)} ${ms(r.p50).padStart(8)} ${ms(r.p99).padStart(8)} ${String(r.ok).padStart(6)} ${String(r.overloaded).padStart(6)} ${String(r.errors).padStart(6)} ${String(r.timeouts).padStart(8)}  ${verdict}`,
    );
  }
}
