/** Field definitions shared by several calculators (same label, unit and prefill everywhere). */
import type { Sex } from '#app/lib/calculators/index.ts';
import type { ChoiceField, DurationField, NumberField, Value } from './form-engine.ts';

export const num = (v: Value): number | undefined => (typeof v === 'number' ? v : undefined);
export const str = (v: Value): string | undefined => (typeof v === 'string' ? v : undefined);
export const sexOf = (v: Value): Sex => v as Sex;

export const sexField: ChoiceField = {
  name: 'sex',
  kind: 'choice',
  display: 'radio',
  label: 'calculators:ui.fields.sex',
  prefill: 'sex',
  options: [
    { value: 'homme', label: 'calculators:ui.sex.homme' },
    { value: 'femme', label: 'calculators:ui.sex.femme' },
  ],
};

export const weightField: NumberField = {
  name: 'weightKg',
  kind: 'number',
  label: 'calculators:ui.fields.weightKg',
  unit: 'calculators:ui.units.kg',
  prefill: 'weightKg',
};

export const heightField: NumberField = {
  name: 'heightCm',
  kind: 'number',
  label: 'calculators:ui.fields.heightCm',
  unit: 'calculators:ui.units.cm',
  prefill: 'heightCm',
  // '1,75' means metres: read as 175 cm, and the form says so under the field.
  metresBelow: 3,
};

export const ageField: NumberField = {
  name: 'age',
  kind: 'number',
  integer: true,
  label: 'calculators:ui.fields.age',
  unit: 'calculators:ui.units.years',
  prefill: 'age',
};

export const waistField: NumberField = {
  name: 'waistCm',
  kind: 'number',
  label: 'calculators:ui.fields.waistCm',
  unit: 'calculators:ui.units.cm',
  prefill: 'waistCm',
};

export const bodyFatField: NumberField = {
  name: 'bodyFatPct',
  kind: 'number',
  label: 'calculators:ui.fields.bodyFatPct',
  unit: 'calculators:ui.units.pct',
  prefill: 'bodyFatPct',
};

export const restingHrField: NumberField = {
  name: 'restingHr',
  kind: 'number',
  integer: true,
  label: 'calculators:ui.fields.restingHr',
  unit: 'calculators:ui.units.bpm',
  hint: 'calculators:ui.hints.restingHr',
};

export const maxHrField: NumberField = {
  name: 'maxHr',
  kind: 'number',
  integer: true,
  optional: true,
  label: 'calculators:ui.fields.maxHr',
  unit: 'calculators:ui.units.bpm',
  hint: 'calculators:ui.hints.maxHr',
};

export const distanceField: NumberField = {
  name: 'distanceKm',
  kind: 'number',
  label: 'calculators:ui.fields.distanceKm',
  unit: 'calculators:ui.units.km',
};

export const raceTimeField: DurationField = {
  name: 'timeSec',
  kind: 'duration',
  plainUnit: 'min',
  label: 'calculators:ui.fields.timeSec',
  hint: 'calculators:ui.hints.raceTime',
};

export const paceField: DurationField = {
  name: 'paceSecPerKm',
  kind: 'duration',
  plainUnit: 'min',
  label: 'calculators:ui.fields.paceSecPerKm',
  unit: 'calculators:ui.units.minPerKm',
  hint: 'calculators:ui.hints.pace',
};
