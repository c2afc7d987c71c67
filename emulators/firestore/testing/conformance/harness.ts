// Runs the scenario table against one client kind. Test-runner neutral: Vitest and Playwright
// both call `runScenario` and compare its `actual` with `expected` using their own `expect`.
import { CAPABILITIES, type ClientKind, type ClientOps, type Envelope, type ListenEvent, type SpecData, type SpecValue } from './model.ts';
import type { Scenario } from './scenarios.ts';

export class ClientError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

export type Client = ClientOps & { kind: ClientKind };
export type Invoke = (op: string, args: unknown[]) => Promise<Envelope>;

const OPS: (keyof ClientOps)[] = ['set', 'update', 'create', 'add', 'delete', 'get', 'query', 'queryData', 'aggregate', 'batch', 'txIncrement', 'transaction', 'listen', 'events', 'unlisten', 'setNetwork', 'close'];

/** A typed client over an envelope-returning transport (direct call, or `page.evaluate`). */
export function wrapClient(kind: ClientKind, invoke: Invoke): Client {
  const c: Record<string, unknown> = { kind };
  for (const op of OPS) {
    c[op] = async (...args: unknown[]) => {
      const r = await invoke(op, args);
      if (!r.ok) throw new ClientError(r.code, r.message);
      return r.value;
    };
  }
  return c as unknown as Client;
}

/** Settles an operation into 'ok' or its error code (and message), for expected failures. */
export async function attempt(p: Promise<unknown>, withMessage = false): Promise<'ok' | { error: string; message?: string }> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (!(e instanceof ClientError)) throw e;
    return withMessage ? { error: e.code, message: e.message.slice(e.code.length + 2) } : { error: e.code };
  }
}

/** Polls a listener until one of its events satisfies `pred`. */
export async function until(c: Client, listener: number, pred: (e: ListenEvent, i: number, all: ListenEvent[]) => boolean, label: string, timeoutMs = 10_000): Promise<ListenEvent[]> {
  const deadline = Date.now() + timeoutMs;
  let events: ListenEvent[] = [];
  while (Date.now() < deadline) {
    events = await c.events(listener);
    if (events.some(pred)) return events;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${c.kind}: timed out waiting for ${label}; events: ${JSON.stringify(events)}`);
}

/** Events that changed documents (plus the first one): what every SDK reports alike. */
export function docEvents(events: ListenEvent[]): ListenEvent[] {
  return events.filter((e, i) => i === 0 || e.changes.length > 0 || e.error);
}

// ---- seeding through the REST surface as the owner, whatever client is under test ---------------

function toValue(v: SpecValue, project: string): Record<string, unknown> {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') {
    if (Number.isInteger(v) && !Object.is(v, -0)) return { integerValue: String(v) };
    return { doubleValue: Number.isFinite(v) ? v : String(v) };
  }
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map((x) => toValue(x, project)) } };
  return toTaggedValue(v as Record<string, any>, project);
}

function toTaggedValue(v: Record<string, any>, project: string): Record<string, unknown> {
  if ('$timestamp' in v) return { timestampValue: new Date(v.$timestamp[0] * 1000).toISOString().replace(/\.\d+Z$/, `.${String(v.$timestamp[1]).padStart(9, '0')}Z`) };
  if ('$bytes' in v) return { bytesValue: v.$bytes };
  if ('$ref' in v) return { referenceValue: `projects/${project}/databases/(default)/documents/${v.$ref}` };
  if ('$geo' in v) return { geoPointValue: { latitude: v.$geo[0], longitude: v.$geo[1] } };
  if (Object.keys(v).some((k) => k.startsWith('$'))) throw new Error(`${Object.keys(v)[0]} cannot be seeded`);
  return { mapValue: { fields: toFields(v, project) } };
}

function toFields(d: SpecData, project: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).map(([k, x]) => [k, toValue(x, project)]));
}

export async function seed(baseUrl: string, project: string, docs: Record<string, SpecData>): Promise<void> {
  const writes = Object.entries(docs).map(([path, data]) => ({ update: { name: `projects/${project}/databases/(default)/documents/${path}`, fields: toFields(data, project) } }));
  if (!writes.length) return;
  const res = await fetch(`${baseUrl}/v1/projects/${project}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
}

// ---- running ----------------------------------------------------------------------------------

export interface ScenarioContext {
  /** The client under test, signed in as `alice` where the SDK has users. */
  client: Client;
  /** A second, independent instance of the same SDK (another person's device). */
  other: Client;
  kind: ClientKind;
}

export function applies(s: Scenario, kind: ClientKind): boolean {
  return (s.needs ?? []).every((n) => CAPABILITIES[kind].includes(n)) && !(s.skip ?? []).includes(kind);
}

export function expectedFor(s: Scenario, kind: ClientKind): unknown {
  return typeof s.expected === 'function' ? (s.expected as (k: ClientKind) => unknown)(kind) : s.expected;
}

/**
 * Seeds a fresh project, opens two clients through `makeClient`, runs the action and closes the
 * clients. Returns what the action returned, to compare with `expectedFor(s, kind)`.
 */
export async function runScenario(
  s: Scenario,
  kind: ClientKind,
  baseUrl: string,
  project: string,
  makeClient: (project: string, uid: string) => Promise<Client>,
): Promise<unknown> {
  await seed(baseUrl, project, s.seed ?? {});
  const client = await makeClient(project, 'alice');
  const other = await makeClient(project, 'bob');
  try {
    return await s.action({ client, other, kind });
  } finally {
    await Promise.all([client.close().catch(() => {}), other.close().catch(() => {})]);
  }
}

/** Markdown scenario × client matrix (✓ runs, n/a: the SDK has no such API, skip: see reason). */
export function matrix(scenarios: Scenario[], kinds: ClientKind[]): string {
  const cell = (s: Scenario, k: ClientKind): string => (applies(s, k) ? '✓' : (s.skip ?? []).includes(k) ? 'skip¹' : 'n/a');
  const rows = scenarios.map((s) => `| ${s.area} | ${s.name} | ${kinds.map((k) => cell(s, k)).join(' | ')} |`);
  const notes = scenarios.filter((s) => s.skipReason).map((s) => `¹ ${s.name}: ${s.skipReason}`);
  return [`| area | scenario | ${kinds.join(' | ')} |`, `|---|---|${kinds.map(() => '---').join('|')}|`, ...rows, '', ...notes].join('\n');
}
