/*
 * The start-of-day prompt's fields for one exercise, read into what the person meant: nothing
 * typed is "no load for this one yet"; a load or reps out of bounds gets its French message.
 */
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { parseDecimal } from '#app/lib/format/numbers.ts';
import { ONE_RM_MAX_REPS } from '#app/lib/training/records.ts';
import { STARTING_LOAD_KG, type StartingLoadAnswer } from '#app/lib/training/starting-load.ts';

export const STARTING_LOAD_MODES = ['rm', 'travail', 'serie'] as const;
export type StartingLoadMode = (typeof STARTING_LOAD_MODES)[number];
export type StartingLoadFields = { readonly mode: StartingLoadMode; readonly kg: string; readonly reps: string };

const REPS = { min: 1, max: ONE_RM_MAX_REPS } as const;

export function readStartingLoadFields(fields: StartingLoadFields): { answer: StartingLoadAnswer | null; errors: FieldErrors<'kg' | 'reps'> } {
  const kg = parseDecimal(fields.kg);
  const reps = fields.mode === 'serie' ? parseDecimal(fields.reps) : null;
  if (kg === null && reps === null) return { answer: null, errors: {} };
  const errors: FieldErrors<'kg' | 'reps'> = {};
  if (kg === null) errors.kg = { key: 'common:form.required' };
  else if (Number.isNaN(kg)) errors.kg = { key: 'common:form.notANumber' };
  else if (kg < STARTING_LOAD_KG.min || kg > STARTING_LOAD_KG.max) errors.kg = { key: 'common:form.range', params: { ...STARTING_LOAD_KG, unitLabel: 'kg' } };
  if (fields.mode === 'serie') {
    if (reps === null) errors.reps = { key: 'common:form.required' };
    else if (!Number.isInteger(reps) || reps < REPS.min || reps > REPS.max) errors.reps = { key: 'common:form.rangeInteger', params: { ...REPS, unitLabel: '' } };
  }
  if (errors.kg || errors.reps || kg === null) return { answer: null, errors };
  return { answer: fields.mode === 'serie' ? { mode: 'serie', kg, reps: reps! } : { mode: fields.mode, kg }, errors };
}
