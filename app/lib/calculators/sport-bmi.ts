import { bmiBand, bmiValue, type BmiBand } from './bmi.ts';
import { bodyFatBand, type BodyFatBand } from './body-fat.ts';
import { ffmiValues } from './ffmi.ts';
import { failure, round, success, type Result } from './result.ts';
import { checkRanges, checkSex, type Sex } from './shared.ts';

export const SPORT_BMI_RANGES = {
  weightKg: { min: 30, max: 250 },
  heightCm: { min: 120, max: 230 },
  bodyFatPct: { min: 3, max: 60 },
  waistCm: { min: 40, max: 200 },
  targetBodyFatPct: { min: 3, max: 60 },
} as const;

/*
 * There is no standard "sport BMI" (B2). Decision: adopt the reference's construction from
 * published indices only — BMI split into FFMI + FMI (VanItallie 1990), adiposity judged by
 * ACE body-fat categories, muscularity by normalised FFMI — and a single app rule for the
 * verdict: BMI ≥ 25 AND body fat within ACE "fitness" or leaner (men ≤ 17 %, women ≤ 24 %)
 * AND WHtR < 0.5 → "high BMI explained by muscle". Waist is therefore required.
 * Kelly 2009 FMI thresholds are not used (numbers unverified); FMI is shown without a band.
 * The body fat must be measured or from the Navy tape, never Deurenberg (BMI-derived, circular)
 * — the UI offers only those sources.
 */
const FITNESS_BODY_FAT_MAX: Readonly<Record<Sex, number>> = { homme: 17, femme: 24 };

export const SPORT_BMI_BANDS = ['muscular'] as const;
export type SportBmiBand = (typeof SPORT_BMI_BANDS)[number] | BmiBand;

export interface SportBmiInput {
  readonly sex: Sex;
  readonly weightKg: number;
  readonly heightCm: number;
  readonly bodyFatPct: number;
  readonly waistCm: number;
  /** Optional goal: weight at this body fat if lean mass stays the same. */
  readonly targetBodyFatPct?: number;
}

export interface SportBmiOutput {
  /** BMI, 1 decimal (as the BMI calculator). */
  readonly value: number;
  /** 'muscular' when the rule above holds, otherwise the WHO class. */
  readonly band: SportBmiBand;
  readonly bmiBand: BmiBand;
  readonly fatBand: BodyFatBand;
  readonly fatFreeMassIndex: number;
  readonly normalizedFfmi: number;
  readonly fatMassIndex: number;
  readonly whtr: number;
  readonly leanMassKg: number;
  readonly fatMassKg: number;
  readonly targetWeightKg: number | null;
}

export function sportBmi(input: SportBmiInput): Result<SportBmiOutput> {
  const R = SPORT_BMI_RANGES;
  const errors = [
    ...checkSex(input.sex),
    ...checkRanges(input, R, ['weightKg', 'heightCm', 'bodyFatPct', 'waistCm', 'targetBodyFatPct'], ['targetBodyFatPct']),
  ];
  if (errors.length) return failure(errors);
  const { sex, weightKg, heightCm, bodyFatPct, waistCm } = input;
  const value = round(bmiValue(weightKg, heightCm), 1);
  const who = bmiBand(value);
  const ffmi = ffmiValues(weightKg, heightCm, bodyFatPct);
  const fatMassKg = weightKg - ffmi.leanMassKg;
  const ratio = waistCm / heightCm;
  const muscular = value >= 25 && bodyFatPct <= FITNESS_BODY_FAT_MAX[sex] && ratio < 0.5;
  return success({
    value,
    band: muscular ? 'muscular' : who,
    bmiBand: who,
    fatBand: bodyFatBand(sex, bodyFatPct),
    fatFreeMassIndex: ffmi.value,
    normalizedFfmi: ffmi.normalized,
    fatMassIndex: fatMassKg / (heightCm / 100) ** 2,
    whtr: ratio,
    leanMassKg: ffmi.leanMassKg,
    fatMassKg,
    targetWeightKg: input.targetBodyFatPct === undefined ? null : ffmi.leanMassKg / (1 - input.targetBodyFatPct / 100),
  });
}
