// Benchmark: npx tsx emulators/firestore/bench.ts
// Prints query time on 10 000 documents, commits per second, and write→snapshot latency between
// two clients of the browser SDK build (running in Node over fetch streams, as in the tests), and
// the time to evaluate the project's firestore.rules for one write.
import { readFileSync } from 'node:fs';
import { compileRules, type FsValue, type RulesRequest } from './rules/index.ts';
import { startFirestoreEmulator } from './server.ts';
import { loadBrowserFirestore } from './testing/helpers.ts';

const PROJECT = 'demo-bench';
const DB = `projects/${PROJECT}/databases/(default)/documents`;

async function post(url: string, body: unknown): Promise<any> {
  const res = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(JSON.stringify(json));
  return json;
}

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main(): Promise<void> {
  const emu = await startFirestoreEmulator({ port: 0, log: () => {} });
  const base = `${emu.url}/v1/${DB}`;
  try {
    let t = process.hrtime.bigint();
    for (let b = 0; b < 20; b++) {
      const writes = Array.from({ length: 500 }, (_, i) => {
        const n = b * 500 + i;
        return { update: { name: `${DB}/items/d${String(n).padStart(5, '0')}`, fields: { n: { integerValue: String(n) }, tag: { stringValue: `t${n % 10}` }, score: { doubleValue: (n * 7919) % 1000 } } } };
      });
      await post(`${base}:commit`, { writes });
    }
    console.log(`load 10 000 docs (20 commits of 500): ${ms(t).toFixed(0)} ms`);

    const queries: [string, unknown][] = [
      ['all documents', { from: [{ collectionId: 'items' }] }],
      ['tag == t3 order by score desc limit 20', { from: [{ collectionId: 'items' }], where: { fieldFilter: { field: { fieldPath: 'tag' }, op: 'EQUAL', value: { stringValue: 't3' } } }, orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }], limit: 20 }],
      ['n >= 9000 and score < 500', { from: [{ collectionId: 'items' }], where: { compositeFilter: { op: 'AND', filters: [{ fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '9000' } } }, { fieldFilter: { field: { fieldPath: 'score' }, op: 'LESS_THAN', value: { doubleValue: 500 } } }] } } }],
    ];
    for (const [label, sq] of queries) {
      await post(`${base}:runQuery`, { structuredQuery: sq });
      const runs = 10;
      t = process.hrtime.bigint();
      let count = 0;
      for (let i = 0; i < runs; i++) count = (await post(`${base}:runQuery`, { structuredQuery: sq })).filter((x: any) => x.document).length;
      console.log(`query on 10 000 docs, ${label}: ${(ms(t) / runs).toFixed(1)} ms (${count} results, HTTP included)`);
    }
    t = process.hrtime.bigint();
    await post(`${base}:runAggregationQuery`, { structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'items' }] }, aggregations: [{ alias: 'c', count: {} }, { alias: 's', sum: { field: { fieldPath: 'score' } } }] } });
    console.log(`count + sum over 10 000 docs: ${ms(t).toFixed(1)} ms`);

    const N = 1000;
    t = process.hrtime.bigint();
    for (let i = 0; i < N; i++) await post(`${base}:commit`, { writes: [{ update: { name: `${DB}/seq/c${i}`, fields: { i: { integerValue: String(i) } } }, updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }] }] });
    console.log(`sequential single-write commits: ${(N / (ms(t) / 1000)).toFixed(0)} commits/s`);

    const { initializeApp } = await import('firebase/app');
    const fs = await loadBrowserFirestore();
    const mk = (name: string) => {
      const db = fs.initializeFirestore(initializeApp({ projectId: PROJECT, apiKey: 'k' }, name), { useFetchStreams: true } as Parameters<typeof fs.initializeFirestore>[1]);
      fs.connectFirestoreEmulator(db, emu.host, emu.port);
      return db;
    };
    const a = mk('bench-a');
    const b = mk('bench-b');
    let resolveSeen: ((v: number) => void) | null = null;
    let expected = -1;
    const unsub = fs.onSnapshot(fs.doc(b, 'latency/x'), (s) => {
      if (s.exists() && s.get('i') === expected && resolveSeen) resolveSeen(0);
    });
    await fs.getDoc(fs.doc(b, 'latency/x'));
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      expected = i;
      const seen = new Promise<number>((r) => (resolveSeen = r));
      const start = process.hrtime.bigint();
      void fs.setDoc(fs.doc(a, 'latency/x'), { i });
      await seen;
      samples.push(ms(start));
    }
    samples.sort((x, y) => x - y);
    const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!.toFixed(1);
    console.log(`write→snapshot latency across two clients (WebChannel, ${samples.length} writes): p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
    unsub();
    await fs.terminate(a);
    await fs.terminate(b);
  } finally {
    await emu.close();
  }
}

/** The project's rules on a valid measurement create: every field checked, the usual write. */
function benchRules(): void {
  const rules = compileRules(readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
  const now = new Date();
  const nil: FsValue = { nullValue: null };
  const path = 'users/alice/measurements/m1';
  const data: Record<string, FsValue> = {
    date: { stringValue: '2026-03-15' }, weightKg: { doubleValue: 72.5 }, bodyFatPct: nil, waistCm: { doubleValue: 80 },
    hipsCm: nil, chestCm: nil, neckCm: nil, armCm: nil, thighCm: nil, notes: { stringValue: 'après la séance' },
    createdAt: { timestampValue: now.toISOString() }, updatedAt: { timestampValue: now.toISOString() },
  };
  const request: RulesRequest = {
    method: 'create', path, time: now, resource: null, requestResource: { path, data },
    auth: { uid: 'alice', token: { email: 'alice@example.com', email_verified: true, firebase: { sign_in_provider: 'password' } } },
  };
  const context = { get: () => null, getAfter: () => null };
  if (!rules.evaluate(request, context)) throw new Error('the benchmark write is refused by firestore.rules');
  const runs = 5_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) rules.evaluate(request, context);
  console.log(`firestore.rules on a measurement create: ${((ms(start) * 1000) / runs).toFixed(0)} µs per evaluation (${runs} runs)`);
}

benchRules();
main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
