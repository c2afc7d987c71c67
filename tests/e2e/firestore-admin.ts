// Direct, rules-free access to the test Firestore emulator (as firebase-admin would), for
// arranging data before a journey and checking what a journey stored.
import { Firestore } from 'firebase-admin/firestore';
import { NO_MEASURES, type MeasureKey } from '#app/lib/data/measurements.ts';

const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-elan';
const root = `projects/${project}/databases/(default)/documents`;
const api = `http://${host}/v1`;
const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };

function encode(v: Plain): unknown {
  if (v === null) return { nullValue: null };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)])) } };
}

function decode(v: Record<string, any>): unknown {
  if ('nullValue' in v) return null;
  if ('stringValue' in v) return v.stringValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return v.timestampValue;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(decode);
  if ('mapValue' in v) return decodeFields(v.mapValue.fields ?? {});
  return v;
}
const decodeFields = (fields: Record<string, any>) => Object.fromEntries(Object.entries(fields).map(([k, x]) => [k, decode(x)]));

export async function adminSet(path: string, data: Record<string, Plain>): Promise<void> {
  const res = await fetch(`${api}/${root}:commit`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ writes: [{ update: { name: `${root}/${path}`, fields: (encode(data) as any).mapValue.fields } }] }),
  });
  if (!res.ok) throw new Error(`adminSet ${path}: ${await res.text()}`);
}

export async function adminGet(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${api}/${root}/${path}`, { headers });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`adminGet ${path}: ${await res.text()}`);
  return decodeFields(((await res.json()) as { fields?: Record<string, unknown> }).fields ?? {});
}

export async function adminList(collectionPath: string): Promise<({ id: string } & Record<string, unknown>)[]> {
  const res = await fetch(`${api}/${root}/${collectionPath}?pageSize=1000`, { headers });
  if (!res.ok) throw new Error(`adminList ${collectionPath}: ${await res.text()}`);
  const body = (await res.json()) as { documents?: { name: string; fields?: Record<string, unknown> }[] };
  return (body.documents ?? []).map((d) => ({ id: d.name.split('/').pop()!, ...decodeFields(d.fields ?? {}) }));
}

/** A measurement document as the app stores it (every measure present, null when not taken). */
export function measurementDoc(date: string, measures: Partial<Record<MeasureKey, number>>, notes = '') {
  const at = new Date(`${date}T08:00:00Z`);
  return {
    date,
    ...NO_MEASURES,
    ...measures,
    notes,
    createdAt: at,
    updatedAt: at,
  };
}

/** 'YYYY-MM-DD', `days` before today (local time, as the app's forms use). */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The admin SDK on the test emulator (REST with the emulator's owner token), for server-side writes. */
export function adminFirestore(): Firestore {
  const [hostname = '127.0.0.1', port = '8180'] = host.split(':');
  return new Firestore({
    projectId: project,
    host: hostname,
    port: Number(port),
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  } as ConstructorParameters<typeof Firestore>[0]);
}

export interface WriteAttempt {
  seq: number;
  documents: string[];
  caller: string | null;
  outcome: string;
}

/**
 * Records, from now on, the Firestore commits touching `path` (`users/<uid>` and below), refused
 * ones included, from the project's emulator log (emulators/firestore/README.md). "Nothing was
 * saved" is asserted as "nothing was written", with no fixed wait: the browser SDK sends writes in
 * order, so once a later, valid save is stored, any earlier attempt would already be listed.
 */
export async function watchWrites(path: string): Promise<{ list: () => Promise<WriteAttempt[]> }> {
  const log = async (since: number) => {
    const res = await fetch(`http://${host}/emulator/v1/projects/${project}/databases/(default)/writes?since=${since}&under=${encodeURIComponent(path)}`);
    if (!res.ok) throw new Error(`write log: ${await res.text()}`);
    return (await res.json()) as { latest: number; writes: WriteAttempt[] };
  };
  const { latest } = await log(0);
  return { list: async () => (await log(latest)).writes };
}
