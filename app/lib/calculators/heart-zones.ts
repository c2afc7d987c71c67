import { errorKey } from './keys.ts';
import { failure, success, type FieldError, type Result } from './result.ts';
import { checkChoice, checkRanges } from './shared.ts';

export const HEART_ZONE_RANGES = {
  age: { min: 15, max: 90 },
  restingHr: { min: 30, max: 110 },
  maxHr: { min: 120, max: 230 },
} as const;

export const MAX_HR_FORMULAS = ['tanaka', 'fox', 'gellish', 'gellish-nonlinear'] as const;
export type MaxHrFormula = (typeof MAX_HR_FORMULAS)[number];

/** B6. Tanaka 2001 is the default (meta-analysis, smallest bias across ages). */
export const maxHrBy: Readonly<Record<MaxHrFormula, (age: number) => number>> = {
  tanaka: (age) => 208 - 0.7 * age,
  fox: (age) => 220 - age,
  gellish: (age) => 207 - 0.7 * age,
  // Gellish 2007 non-linear form (❓ not in the abstract): kept as a comparison only.
  'gellish-nonlinear': (age) => 192 - 0.007 * age * age,
};

/** Polar 5-zone model, % of HRmax (or of HR reserve with Karvonen). */
export const HEART_ZONES = [
  { id: 'z1', minPct: 50, maxPct: 60 },
  { id: 'z2', minPct: 60, maxPct: 70 },
  { id: 'z3', minPct: 70, maxPct: 80 },
  { id: 'z4', minPct: 80, maxPct: 90 },
  { id: 'z5', minPct: 90, maxPct: 100 },
] as const;
export type HeartZoneId = (typeof HEART_ZONES)[number]['id'];

export interface HeartZone {
  readonly id: HeartZoneId;
  readonly minPct: number;
  readonly maxPct: number;
  readonly minBpm: number;
  readonly maxBpm: number;
}

export interface HeartZonesInput {
  /** Needed unless a measured maxHr is given. */
  readonly age?: number;
  /** Measured HRmax: always preferred to an age formula. */
  readonly maxHr?: number;
  /** When given, zones use Karvonen's heart-rate reserve. */
  readonly restingHr?: number;
  readonly method?: MaxHrFormula;
}

export interface HeartZonesOutput {
  /** HRmax used, bpm. */
  readonly value: number;
  readonly maxHrSource: 'measured' | MaxHrFormula;
  readonly karvonen: boolean;
  readonly zones: readonly HeartZone[];
  /** Every formula at this age, or null without age. */
  readonly byFormula: Readonly<Record<MaxHrFormula, number>> | null;
}

/** Karvonen 1957: HRrest + % × (HRmax − HRrest); with HRrest = 0 it is plain % HRmax. */
export function targetHr(pct: number, maxHr: number, restingHr = 0): number {
  return restingHr + (pct / 100) * (maxHr - restingHr);
}

/*
 * Decision (B6 ❓): with a resting HR the same 50–100 % bounds are applied to the reserve
 * (Karvonen). % HRR runs higher than % HRmax (ACSM: 40 % HRR ≈ 64 % HRmax), so the UI labels
 * which model it shows. Bounds are rounded to whole bpm, as monitors display them; adjacent
 * zones share their boundary value, as in Polar's display.
 */
export function heartZones(input: HeartZonesInput): Result<HeartZonesOutput> {
  const method = input.method ?? 'tanaka';
  const R = HEART_ZONE_RANGES;
  const errors: FieldError[] = [
    ...checkChoice('method', method, MAX_HR_FORMULAS),
    ...checkRanges(input, R, ['age', 'maxHr', 'restingHr'], ['age', 'maxHr', 'restingHr']),
  ];
  if (input.age === undefined && input.maxHr === undefined) errors.push({ field: 'age', key: errorKey('maxHrOrAgeRequired') });
  if (errors.length) return failure(errors);

  const byFormula =
    input.age === undefined
      ? null
      : (Object.fromEntries(MAX_HR_FORMULAS.map((f) => [f, maxHrBy[f](input.age ?? 0)])) as Record<MaxHrFormula, number>);
  const maxHr = input.maxHr ?? byFormula?.[method] ?? 0;
  const resting = input.restingHr;
  if (resting !== undefined && resting >= maxHr) {
    return failure([{ field: 'restingHr', key: errorKey('restingAboveMax') }]);
  }
  const zones = HEART_ZONES.map((z) => ({
    ...z,
    minBpm: Math.round(targetHr(z.minPct, maxHr, resting)),
    maxBpm: Math.round(targetHr(z.maxPct, maxHr, resting)),
  }));
  return success({
    value: maxHr,
    maxHrSource: input.maxHr === undefined ? method : 'measured',
    karvonen: resting !== undefined,
    zones,
    byFormula,
  });
}
