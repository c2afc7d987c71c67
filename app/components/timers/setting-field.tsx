import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '#app/lib/format/index.ts';

export interface SettingSpec {
  /** i18n key of the label. */
  readonly label: string;
  /** i18n key of the unit ("s", "min"…). */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** An empty field is a valid choice (e.g. no time cap). */
  readonly optional?: boolean;
}

/** A whole number within [min, max], or the French message explaining why not. */
export function readSetting(raw: string, spec: SettingSpec): { value: number } | { error: string; params?: Record<string, string | number> } {
  const value = parseDecimal(raw);
  if (value === null) return { error: 'timers:errors.required' };
  if (!Number.isFinite(value) || !Number.isInteger(value)) return { error: 'timers:errors.whole' };
  if (value < spec.min || value > spec.max) return { error: 'timers:errors.range', params: { min: spec.min, max: spec.max } };
  return { value };
}

/** One number of a timer set-up, with its message under the field. */
export function SettingField({ spec, value, onChange, disabled }: { spec: SettingSpec; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const read = readSetting(value, spec);
  const error = 'error' in read && !(spec.optional && value.trim() === '') ? read : null;
  return (
    <div className="field timer-setting">
      <label htmlFor={id}>
        {t(spec.label)}
        {spec.optional ? <span className="field-optional">{t('timers:optional')}</span> : null}
      </label>
      <div className="input-addon">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="input-addon-unit" aria-hidden="true">
          {t(spec.unit)}
        </span>
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error.error, { ...error.params, unit: t(spec.unit) })}
        </p>
      ) : null}
    </div>
  );
}
