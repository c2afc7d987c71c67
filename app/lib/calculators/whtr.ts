import { failure, success, type Result } from './result.ts';
import { bandFor, checkRanges } from './shared.ts';

export const WHTR_RANGES = {
  waistCm: { min: 40, max: 200 },
  heightCm: { min: 100, max: 230 },
} as const;

/** Ashwell Shape Chart / NICE 2022 (B12). */
export const WHTR_BANDS = ['take-care', 'healthy', 'increased-risk', 'high-risk'] as const;
export type WhtrBand = (typeof WHTR_BANDS)[number];

/**
 * Classified on the unrounded ratio: the 0.5 boundary is defined as "waist less than half the
 * height" (Ashwell), so 0.499 is healthy and 0.5 is not, whatever the display rounding.
 */
export function whtrBand(value: number): WhtrBand {
  return bandFor(
    value,
    [
      [0.6, 'high-risk'],
      [0.5, 'increased-risk'],
      [0.4, 'healthy'],
    ],
    'take-care',
  );
}

export interface WhtrInput {
  readonly waistCm: number;
  readonly heightCm: number;
}

export function whtr(input: WhtrInput): Result<{ value: number; band: WhtrBand }> {
  const errors = checkRanges(input, WHTR_RANGES, ['waistCm', 'heightCm']);
  if (errors.length) return failure(errors);
  const value = input.waistCm / input.heightCm;
  return success({ value, band: whtrBand(value) });
}
