import type { NormClass, NormRow, NormTable, Person, Rating, Sex } from '../types.ts';

/** A source class: its published wording id and the app rating it maps to. */
export type ClassSpec = readonly [sourceLabel: string, rating: Rating];

/**
 * Higher-is-better row from the published lower bounds. `classes` run worst → best and
 * `lowerBounds[i]` is the first value of class i + 1 (so a source "32–37" after "< 32" gives 32).
 */
export function ascendingRow(
  sex: Sex,
  ageMin: number,
  ageMax: number | null,
  classes: readonly ClassSpec[],
  lowerBounds: readonly number[],
): NormRow {
  if (lowerBounds.length !== classes.length - 1) {
    throw new Error(`norm row ${sex} ${ageMin}: ${classes.length} classes need ${classes.length - 1} bounds`);
  }
  const built: NormClass[] = classes.map(([sourceLabel, rating], i) => ({
    sourceLabel,
    rating,
    min: i === 0 ? null : (lowerBounds[i - 1] ?? null),
    max: i === classes.length - 1 ? null : (lowerBounds[i] ?? 0) - 1,
  }));
  return { sex, ageMin, ageMax, classes: built };
}

/**
 * Lower-is-better row (race times) from the published upper bounds. `classes` run best → worst
 * and `upperBounds[i]` is the last value of class i.
 */
export function descendingRow(
  sex: Sex,
  ageMin: number,
  ageMax: number | null,
  classes: readonly ClassSpec[],
  upperBounds: readonly number[],
): NormRow {
  if (upperBounds.length !== classes.length - 1) {
    throw new Error(`norm row ${sex} ${ageMin}: ${classes.length} classes need ${classes.length - 1} bounds`);
  }
  const built: NormClass[] = classes.map(([sourceLabel, rating], i) => ({
    sourceLabel,
    rating,
    min: i === 0 ? null : (upperBounds[i - 1] ?? 0) + 1,
    max: i === classes.length - 1 ? null : (upperBounds[i] ?? null),
  }));
  return { sex, ageMin, ageMax, classes: built };
}

/** Norm rows are published in completed years; a fractional age belongs to its floor. */
export function findRow(table: NormTable, person: Pick<Person, 'sex' | 'age'>): NormRow | null {
  const age = Math.floor(person.age);
  return (
    table.rows.find(
      (row) => row.sex === person.sex && age >= row.ageMin && (row.ageMax === null || age <= row.ageMax),
    ) ?? null
  );
}

export function classify(table: NormTable, row: NormRow, value: number): NormClass | null {
  const v = table.rounding === 'ceil' ? Math.ceil(value) : Math.round(value);
  return row.classes.find((c) => (c.min === null || v >= c.min) && (c.max === null || v <= c.max)) ?? null;
}
