/*
 * The one way a failure becomes French for a person: a zod issue becomes a message per field
 * (`fieldErrorsFrom`), anything a write can throw becomes one sentence (`failureMessageKey`).
 * Schemas and the data layer stay free of copy: both return `locales/fr` keys.
 */
import type { MessageParams } from '#app/lib/calculators/result.ts';

export interface FieldMessage {
  /** Fully qualified i18next key. */
  readonly key: string;
  readonly params?: MessageParams;
}

/** Field name (a dotted path for nested values: 'training.days') → its message. */
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

const fieldOf = (issue: IssueLike) => issue.path.filter((p) => typeof p === 'string').join('.') || 'form';

function valueAt(values: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);
}

/**
 * One message per field (the first issue wins, as a person fixes one thing at a time).
 * `values` is the object that was validated, to tell a missing value from a non-number;
 * refinements carry their message key as `message` (e.g. 'measurements:errors.empty').
 */
export function fieldErrorsFrom(
  issues: readonly IssueLike[],
  values: unknown,
  bounds: Readonly<Record<string, NumberBounds>> = {},
): FieldErrors {
  const errors: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (errors[field]) continue;
    errors[field] = messageFor(issue, valueAt(values, field), bounds[field]);
  }
  return errors;
}

function messageFor(issue: IssueLike, value: unknown, bound: NumberBounds | undefined): FieldMessage {
  // A schema's own key (refinements, enums and formats that name theirs) says it best.
  if (issue.message && /^[a-z]+:[\w.-]+$/i.test(issue.message)) {
    return issue.maximum === undefined ? { key: issue.message } : { key: issue.message, params: { max: Number(issue.maximum) } };
  }
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
    default:
      return { key: 'common:form.invalid' };
  }
}

export function rangeMessage(bound: NumberBounds): FieldMessage {
  return {
    key: bound.integer ? 'common:form.rangeInteger' : 'common:form.range',
    // Not `unit`: i18next hands a value's parameters to Intl.NumberFormat, which refuses an unknown unit
    // ("kcal") and leaves the number unformatted ("8000", "0.5").
    params: { min: bound.min, max: bound.max, unitLabel: bound.unit ?? '' },
  };
}

const FIRESTORE_CODES = ['permission-denied', 'unavailable', 'deadline-exceeded', 'resource-exhausted', 'invalid-argument', 'unauthenticated'] as const;

/**
 * `common:data.errors.*` for anything a read or write can throw: a Firestore error by its code,
 * a schema refusal (the data never left the browser) as 'invalid-argument', anything else
 * 'default'. Never the error's own text: it is English and technical.
 */
export function failureMessageKey(error: unknown): string {
  const record = error as { code?: unknown; issues?: unknown } | null;
  const code = record?.code;
  const known = FIRESTORE_CODES.find((c) => c === code || `firestore/${c}` === code);
  if (known) return `common:data.errors.${known}`;
  if (Array.isArray(record?.issues)) return 'common:data.errors.invalid-argument';
  return 'common:data.errors.default';
}
