import { COMMON_KEYS, errorKey } from './keys.ts';
import { checkNumbers, failure, success, type NumberCheck, type Result } from './result.ts';

export const KM_PER_MILE = 1.609344;

export const RACE_DISTANCES_KM = { '5k': 5, '10k': 10, half: 21.0975, marathon: 42.195 } as const;
export type RaceId = keyof typeof RACE_DISTANCES_KM;

/** B10 inputs: distance 0.4–100 km, time 1 min–24 h; pace/speed cover a slow walk to a sprint. */
export const PACE_RANGES = {
  distanceKm: { min: 0.4, max: 100 },
  timeSec: { min: 60, max: 24 * 3600 },
  paceSecPerKm: { min: 120, max: 1800 },
  speedKmh: { min: 2, max: 30 },
} as const;

/** Riegel 1981: T2 = T1 × (D2/D1)^1.06. */
export const RIEGEL_EXPONENT = 1.06;
/** Predictions further than ×10 (or ÷10) from the source distance are unreliable (B10). */
export const RIEGEL_MAX_RATIO = 10;

const TIME_DISPLAY = { min: 1, max: 24 }; // message says "1 min" … "24 h"

const distanceCheck = (field: string, value: number | undefined, key = errorKey('distanceRange')): NumberCheck => ({
  field,
  value,
  range: PACE_RANGES.distanceKm,
  rangeKey: key,
});
const timeCheck = (value: number | undefined): NumberCheck => ({
  field: 'timeSec',
  value,
  range: PACE_RANGES.timeSec,
  rangeKey: errorKey('timeRange'),
  display: TIME_DISPLAY,
});

const paceCheck = (value: number | undefined): NumberCheck => ({
  field: 'paceSecPerKm',
  value,
  range: PACE_RANGES.paceSecPerKm,
  rangeKey: errorKey('paceRange'),
  display: { min: PACE_RANGES.paceSecPerKm.min / 60, max: PACE_RANGES.paceSecPerKm.max / 60 }, // min/km
});

export function riegelTime(timeSec: number, distanceKm: number, targetDistanceKm: number): number {
  return timeSec * (targetDistanceKm / distanceKm) ** RIEGEL_EXPONENT;
}

function withinRiegel(distanceKm: number, targetDistanceKm: number): boolean {
  const ratio = targetDistanceKm / distanceKm;
  return ratio <= RIEGEL_MAX_RATIO && ratio >= 1 / RIEGEL_MAX_RATIO;
}

export interface PaceInput {
  readonly distanceKm: number;
  readonly timeSec: number;
}

export interface PaceOutput {
  /** Seconds per km. */
  readonly value: number;
  readonly speedKmh: number;
  readonly secPerMile: number;
  /** Riegel predictions for the usual races; null when too far from the source distance. */
  readonly predictions: Readonly<Record<RaceId, number | null>>;
}

export function pace(input: PaceInput): Result<PaceOutput> {
  const errors = checkNumbers([distanceCheck('distanceKm', input.distanceKm), timeCheck(input.timeSec)], COMMON_KEYS);
  if (errors.length) return failure(errors);
  const { distanceKm, timeSec } = input;
  const secPerKm = timeSec / distanceKm;
  const predictions = Object.fromEntries(
    Object.entries(RACE_DISTANCES_KM).map(([id, km]) => [
      id,
      withinRiegel(distanceKm, km) ? riegelTime(timeSec, distanceKm, km) : null,
    ]),
  ) as Record<RaceId, number | null>;
  return success({ value: secPerKm, speedKmh: 3600 / secPerKm, secPerMile: secPerKm * KM_PER_MILE, predictions });
}

export function paceToSpeed(input: { readonly paceSecPerKm: number }): Result<{ value: number }> {
  const errors = checkNumbers(
    [paceCheck(input.paceSecPerKm)],
    COMMON_KEYS,
  );
  return errors.length ? failure(errors) : success({ value: 3600 / input.paceSecPerKm });
}

export function speedToPace(input: { readonly speedKmh: number }): Result<{ value: number; secPerMile: number }> {
  const errors = checkNumbers(
    [{ field: 'speedKmh', value: input.speedKmh, range: PACE_RANGES.speedKmh, rangeKey: errorKey('speedRange') }],
    COMMON_KEYS,
  );
  if (errors.length) return failure(errors);
  const secPerKm = 3600 / input.speedKmh;
  return success({ value: secPerKm, secPerMile: secPerKm * KM_PER_MILE });
}

/** Time (s) to cover a distance at a pace. */
export function timeFromPace(input: { readonly distanceKm: number; readonly paceSecPerKm: number }): Result<{ value: number }> {
  const errors = checkNumbers(
    [
      distanceCheck('distanceKm', input.distanceKm),
      paceCheck(input.paceSecPerKm),
    ],
    COMMON_KEYS,
  );
  return errors.length ? failure(errors) : success({ value: input.distanceKm * input.paceSecPerKm });
}

export interface RiegelInput extends PaceInput {
  readonly targetDistanceKm: number;
}

/** Riegel race-time prediction for any target distance within ×10 of the source. */
export function riegel(input: RiegelInput): Result<{ value: number }> {
  const errors = checkNumbers(
    [
      distanceCheck('distanceKm', input.distanceKm),
      timeCheck(input.timeSec),
      distanceCheck('targetDistanceKm', input.targetDistanceKm, errorKey('targetDistanceRange')),
    ],
    COMMON_KEYS,
  );
  if (errors.length) return failure(errors);
  if (!withinRiegel(input.distanceKm, input.targetDistanceKm)) {
    return failure([{ field: 'targetDistanceKm', key: errorKey('raceRatio'), params: { max: RIEGEL_MAX_RATIO } }]);
  }
  return success({ value: riegelTime(input.timeSec, input.distanceKm, input.targetDistanceKm) });
}
