import { COMMON_KEYS, errorKey } from './keys.ts';
import { checkNumbers, failure, round, success, type Result } from './result.ts';
import { bandFor } from './shared.ts';

/** B1: the reference's input ranges; adults only (children need WHO/IOTF z-scores). */
export const BMI_RANGES = {
  weightKg: { min: 20, max: 300 },
  heightCm: { min: 100, max: 250 },
  age: { min: 18, max: 120 },
} as const;

/** WHO 1995/2000/2004 classes. */
export const BMI_BANDS = [
  'severe-thinness',
  'moderate-thinness',
  'mild-thinness',
  'normal',
  'overweight',
  'obesity-1',
  'obesity-2',
  'obesity-3',
] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

const BMI_LOWER_BOUNDS: readonly (readonly [number, BmiBand])[] = [
  [40, 'obesity-3'],
  [35, 'obesity-2'],
  [30, 'obesity-1'],
  [25, 'overweight'],
  [18.5, 'normal'],
  [17, 'mild-thinness'],
  [16, 'moderate-thinness'],
];

/**
 * Decision: BMI is returned rounded to 1 decimal (the reference's output precision) and
 * classified on that rounded value, so the band always matches the figure on screen
 * (24.96 shows "25,0" and is "surpoids", never "25,0 — corpulence normale").
 */
export function bmiBand(value: number): BmiBand {
  return bandFor(round(value, 1), BMI_LOWER_BOUNDS, 'severe-thinness');
}

export function bmiValue(weightKg: number, heightCm: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

export interface BmiInput {
  readonly weightKg: number;
  readonly heightCm: number;
  /** Optional: when given, must be adult. */
  readonly age?: number;
}

export function bmi(input: BmiInput): Result<{ value: number; band: BmiBand }> {
  const errors = checkNumbers(
    [
      { field: 'weightKg', value: input.weightKg, range: BMI_RANGES.weightKg, rangeKey: errorKey('weightRange') },
      { field: 'heightCm', value: input.heightCm, range: BMI_RANGES.heightCm, rangeKey: errorKey('heightRange') },
      { field: 'age', value: input.age, range: BMI_RANGES.age, rangeKey: errorKey('ageRange'), optional: true },
    ],
    COMMON_KEYS,
  );
  if (errors.length) return failure(errors);
  const value = round(bmiValue(input.weightKg, input.heightCm), 1);
  return success({ value, band: bmiBand(value) });
}
