import { bmiValue } from './bmi.ts';
import { COMMON_KEYS, errorKey } from './keys.ts';
import { checkNumbers, failure, success, type FieldError, type NumberCheck, type Result } from './result.ts';
import { bandFor, checkChoice, checkSex, rangeChecks, type Sex } from './shared.ts';

export const BODY_FAT_METHODS = ['navy', 'deurenberg', 'jackson-pollock-3'] as const;
export type BodyFatMethod = (typeof BODY_FAT_METHODS)[number];

/** B4 ranges. Skinfold sum: three sites of ≥ 3 mm up to what a caliper opens to. */
export const BODY_FAT_RANGES = {
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 30, max: 250 },
  neckCm: { min: 20, max: 70 },
  waistCm: { min: 40, max: 200 },
  hipCm: { min: 50, max: 200 },
  age: { min: 18, max: 90 },
  skinfoldSumMm: { min: 9, max: 150 },
  /** Jackson–Pollock samples: men 18–61 y, women 18–55 y. */
  jacksonPollockAge: { homme: { min: 18, max: 61 }, femme: { min: 18, max: 55 } },
  /** Measured body-fat inputs elsewhere (FFMI, sport BMI, Katch–McArdle). */
  bodyFatPct: { min: 3, max: 60 },
} as const;

/**
 * A result outside this span means the measurements left the equation's domain (e.g. a waist
 * barely above the neck makes Navy negative): report it instead of a meaningless percentage.
 */
export const PLAUSIBLE_BODY_FAT = { min: 2, max: 70 } as const;

/** ACE categories (B4). */
export const BODY_FAT_BANDS = ['below-essential', 'essential', 'athletes', 'fitness', 'average', 'obese'] as const;
export type BodyFatBand = (typeof BODY_FAT_BANDS)[number];

/*
 * The ACE table prints integer ranges with gaps (men 2–5, 6–13…). Each category is taken as
 * running from its lower bound up to the next one, so 13.6 % is "athletes" and 14 % "fitness".
 * Below the essential-fat floor gets its own band rather than being called "essential".
 */
const ACE_LOWER_BOUNDS: Readonly<Record<Sex, readonly (readonly [number, BodyFatBand])[]>> = {
  homme: [
    [25, 'obese'],
    [18, 'average'],
    [14, 'fitness'],
    [6, 'athletes'],
    [2, 'essential'],
  ],
  femme: [
    [32, 'obese'],
    [25, 'average'],
    [21, 'fitness'],
    [14, 'athletes'],
    [10, 'essential'],
  ],
};

export function bodyFatBand(sex: Sex, pct: number): BodyFatBand {
  return bandFor(pct, ACE_LOWER_BOUNDS[sex], 'below-essential');
}

/** Hodgdon & Beckett 1984 (NHRC 84-11), metric form. */
export function navyBodyFat(p: { sex: Sex; heightCm: number; waistCm: number; neckCm: number; hipCm?: number }): number {
  if (p.sex === 'homme') {
    return 495 / (1.0324 - 0.19077 * Math.log10(p.waistCm - p.neckCm) + 0.15456 * Math.log10(p.heightCm)) - 450;
  }
  return (
    495 / (1.29579 - 0.35004 * Math.log10(p.waistCm + (p.hipCm ?? 0) - p.neckCm) + 0.221 * Math.log10(p.heightCm)) - 450
  );
}

/** Deurenberg et al. 1991 (Br J Nutr 65:105), adult form; sex = 1 for men. */
export function deurenbergBodyFat(p: { sex: Sex; age: number; bmi: number }): number {
  return 1.2 * p.bmi + 0.23 * p.age - 10.8 * (p.sex === 'homme' ? 1 : 0) - 5.4;
}

/** Jackson–Pollock 3-site body density (NSCA Essentials 13.25–13.26). */
export function jacksonPollock3Density(p: { sex: Sex; age: number; skinfoldSumMm: number }): number {
  const s = p.skinfoldSumMm;
  return p.sex === 'homme'
    ? 1.10938 - 0.0008267 * s + 0.0000016 * s * s - 0.0002574 * p.age
    : 1.0994921 - 0.0009929 * s + 0.0000023 * s * s - 0.0001392 * p.age;
}

/** Siri 1961. */
export function siriBodyFat(density: number): number {
  return 495 / density - 450;
}

export interface BodyFatInput {
  readonly method?: BodyFatMethod;
  readonly sex: Sex;
  readonly heightCm?: number;
  readonly weightKg?: number;
  readonly waistCm?: number;
  readonly neckCm?: number;
  readonly hipCm?: number;
  readonly age?: number;
  /** Jackson–Pollock: men chest + abdomen + thigh, women triceps + suprailiac + thigh. */
  readonly skinfoldSumMm?: number;
}

export interface BodyFatOutput {
  readonly value: number;
  readonly band: BodyFatBand;
  readonly method: BodyFatMethod;
  /** Only when the weight is known (Navy and skinfolds do not need it). */
  readonly fatMassKg: number | null;
  readonly leanMassKg: number | null;
}

function checksFor(method: BodyFatMethod, input: BodyFatInput): NumberCheck[] {
  const R = BODY_FAT_RANGES;
  const weight: NumberCheck = { field: 'weightKg', value: input.weightKg, range: R.weightKg, rangeKey: errorKey('weightRange') };
  switch (method) {
    case 'navy':
      return [
        ...rangeChecks(input, R, ['heightCm', 'waistCm', 'neckCm', 'hipCm'], input.sex === 'femme' ? [] : ['hipCm']),
        { ...weight, optional: true },
      ];
    case 'deurenberg':
      return [
        ...rangeChecks(input, R, ['heightCm']),
        weight,
        ...rangeChecks(input, R, ['age']),
      ];
    case 'jackson-pollock-3':
      return [
        { field: 'skinfoldSumMm', value: input.skinfoldSumMm, range: R.skinfoldSumMm, rangeKey: errorKey('skinfoldRange') },
        { field: 'age', value: input.age, range: R.jacksonPollockAge[input.sex], rangeKey: errorKey('ageRange') },
        { ...weight, optional: true },
      ];
  }
}

/** The input blamed when a result falls outside the model (the one that drives it most). */
const OUT_OF_MODEL_FIELD: Readonly<Record<BodyFatMethod, string>> = {
  navy: 'waistCm',
  deurenberg: 'weightKg',
  'jackson-pollock-3': 'skinfoldSumMm',
};

/** Inputs are validated before use; these only satisfy the optional types. */
const n = (v: number | undefined): number => v ?? Number.NaN;
const n0 = (v: number | undefined): number => v ?? 0;

function estimate(method: BodyFatMethod, input: BodyFatInput): number {
  switch (method) {
    case 'navy':
      return navyBodyFat({ sex: input.sex, heightCm: n(input.heightCm), waistCm: n(input.waistCm), neckCm: n(input.neckCm), hipCm: input.hipCm });
    case 'deurenberg':
      return deurenbergBodyFat({ sex: input.sex, age: n(input.age), bmi: bmiValue(n(input.weightKg), n(input.heightCm)) });
    case 'jackson-pollock-3':
      return siriBodyFat(jacksonPollock3Density({ sex: input.sex, age: n(input.age), skinfoldSumMm: n(input.skinfoldSumMm) }));
  }
}

/** B4: percentage body fat by US Navy tape (default), Deurenberg (BMI-based) or JP3 skinfolds. */
export function bodyFat(input: BodyFatInput): Result<BodyFatOutput> {
  const method = input.method ?? 'navy';
  const choiceErrors = [...checkSex(input.sex), ...checkChoice('method', method, BODY_FAT_METHODS)];
  if (choiceErrors.length) return failure(choiceErrors);
  const errors: FieldError[] = checkNumbers(checksFor(method, input), COMMON_KEYS);
  if (errors.length) return failure(errors);

  if (method === 'navy') {
    const girth = input.sex === 'homme' ? n0(input.waistCm) - n0(input.neckCm) : n0(input.waistCm) + n0(input.hipCm) - n0(input.neckCm);
    if (girth <= 0) return failure([{ field: 'waistCm', key: errorKey('navyCircumferences') }]);
  }
  const value = estimate(method, input);
  if (!Number.isFinite(value) || value < PLAUSIBLE_BODY_FAT.min || value > PLAUSIBLE_BODY_FAT.max) {
    return failure([{ field: OUT_OF_MODEL_FIELD[method], key: errorKey('bodyFatOutOfModel') }]);
  }
  const fatMassKg = input.weightKg === undefined ? null : (input.weightKg * value) / 100;
  return success({
    value,
    band: bodyFatBand(input.sex, value),
    method,
    fatMassKg,
    leanMassKg: fatMassKg === null || input.weightKg === undefined ? null : input.weightKg - fatMassKg,
  });
}

