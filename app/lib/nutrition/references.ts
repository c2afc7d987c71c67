/*
 * Reference intakes of vitamins and minerals (Anses 2021: RNP, the intake that covers the needs
 * of nearly everyone, or AS, a satisfactory intake where no RNP could be set), by sex and age
 * band, from data/anses-2021-references.json (source and what is still missing: data/README.md).
 */
// Only the bands: the per-nutrient sources in the same file stay out of the bundle.
import { bands as storedBands } from './data/anses-2021-references.json';
import type { Sex } from '#app/lib/person/sex.ts';
import type { MicronutrientKey } from './micronutrients.ts';

export interface ReferenceIntake {
  readonly type: 'RNP' | 'AS';
  /** Per day, in the nutrient's unit. */
  readonly value: number;
}

interface Band {
  readonly sex: string;
  readonly minAge: number;
  readonly maxAge?: number;
  readonly values: Partial<Record<string, ReferenceIntake>>;
}

const bands = storedBands as readonly Band[];

/** The reference of a nutrient for a person, or null when the data file has none for them. */
export function referenceIntake(key: MicronutrientKey, sex: Sex, age: number): ReferenceIntake | null {
  const band = bands.find((b) => b.sex === sex && age >= b.minAge && (b.maxAge === undefined || age <= b.maxAge));
  return band?.values[key] ?? null;
}
