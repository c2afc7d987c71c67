import type { Sex } from '#app/lib/person/sex.ts';

export type { Sex };

/** The app's five rating levels (one scale for every test's norms). */
export const RATINGS = ['tres-faible', 'faible', 'moyen', 'bon', 'excellent'] as const;
export type Rating = (typeof RATINGS)[number];

export interface Person {
  readonly sex: Sex;
  /** Years; may be fractional (computed from a birth date). Norm rows use completed years. */
  readonly age: number;
  readonly weightKg?: number;
}

/** One class of a source table, bounds inclusive on the table's integer grid (null = open). */
export interface NormClass {
  readonly rating: Rating;
  /** Source wording id (e.g. 'above-average'), for showing the table as published. */
  readonly sourceLabel: string;
  readonly min: number | null;
  readonly max: number | null;
}

export interface NormRow {
  readonly sex: Sex;
  readonly ageMin: number;
  /** null = no upper age limit in the source (e.g. Cooper Institute "≥ 60"). */
  readonly ageMax: number | null;
  readonly classes: readonly NormClass[];
}

export interface NormTable {
  readonly id: string;
  /** i18n key of the citation in `locales/fr/tests.json`. */
  readonly sourceKey: string;
  /**
   * What the rows compare: the measured value itself, the VO2max estimated from it, or (sit and
   * reach) the reach converted to the YMCA yardstick, whose zero is 38.1 cm before the soles.
   */
  readonly basis: 'value' | 'vo2max' | 'ymca-score';
  readonly unit: string;
  /**
   * How the value is brought onto the table's integer grid before lookup: 'round' for
   * measurements and VO2max (Polar: "round VO2max to nearest integer"), 'ceil' for race times
   * (athletics rounds a time up to the next unit, so nobody gains a class from rounding).
   */
  readonly rounding: 'round' | 'ceil';
  /** Indicative app scales (no published adult norm) are flagged so the UI can say so. */
  readonly indicative: boolean;
  readonly rows: readonly NormRow[];
}
