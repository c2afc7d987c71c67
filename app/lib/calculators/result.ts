/**
 * One result shape for every calculator and every fitness test, so a form can render
 * `errors` next to fields and never has to guard against NaN/Infinity itself.
 *
 * Message keys carry their i18next namespace with the default `:` separator
 * (`calculators:errors.weightRange`), so `t(error.key, error.params)` resolves without the
 * caller knowing which namespace produced the error.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

export interface FieldError {
  /** Name of the input the message belongs to (same name as in the input object). */
  readonly field: string;
  /** Namespaced i18next key, e.g. `calculators:errors.weightRange`. */
  readonly key: string;
  readonly params?: MessageParams;
}

export interface Failure {
  readonly ok: false;
  readonly errors: readonly FieldError[];
}

export type Success<T extends object> = { readonly ok: true } & T;

export type Result<T extends object> = Success<T> | Failure;

/** Inclusive bounds, in the unit named by the field (kg, cm, s, bpm…). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

export function success<T extends object>(value: T): Success<T> {
  return { ok: true, ...value };
}

export function failure(errors: readonly FieldError[]): Failure {
  return { ok: false, errors };
}

export interface NumberCheck {
  readonly field: string;
  readonly value: number | undefined | null;
  readonly range: Range;
  /** Key used when the value is a number outside `range`; receives `{ min, max }`. */
  readonly rangeKey: string;
  /** When true an absent value is accepted (the caller decides what it means). */
  readonly optional?: boolean;
  /** Bounds as the message shows them when the stored unit is not the one people think in
   * (a run time checked in seconds but worded in minutes). Defaults to `range`. */
  readonly display?: Range;
}

export interface CommonKeys {
  readonly required: string;
  readonly notANumber: string;
}

/**
 * Validates numbers coming from a form: absent, non-numeric (NaN, ±Infinity, strings that slipped
 * through) and out-of-range values each get their own message. Returns every error at once so
 * the form can flag all fields in one pass.
 */
export function checkNumbers(checks: readonly NumberCheck[], keys: CommonKeys): FieldError[] {
  const errors: FieldError[] = [];
  for (const check of checks) {
    const { field, value, range } = check;
    if (value === undefined || value === null) {
      if (!check.optional) errors.push({ field, key: keys.required });
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      errors.push({ field, key: keys.notANumber });
      continue;
    }
    if (value < range.min || value > range.max) {
      const shown = check.display ?? range;
      errors.push({ field, key: check.rangeKey, params: { min: shown.min, max: shown.max } });
    }
  }
  return errors;
}

/** Defensive last line: a formula must never hand NaN or Infinity to the UI. */
export function allFinite(values: readonly (number | null | undefined)[]): boolean {
  return values.every((v) => v === null || v === undefined || Number.isFinite(v));
}

/**
 * Rounds on the number's binary value, as Intl.NumberFormat does when the UI displays it, so a
 * band computed on the rounded value always matches the digits on screen.
 */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
