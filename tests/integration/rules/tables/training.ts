// Programs, sessions and the person's own exercises: the shapes of the data model and
// their specifications, with the bounds written in firestore.rules.
import { Timestamp } from 'firebase/firestore/lite';
import { programInputFrom } from '#app/lib/data/programs.ts';
import { sessionInputFrom, type Session } from '#app/lib/data/sessions.ts';
import { TEMPLATES } from '#app/lib/training/index.ts';
import { documentTable, stamps, storedStamps, withoutKey, type Data, type RulesTable } from '../rules-table.ts';

const prescription = { exerciseId: 'developpe-couche', sets: 3, reps: 8, loadKg: 60, restSec: 120 };
const day = (name: string) => ({ name, exercises: [prescription, { ...prescription, exerciseId: 'rowing-barre', repRange: [8, 12] }] });
const week = { days: [day('Jour A'), day('Jour B'), day('Jour C')] };
const weeks = (n: number, w: Data = week) => Array.from({ length: n }, () => w);
const program = { name: 'Full body débutant', goal: 'force', level: 'debutant', weeks: weeks(8), source: 'assistant', archived: false };
const lastWeek = (w: Data) => ({ weeks: [...weeks(51), w] });

const PROGRAM = 'users/alice/programs/p1';
const programs = documentTable(
  'users/{uid}/programs/{id}',
  {
    path: PROGRAM,
    valid: { ...program, ...stamps() },
    change: { archived: true },
    invalid: [
      ['an empty name', { name: '' }],
      ['a name too long', { name: 'x'.repeat(81) }],
      ['an unknown goal', { goal: 'seche' }],
      ['an unknown level', { level: 'expert' }],
      ['an unknown source', { source: 'import' }],
      ['archived as text', { archived: 'non' }],
      ['no week', { weeks: [] }],
      ['more than 52 weeks', { weeks: weeks(53) }],
      ['weeks that are not a list', { weeks: { s1: week } }],
      ['a week without a day', { weeks: [{ days: [] }] }],
      ['a week of 8 days', { weeks: [{ days: Array.from({ length: 8 }, (_, i) => day(`Jour ${i}`)) }] }],
      ['a week with an extra key', { weeks: [{ ...week, notes: 'x' }] }],
      ['a week that is not a map', { weeks: ['semaine 1'] }],
      ['an invalid 52nd week', lastWeek({ days: [] })],
      ['a missing name', (valid) => withoutKey(valid, 'name')],
    ],
  },
  [
    {
      name: 'a program of 52 weeks of 7 days',
      run: { op: 'set', data: { ...program, ...lastWeek({ days: Array.from({ length: 7 }, (_, i) => day(`Jour ${i}`)) }), ...stamps() } },
      expect: 'allow',
    },
    // What the screens write: every ready-made program as the app stores it.
    ...TEMPLATES.map((template) => ({
      name: `the template « ${template.name} » as the app stores it`,
      run: { op: 'set' as const, data: { ...programInputFrom(template, 'modele'), ...stamps() } },
      expect: 'allow' as const,
    })),
    {
      name: 'archiving a program, its creation time kept',
      seed: { [PROGRAM]: { ...program, createdAt: Timestamp.fromMillis(1_700_000_000_000), updatedAt: Timestamp.fromMillis(1_700_000_000_000) } },
      run: { op: 'update', data: { archived: true, updatedAt: stamps().updatedAt } },
      expect: 'allow',
    },
    {
      name: 'a program without its source',
      run: { op: 'set', data: { ...withoutKey(program, 'source'), ...stamps() } },
      expect: 'deny',
    },
  ],
);

const loggedSet = { id: 'set1', kind: 'normale' as const, reps: 8, weightKg: 60, done: true, updatedAt: 1_773_558_000_000 };
const sessionExercise = { id: 'ex1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [loggedSet, loggedSet, loggedSet], updatedAt: 1_773_558_000_000 };
const coaching = { kind: 'lineaire', reason: 'hausse', lastKg: 62.5, sets: 5 };
const sessionExercises = (n: number, last: Data = sessionExercise) => [...Array.from({ length: n - 1 }, () => sessionExercise), last];
const startedAt = Date.parse('2026-03-15T07:00:00Z');
const session = () => ({
  title: 'Séance du matin',
  date: '2026-03-15',
  startedAt,
  endedAt: null,
  durationSec: 0,
  status: 'en-cours',
  exercises: [sessionExercise],
  notes: '',
  volumeKg: 1440,
  prs: [],
  changedAt: startedAt + 60_000,
  exerciseIds: ['developpe-couche'],
});

/** What the logging screen writes at the finish: the converter's output, undefined fields dropped. */
const finishedSession = (): Session => ({
  id: 's2',
  title: 'Haut du corps',
  date: '2026-03-16',
  startedAt,
  endedAt: startedAt + 3_600_000,
  durationSec: 3600,
  status: 'terminee',
  exercises: [{ ...sessionExercise, restSec: 90, supersetGroup: undefined, target: { reps: 8, weightKg: 60, rpe: undefined } }],
  notes: '',
  volumeKg: 1440,
  prs: [{ exerciseId: 'developpe-couche', kind: 'reps-max', value: 8, previous: 6, weightKg: 60 }],
  updatedAt: startedAt + 3_600_000,
});

const SESSION = 'users/alice/sessions/s1';
const utcDayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sessions = documentTable(
  'users/{uid}/sessions/{id}',
  {
    path: SESSION,
    valid: { ...session(), updatedAt: stamps().updatedAt },
    change: { status: 'terminee', endedAt: startedAt + 3_600_000, durationSec: 3600 },
    invalid: [
      ['an empty title', { title: '' }],
      ['a title too long', { title: 'x'.repeat(121) }],
      ['a start given as text', { startedAt: '2026-03-15T07:00:00Z' }],
      ['a start as a timestamp', { startedAt: Timestamp.fromMillis(startedAt) }],
      ['an end before the start', { endedAt: startedAt - 1 }],
      ['a negative duration', { durationSec: -1 }],
      ['a duration with a fraction', { durationSec: 1.5 }],
      ['a session over 24 hours', { durationSec: 86401 }],
      ['an unknown status', { status: 'abandonnee' }],
      ['notes too long', { notes: 'x'.repeat(2001) }],
      ['a negative volume', { volumeKg: -1 }],
      ['a volume beyond the bound', { volumeKg: 10_000_001 }],
      ['more than 200 records', { prs: Array.from({ length: 201 }, () => ({ exerciseId: 'x', kind: 'charge-max', value: 1, previous: 0 })) }],
      ['records that are not a list', { prs: { a: 1 } }],
      ['removals that are not a map', { removed: ['set1'] }],
      ['a missing change time', (valid) => withoutKey(valid, 'changedAt')],
      ['a change time as text', { changedAt: 'hier' }],
      ['more than 40 exercises', { exercises: sessionExercises(41) }],
      ['an invalid 40th exercise', { exercises: sessionExercises(40, { ...sessionExercise, name: '' }) }],
      ['an exercise with an extra key', { exercises: [{ ...sessionExercise, photo: 'x' }] }],
      ['an exercise without an id', { exercises: [withoutKey(sessionExercise, 'exerciseId')] }],
      ['an exercise without its entry id', { exercises: [withoutKey(sessionExercise, 'id')] }],
      ['an exercise without its change time', { exercises: [withoutKey(sessionExercise, 'updatedAt')] }],
      ['an exercise of more than 50 sets', { exercises: [{ ...sessionExercise, sets: Array.from({ length: 51 }, () => loggedSet) }] }],
      ['exercise notes too long', { exercises: [{ ...sessionExercise, notes: 'x'.repeat(1001) }] }],
      ['a superset group too long', { exercises: [{ ...sessionExercise, supersetGroup: 'x'.repeat(21) }] }],
      ['a rest over 15 minutes', { exercises: [{ ...sessionExercise, restSec: 901 }] }],
      ['a target that is not a map', { exercises: [{ ...sessionExercise, target: 8 }] }],
      ['a coaching note of an unknown rule', { exercises: [{ ...sessionExercise, coaching: { ...coaching, kind: 'pyramide' } }] }],
      ['a coaching note of an unknown reason', { exercises: [{ ...sessionExercise, coaching: { ...coaching, reason: 'record' } }] }],
      ['a coaching note without its sets', { exercises: [{ ...sessionExercise, coaching: withoutKey(coaching, 'sets') }] }],
      ['a coaching note of 51 sets', { exercises: [{ ...sessionExercise, coaching: { ...coaching, sets: 51 } }] }],
      ['a coaching note with a last load beyond 1000 kg', { exercises: [{ ...sessionExercise, coaching: { ...coaching, lastKg: 1000.5 } }] }],
      ['a coaching note with an extra key', { exercises: [{ ...sessionExercise, coaching: { ...coaching, startKg: 40 } }] }],
      ['a coaching note that is not a map', { exercises: [{ ...sessionExercise, coaching: 'hausse' }] }],
      ['a program id too long', { programId: 'x'.repeat(129), week: 1, dayIndex: 0 }],
      ['a program id set to null', { programId: null }],
      ['a week beyond 52', { programId: 'p1', week: 53, dayIndex: 0 }],
      ['a day index beyond the week', { programId: 'p1', week: 1, dayIndex: 7 }],
      ['exercise ids that are not a list', { exerciseIds: 'developpe-couche' }],
      ['more than 40 exercise ids', { exerciseIds: Array.from({ length: 41 }, (_, i) => `ex${i}`) }],
    ],
    days: ['date'],
  },
  [
    {
      name: 'a program day with its program, week and day, targets, supersets and removals',
      run: {
        op: 'set',
        data: {
          ...session(),
          programId: 'p1',
          week: 2,
          dayIndex: 1,
          removed: { old: startedAt },
          exercises: sessionExercises(40, { ...sessionExercise, notes: 'prise large', supersetGroup: 'A', restSec: 120, target: { reps: 8, weightKg: 60 } }),
          updatedAt: stamps().updatedAt,
        },
      },
      expect: 'allow',
    },
    {
      name: 'a program day whose 40 exercises each say why their load was prefilled',
      run: {
        op: 'set',
        data: { ...session(), programId: 'p1', week: 1, dayIndex: 0, exercises: [...Array.from({ length: 39 }, () => ({ ...sessionExercise, coaching })), { ...sessionExercise, coaching: withoutKey(coaching, 'lastKg') }], updatedAt: stamps().updatedAt },
      },
      expect: 'allow',
    },
    {
      // The browser cannot tell whether its write creates the session (a reload offline drops the queued first write).
      name: 'writing the whole session again over the stored one',
      seed: { [SESSION]: { ...session(), updatedAt: Timestamp.fromMillis(1_700_000_000_000) } },
      run: { op: 'set', data: { ...session(), status: 'terminee', endedAt: startedAt + 60_000, updatedAt: stamps().updatedAt } },
      expect: 'allow',
    },
    { name: 'a session dated tomorrow (time zones ahead of UTC)', run: { op: 'set', data: { ...session(), date: utcDayFromToday(1), updatedAt: stamps().updatedAt } }, expect: 'allow' },
    { name: 'a session dated today', run: { op: 'set', data: { ...session(), date: utcDayFromToday(0), updatedAt: stamps().updatedAt } }, expect: 'allow' },
    // Three days on, so a run across midnight UTC still asks for a day after tomorrow.
    { name: 'a session dated after tomorrow', run: { op: 'set', data: { ...session(), date: utcDayFromToday(3), updatedAt: stamps().updatedAt } }, expect: 'deny' },
    {
      name: 'moving a stored session after tomorrow',
      seed: { [SESSION]: { ...session(), updatedAt: Timestamp.fromMillis(1_700_000_000_000) } },
      run: { op: 'update', data: { date: utcDayFromToday(30), updatedAt: stamps().updatedAt } },
      expect: 'deny',
    },
    { name: 'a session dated next year', run: { op: 'set', data: { ...session(), date: utcDayFromToday(365), updatedAt: stamps().updatedAt } }, expect: 'deny' },
    {
      name: 'a session written before exercise ids were derived',
      run: { op: 'set', data: { ...withoutKey(session(), 'exerciseIds'), updatedAt: stamps().updatedAt } },
      expect: 'allow',
    },
    {
      name: 'a finished session as the app writes it',
      run: { op: 'set', data: { ...sessionInputFrom(finishedSession()), updatedAt: stamps().updatedAt } },
      expect: 'allow',
    },
  ],
);

const exercise = { name: 'Fentes bulgares', muscles: ['quadriceps', 'fessiers'], equipment: ['halteres', 'banc'], kind: 'force', measure: 'charge-reps' };

const EXERCISE = 'users/alice/exercises/e1';
const exercises = documentTable('users/{uid}/exercises/{id}', {
  path: EXERCISE,
  valid: { ...exercise, ...stamps() },
  change: { name: 'Fentes bulgares lestées' },
  invalid: [
    ['an empty name', { name: '' }],
    ['a name too long', { name: 'x'.repeat(81) }],
    ['no muscle', { muscles: [] }],
    ['an unknown muscle', { muscles: ['quadriceps', 'cerveau'] }],
    ['more muscles than exist', { muscles: Array.from({ length: 15 }, () => 'dos') }],
    ['no equipment', { equipment: [] }],
    ['an unknown piece of equipment', { equipment: ['trampoline'] }],
    ['muscles that are not a list', { muscles: 'dos' }],
    ['an unknown kind', { kind: 'yoga' }],
    ['an unknown measure', { measure: 'calories' }],
    ['notes longer than 2000 characters', { notes: 'x'.repeat(2001) }],
    ['notes that are not text', { notes: ['serrer les omoplates'] }],
  ],
}, [
  {
    name: 'notes written on the guide page, at the bound',
    seed: { [EXERCISE]: storedStamps({ ...exercise, ...stamps() }) },
    run: { op: 'update', data: { notes: 'x'.repeat(2000), updatedAt: stamps().updatedAt } },
    expect: 'allow',
  },
  { name: 'an exercise created with empty notes', run: { op: 'set', data: { ...exercise, notes: '', ...stamps() } }, expect: 'allow' },
]);

export const TRAINING_TABLES: readonly RulesTable[] = [programs, sessions, exercises];
