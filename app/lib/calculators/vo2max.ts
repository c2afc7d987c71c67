import { rateVo2max } from '../fitness-tests/norms/vo2max.ts';
import type { NormTable, Rating } from '../fitness-tests/types.ts';
import { maxHrBy } from './heart-zones.ts';
import { COMMON_KEYS, errorKey } from './keys.ts';
import { checkNumbers, failure, success, type FieldError, type NumberCheck, type Result } from './result.ts';
import { checkChoice, checkSex, rangeChecks, type Sex } from './shared.ts';

/*
 * Two no-lab methods here; the field tests (Cooper, 1.5 mile, Rockport, Queens) have their own
 * pages and are scored by `scoreTest` in app/lib/fitness-tests.
 * - 'uth' (default): 15.3 × HRmax / HRrest, Uth et al. 2004 (Eur J Appl Physiol 91:111).
 * - 'daniels': VO2 from a race, Daniels & Gilbert. Decision (E ❓ units): v in m/min and t in
 *   minutes — with those units 5 km in 25:00 gives 38.3, matching Daniels' VDOT tables; seconds
 *   do not.
 */
export const VO2MAX_METHODS = ['uth', 'daniels'] as const;
export type Vo2maxMethod = (typeof VO2MAX_METHODS)[number];

export const VO2MAX_RANGES = {
  restingHr: { min: 30, max: 110 },
  maxHr: { min: 120, max: 230 },
  age: { min: 15, max: 90 },
  weightKg: { min: 30, max: 250 },
  /** Daniels' tables run from 1500 m to the marathon. */
  distanceKm: { min: 1.5, max: 42.195 },
  /** Race efforts of 3.5 min to 5 h, the span the %VO2max curve was fitted on. */
  timeSec: { min: 210, max: 5 * 3600 },
} as const;

export const uthVo2max = (maxHr: number, restingHr: number): number => (15.3 * maxHr) / restingHr;

export function danielsVo2max(distanceKm: number, timeSec: number): number {
  const t = timeSec / 60;
  const v = (distanceKm * 1000) / t;
  const vo2 = -4.6 + 0.182258 * v + 0.000104 * v * v;
  const fraction = 0.8 + 0.1894393 * Math.exp(-0.012778 * t) + 0.2989558 * Math.exp(-0.1932605 * t);
  return vo2 / fraction;
}

export interface Vo2maxInput {
  readonly method?: Vo2maxMethod;
  readonly restingHr?: number;
  /** Measured HRmax; without it Uth uses Tanaka from `age` (SEE 4.7 instead of 2.7). */
  readonly maxHr?: number;
  readonly age?: number;
  readonly sex?: Sex;
  readonly weightKg?: number;
  readonly distanceKm?: number;
  readonly timeSec?: number;
}

export interface Vo2maxOutput {
  /** mL·kg⁻¹·min⁻¹. */
  readonly value: number;
  readonly method: Vo2maxMethod;
  readonly metMax: number;
  /** L·min⁻¹, needs the weight. */
  readonly absoluteLMin: number | null;
  /** From the shared VO2max norms (sex and age needed; null outside them). */
  readonly band: Rating | null;
  readonly norm: { readonly table: NormTable; readonly sourceLabel: string } | null;
}

function methodChecks(method: Vo2maxMethod, input: Vo2maxInput): NumberCheck[] {
  const R = VO2MAX_RANGES;
  if (method === 'uth') {
    return [
      ...rangeChecks(input, R, ['restingHr', 'maxHr'], ['maxHr']),
    ];
  }
  return [
    { field: 'distanceKm', value: input.distanceKm, range: R.distanceKm, rangeKey: errorKey('distanceRange') },
    { field: 'timeSec', value: input.timeSec, range: R.timeSec, rangeKey: errorKey('raceTimeRange'), display: { min: 3.5, max: 5 } },
  ];
}

export function vo2max(input: Vo2maxInput): Result<Vo2maxOutput> {
  const method = input.method ?? 'uth';
  const R = VO2MAX_RANGES;
  const errors: FieldError[] = [
    ...checkChoice('method', method, VO2MAX_METHODS),
    ...(input.sex === undefined ? [] : checkSex(input.sex)),
    ...checkNumbers(
      [
        ...methodChecks(method, input),
        ...rangeChecks(input, R, ['age', 'weightKg'], ['age', 'weightKg']),
      ],
      COMMON_KEYS,
    ),
  ];
  if (method === 'uth' && input.maxHr === undefined && input.age === undefined) {
    errors.push({ field: 'maxHr', key: errorKey('maxHrOrAgeRequired') });
  }
  if (errors.length) return failure(errors);

  let value: number;
  if (method === 'uth') {
    const maxHr = input.maxHr ?? maxHrBy.tanaka(input.age ?? 0);
    const restingHr = input.restingHr ?? 0;
    if (restingHr >= maxHr) return failure([{ field: 'restingHr', key: errorKey('restingAboveMax') }]);
    value = uthVo2max(maxHr, restingHr);
  } else {
    value = danielsVo2max(input.distanceKm ?? 0, input.timeSec ?? 0);
  }
  const rated = input.sex !== undefined && input.age !== undefined ? rateVo2max(value, { sex: input.sex, age: input.age }) : null;
  return success({
    value,
    method,
    metMax: value / 3.5,
    absoluteLMin: input.weightKg === undefined ? null : (value * input.weightKg) / 1000,
    band: rated?.normClass.rating ?? null,
    norm: rated ? { table: rated.match.table, sourceLabel: rated.normClass.sourceLabel } : null,
  });
}
