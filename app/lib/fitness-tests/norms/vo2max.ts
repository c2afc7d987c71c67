import type { NormClass, NormRow, NormTable, Person } from '../types.ts';
import { ascendingRow, classify, findRow, type ClassSpec } from './build.ts';

/*
 * Polar's 7 classes collapsed to the app's 5 levels. Decision (the source gives no mapping):
 * {1} très faible, {2,3} faible, {4} moyen, {5,6} bon, {7} excellent — not the proposed
 * {1},{2},{3,4},{5},{6,7}. Polar describes the classes as a normal distribution (≈11 % in 1–2
 * and in 6–7, 22 % in 3 and in 5, 34 % in 4); the symmetric collapse keeps "moyen" = the
 * source's "average/moderate" class and puts "fair" (below moderate) under "faible", so a
 * person at the population median is rated "moyen", not pushed into a mixed class.
 * The same collapse is used for every 7-class table in this module.
 */
const POLAR_CLASSES: readonly ClassSpec[] = [
  ['very-poor', 'tres-faible'],
  ['poor', 'faible'],
  ['fair', 'faible'],
  ['average', 'moyen'],
  ['good', 'bon'],
  ['very-good', 'bon'],
  ['excellent', 'excellent'],
];

/** Shvartz & Reibold 1990 via Polar manuals (A0-a); lower bounds of classes 2–7. */
const SHVARTZ_BOUNDS: ReadonlyArray<readonly [sex: 'homme' | 'femme', ageMin: number, ageMax: number, bounds: number[]]> = [
  ['homme', 20, 24, [32, 38, 44, 51, 57, 63]],
  ['homme', 25, 29, [31, 36, 43, 49, 54, 60]],
  ['homme', 30, 34, [29, 35, 41, 46, 52, 57]],
  ['homme', 35, 39, [28, 33, 39, 44, 49, 55]],
  ['homme', 40, 44, [26, 32, 36, 42, 47, 52]],
  ['homme', 45, 49, [25, 30, 35, 40, 44, 49]],
  ['homme', 50, 54, [24, 28, 33, 37, 42, 47]],
  ['homme', 55, 59, [22, 27, 31, 35, 40, 44]],
  ['homme', 60, 65, [21, 25, 29, 33, 37, 41]],
  ['femme', 20, 24, [27, 32, 37, 42, 47, 52]],
  ['femme', 25, 29, [26, 31, 36, 41, 45, 50]],
  ['femme', 30, 34, [25, 30, 34, 38, 43, 47]],
  ['femme', 35, 39, [24, 28, 32, 36, 41, 45]],
  ['femme', 40, 44, [22, 26, 30, 34, 38, 42]],
  ['femme', 45, 49, [21, 24, 28, 32, 36, 39]],
  ['femme', 50, 54, [19, 23, 26, 30, 33, 37]],
  ['femme', 55, 59, [18, 21, 24, 28, 31, 34]],
  ['femme', 60, 65, [16, 19, 22, 25, 28, 31]],
];

export const VO2MAX_SHVARTZ: NormTable = {
  id: 'vo2max-shvartz-1990',
  sourceKey: 'tests:sources.shvartz1990',
  basis: 'vo2max',
  unit: 'mL/kg/min',
  rounding: 'round',
  indicative: false,
  rows: SHVARTZ_BOUNDS.map(([sex, min, max, bounds]) => ascendingRow(sex, min, max, POLAR_CLASSES, bounds)),
};

/*
 * Cooper Institute 1997 categories (A0-b), only used above 65 y where A0-a stops. The five
 * classes are quintile-style categories, so they map one-to-one onto the five app levels in
 * order. The extraction was garbled (⚠️): "X or below" is read as "< X" as the reference does.
 * The "< 30" row is given ageMin 20: the Cooper Institute tables start at 20 and we never
 * extrapolate to teenagers.
 */
const COOPER_INSTITUTE_CLASSES: readonly ClassSpec[] = [
  ['poor', 'tres-faible'],
  ['fair', 'faible'],
  ['good', 'moyen'],
  ['excellent', 'bon'],
  ['superior', 'excellent'],
];

const COOPER_INSTITUTE_BOUNDS: ReadonlyArray<readonly [sex: 'homme' | 'femme', ageMin: number, ageMax: number | null, bounds: number[]]> = [
  ['homme', 20, 29, [38, 42, 45, 49]],
  ['homme', 30, 39, [36, 40, 43, 48]],
  ['homme', 40, 49, [34, 38, 41, 45]],
  ['homme', 50, 59, [31, 35, 38, 42]],
  ['homme', 60, null, [27, 31, 35, 39]],
  ['femme', 20, 29, [32, 35, 38, 42]],
  ['femme', 30, 39, [30, 33, 36, 40]],
  ['femme', 40, 49, [28, 31, 33, 37]],
  ['femme', 50, 59, [25, 28, 30, 33]],
  ['femme', 60, null, [24, 26, 28, 32]],
];

export const VO2MAX_COOPER_INSTITUTE: NormTable = {
  id: 'vo2max-cooper-institute-1997',
  sourceKey: 'tests:sources.cooperInstitute1997',
  basis: 'vo2max',
  unit: 'mL/kg/min',
  rounding: 'round',
  indicative: false,
  rows: COOPER_INSTITUTE_BOUNDS.map(([sex, min, max, bounds]) =>
    ascendingRow(sex, min, max, COOPER_INSTITUTE_CLASSES, bounds),
  ),
};

/** Last age covered by Shvartz & Reibold; older people fall back to the Cooper Institute "≥ 60" row. */
const SHVARTZ_MAX_AGE = 65;

export interface NormMatch {
  readonly table: NormTable;
  readonly row: NormRow;
}

/** The VO2max table and row that apply to a person, or null under 20 y (no adult norm). */
export function vo2maxNormFor(person: Pick<Person, 'sex' | 'age'>): NormMatch | null {
  const table = Math.floor(person.age) > SHVARTZ_MAX_AGE ? VO2MAX_COOPER_INSTITUTE : VO2MAX_SHVARTZ;
  const row = findRow(table, person);
  return row ? { table, row } : null;
}

export interface RatedValue {
  readonly match: NormMatch;
  readonly normClass: NormClass;
}

export function rateVo2max(vo2max: number, person: Pick<Person, 'sex' | 'age'>): RatedValue | null {
  const match = vo2maxNormFor(person);
  if (!match) return null;
  const normClass = classify(match.table, match.row, vo2max);
  return normClass ? { match, normClass } : null;
}
