// The profile (with its avatar), body measurements, nutrition goals and timer presets. Bounds come
// from the app's own modules, so a bound changed in the app without the rules fails here.
import { serverTimestamp } from 'firebase/firestore/lite';
import { MEASURE_BOUNDS, MEASURE_KEYS, NOTES_MAX } from '#app/lib/data/measurements.ts';
import { DISPLAY_NAME_MAX, PROFILE_BOUNDS } from '#app/lib/data/profile.ts';
import { NUTRITION_GOAL_BOUNDS } from '#app/lib/data/nutrition-goals.ts';
import { MAX_TIMER_PRESETS, PRESET_NAME_MAX, type TimerPreset } from '#app/lib/data/timer-presets.ts';
import { TIMER_LIMITS } from '#app/lib/timers/config.ts';
import { documentTable, stamps, storedStamps, withoutKey, type Data, type InvalidValues, type RulesTable } from '../rules-table.ts';

/** Below the minimum and above the maximum of each bound. */
function outOfBounds(bounds: Readonly<Record<string, { min: number; max: number }>>): InvalidValues {
  return Object.entries(bounds).flatMap(([key, b]) => [
    [`${key} below ${b.min}`, { [key]: b.min - 1 }],
    [`${key} above ${b.max}`, { [key]: b.max + 1 }],
  ]);
}

export const profileInput = {
  displayName: 'Alice',
  sex: 'femme',
  birthDate: '1990-04-12',
  heightCm: 168,
  activityLevel: 'moderement-actif',
  goal: 'maintien',
  energyUnit: 'kcal',
} as const;

const PROFILE = 'users/alice';
const mergeIntoProfile = (name: string, data: Data) =>
  ({
    name,
    seed: { [PROFILE]: storedStamps({ ...profileInput, ...stamps() }) },
    run: { op: 'set', merge: true, data: { ...data, updatedAt: serverTimestamp() } },
    expect: 'allow',
  }) as const;

const profile = documentTable(
  'users/{uid}',
  {
    path: PROFILE,
    merge: true,
    valid: { ...profileInput, ...stamps() },
    change: { heightCm: 169.5 },
    invalid: [
      ['an empty name', { displayName: '' }],
      ['a name too long', { displayName: 'x'.repeat(DISPLAY_NAME_MAX + 1) }],
      ['a height below the range', { heightCm: PROFILE_BOUNDS.heightCm.min - 1 }],
      ['a height above the range', { heightCm: PROFILE_BOUNDS.heightCm.max + 1 }],
      ['a height as text', { heightCm: '180' }],
      ['an unknown sex', { sex: 'autre' }],
      ['an unknown activity level', { activityLevel: 'hyperactif' }],
      ['an unknown goal', { goal: 'seche' }],
      ['an unknown energy unit', { energyUnit: 'joules' }],
      ['an avatar with an unknown colour', { avatar: { kind: 'initiales', id: null, color: 'fuchsia' } }],
      ['an illustration without a preset', { avatar: { kind: 'illustration', id: null, color: 'ocean' } }],
      ['initials with a preset', { avatar: { kind: 'initiales', id: 'velo', color: 'ocean' } }],
      ['an avatar with an extra key', { avatar: { kind: 'initiales', id: null, color: 'ocean', url: 'http://x' } }],
      ['an avatar that is not a map', { avatar: 'velo' }],
      ['a non-boolean leaderboard opt-in', { leaderboardOptIn: 'oui' }],
      ['an admin flag', { isAdmin: true }],
    ],
    days: ['birthDate'],
  },
  [
    // The merge writes the screens make once the profile exists: each sends only its own fields.
    mergeIntoProfile('the owner clearing optional facts', { sex: null, birthDate: null }),
    mergeIntoProfile('the owner choosing an illustration', { avatar: { kind: 'illustration', id: 'velo', color: 'ocean' } }),
    mergeIntoProfile('the owner going back to initials', { avatar: { kind: 'initiales', id: null, color: 'ambre' } }),
    mergeIntoProfile('the owner opting in to the leaderboard', { leaderboardOptIn: true }),
    {
      name: 'a first avatar that names the profile',
      run: { op: 'set', merge: true, data: { avatar: { kind: 'initiales', id: null, color: 'emeraude' }, displayName: 'Alice', ...stamps() } },
      expect: 'allow',
    },
  ],
);

const measurement = {
  date: '2025-03-02',
  weightKg: 72.5,
  bodyFatPct: null,
  waistCm: 81,
  hipsCm: null,
  chestCm: null,
  neckCm: 37.5,
  armCm: null,
  thighCm: null,
  notes: 'à jeun',
};

export const measurementInput = measurement;

const measurements = documentTable('users/{uid}/measurements/{id}', {
  path: 'users/alice/measurements/m1',
  valid: { ...measurement, ...stamps() },
  change: { weightKg: 72.1, notes: '' },
  invalid: [
    ...outOfBounds(MEASURE_BOUNDS),
    ['a neck as text', { neckCm: '37,5' }],
    ['no measure at all', Object.fromEntries(MEASURE_KEYS.map((k) => [k, null]))],
    ['notes too long', { notes: 'x'.repeat(NOTES_MAX + 1) }],
    ['a missing field', (valid) => withoutKey(valid, 'notes')],
    ['a missing measure', (valid) => withoutKey(valid, 'hipsCm')],
  ],
  days: ['date'],
});

const goals = { mode: 'auto', kcal: 2150, proteinG: 116, carbsG: 268, fatG: 72, fiberG: 30 };
export const nutritionGoalsInput = goals;

const nutritionGoals = documentTable('users/{uid}/settings/nutritionGoals', {
  path: 'users/alice/settings/nutritionGoals',
  merge: true,
  list: false,
  valid: { ...goals, updatedAt: serverTimestamp() },
  change: { mode: 'manuel', kcal: 1900 },
  invalid: [
    ...outOfBounds(NUTRITION_GOAL_BOUNDS),
    ['a fractional value', { proteinG: 116.5 }],
    ['an unknown mode', { mode: 'magique' }],
    ['a missing value', (valid) => withoutKey(valid, 'fiberG')],
  ],
});

/** A valid preset of each timer kind. */
export const PRESETS: TimerPreset[] = [
  {
    id: 'b0c5f8a4-6c8e-4d5e-9b1a-2f3c4d5e6f70',
    name: 'Tabata',
    config: { kind: 'interval', workMs: 20_000, restMs: 10_000, rounds: 8, sets: 1, setRestMs: 60_000 },
  },
  { id: 'p2', name: 'Repos 90 s', config: { kind: 'rest', durationMs: 90_000 } },
  { id: 'p3', name: 'EMOM 10', config: { kind: 'emom', intervalMs: 60_000, rounds: 10 } },
  { id: 'p4', name: 'AMRAP 12', config: { kind: 'amrap', durationMs: 720_000 } },
  { id: 'p5', name: 'Pour le temps', config: { kind: 'for-time', capMs: null } },
  { id: 'p6', name: 'Chrono', config: { kind: 'stopwatch' } },
];
const preset = (config: Data, extra: Data = {}) => ({ id: 'x', name: 'Mon minuteur', config, ...extra });
const withPresets = (presets: unknown[]) => ({ presets });
const fullList = (last: Data) => withPresets([...Array.from({ length: MAX_TIMER_PRESETS - 1 }, (_, i) => ({ ...PRESETS[1], id: `p${i}` })), last]);
const L = TIMER_LIMITS;

const timers = documentTable(
  'users/{uid}/settings/timers',
  {
    path: 'users/alice/settings/timers',
    merge: true,
    list: false,
    valid: { presets: PRESETS, updatedAt: serverTimestamp() },
    change: { presets: PRESETS.slice(1) },
    invalid: [
      ['more than the maximum number of presets', withPresets(Array.from({ length: MAX_TIMER_PRESETS + 1 }, (_, i) => ({ ...PRESETS[1], id: `p${i}` })))],
      ['an invalid last preset of a full list', fullList(preset({ kind: 'rest', durationMs: 0 }))],
      ['presets that are not a list', { presets: { p1: PRESETS[0] } }],
      ['a preset that is not a map', withPresets(['Tabata'])],
      ['a preset with an extra key', withPresets([preset({ kind: 'stopwatch' }, { color: 'rouge' })])],
      ['a preset without a name', withPresets([{ id: 'x', config: { kind: 'stopwatch' } }])],
      ['an empty preset name', withPresets([preset({ kind: 'stopwatch' }, { name: '' })])],
      ['a preset name too long', withPresets([preset({ kind: 'stopwatch' }, { name: 'x'.repeat(PRESET_NAME_MAX + 1) })])],
      ['a preset id too long', withPresets([preset({ kind: 'stopwatch' }, { id: 'x'.repeat(65) })])],
      ['an unknown timer kind', withPresets([preset({ kind: 'pomodoro' })])],
      ['a config with an extra key', withPresets([preset({ kind: 'stopwatch', durationMs: 1000 })])],
      ['a rest shorter than the minimum', withPresets([preset({ kind: 'rest', durationMs: L.phaseMs.min - 1 })])],
      ['a rest longer than the maximum', withPresets([preset({ kind: 'rest', durationMs: L.phaseMs.max + 1 })])],
      ['an interval work phase above the maximum', withPresets([preset({ ...PRESETS[0]!.config, workMs: L.phaseMs.max + 1 })])],
      ['an interval rest below zero', withPresets([preset({ ...PRESETS[0]!.config, restMs: -1 })])],
      ['too many interval rounds', withPresets([preset({ ...PRESETS[0]!.config, rounds: L.rounds.max + 1 })])],
      ['fractional interval rounds', withPresets([preset({ ...PRESETS[0]!.config, rounds: 2.5 })])],
      ['too many interval sets', withPresets([preset({ ...PRESETS[0]!.config, sets: L.sets.max + 1 })])],
      ['an interval without its rest between sets', withPresets([preset(withoutKey(PRESETS[0]!.config, 'setRestMs'))])],
      ['an EMOM without rounds', withPresets([preset({ kind: 'emom', intervalMs: 60_000 })])],
      ['an AMRAP longer than the cap', withPresets([preset({ kind: 'amrap', durationMs: L.totalMs.max + 1 })])],
      ['a for-time cap below the minimum', withPresets([preset({ kind: 'for-time', capMs: L.totalMs.min - 1 })])],
      ['a for-time without its cap', withPresets([preset({ kind: 'for-time' })])],
    ],
  },
  [
    {
      name: 'a full list of valid presets',
      run: { op: 'set', merge: true, data: { ...fullList(preset({ kind: 'for-time', capMs: L.totalMs.max })), updatedAt: serverTimestamp() } },
      expect: 'allow',
    },
    { name: 'an empty list', run: { op: 'set', merge: true, data: { presets: [], updatedAt: serverTimestamp() } }, expect: 'allow' },
  ],
);

export const PROFILE_TABLES: readonly RulesTable[] = [profile, measurements, nutritionGoals, timers];
