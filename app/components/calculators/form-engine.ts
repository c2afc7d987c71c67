/*
 * One form engine for every calculator: a definition lists its fields (what to ask, in which
 * unit, where a prefill comes from) and how to call its pure function; the engine turns what was
 * typed into numbers, calls the function on every keystroke and puts each error of the `Result`
 * under the field it names. Pure here; the React side is calculator-form.tsx.
 */
import type { ComponentType } from 'react';
import type { FieldError, Result, Success } from '#app/lib/calculators/index.ts';
import { formatDecimalInput, formatDuration, parseDecimal, parseDuration } from '#app/lib/format/index.ts';
import { prefillOrigin, type Prefill, type PrefillKey } from '#app/lib/calculators/prefill.ts';

export type Value = number | string | undefined;
export type Values = Readonly<Record<string, Value>>;
export type RawValues = Readonly<Record<string, string>>;

export interface FieldContext {
  readonly method: string | undefined;
  readonly values: Values;
}

interface BaseField {
  /** Same name as the pure function's input, so its errors land under this field. */
  readonly name: string;
  /** i18n key of the label. */
  readonly label: string;
  /** i18n key of a hint under the label (units, how to measure). */
  readonly hint?: string;
  /** Shown only when this returns true (fields that depend on the method or the sex). */
  readonly when?: (ctx: FieldContext) => boolean;
  readonly prefill?: PrefillKey;
  /** Marked "(facultatif)" in the label. */
  readonly optional?: boolean;
}

export interface NumberField extends BaseField {
  readonly kind: 'number';
  /** i18n key of the unit shown after the input. */
  readonly unit?: string;
  /** 'numeric' keyboards have no comma on some phones: only for whole numbers. */
  readonly integer?: boolean;
  /**
   * A field in centimetres where a positive number below this is read as metres and converted
   * (a height typed '1,75' is 175 cm: nobody measures under 3 cm, many write their height in m).
   */
  readonly metresBelow?: number;
}

export interface DurationField extends BaseField {
  readonly kind: 'duration';
  /** How a number typed without ':' is read. */
  readonly plainUnit: 's' | 'min';
  readonly unit?: string;
}

export interface ChoiceField extends BaseField {
  readonly kind: 'choice';
  readonly options: readonly { readonly value: string; readonly label: string; readonly description?: string }[];
  /** Radio buttons for two or three short options, a list box otherwise. */
  readonly display: 'radio' | 'select';
  readonly defaultValue?: string;
}

export type FieldDef = NumberField | DurationField | ChoiceField;

export interface ResultProps<T extends object> {
  readonly result: Success<T>;
  readonly values: Values;
  readonly method: string | undefined;
}

export interface CalculatorDef<T extends object = object> {
  /** Unique on the page: prefixes input ids. */
  readonly id: string;
  /** i18n key of a section heading when a page has several forms. */
  readonly heading?: string;
  readonly methods?: {
    readonly label: string;
    readonly options: readonly { readonly value: string; readonly label: string }[];
    readonly defaultValue: string;
  };
  readonly fields: readonly FieldDef[];
  readonly compute: (values: Values, method: string | undefined) => Result<T>;
  readonly Result: ComponentType<ResultProps<T>>;
  /** Fields prefilled from elsewhere than the profile (query string, values derived from it). */
  readonly extraPrefill?: (prefill: Prefill, search: URLSearchParams) => Record<string, number | string>;
}

/** The centimetres a number typed in metres stands for ('1,75' → 175), or null when it was not typed in metres. */
export function centimetresFromMetres(field: FieldDef, raw: string | undefined): number | null {
  if (field.kind !== 'number' || field.metresBelow === undefined) return null;
  const typed = parseDecimal(raw ?? '');
  if (typed === null || !(typed > 0 && typed < field.metresBelow)) return null;
  // Through whole millimetres, so 1.75 × 100 is 175, not 175.00000000000003.
  return Math.round(typed * 1000) / 10;
}

export function parseField(field: FieldDef, raw: string | undefined): Value {
  const text = raw ?? '';
  switch (field.kind) {
    case 'number':
      return centimetresFromMetres(field, text) ?? parseDecimal(text) ?? undefined;
    case 'duration':
      return parseDuration(text, field.plainUnit) ?? undefined;
    case 'choice':
      return text === '' ? undefined : text;
  }
}

/** Parses in order so `when` of a later field can look at earlier values (e.g. the sex). */
export function parseValues(fields: readonly FieldDef[], raw: RawValues, method: string | undefined): { values: Values; visible: FieldDef[] } {
  const values: Record<string, Value> = {};
  const visible: FieldDef[] = [];
  for (const field of fields) {
    if (field.when && !field.when({ method, values })) continue;
    visible.push(field);
    values[field.name] = parseField(field, raw[field.name]);
  }
  return { values, visible };
}

/** What a field shows when a prefill number arrives. */
export function rawFromValue(field: FieldDef, value: number | string): string {
  if (typeof value === 'string') return value;
  return field.kind === 'duration' ? formatDuration(value) : formatDecimalInput(value);
}

/** Where a field's first value came from: the profile, the newest measurement, or computed from them (or handed over by a link). */
export type PrefillSource = 'profile' | 'measurement' | 'derived';

export function initialRaw(def: CalculatorDef, prefill: Prefill, search: URLSearchParams): { raw: Record<string, string>; prefilled: Map<string, PrefillSource> } {
  const raw: Record<string, string> = {};
  const prefilled = new Map<string, PrefillSource>();
  const extra = def.extraPrefill?.(prefill, search) ?? {};
  for (const field of def.fields) {
    const fromExtra = extra[field.name];
    const fromPerson = field.prefill ? prefill[field.prefill] : undefined;
    if (fromExtra !== undefined) {
      raw[field.name] = rawFromValue(field, fromExtra);
      prefilled.set(field.name, 'derived');
    } else if (fromPerson !== undefined && field.prefill) {
      raw[field.name] = rawFromValue(field, fromPerson);
      prefilled.set(field.name, prefillOrigin(field.prefill));
    } else if (field.kind === 'choice' && field.defaultValue !== undefined) {
      raw[field.name] = field.defaultValue;
    }
  }
  return { raw, prefilled };
}

export interface PrefillSummary {
  /** Labels (i18n keys) of the fields that start filled in and are shown, by origin, in page order. */
  readonly bySource: Readonly<Record<PrefillSource, readonly string[]>>;
  /** Whether any field of the page could take a value from the person's data at all. */
  readonly prefillable: boolean;
}

/**
 * What a page's forms actually prefilled, for the note above them: only fields that start with a
 * value and are visible at first (a field shown for another method or sex is not mentioned).
 */
export function summarisePrefill(defs: readonly CalculatorDef[], prefill: Prefill, search: URLSearchParams): PrefillSummary {
  const bySource: Record<PrefillSource, string[]> = { profile: [], measurement: [], derived: [] };
  for (const def of defs) {
    const { raw, prefilled } = initialRaw(def, prefill, search);
    const { visible } = parseValues(def.fields, raw, def.methods?.defaultValue);
    for (const field of visible) {
      const source = prefilled.get(field.name);
      if (source && !bySource[source].includes(field.label)) bySource[source].push(field.label);
    }
  }
  const prefillable = defs.some((def) => def.extraPrefill !== undefined || def.fields.some((f) => f.prefill !== undefined));
  return { bySource, prefillable };
}

export interface ErrorPlacement {
  readonly byField: ReadonlyMap<string, FieldError>;
  /** Errors about no visible field (shown above the result). */
  readonly general: readonly FieldError[];
  /** Errors held back because the person has not reached that field yet. */
  readonly pending: number;
}

/**
 * Where each error shows. An empty field the person has not touched yet keeps quiet ("required"
 * under every blank field of a fresh page is noise); everything else shows at once, as typed.
 */
export function placeErrors(
  errors: readonly FieldError[],
  visible: readonly FieldDef[],
  raw: RawValues,
  touched: ReadonlySet<string>,
): ErrorPlacement {
  const byField = new Map<string, FieldError>();
  const general: FieldError[] = [];
  let pending = 0;
  for (const error of errors) {
    const field = visible.find((f) => f.name === error.field);
    if (!field) {
      general.push(error);
      continue;
    }
    const blank = (raw[field.name] ?? '').trim() === '';
    if (blank && !touched.has(field.name)) {
      pending += 1;
      continue;
    }
    if (!byField.has(field.name)) byField.set(field.name, error);
  }
  return { byField, general, pending };
}
