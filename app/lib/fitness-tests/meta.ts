import type { Range } from '../calculators/result.ts';
import type { Sex } from './types.ts';

export const TEST_IDS = [
  'cooper-12min',
  'run-1_5-mile',
  'rockport-1-mile',
  'step-queens',
  'broad-jump',
  'vertical-jump',
  'pushups-max',
  'situps-1min',
  'plank-hold',
  'sit-and-reach',
] as const;
export type TestId = (typeof TEST_IDS)[number];

export function isTestId(value: string): value is TestId {
  return (TEST_IDS as readonly string[]).includes(value);
}

/** Push-up variant as stored with the result (domain values, French like 'homme'). */
export const PUSHUP_VARIANTS = ['complet', 'genoux'] as const;
export type PushupVariant = (typeof PUSHUP_VARIANTS)[number];
/** CSEP norms exist only for men on toes and women on knees (A7). */
export const PUSHUP_NORM_VARIANT: Readonly<Record<Sex, PushupVariant>> = { homme: 'complet', femme: 'genoux' };

/**
 * Where the zero of each sit-and-reach device sits relative to the soles (cm), A10 (Topend):
 * a reading minus the offset is the reach past the soles, comparable across devices.
 */
export const SIT_AND_REACH_DEVICES = {
  ymca: 38.1,
  csep: 26,
  'presidents-challenge': 23,
  eurofit: 15,
  soles: 0,
} as const;
export type SitAndReachDevice = keyof typeof SIT_AND_REACH_DEVICES;

/** Reach relative to the soles that we accept, whatever the device (cm). */
export const REACH_PAST_SOLES_RANGE: Range = { min: -40, max: 50 };

export function sitAndReachRange(device: SitAndReachDevice): Range {
  const offset = SIT_AND_REACH_DEVICES[device];
  return { min: REACH_PAST_SOLES_RANGE.min + offset, max: REACH_PAST_SOLES_RANGE.max + offset };
}

export interface TestInputs {
  readonly distanceM?: number;
  readonly timeSec?: number;
  readonly heartRate?: number;
  readonly weightKg?: number;
  readonly recoveryHr?: number;
  readonly distanceCm?: number;
  readonly heightCm?: number;
  readonly reps?: number;
  readonly variant?: PushupVariant;
  readonly device?: SitAndReachDevice;
}

export type NumericInputName = Exclude<keyof TestInputs, 'variant' | 'device'>;

export interface InputSpec {
  readonly name: NumericInputName;
  readonly unit: 'm' | 's' | 'bpm' | 'kg' | 'cm' | 'reps';
  readonly range: Range;
  /** Optional inputs enrich the result (power, relative jump) but are not needed for the score. */
  readonly optional: boolean;
  /** `weightKg` may come from the profile (`person.weightKg`) instead of the form. */
  readonly fromProfile?: boolean;
}

export type TimerSpec =
  | { readonly kind: 'countdown'; readonly durationMs: number }
  | { readonly kind: 'stopwatch' }
  | {
      readonly kind: 'metronome';
      readonly durationMs: number;
      /** Step cycles (up-up-down-down) per minute. */
      readonly cyclesPerMinute: Readonly<Record<Sex, number>>;
      /** Metronome clicks: four per cycle (96 men, 88 women). */
      readonly beatsPerMinute: Readonly<Record<Sex, number>>;
      /** Pulse counted over this window after the stepping stops, then × 4 (15 s count). */
      readonly recoveryWindowMs: { readonly start: number; readonly end: number };
    };

export interface TestMeta {
  readonly id: TestId;
  /** Unit of the recorded `value`. */
  readonly unit: 'm' | 's' | 'cm' | 'reps' | 'bpm';
  readonly inputs: readonly InputSpec[];
  readonly timer: TimerSpec | null;
  /** Maximal effort: the UI shows the PAR-Q+-type screening note before starting. */
  readonly maximal: boolean;
  readonly estimatesVo2max: boolean;
  /** Age bounds of the estimate equation itself (Rockport), beyond the norm tables. */
  readonly ageRange?: Range;
}

const req = (name: NumericInputName, unit: InputSpec['unit'], min: number, max: number): InputSpec => ({
  name,
  unit,
  range: { min, max },
  optional: false,
});

const MINUTE = 60_000;

/*
 * Valid ranges come from each test's published protocol where it gives them; the others are
 * decisions:
 * Cooper 800–5000 m, 1.5 mile 7–30 min, Rockport 10–30 min / HR 80–200 / 18–80 y,
 * Queens HR 80–210, vertical jump 5–120 cm / 30–200 kg. Ranges the reference leaves open
 * (broad jump, reps, plank) are set wide enough for any real performance.
 */
export const TESTS: Readonly<Record<TestId, TestMeta>> = {
  'cooper-12min': {
    id: 'cooper-12min',
    unit: 'm',
    inputs: [req('distanceM', 'm', 800, 5000)],
    timer: { kind: 'countdown', durationMs: 12 * MINUTE },
    maximal: true,
    estimatesVo2max: true,
  },
  'run-1_5-mile': {
    id: 'run-1_5-mile',
    unit: 's',
    inputs: [req('timeSec', 's', 7 * 60, 30 * 60)],
    timer: { kind: 'stopwatch' },
    maximal: true,
    estimatesVo2max: true,
  },
  'rockport-1-mile': {
    id: 'rockport-1-mile',
    unit: 's',
    inputs: [
      req('timeSec', 's', 10 * 60, 30 * 60),
      req('heartRate', 'bpm', 80, 200),
      { ...req('weightKg', 'kg', 30, 250), fromProfile: true },
    ],
    timer: { kind: 'stopwatch' },
    maximal: false,
    estimatesVo2max: true,
    ageRange: { min: 18, max: 80 },
  },
  'step-queens': {
    id: 'step-queens',
    unit: 'bpm',
    inputs: [req('recoveryHr', 'bpm', 80, 210)],
    timer: {
      kind: 'metronome',
      durationMs: 3 * MINUTE,
      cyclesPerMinute: { homme: 24, femme: 22 },
      beatsPerMinute: { homme: 96, femme: 88 },
      recoveryWindowMs: { start: 5_000, end: 20_000 },
    },
    // Submaximal by design (fixed cadence), but 3 min at 96 beats/min is hard for the unfit.
    maximal: false,
    estimatesVo2max: true,
  },
  'broad-jump': {
    id: 'broad-jump',
    unit: 'cm',
    inputs: [req('distanceCm', 'cm', 30, 400), { ...req('heightCm', 'cm', 100, 230), optional: true }],
    timer: null,
    maximal: true,
    estimatesVo2max: false,
  },
  'vertical-jump': {
    id: 'vertical-jump',
    unit: 'cm',
    inputs: [req('distanceCm', 'cm', 5, 120), { ...req('weightKg', 'kg', 30, 200), optional: true, fromProfile: true }],
    timer: null,
    maximal: true,
    estimatesVo2max: false,
  },
  'pushups-max': {
    id: 'pushups-max',
    unit: 'reps',
    inputs: [req('reps', 'reps', 0, 200)],
    timer: null,
    maximal: true,
    estimatesVo2max: false,
  },
  'situps-1min': {
    id: 'situps-1min',
    unit: 'reps',
    inputs: [req('reps', 'reps', 0, 120)],
    timer: { kind: 'countdown', durationMs: MINUTE },
    maximal: false,
    estimatesVo2max: false,
  },
  'plank-hold': {
    id: 'plank-hold',
    unit: 's',
    inputs: [req('timeSec', 's', 1, 60 * 60)],
    timer: { kind: 'stopwatch' },
    maximal: false,
    estimatesVo2max: false,
  },
  'sit-and-reach': {
    id: 'sit-and-reach',
    unit: 'cm',
    // Shown for the default YMCA yardstick; other devices: sitAndReachRange(device).
    inputs: [{ ...req('distanceCm', 'cm', 0, 0), range: sitAndReachRange('ymca') }],
    timer: null,
    maximal: false,
    estimatesVo2max: false,
  },
};
