// The demo account of `npm run dev`, created once in the Auth emulator (idempotent), with sample
// data so a newcomer sees a filled profile, charts and indicators at once.
export const DEMO_EMAIL = 'demo@elan.test';
export const DEMO_PASSWORD = 'elan-demo';

export async function seedDemoAccount(env) {
  const base = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const body = JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Camille', returnSecureToken: true });
  const headers = { 'Content-Type': 'application/json' };
  let account = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, { method: 'POST', headers, body });
  if (!account.ok) {
    account = await fetch(`${base}/accounts:signUp?key=demo-api-key`, { method: 'POST', headers, body });
    if (!account.ok) throw new Error(`Could not create the demo account: ${await account.text()}`);
  }
  const { localId } = await account.json();
  if (env.FIRESTORE_EMULATOR_HOST) await seedDemoData(env, localId);
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}

// ---- Sample data, written through the emulator's REST API as admin (rules do not apply).

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function value(v) {
  if (v === null) return { nullValue: null };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(value) } };
  return { mapValue: { fields: fields(v) } };
}
const fields = (object) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, value(v)]));

/** Deterministic noise (same sample data on every machine). */
function noise(seed) {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x) - 0.5;
}
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * Three months ending today: a weigh-in every 3–4 days drifting from 74.8 to about 72.4 kg,
 * tape measures (waist, hips, neck, arm, thigh) every week, a scale body fat every two weeks.
 * Shapes match app/lib/firebase/measurements.ts (every measure key present, null when not taken).
 */
export function demoMeasurements(today = new Date()) {
  const entries = [];
  const days = 91;
  for (let back = days, i = 0; back >= 0; back -= i % 2 === 0 ? 3 : 4, i += 1) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back, 8, 0, 0);
    const progress = (days - back) / days;
    const weekly = i % 2 === 0;
    entries.push({
      date: isoDay(date),
      weightKg: round1(74.8 - 2.4 * progress + noise(i) * 0.6),
      bodyFatPct: i % 4 === 0 ? round1(29.5 - 1.8 * progress + noise(i + 50) * 0.4) : null,
      waistCm: weekly ? round1(84 - 2.5 * progress + noise(i + 100) * 0.4) : null,
      hipsCm: weekly ? round1(99 - 1.5 * progress + noise(i + 200) * 0.4) : null,
      chestCm: i % 4 === 0 ? round1(91 - 0.8 * progress) : null,
      neckCm: weekly ? round1(33.5 + noise(i + 300) * 0.2) : null,
      armCm: i % 4 === 0 ? round1(28.5 + 0.3 * progress) : null,
      thighCm: i % 4 === 0 ? round1(56 - 1 * progress) : null,
      notes: i === 0 ? 'Première mesure, le matin à jeun.' : '',
      createdAt: date,
      updatedAt: date,
    });
  }
  return entries;
}

/**
 * The calendar: a three-day program started this week on Monday, Wednesday and Friday (its next
 * days are placed there), a fitness test and a rest note planned by hand, and an entry already
 * done last week. Shapes match app/lib/firebase/calendar.ts and programs.ts.
 */
export function demoCalendar(today = new Date()) {
  const day = (offset) => isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  const monday = -((today.getDay() + 6) % 7);
  const lift = (exerciseId, sets, reps, restSec) => ({ exerciseId, sets, reps, restSec });
  const days = [
    { name: 'Séance A', exercises: [lift('squat', 3, 8, 120), lift('developpe-couche', 3, 8, 120), lift('rowing-haltere-un-bras', 3, 10, 90)] },
    { name: 'Séance B', exercises: [lift('souleve-de-terre', 3, 5, 150), lift('developpe-militaire', 3, 8, 120), lift('tirage-vertical', 3, 10, 90)] },
    { name: 'Séance C', exercises: [lift('presse-a-cuisses', 3, 10, 120), lift('developpe-incline-halteres', 3, 10, 90), lift('tirage-horizontal-poulie', 3, 12, 90)] },
  ];
  const program = {
    id: 'demo-full-body',
    name: 'Full body débutant · 3 jours',
    goal: 'forme',
    level: 'debutant',
    source: 'modele',
    archived: false,
    weeks: Array.from({ length: 4 }, () => ({ days })),
    createdAt: today,
    updatedAt: today,
  };
  const schedule = { programId: program.id, weekdays: [1, 3, 5], startDate: day(monday), updatedAt: today };
  const entry = (id, offset, kind, title, link, done) => ({ id, date: day(offset), kind, title, link, done, createdAt: today, updatedAt: today });
  const entries = [
    entry('demo-test-cooper', monday + 9, 'test-prevu', 'Test de Cooper (12 minutes)', '/tests/cooper-12min', false),
    entry('demo-note-repos', monday + 6, 'note', 'Repos : marche en forêt', null, false),
    entry('demo-seance-velo', monday - 4, 'seance-prevue', 'Vélo 45 minutes', '/sessions/new', true),
  ];
  return { program, schedule, entries };
}

/**
 * Written once: when the demo profile already exists, the person may have changed it (or
 * deleted measurements) and nothing is touched. Measurement ids are derived from their day,
 * so a seed interrupted half-way and run again does not duplicate entries.
 */
async function seedDemoData(env, uid) {
  const project = env.FIREBASE_PROJECT_ID ?? 'demo-elan';
  const root = `projects/${project}/databases/(default)/documents`;
  const api = `http://${env.FIRESTORE_EMULATOR_HOST}/v1`;
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const existing = await fetch(`${api}/${root}/users/${uid}`, { headers });
  if (existing.ok) return;

  const now = new Date();
  const writes = demoMeasurements(now).map((m) => ({ update: { name: `${root}/users/${uid}/measurements/demo-${m.date}`, fields: fields(m) } }));
  const calendar = demoCalendar(now);
  const { id: programId, ...program } = calendar.program;
  writes.push({ update: { name: `${root}/users/${uid}/programs/${programId}`, fields: fields(program) } });
  writes.push({ update: { name: `${root}/users/${uid}/settings/programSchedule`, fields: fields(calendar.schedule) } });
  for (const { id, ...entry } of calendar.entries) writes.push({ update: { name: `${root}/users/${uid}/calendar/${id}`, fields: fields(entry) } });
  // The profile last: its presence marks the seed as complete.
  writes.push({
    update: {
      name: `${root}/users/${uid}`,
      fields: fields({
        displayName: 'Camille',
        sex: 'femme',
        birthDate: '1992-06-14',
        heightCm: 168,
        activityLevel: 'moderement-actif',
        goal: 'perte',
        energyUnit: 'kcal',
        avatar: { kind: 'illustration', id: 'coureur', color: 'ocean' },
        createdAt: now,
        updatedAt: now,
      }),
    },
  });
  const response = await fetch(`${api}/${root}:commit`, { method: 'POST', headers, body: JSON.stringify({ writes }) });
  if (!response.ok) throw new Error(`Could not seed the demo data: ${await response.text()}`);
}
