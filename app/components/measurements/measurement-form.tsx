import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { localIsoDay } from '#app/lib/dates/index.ts';
import {
  EARLIEST_DAY,
  isFutureDay,
  MEASURE_BOUNDS,
  MEASURE_KEYS,
  measurementDoc,
  measurementInputSchema,
  NOTES_MAX,
  type Measurement,
  type MeasurementInput,
  type MeasureKey,
} from '#app/lib/data/measurements.ts';
import { formatDay, formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';
import { schemaValidation, type Validation } from '#app/lib/forms/validation.ts';

type Values = Record<'date' | 'notes' | MeasureKey, string>;

/** The date stays '' until hydrated: "today" is the person's day, which the server cannot know. */
const EMPTY_VALUES: Values = { date: '', notes: '', ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, ''])) as Record<MeasureKey, string>) };

function valuesOf(m: Measurement): Values {
  return {
    date: m.date,
    notes: m.notes,
    ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, formatDecimalInput(m[k])])) as Record<MeasureKey, string>),
  };
}

/** Form values → what the schema validates: text trimmed, numbers parsed (decimal comma). */
function toInput(values: Values): MeasurementInput {
  return {
    date: values.date,
    notes: values.notes.trim(),
    ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, parseDecimal(values[k])])) as Record<MeasureKey, number | null>),
  };
}

function validateMeasurement(values: Values, today = localIsoDay()): Validation<MeasurementInput> {
  const candidate = toInput({ ...values, date: values.date || today });
  const result = schemaValidation(measurementInputSchema, candidate, MEASURE_BOUNDS);
  const errors = result.ok ? {} : { ...result.errors };
  if (!errors.date && isFutureDay(candidate.date, today)) errors.date = { key: 'measurements:errors.dateInFuture' };
  return result.ok && Object.keys(errors).length === 0 ? result : { ok: false, errors };
}

/**
 * Add or edit one entry. Submitting a new entry clears the form at once (the entry appears in
 * the history through latency compensation); if the server refuses it, the typed values come
 * back. An edit stays open until the server confirms, so a refusal leaves the changes in place.
 */
export function MeasurementForm({ editing, writer, onDone }: { editing: Measurement | null; writer: Writer; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ values: editing ? valuesOf(editing) : EMPTY_VALUES, validate: (v) => validateMeasurement(v) });
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The parent keys this form by the entry being edited, so a new entry mounts a fresh form.
  const focusOnMount = useRef(editing !== null);
  useEffect(() => {
    if (focusOnMount.current) headingRef.current?.focus();
  }, []);

  const hydrated = useHydrated();
  const date = form.values.date || (hydrated ? localIsoDay() : '');

  const onSubmit = form.submit((input, values) => {
    const typed = { ...values, date };
    const target = editing;
    if (!target) form.restart();
    setSaving(true);
    void writer
      .run(
        (data) => (target ? data.update(measurementDoc, { id: target.id }, input) : data.add(measurementDoc, {}, input)),
        t('measurements:form.saveFailed'),
      )
      .then((ok) => {
        setSaving(false);
        if (ok) {
          toast.success(target ? t('measurements:form.updated') : t('measurements:form.added'));
          if (target) onDone();
          return;
        }
        if (!target) {
          form.restore(typed);
          toast.info(t('measurements:form.restored'));
        }
      });
  });

  const busy = !writer.ready || (saving && editing !== null);
  const labels: Record<keyof Values, string> = {
    date: t('measurements:fields.date'),
    ...(Object.fromEntries(MEASURE_KEYS.map((k) => [k, t(`measurements:fields.${k}`)])) as Record<MeasureKey, string>),
    notes: t('measurements:fields.notes'),
  };

  return (
    <section className="panel stack" aria-labelledby="measurement-form-title">
      <h2 id="measurement-form-title" ref={headingRef} tabIndex={-1}>
        {editing ? t('measurements:form.editTitle', { date: formatDay(editing.date, 'medium') }) : t('measurements:form.addTitle')}
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <p className="field-hint">{t('measurements:hints.measures')}</p>
        <div className="form-grid">
          <TextField
            {...form.field('date')}
            value={date}
            type="date"
            label={labels.date}
            min={EARLIEST_DAY}
            max={hydrated ? localIsoDay() : undefined}
            required
          />
          {MEASURE_KEYS.map((key) => (
            <NumberField
              key={key}
              {...form.field(key)}
              label={labels[key]}
              unit={MEASURE_BOUNDS[key].unit}
              hint={key === 'waistCm' || key === 'neckCm' || key === 'bodyFatPct' ? t(`measurements:hints.${key}`) : undefined}
            />
          ))}
        </div>
        <TextAreaField {...form.field('notes')} label={labels.notes} maxLength={NOTES_MAX} rows={2} />
        <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
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
