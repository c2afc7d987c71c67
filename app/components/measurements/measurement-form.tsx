import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { runWrite } from '#app/components/data/write.ts';
import { FormError, NumberField, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import {
  EARLIEST_DAY,
  isFutureDay,
  MEASURE_BOUNDS,
  MEASURE_KEYS,
  measurementInputSchema,
  NOTES_MAX,
  type Measurement,
  type MeasurementInput,
  type MeasureKey,
} from '#app/lib/firebase/measurements.ts';
import { formatDecimalInput, localIsoDay, parseDecimal } from '#app/lib/firebase/serialize.ts';
import { fieldErrorsFrom, type FieldErrors } from '#app/lib/firebase/validation.ts';
import { formatDay } from './format.ts';

type Values = Record<'date' | 'notes' | MeasureKey, string>;

/** The date stays '' until hydrated: "today" is the person's day, which the server cannot know. */
function emptyValues(): Values {
  return { date: '', notes: '', ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, ''])) as Record<MeasureKey, string>) };
}

function valuesOf(m: Measurement): Values {
  return {
    date: m.date,
    notes: m.notes,
    ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, formatDecimalInput(m[k])])) as Record<MeasureKey, string>),
  };
}

/** Form values → what the schema validates: text trimmed, numbers parsed (decimal comma). */
export function toInput(values: Values): MeasurementInput {
  return {
    date: values.date,
    notes: values.notes.trim(),
    ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, parseDecimal(values[k])])) as Record<MeasureKey, number | null>),
  };
}

export function validateMeasurement(values: Values, today = localIsoDay()): { input: MeasurementInput | null; errors: FieldErrors } {
  const candidate = toInput(values);
  const parsed = measurementInputSchema.safeParse(candidate);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, candidate, MEASURE_BOUNDS);
  if (!errors.date && candidate.date && isFutureDay(candidate.date, today)) errors.date = { key: 'measurements:errors.dateInFuture' };
  return { input: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/**
 * Add or edit one entry. Submitting clears the form at once (the entry appears in the history
 * through latency compensation); if the server refuses it, the typed values come back.
 */
export function MeasurementForm({ editing, onDone }: { editing: Measurement | null; onDone: () => void }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const [values, setValues] = useState<Values>(() => (editing ? valuesOf(editing) : emptyValues()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The parent keys this form by the entry being edited, so a new entry mounts a fresh form.
  const focusOnMount = useRef(editing !== null);
  useEffect(() => {
    if (focusOnMount.current) headingRef.current?.focus();
  }, []);

  const hydrated = useHydrated();
  const date = values.date || (hydrated ? localIsoDay() : '');
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (auth.status !== 'signed-in') return;
    const { input, errors: found } = validateMeasurement({ ...values, date });
    setErrors(found);
    if (!input) {
      // Focus the first field in error so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const uid = auth.user.uid;
    const typed = { ...values, date };
    const target = editing;
    // A new entry clears the form at once, ready for the next one; an edit stays open until the
    // server confirms, so a refusal leaves the person's changes in front of them.
    if (!target) setValues(emptyValues());
    setSaving(true);
    void runWrite(
      async (firebase) => {
        const repo = await import('#app/lib/firebase/measurements.client.ts');
        if (target) await repo.updateMeasurement(firebase.db, uid, target.id, input);
        else await repo.addMeasurement(firebase.db, uid, input);
      },
      { failureTitle: t('measurements:form.saveFailed'), t },
    ).then((ok) => {
      setSaving(false);
      if (ok) {
        toast.success(target ? t('measurements:form.updated') : t('measurements:form.added'));
        if (target) onDone();
        return;
      }
      if (!target) {
        // Nothing typed since: give the person their values back.
        setValues((current) => (isPristine(current) ? typed : current));
        toast.info(t('measurements:form.restored'));
      }
    });
  }

  const busy = auth.status !== 'signed-in' || (saving && editing !== null);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <section className="panel stack" aria-labelledby="measurement-form-title">
      <h2 id="measurement-form-title" ref={headingRef} tabIndex={-1}>
        {editing ? t('measurements:form.editTitle', { date: formatDay(editing.date) }) : t('measurements:form.addTitle')}
      </h2>
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
        <p className="field-hint">{t('measurements:hints.measures')}</p>
        <div className="form-grid">
          <TextField
            name="date"
            type="date"
            label={t('measurements:fields.date')}
            value={date}
            onChange={set('date')}
            error={errors.date}
            min={EARLIEST_DAY}
            max={hydrated ? localIsoDay() : undefined}
            required
          />
          {MEASURE_KEYS.map((key) => (
            <NumberField
              key={key}
              name={key}
              label={t(`measurements:fields.${key}`)}
              unit={MEASURE_BOUNDS[key].unit}
              value={values[key]}
              onChange={set(key)}
              error={errors[key]}
              hint={key === 'waistCm' || key === 'neckCm' || key === 'bodyFatPct' ? t(`measurements:hints.${key}`) : undefined}
            />
          ))}
        </div>
        <TextAreaField name="notes" label={t('measurements:fields.notes')} value={values.notes} onChange={set('notes')} error={errors.notes} maxLength={NOTES_MAX} rows={2} />
        <FormError>{hasErrors ? t('common:form.checkFields') : null}</FormError>
        <div className="form-actions">
          <SubmitButton busy={busy}>{editing ? t('measurements:form.save') : t('measurements:form.add')}</SubmitButton>
          {editing ? (
            <button type="button" className="button" onClick={onDone}>
              {t('measurements:form.cancelEdit')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function isPristine(values: Values): boolean {
  return MEASURE_KEYS.every((k) => values[k] === '') && values.notes === '';
}
