/*
 * The result form's text → the scoring inputs. Pure: people type French numbers ("12,5",
 * "1 234") and times ("12:30"); every problem becomes a message key next to its field.
 */
import {
  PUSHUP_NORM_VARIANT,
  PUSHUP_VARIANTS,
  SIT_AND_REACH_DEVICES,
  TESTS,
  scoreTest,
  type InputSpec,
  type PushupVariant,
  type SitAndReachDevice,
  type Sex,
  type TestId,
  type TestInputs,
  type TestScore,
} from '#app/lib/fitness-tests/index.ts';

type NumericName = InputSpec['name'];

/** How a field is typed: a plain number, or a time whose bare numbers mean minutes or seconds. */
export type FieldKind = 'number' | 'duration-min' | 'duration-s';

export interface FormField extends InputSpec {
  readonly kind: FieldKind;
}

export function formFields(testId: TestId): FormField[] {
  return TESTS[testId].inputs.map((spec) => ({
    ...spec,
    // Runs and walks are thought of in minutes; a plank in seconds.
    kind: spec.unit !== 's' ? 'number' : testId === 'plank-hold' ? 'duration-s' : 'duration-min',
  }));
}

export type Parsed = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

// Spaces people (and fr-FR formatting) put in numbers: space, no-break and narrow no-break.
const GROUPING = /[\s\u00a0\u202f]/g;

/** "12,5", "12.5", "1 234,5", "-3" → number. No exponents, no thousands dots. */
export function parseDecimal(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const compact = trimmed.replace(GROUPING, '').replace(',', '.');
  if (!/^[+-]?(\d+([.]\d*)?|[.]\d+)$/.test(compact)) return { ok: false, reason: 'invalid' };
  const value = Number(compact);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'invalid' };
}

/**
 * A time in seconds from "12:30", "1:02:03" (h:min:s), "12:30,5" or a bare number in
 * `bareUnit` ("12,5" min = 750 s). Minutes and seconds after a colon must be below 60.
 */
export function parseDuration(text: string, bareUnit: 'min' | 's'): Parsed {
  const trimmed = text.trim().replace(GROUPING, '');
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!trimmed.includes(':')) {
    const bare = parseDecimal(trimmed);
    if (!bare.ok) return bare;
    return bare.value < 0 ? { ok: false, reason: 'invalid' } : { ok: true, value: bareUnit === 'min' ? bare.value * 60 : bare.value };
  }
  const parts = trimmed.split(':');
  if (parts.length > 3) return { ok: false, reason: 'invalid' };
  const numbers = parts.map((p, i) => (i === parts.length - 1 ? parseDecimal(p) : /^\d+$/.test(p) ? parseDecimal(p) : null));
  if (numbers.some((n) => !n || !n.ok)) return { ok: false, reason: 'invalid' };
  const values = numbers.map((n) => (n as { value: number }).value);
  if (values.slice(1).some((v) => v >= 60) || values.some((v) => v < 0)) return { ok: false, reason: 'invalid' };
  return { ok: true, value: values.reduce((total, v) => total * 60 + v, 0) };
}

/** Seconds → "12:30" / "1:02:03", rounded to the second (what the fields show and accept). */
export function formatDuration(totalSec: number): string {
  const s = Math.max(0, Math.round(totalSec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Completed years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day; null if unusable. */
export function ageOn(birthDate: string | null, day: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!b || !d) return null;
  const [by, bm, bd] = b.slice(1).map(Number) as [number, number, number];
  const [dy, dm, dd] = d.slice(1).map(Number) as [number, number, number];
  const age = dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** Today in the person's time zone as 'YYYY-MM-DD' (not UTC: a test at 00:30 belongs to today). */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type FormValues = Readonly<Record<string, string>>;

export interface FieldMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type FormReading =
  | {
      readonly ok: true;
      readonly inputs: TestInputs;
      readonly person: { readonly sex: Sex; readonly age: number };
      readonly date: string;
      readonly score: TestScore;
    }
  | { readonly ok: false; readonly errors: Readonly<Record<string, FieldMessage>> };

const isVariant = (v: string | undefined): v is PushupVariant => (PUSHUP_VARIANTS as readonly string[]).includes(v ?? '');
const isDevice = (v: string | undefined): v is SitAndReachDevice => Object.hasOwn(SIT_AND_REACH_DEVICES, v ?? '');

/**
 * Reads the whole form: person (sex, age), test day, the test's inputs, then scores it.
 * Parse errors win over the scorer's (a typo is not "required"); every field gets at most one.
 */
export function readForm(testId: TestId, values: FormValues, today: string): FormReading {
  const errors: Record<string, FieldMessage> = {};
  const sex = values.sex === 'homme' || values.sex === 'femme' ? values.sex : null;
  if (!sex) errors.sex = { key: 'tests:ui.errors.sexRequired' };

  const age = parseDecimal(values.age ?? '');
  if (!age.ok) errors.age = { key: age.reason === 'empty' ? 'tests:errors.required' : 'tests:errors.notANumber' };

  const date = values.date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || date < '1900-01-01') {
    errors.date = { key: 'tests:ui.errors.dateInvalid' };
  } else if (date > today) {
    errors.date = { key: 'tests:ui.errors.dateFuture' };
  }

  const numeric: Partial<Record<NumericName, number>> = {};
  for (const field of formFields(testId)) {
    const text = values[field.name] ?? '';
    const parsed = field.kind === 'number' ? parseDecimal(text) : parseDuration(text, field.kind === 'duration-min' ? 'min' : 's');
    if (parsed.ok) numeric[field.name] = parsed.value;
    else if (parsed.reason === 'invalid') errors[field.name] = { key: field.kind === 'number' ? 'tests:errors.notANumber' : 'tests:ui.errors.invalidTime' };
  }

  const inputs: TestInputs = {
    ...numeric,
    ...(testId === 'pushups-max' ? { variant: isVariant(values.variant) ? values.variant : PUSHUP_NORM_VARIANT[sex ?? 'homme'] } : {}),
    ...(testId === 'sit-and-reach' ? { device: isDevice(values.device) ? values.device : 'ymca' } : {}),
  };
  // Without a sex the inputs are still checked (with a stand-in) so every field gets its message.
  const person: { sex: Sex; age: number } = { sex: sex ?? 'homme', age: age.ok ? age.value : Number.NaN };
  const scored = scoreTest(testId, inputs, person);
  if (!scored.ok) {
    for (const e of scored.errors) {
      // Sex and age problems already have their own, form-worded message.
      if (errors[e.field] || (e.field === 'sex' && !sex) || (e.field === 'age' && !age.ok)) continue;
      errors[e.field] = { key: e.key, params: e.params };
    }
  }
  if (Object.keys(errors).length > 0 || !scored.ok || !sex) return { ok: false, errors };
  const { ok: _ok, ...score } = scored;
  return { ok: true, inputs, person: { sex, age: person.age }, date, score };
}
