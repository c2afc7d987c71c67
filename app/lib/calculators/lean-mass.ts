import { bmiValue } from './bmi.ts';
import { warningKey } from './keys.ts';
import { failure, success, type Result } from './result.ts';
import { checkRanges, checkSex, type Sex } from './shared.ts';

export const LEAN_MASS_RANGES = {
  weightKg: { min: 30, max: 250 },
  heightCm: { min: 120, max: 230 },
  bodyFatPct: { min: 3, max: 60 },
} as const;

/** Boer 1984 (Am J Physiol), W kg, H cm. */
export function boerLeanMass(sex: Sex, weightKg: number, heightCm: number): number {
  return sex === 'homme' ? 0.407 * weightKg + 0.267 * heightCm - 19.2 : 0.252 * weightKg + 0.473 * heightCm - 48.3;
}

/** James 1976 (DHSS/MRC report). */
export function jamesLeanMass(sex: Sex, weightKg: number, heightCm: number): number {
  const ratio = (weightKg / heightCm) ** 2;
  return sex === 'homme' ? 1.1 * weightKg - 128 * ratio : 1.07 * weightKg - 148 * ratio;
}

/** Hume 1966 (J Clin Pathol). */
export function humeLeanMass(sex: Sex, weightKg: number, heightCm: number): number {
  return sex === 'homme'
    ? 0.3281 * weightKg + 0.33929 * heightCm - 29.5336
    : 0.29569 * weightKg + 0.41813 * heightCm - 43.2933;
}

/** Weight at which James' parabola peaks: beyond it LBM falls as weight rises. */
export function jamesPeakWeightKg(sex: Sex, heightCm: number): number {
  return sex === 'homme' ? (1.1 * heightCm ** 2) / 256 : (1.07 * heightCm ** 2) / 296;
}

/*
 * Decision (B7 ❓): James is withheld (null) above 90 % of its peak weight or above BMI 35,
 * where it bends back (and eventually goes negative, e.g. 250 kg at 1.20 m).
 */
const JAMES_PEAK_SHARE = 0.9;
const JAMES_MAX_BMI = 35;

export interface LeanMassInput {
  readonly sex: Sex;
  readonly weightKg: number;
  readonly heightCm: number;
  /** Measured body fat: when given it is the main value (B7 default). */
  readonly bodyFatPct?: number;
}

export interface LeanMassOutput {
  readonly value: number;
  readonly source: 'body-fat' | 'boer';
  readonly fromBodyFat: number | null;
  readonly boer: number;
  readonly james: number | null;
  readonly hume: number;
  readonly warnings: readonly string[];
}

export function leanMass(input: LeanMassInput): Result<LeanMassOutput> {
  const errors = [
    ...checkSex(input.sex),
    ...checkRanges(input, LEAN_MASS_RANGES, ['weightKg', 'heightCm', 'bodyFatPct'], ['bodyFatPct']),
  ];
  if (errors.length) return failure(errors);
  const { sex, weightKg, heightCm, bodyFatPct } = input;
  const boer = boerLeanMass(sex, weightKg, heightCm);
  const jamesReliable =
    weightKg <= JAMES_PEAK_SHARE * jamesPeakWeightKg(sex, heightCm) && bmiValue(weightKg, heightCm) <= JAMES_MAX_BMI;
  const fromBodyFat = bodyFatPct === undefined ? null : weightKg * (1 - bodyFatPct / 100);
  return success({
    value: fromBodyFat ?? boer,
    source: fromBodyFat === null ? 'boer' : 'body-fat',
    fromBodyFat,
    boer,
    james: jamesReliable ? jamesLeanMass(sex, weightKg, heightCm) : null,
    hume: humeLeanMass(sex, weightKg, heightCm),
    warnings: jamesReliable ? [] : [warningKey('jamesUnreliable')],
  });
}
