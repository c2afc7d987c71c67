// The demo account of `npm run dev`, created once in the Auth emulator (idempotent), with sample
// data so a newcomer sees a filled profile, charts and indicators at once.
import unhomoglyph from 'unhomoglyph';

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
 * Shapes match app/lib/data/measurements.ts (every measure key present, null when not taken).
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
 * A public challenge running from ten days ago to twenty days ahead, created by the demo account
 * and joined by one more person, so /challenges and the challenge's page show progress bars and
 * a ranking. A `manuel` one (kilometres run, typed by each participant): its progress stays as
 * seeded, whatever sessions the account has.
 */
export function demoChallengeWrites(root, uid, today = new Date()) {
  const day = (offset) => isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  const challenge = `${root}/challenges/demo-100-km`;
  const participant = (id, pseudonym, progress, joined) => ({
    update: { name: `${challenge}/participants/${id}`, fields: fields({ uid: id, pseudonym, progress, completedAt: null, createdAt: joined, updatedAt: today }) },
  });
  return [
    {
      update: {
        name: challenge,
        fields: fields({
          title: '100 km en un mois',
          description: 'Course, marche rapide ou vélo : notez vos kilomètres au fil des sorties.',
          metric: 'manuel',
          unit: 'km',
          target: 100,
          startDate: day(-10),
          endDate: day(20),
          visibility: 'publique',
          inviteCode: null,
          createdBy: uid,
          participantCount: 2,
          createdAt: new Date(today.getTime() - 10 * 86_400_000),
          updatedAt: today,
        }),
      },
    },
    participant(uid, 'Camille', 42.5, new Date(today.getTime() - 10 * 86_400_000)),
    participant('demo-lea', 'Léa', 57, new Date(today.getTime() - 9 * 86_400_000)),
  ];
}

/**
 * The calendar: the demo's program (demoTraining) scheduled on Monday, Wednesday and Friday (its
 * next days are placed there), a fitness test and a rest note planned by hand, and an entry
 * already done last week. Shapes match app/lib/data/calendar.ts.
 */
export function demoCalendar(today = new Date()) {
  const day = (offset) => isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  const monday = -((today.getDay() + 6) % 7);
  const schedule = { programId: DEMO_PROGRAM_ID, weekdays: [1, 3, 5], startDate: day(monday), updatedAt: today };
  const entry = (id, offset, kind, title, link, done) => ({ id, date: day(offset), kind, title, link, done, createdAt: today, updatedAt: today });
  const entries = [
    entry('demo-test-cooper', monday + 9, 'test-prevu', 'Test de Cooper (12 minutes)', '/tests/cooper-12min', false),
    entry('demo-note-repos', monday + 6, 'note', 'Repos : marche en forêt', null, false),
    entry('demo-seance-velo', monday - 4, 'seance-prevue', 'Vélo 45 minutes', '/sessions/new', true),
  ];
  return { schedule, entries };
}

// ---- The dashboard's demo: a program in progress, its sessions with records, food logs for today
// and the days before, nutrition goals, reminders on, unread notifications and a leaderboard entry.

const DEMO_PROGRAM_ID = 'demo-full-body';
const DEMO_DAYS = [
  { name: 'Séance A', lifts: [['squat', 'Squat', 60], ['developpe-couche', 'Développé couché', 42.5]] },
  { name: 'Séance B', lifts: [['souleve-de-terre', 'Soulevé de terre', 80], ['rowing-barre', 'Rowing barre', 40]] },
  { name: 'Séance C', lifts: [['squat', 'Squat', 57.5], ['developpe-couche', 'Développé couché', 40]] },
];
const DEMO_WEEKS = 8;

/**
 * The key a pseudonym is claimed under: app/lib/identity/pseudonym-key.server.ts, which this
 * plain script cannot import (the seed's test checks they agree).
 */
export function pseudonymKey(pseudonym) {
  const skeleton = (text) => unhomoglyph(text.normalize('NFD')).normalize('NFD');
  const plain = pseudonym.normalize('NFKC').replace(/[\s._-]+/g, '');
  return skeleton(skeleton(plain).toLowerCase())
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/i/g, 'l')
    .replace(/[%/]/g, (c) => (c === '%' ? '%25' : '%2F'));
}

/** ISO week key of a 'YYYY-MM-DD' day ('2026-W48'), as the leaderboard keys its weeks. */
function isoWeekKey(day) {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${pad(week)}`;
}

/**
 * Leaderboard points of a finished session (app/lib/challenges/scoring.ts; the seed's test checks
 * they agree with what the server computes from the sets).
 */
const sessionPoints = (s) => 10 + Math.min(10, Math.floor(s.volumeKg / 1000)) + Math.min(15, 5 * s.prs.length);

/** A food log entry as the app stores it: the nutrients of the portion eaten. */
function foodEntry(id, meal, name, grams, per100g) {
  const scaled = (v) => Math.round(v * grams) / 100;
  return {
    id,
    meal,
    ref: { kind: 'base', id: per100g.code },
    name,
    grams,
    serving: null,
    nutrients: { kcal: scaled(per100g.kcal), proteinG: scaled(per100g.p), carbsG: scaled(per100g.c), sugarsG: null, fatG: scaled(per100g.f), satFatG: null, fiberG: scaled(per100g.fib), saltG: null },
  };
}
const FOODS = {
  avoine: { code: '32129', kcal: 373, p: 13.5, c: 58.7, f: 7, fib: 10 },
  yaourt: { code: '19024', kcal: 79, p: 4.3, c: 5.2, f: 4.2, fib: 0 },
  poulet: { code: '36018', kcal: 150, p: 29, c: 0, f: 3.6, fib: 0 },
  riz: { code: '9111', kcal: 142, p: 2.9, c: 30.9, f: 0.5, fib: 0.8 },
  lentilles: { code: '20505', kcal: 125, p: 10.1, c: 16.3, f: 0.6, fib: 8.4 },
  pomme: { code: '13039', kcal: 53, p: 0.3, c: 11.6, f: 0.3, fib: 1.4 },
};

/**
 * Six weeks of an eight-week full-body program, three sessions a week plus one today, each lift
 * 2.5 kg heavier than the time before (four records each time: load, estimated 1RM, set and
 * session volume), a food log for today and the six days before, and what else the dashboard's
 * cards show. Shapes match the app's schemas (scripts/seed.test.ts).
 */
export function demoTraining(today = new Date()) {
  const dayOf = (back) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - back, 18, 0, 0);
  const program = {
    name: 'Full body 3 jours',
    goal: 'force',
    level: 'debutant',
    weeks: Array.from({ length: DEMO_WEEKS }, () => ({
      days: DEMO_DAYS.map((day) => ({ name: day.name, exercises: day.lifts.map(([exerciseId]) => ({ exerciseId, sets: 3, reps: 5, restSec: 150 })) })),
    })),
    source: 'modele',
    archived: false,
    createdAt: dayOf(43),
    updatedAt: dayOf(43),
  };
  // Monday, Wednesday and Friday of the last six weeks, then today.
  const days = [];
  for (let back = 42; back >= 1; back -= 1) if ([1, 3, 5].includes(dayOf(back).getDay())) days.push(dayOf(back));
  days.push(new Date(today.getFullYear(), today.getMonth(), today.getDate(), Math.min(today.getHours(), 7), 0, 0));
  const best = new Map();
  const sessions = days.map((date, index) => {
    const day = DEMO_DAYS[index % DEMO_DAYS.length];
    const started = date.getTime();
    const progression = Math.floor(index / DEMO_DAYS.length) * 2.5;
    const prs = [];
    const exercises = day.lifts.map(([exerciseId, name, start], position) => {
      const weightKg = start + progression;
      const previous = best.get(exerciseId);
      // Heavier than ever for the same 3 × 5: the best load, estimated 1RM (Epley), set and session volume all go up.
      if (previous !== undefined && weightKg > previous) {
        const epley = (w) => Math.round(w * (1 + 5 / 30) * 100) / 100;
        prs.push(
          { exerciseId, kind: 'charge-max', value: weightKg, previous },
          { exerciseId, kind: '1rm-estime', value: epley(weightKg), previous: epley(previous) },
          { exerciseId, kind: 'volume-serie', value: 5 * weightKg, previous: 5 * previous },
          { exerciseId, kind: 'volume-seance', value: 15 * weightKg, previous: 15 * previous },
        );
      }
      best.set(exerciseId, Math.max(previous ?? 0, weightKg));
      const sets = [0, 1, 2].map((set) => ({ id: `s${set}`, kind: 'normale', reps: 5, weightKg, done: true, updatedAt: started + (position * 3 + set + 1) * 180_000 }));
      return { id: `e${position}`, exerciseId, name, restSec: 150, sets, updatedAt: started + 1_800_000 };
    });
    return {
      id: `demo-session-${isoDay(date)}`,
      programId: DEMO_PROGRAM_ID,
      week: Math.floor(index / DEMO_DAYS.length) + 1,
      dayIndex: index % DEMO_DAYS.length,
      title: `${program.name} · ${day.name}`,
      date: isoDay(date),
      startedAt: started,
      endedAt: started + 3_000_000,
      durationSec: 3000,
      status: 'terminee',
      exercises,
      notes: '',
      volumeKg: exercises.reduce((total, e) => total + e.sets.reduce((sum, set) => sum + set.reps * set.weightKg, 0), 0),
      prs,
      changedAt: started + 3_000_000,
      exerciseIds: [...new Set(exercises.map((e) => e.exerciseId))],
      updatedAt: new Date(started + 3_000_000),
    };
  });
  const foodLogs = Array.from({ length: 7 }, (_, back) => {
    const entries = [foodEntry('f1', 'petit-dejeuner', 'Flocons d’avoine', 60, FOODS.avoine), foodEntry('f2', 'petit-dejeuner', 'Yaourt nature', 125, FOODS.yaourt)];
    entries.push(foodEntry('f3', 'dejeuner', 'Blanc de poulet', 140, FOODS.poulet), foodEntry('f4', 'dejeuner', 'Riz basmati cuit', 180 + back * 10, FOODS.riz));
    if (back > 0) entries.push(foodEntry('f5', 'collation', 'Pomme', 150, FOODS.pomme), foodEntry('f6', 'diner', 'Lentilles cuites', 250, FOODS.lentilles));
    return { id: isoDay(dayOf(back)), entries, updatedAt: dayOf(back) };
  });
  const todayKey = isoDay(today);
  // Written today, the sessions earn only for the last week (an import's history earns nothing).
  const earnsFrom = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7));
  const scored = (from, to) => sessions.filter((s) => s.date >= from && s.date <= to && s.date >= earnsFrom).reduce((total, s) => total + sessionPoints(s), 0);
  const monday = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7)));
  // Never before the documents exist: the server reads a session's creation from Firestore.
  const reachedAt = Math.max(sessions.at(-1).endedAt, today.getTime());
  const avatar = { kind: 'illustration', id: 'coureur', color: 'ocean' };
  return {
    program: { id: DEMO_PROGRAM_ID, ...program },
    sessions,
    foodLogs,
    goals: { mode: 'manuel', kcal: 1900, proteinG: 120, carbsG: 210, fatG: 63, fiberG: 30, updatedAt: today },
    reminders: {
      pushEnabled: false,
      training: { enabled: true, days: ['lundi', 'mercredi', 'vendredi'], time: '18:00' },
      meals: { enabled: true, time: '20:00' },
      weeklySummary: { enabled: true, day: 'dimanche' },
      timeZone: 'Europe/Paris',
      updatedAt: today,
    },
    inbox: [
      { id: 'demo-rappel-seance', title: 'C’est l’heure de votre séance', body: 'Séance B de « Full body 3 jours » au programme aujourd’hui.', link: `/programs/${DEMO_PROGRAM_ID}`, read: false, createdAt: dayOf(2) },
      { id: 'demo-bilan', title: 'Votre bilan de la semaine', body: 'Trois séances et deux records : belle régularité !', link: '/progress', read: false, createdAt: dayOf(1) },
    ],
    leaderboard: {
      pseudonym: 'Camille',
      avatar,
      semaine: { key: isoWeekKey(todayKey), points: scored(monday, todayKey), reachedAt },
      mois: { key: todayKey.slice(0, 7), points: scored(`${todayKey.slice(0, 7)}-01`, `${todayKey.slice(0, 7)}-31`), reachedAt },
      total: { key: 'total', points: scored('0000-01-01', '9999-12-31'), reachedAt },
      joinedAt: dayOf(43),
      updatedAt: today,
    },
  };
}

/** The dashboard demo's documents, as commit writes under `users/{uid}` (and the leaderboard's). */
function demoTrainingWrites(root, uid, today) {
  const demo = demoTraining(today);
  const write = (path, data) => ({ update: { name: `${root}/${path}`, fields: fields(data) } });
  const { id: programId, ...program } = demo.program;
  return [
    write(`users/${uid}/programs/${programId}`, program),
    ...demo.sessions.map(({ id, ...session }) => write(`users/${uid}/sessions/${id}`, session)),
    ...demo.foodLogs.map(({ id, ...log }) => write(`users/${uid}/foodLogs/${id}`, log)),
    write(`users/${uid}/settings/nutritionGoals`, demo.goals),
    write(`users/${uid}/settings/notifications`, demo.reminders),
    ...demo.inbox.map(({ id, ...item }) => write(`users/${uid}/notifications/${id}`, item)),
    write(`leaderboard/${uid}`, demo.leaderboard),
    write(`leaderboardPseudonyms/${pseudonymKey(demo.leaderboard.pseudonym)}`, { uid }),
  ];
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
  writes.push(...demoChallengeWrites(root, uid, now));
  writes.push(...demoTrainingWrites(root, uid, now));
  const calendar = demoCalendar(now);
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
        leaderboardOptIn: true,
        createdAt: now,
        updatedAt: now,
      }),
    },
  });
  const response = await fetch(`${api}/${root}:commit`, { method: 'POST', headers, body: JSON.stringify({ writes }) });
  if (!response.ok) throw new Error(`Could not seed the demo data: ${await response.text()}`);
}
