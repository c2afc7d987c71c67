import { failure, success, type Result } from './result.ts';
import { checkChoice, checkRanges, checkSex, type Sex } from './shared.ts';

/**
 * B3 activity factors (Medscape's Mifflin calculator). A calculator convention, not a validated
 * scale (❓ in the reference): shown as such in the UI. Ids are the stored domain values.
 */
export const ACTIVITY_LEVELS = [
  { id: 'sedentaire', factor: 1.2 },
  { id: 'legerement-actif', factor: 1.375 },
  { id: 'moderement-actif', factor: 1.55 },
  { id: 'tres-actif', factor: 1.725 },
  { id: 'extremement-actif', factor: 1.9 },
] as const;
export type ActivityLevelId = (typeof ACTIVITY_LEVELS)[number]['id'];

export function activityFactor(id: ActivityLevelId): number {
  return ACTIVITY_LEVELS.find((l) => l.id === id)?.factor ?? 1.2;
}

export const BMR_METHODS = ['mifflin', 'roza-shizgal', 'harris-benedict-1919', 'katch-mcardle'] as const;
export type BmrMethod = (typeof BMR_METHODS)[number];

export const BMR_RANGES = {
  age: { min: 18, max: 90 },
  weightKg: { min: 30, max: 250 },
  heightCm: { min: 120, max: 230 },
  bodyFatPct: { min: 3, max: 60 },
  /** The five levels' span; a free factor outside it has no conventional meaning. */
  activityFactor: { min: 1.2, max: 1.9 },
} as const;

export interface BmrParams {
  readonly sex: Sex;
  readonly age: number;
  readonly weightKg: number;
  readonly heightCm: number;
}

/** Mifflin–St Jeor 1990 (AJCN 51:241), rounded-coefficient form. */
export function mifflinBmr(p: BmrParams): number {
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + (p.sex === 'homme' ? 5 : -161);
}

/** Harris–Benedict revised by Roza & Shizgal 1984 (AJCN 40:168), H in cm. */
export function rozaShizgalBmr(p: BmrParams): number {
  return p.sex === 'homme'
    ? 88.362 + 13.397 * p.weightKg + 4.799 * p.heightCm - 5.677 * p.age
    : 447.593 + 9.247 * p.weightKg + 3.098 * p.heightCm - 4.33 * p.age;
}

/** Harris & Benedict 1918–19, for reference (overestimates by ≈ 5 % per Mifflin). */
export function harrisBenedict1919Bmr(p: BmrParams): number {
  return p.sex === 'homme'
    ? 66.473 + 13.7516 * p.weightKg + 5.0033 * p.heightCm - 6.755 * p.age
    : 655.0955 + 9.5634 * p.weightKg + 1.8496 * p.heightCm - 4.6756 * p.age;
}

/** Katch–McArdle: 370 + 21.6 × lean mass (kg), sex-independent. */
export function katchMcArdleBmr(leanMassKg: number): number {
  return 370 + 21.6 * leanMassKg;
}

export interface BmrTdeeInput extends BmrParams {
  readonly activityFactor: number;
  /** Needed by Katch–McArdle only. */
  readonly bodyFatPct?: number;
  /**
   * Default Mifflin–St Jeor (ADA/AND's choice when RMR cannot be measured), even when a body
   * fat is known: the reference suggests Katch–McArdle then, but a tape or scale body fat is
   * less reliable than the weight it would replace; the UI offers it as an option.
   */
  readonly method?: BmrMethod;
}

export interface BmrTdeeOutput {
  readonly bmr: number;
  readonly tdee: number;
  readonly method: BmrMethod;
  /** Every equation for comparison; Katch–McArdle null without body fat. */
  readonly byMethod: Readonly<Record<BmrMethod, number | null>>;
}

export function bmrTdee(input: BmrTdeeInput): Result<BmrTdeeOutput> {
  const method = input.method ?? 'mifflin';
  const R = BMR_RANGES;
  const ranged = checkRanges(input, R, ['age', 'weightKg', 'heightCm', 'activityFactor', 'bodyFatPct'], method === 'katch-mcardle' ? [] : ['bodyFatPct']);
  const errors = [...checkSex(input.sex), ...checkChoice('method', method, BMR_METHODS), ...ranged];
  if (errors.length) return failure(errors);
  const katch = input.bodyFatPct === undefined ? null : katchMcArdleBmr(input.weightKg * (1 - input.bodyFatPct / 100));
  const byMethod: Record<BmrMethod, number | null> = {
    mifflin: mifflinBmr(input),
    'roza-shizgal': rozaShizgalBmr(input),
    'harris-benedict-1919': harrisBenedict1919Bmr(input),
    'katch-mcardle': katch,
  };
  const bmr = byMethod[method] ?? mifflinBmr(input);
  return success({ bmr, tdee: bmr * input.activityFactor, method, byMethod });
}
