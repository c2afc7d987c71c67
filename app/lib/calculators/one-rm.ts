import { errorKey, warningKey } from './keys.ts';
import { failure, success, type Result } from './result.ts';
import { checkChoice, checkRanges } from './shared.ts';

export const ONE_RM_FORMULAS = ['epley', 'brzycki', 'lombardi', 'lander', 'oconner', 'mayhew', 'wathan'] as const;
export type OneRmFormula = (typeof ONE_RM_FORMULAS)[number];

/*
 * Reps: 1–10 reliable, 11–15 accepted with a warning, > 15 refused (B9, after Reynolds, Gordon
 * & Robergs 2006: linear equations should not use more than 10 reps).
 */
export const ONE_RM_RANGES = {
  loadKg: { min: 1, max: 500 },
  reps: { min: 1, max: 15 },
} as const;
export const ONE_RM_RELIABLE_MAX_REPS = 10;

/** w × f(r) for each published equation (B9). */
export const oneRmBy: Readonly<Record<OneRmFormula, (w: number, r: number) => number>> = {
  epley: (w, r) => w * (1 + r / 30),
  brzycki: (w, r) => (w * 36) / (37 - r),
  lombardi: (w, r) => w * r ** 0.1,
  lander: (w, r) => (100 * w) / (101.3 - 2.67123 * r),
  oconner: (w, r) => w * (1 + 0.025 * r),
  mayhew: (w, r) => (100 * w) / (52.2 + 41.9 * Math.exp(-0.055 * r)),
  wathan: (w, r) => (100 * w) / (48.8 + 53.8 * Math.exp(-0.075 * r)),
};

/**
 * NSCA-style load chart (B9): reps typically possible at a %1RM. Rows 1–10 agree across sources;
 * 12 (67–70 %) and 15 (≈ 65 %) are approximate. Below 65 % the chart says nothing.
 */
const REPS_AT_PERCENT: Readonly<Record<number, number>> = { 100: 1, 95: 2, 90: 4, 85: 6, 80: 8, 75: 10, 70: 12, 65: 15 };

export const PERCENT_TABLE_STEPS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50] as const;

export interface PercentRow {
  readonly pct: number;
  readonly loadKg: number;
  readonly reps: number | null;
}

export interface OneRmInput {
  readonly loadKg: number;
  readonly reps: number;
  /** Default Epley (B9: "Epley (default) + mean of all 7"). */
  readonly method?: OneRmFormula;
}

export interface OneRmOutput {
  readonly value: number;
  readonly method: OneRmFormula;
  readonly byFormula: Readonly<Record<OneRmFormula, number>>;
  readonly mean: number;
  readonly percentTable: readonly PercentRow[];
  readonly warnings: readonly string[];
}

export function oneRm(input: OneRmInput): Result<OneRmOutput> {
  const method = input.method ?? 'epley';
  const errors = [
    ...checkChoice('method', method, ONE_RM_FORMULAS),
    ...checkRanges(input, ONE_RM_RANGES, ['loadKg', 'reps']),
  ];
  if (!errors.some((e) => e.field === 'reps') && !Number.isInteger(input.reps)) {
    errors.push({ field: 'reps', key: errorKey('repsRange'), params: { ...ONE_RM_RANGES.reps } });
  }
  if (errors.length) return failure(errors);
  const { loadKg: w, reps: r } = input;
  // One rep is a 1RM: the exponential forms would otherwise say 101–109 % of it.
  const byFormula = Object.fromEntries(ONE_RM_FORMULAS.map((f) => [f, r === 1 ? w : oneRmBy[f](w, r)])) as Record<
    OneRmFormula,
    number
  >;
  const value = byFormula[method];
  const mean = ONE_RM_FORMULAS.reduce((sum, f) => sum + byFormula[f], 0) / ONE_RM_FORMULAS.length;
  return success({
    value,
    method,
    byFormula,
    mean,
    percentTable: PERCENT_TABLE_STEPS.map((pct) => ({ pct, loadKg: (value * pct) / 100, reps: REPS_AT_PERCENT[pct] ?? null })),
    warnings: r > ONE_RM_RELIABLE_MAX_REPS ? [warningKey('highReps')] : [],
  });
}
