/*
 * From a zod failure to one French message per field. Schemas stay free of copy: the same
 * schema validates in the browser before a write and documents what firestore.rules enforce;
 * this module names the `common:form.*` message for each kind of problem.
 */
import type { MessageParams } from '#app/lib/calculators/result.ts';

export interface FieldMessage {
  /** Fully qualified i18next key. */
  readonly key: string;
  readonly params?: MessageParams;
}

export type FieldErrors<K extends string = string> = Partial<Record<K, FieldMessage>>;

/** Numeric bounds of a field, as the form shows them and the schema checks them. */
export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  /** Shown after the bounds in messages ('kg', 'cm', '%'). */
  readonly unit?: string;
  readonly integer?: boolean;
}

/** The part of a zod issue this mapping reads (zod and zod/mini share it). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly maximum?: unknown;
  readonly origin?: string;
}

/**
 * One message per field (the first issue wins, as a person fixes one thing at a time).
 * `values` is the object that was validated, to tell a missing value from a non-number;
 * custom refinements carry their message key as `message` (e.g. 'measurements:errors.empty').
 */
export function fieldErrorsFrom(
  issues: readonly IssueLike[],
  values: Readonly<Record<string, unknown>>,
  bounds: Readonly<Record<string, NumberBounds>> = {},
): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = messageFor(issue, values[field], bounds[field]);
  }
  return errors;
}

function messageFor(issue: IssueLike, value: unknown, bound: NumberBounds | undefined): FieldMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null || value === '') return { key: 'common:form.required' };
      // A finite number refused by an integer schema: say which whole numbers are expected.
      if (typeof value === 'number' && Number.isFinite(value)) return bound ? rangeMessage(bound) : { key: 'common:form.invalid' };
      if (typeof value === 'number' || typeof value === 'string') return { key: 'common:form.notANumber' };
      return { key: 'common:form.invalid' };
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') {
        if (issue.code === 'too_small') return { key: 'common:form.required' };
        return { key: 'common:form.tooLong', params: { max: Number(issue.maximum) } };
      }
      if (bound) return rangeMessage(bound);
      return { key: 'common:form.invalid' };
    case 'not_multiple_of':
      return bound ? rangeMessage(bound) : { key: 'common:form.invalid' };
    case 'invalid_value':
      return { key: 'common:form.choice' };
    case 'invalid_format':
      return { key: 'common:form.date' };
    case 'custom':
      return { key: issue.message && issue.message.includes(':') ? issue.message : 'common:form.invalid' };
    default:
      return { key: 'common:form.invalid' };
  }
}

export function rangeMessage(bound: NumberBounds): FieldMessage {
  return {
    key: bound.integer ? 'common:form.rangeInteger' : 'common:form.range',
    params: { min: bound.min, max: bound.max, unit: bound.unit ?? '' },
  };
}
