/*
 * The result form's text → the scoring inputs. Pure: people type French numbers ("12,5",
 * "1 234") and times ("12:30"); every problem becomes a message key next to its field.
 */
import { parseDecimal, parseDuration } from '#app/lib/format/index.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
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

type Parsed = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

/** A field's text → its number ('12,5', '2 400', or a time '12:30' for durations). */
function read(text: string, kind: FieldKind): Parsed {
  const value = kind === 'number' ? parseDecimal(text) : parseDuration(text, kind === 'duration-min' ? 'min' : 's');
  if (value === null) return { ok: false, reason: 'empty' };
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'invalid' };
}

export type FormValues = Readonly<Record<string, string>>;

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

  const age = read(values.age ?? '', 'number');
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
    const parsed = read(text, field.kind);
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
