import { COMMON_KEYS, errorKey, type CalculatorErrorId } from './keys.ts';
import { isSex, type Sex } from '#app/lib/person/sex.ts';
import { checkNumbers, type FieldError, type NumberCheck, type Range } from './result.ts';

export type { Sex };

export function checkSex(sex: unknown): FieldError[] {
  return isSex(sex) ? [] : [{ field: 'sex', key: errorKey('sexRequired') }];
}

export function checkChoice<T extends string>(field: string, value: T | undefined, allowed: readonly T[]): FieldError[] {
  return value === undefined || allowed.includes(value) ? [] : [{ field, key: errorKey('invalidChoice') }];
}

/** Picks the band whose lower bound is the highest one ≤ value; bounds sorted descending. */
export function bandFor<B extends string>(value: number, bounds: readonly (readonly [number, B])[], below: B): B {
  for (const [min, band] of bounds) if (value >= min) return band;
  return below;
}

/** The message of a value outside its range, by input field: a measure is worded the same in every calculator. */
const RANGE_ERRORS = {
  age: 'ageRange',
  weightKg: 'weightRange',
  heightCm: 'heightRange',
  waistCm: 'waistRange',
  neckCm: 'neckRange',
  hipCm: 'hipRange',
  bodyFatPct: 'bodyFatRange',
  targetBodyFatPct: 'targetBodyFatRange',
  restingHr: 'restingHrRange',
  maxHr: 'maxHrRange',
  activityFactor: 'activityFactorRange',
  maintenanceKcal: 'kcalRange',
  proteinGPerKg: 'proteinRange',
  fatSharePct: 'fatShareRange',
  leanMassKg: 'leanMassRange',
  loadKg: 'loadRange',
  reps: 'repsRange',
} as const satisfies Record<string, CalculatorErrorId>;
type RangedField = keyof typeof RANGE_ERRORS;

/** The checks of `fields`, each against its range in `ranges`; the `optional` ones may be absent. */
export function rangeChecks<F extends RangedField>(
  input: Partial<Record<F, number | null>>,
  ranges: Readonly<Record<F, Range>>,
  fields: readonly F[],
  optional: readonly F[] = [],
): NumberCheck[] {
  return fields.map((field) => ({ field, value: input[field], range: ranges[field], rangeKey: errorKey(RANGE_ERRORS[field]), optional: optional.includes(field) }));
}

/** Every error of `fields` at once: absent, not a number or out of range (see `rangeChecks`). */
export function checkRanges<F extends RangedField>(
  input: Partial<Record<F, number | null>>,
  ranges: Readonly<Record<F, Range>>,
  fields: readonly F[],
  optional: readonly F[] = [],
): FieldError[] {
  return checkNumbers(rangeChecks(input, ranges, fields, optional), COMMON_KEYS);
}
