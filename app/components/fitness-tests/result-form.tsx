import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '#app/components/ui/form.tsx';
import type { Form } from '#app/components/ui/use-form.ts';
import { PUSHUP_VARIANTS, SIT_AND_REACH_DEVICES, type TestId } from '#app/lib/fitness-tests/index.ts';
import { formFields, type FormValues } from '#app/lib/fitness-tests/form-values.ts';

interface Props {
  testId: TestId;
  form: Form<FormValues, unknown>;
  prefilled: { sex: boolean; age: boolean };
  onChange: (name: string, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  ready: boolean;
}

/** The person (sex, age), the day and the test's own inputs; messages under each field. */
export function ResultForm({ testId, form, prefilled, onChange, onSubmit, saving, ready }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const fieldId = form.idOf;
  const describedBy = (name: string, hint?: boolean) =>
    [errors[name] ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean).join(' ') || undefined;
  const error = (name: string) => {
    const e = errors[name];
    return e ? (
      <p id={`${fieldId(name)}-error`} className="field-error">
        {t(e.key, e.params)}
      </p>
    ) : null;
  };
  // In the order of the form, for the error summary.
  const labels: Record<string, string> = Object.fromEntries(
    formFields(testId).map((f) => [
      f.name,
      t('tests:ui.form.fieldLabel', {
        label: t(`tests:items.${testId}.inputs.${f.name}`),
        unit: t(`tests:ui.form.unitLabels.${f.kind === 'duration-s' ? 'plank' : f.unit}`),
      }),
    ]),
  );
  labels.sex = t('tests:ui.form.sex');
  labels.age = t('tests:ui.form.age');
  labels.date = t('tests:ui.form.date');
  const textField = (name: string, label: string, hint?: string) => (
    <div className="field" key={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint))}
        onChange={(e) => onChange(name, e.target.value)}
      />
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error(name)}
    </div>
  );

  return (
    <form className="test-form stack" noValidate onSubmit={onSubmit}>
      <div className="test-form-grid">
        {formFields(testId).map((f) => textField(f.name, labels[f.name] ?? ''))}
        {testId === 'pushups-max' ? (
          <div className="field">
            <label htmlFor={fieldId('variant')}>{t('tests:ui.form.variant')}</label>
            <select id={fieldId('variant')} value={values.variant ?? ''} onChange={(e) => onChange('variant', e.target.value)}>
              {PUSHUP_VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {t(`tests:variants.${v}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {testId === 'sit-and-reach' ? (
          <div className="field">
            <label htmlFor={fieldId('device')}>{t('tests:ui.form.device')}</label>
            <select id={fieldId('device')} value={values.device ?? 'ymca'} onChange={(e) => onChange('device', e.target.value)}>
              {Object.keys(SIT_AND_REACH_DEVICES).map((d) => (
                <option key={d} value={d}>
                  {t(`tests:devices.${d}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="test-form-grid">
        <div className="field">
          <label htmlFor={fieldId('sex')}>{t('tests:ui.form.sex')}</label>
          <select
            id={fieldId('sex')}
            value={values.sex ?? ''}
            aria-invalid={errors.sex ? true : undefined}
            aria-describedby={describedBy('sex', prefilled.sex)}
            onChange={(e) => onChange('sex', e.target.value)}
          >
            <option value="">{t('tests:ui.form.sexChoose')}</option>
            <option value="homme">{t('tests:ui.form.sexOptions.homme')}</option>
            <option value="femme">{t('tests:ui.form.sexOptions.femme')}</option>
          </select>
          {prefilled.sex ? (
            <p id={`${fieldId('sex')}-hint`} className="field-hint">
              {t('tests:ui.form.fromProfile')}
            </p>
          ) : null}
          {error('sex')}
        </div>
        {textField('age', labels.age ?? '', prefilled.age ? t('tests:ui.form.fromProfile') : undefined)}
        <div className="field">
          <label htmlFor={fieldId('date')}>{t('tests:ui.form.date')}</label>
          <input
            id={fieldId('date')}
            type="date"
            value={values.date ?? ''}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date')}
            onChange={(e) => onChange('date', e.target.value)}
          />
          {error('date')}
        </div>
      </div>
      {!prefilled.sex || !prefilled.age ? <p className="muted small">{t('tests:ui.form.noProfile')}</p> : null}
      <ErrorSummary errors={errors} labels={labels} idOf={fieldId} title={t('tests:ui.form.fixErrors')} />
      <button type="submit" className="button primary" disabled={saving || !ready}>
        {saving ? t('tests:ui.form.saving') : ready ? t('tests:ui.form.save') : t('common:auth.loading')}
      </button>
    </form>
  );
}
