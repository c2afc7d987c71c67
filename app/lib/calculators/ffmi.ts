import { failure, success, type Result } from './result.ts';
import { bandFor, checkRanges, checkSex, type Sex } from './shared.ts';

export const FFMI_RANGES = {
  weightKg: { min: 30, max: 250 },
  heightCm: { min: 120, max: 230 },
  bodyFatPct: { min: 3, max: 60 },
} as const;

/*
 * Decision (B5 ❓ 6.3 vs 6.1): 6.3 × (1.80 − H), the coefficient printed in Kouri et al. 1995's
 * abstract, the primary source. Calculators that use 6.1 (Pope's later book) differ by
 * 0.02 kg·m⁻² per 10 cm from 1.80 m — below measurement error.
 */
export const FFMI_HEIGHT_CORRECTION = 6.3;

/** Schutz et al. 2002 (Int J Obes 26:953), median FFMI 18–34 y. */
export const FFMI_MEDIAN: Readonly<Record<Sex, number>> = { homme: 18.9, femme: 15.4 };

/**
 * Popular men's scale (⚠️ not from a paper), on the normalised FFMI because Kouri's 25 limit is
 * normalised. Decision: no band for women — there is no ceiling study; the UI compares with the
 * Schutz median instead.
 */
export const FFMI_BANDS = ['below-average', 'average', 'above-average', 'very-high', 'exceptional'] as const;
export type FfmiBand = (typeof FFMI_BANDS)[number];

export function ffmiBand(normalized: number): FfmiBand {
  return bandFor(
    normalized,
    [
      [25, 'exceptional'],
      [22, 'very-high'],
      [20, 'above-average'],
      [18, 'average'],
    ],
    'below-average',
  );
}

export function ffmiValues(weightKg: number, heightCm: number, bodyFatPct: number) {
  const heightM = heightCm / 100;
  const leanMassKg = weightKg * (1 - bodyFatPct / 100);
  const value = leanMassKg / heightM ** 2;
  return { value, normalized: value + FFMI_HEIGHT_CORRECTION * (1.8 - heightM), leanMassKg };
}

export interface FfmiInput {
  readonly sex: Sex;
  readonly weightKg: number;
  readonly heightCm: number;
  readonly bodyFatPct: number;
}

export interface FfmiOutput {
  readonly value: number;
  readonly normalized: number;
  readonly leanMassKg: number;
  readonly band: FfmiBand | null;
  readonly referenceMedian: number;
}

export function ffmi(input: FfmiInput): Result<FfmiOutput> {
  const errors = [
    ...checkSex(input.sex),
    ...checkRanges(input, FFMI_RANGES, ['weightKg', 'heightCm', 'bodyFatPct']),
  ];
  if (errors.length) return failure(errors);
  const v = ffmiValues(input.weightKg, input.heightCm, input.bodyFatPct);
  return success({
    ...v,
    band: input.sex === 'homme' ? ffmiBand(v.normalized) : null,
    referenceMedian: FFMI_MEDIAN[input.sex],
  });
}
