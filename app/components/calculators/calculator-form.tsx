import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FieldError } from '#app/lib/calculators/index.ts';
import { centimetresFromMetres, initialRaw, parseValues, placeErrors, type CalculatorDef, type ChoiceField, type FieldDef, type PrefillSource } from './form-engine.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { Prefill } from '#app/lib/calculators/prefill.ts';

interface FieldProps {
  readonly field: FieldDef;
  readonly id: string;
  readonly value: string;
  readonly error: FieldError | undefined;
  readonly prefilled: PrefillSource | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

function FieldLabel({ field, prefilled }: { field: FieldDef; prefilled: PrefillSource | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {t(field.label)}
      {field.optional ? <span className="field-optional">{t('calculators:ui.optional')}</span> : null}
      {prefilled ? (
        <span className="field-prefilled" aria-hidden="true">
          {t(`calculators:ui.prefilledTags.${prefilled}`)}
        </span>
      ) : null}
    </>
  );
}

function ChoiceInput({ field, id, value, error, prefilled, onChange, onBlur }: FieldProps & { field: ChoiceField }) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selected = field.options.find((o) => o.value === value);
  const hint = selected?.description ?? field.hint;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  if (field.display === 'radio') {
    return (
      <fieldset className="field choice-list" aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend>
          <FieldLabel field={field} prefilled={prefilled} />
        </legend>
        <div className="calc-choice-options">
          {field.options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{t(option.label)}</span>
            </label>
          ))}
        </div>
        {hint ? <p className="field-hint" id={hintId}>{t(hint)}</p> : null}
        {error ? <p className="field-error" id={errorId}>{t(error.key, error.params)}</p> : null}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        <FieldLabel field={field} prefilled={prefilled} />
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-describedby={described} aria-invalid={error ? true : undefined}>
        <option value="">{t('calculators:ui.choose')}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      {hint ? <p className="field-hint" id={hintId}>{t(hint)}</p> : null}
      {error ? <p className="field-error" id={errorId}>{t(error.key, error.params)}</p> : null}
    </div>
  );
}

function TextInput({ field, id, value, error, prefilled, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation();
  if (field.kind === 'choice') return null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const readId = `${id}-read`;
  const fromMetres = centimetresFromMetres(field, value);
  const described = [field.hint ? hintId : null, fromMetres !== null ? readId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const integer = field.kind === 'number' && field.integer;
  return (
    <div className="field">
      <label htmlFor={id}>
        <FieldLabel field={field} prefilled={prefilled} />
      </label>
      <div className="input-addon">
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode={field.kind === 'duration' ? 'text' : integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {field.unit ? (
          <span className="input-addon-unit" aria-hidden="true">
            {t(field.unit)}
          </span>
        ) : null}
      </div>
      {field.hint ? <p className="field-hint" id={hintId}>{t(field.hint)}</p> : null}
      {fromMetres !== null ? (
        <p className="field-hint field-read" id={readId}>
          {t('calculators:ui.readAsMetres', { typed: value.trim(), cm: formatNumber(fromMetres, 1, { trimZeros: true }) })}
        </p>
      ) : null}
      {error ? <p className="field-error" id={errorId}>{t(error.key, error.params)}</p> : null}
    </div>
  );
}

/**
 * A calculator form and its live result: every keystroke re-parses the fields and calls the pure
 * function again (microseconds), so the result always matches what is on screen.
 */
export function CalculatorForm({ def, prefill }: { def: CalculatorDef<object>; prefill: Prefill }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const uid = useId();
  const [initial] = useState(() => initialRaw(def, prefill, search));
  const [raw, setRaw] = useState<Record<string, string>>(initial.raw);
  const [prefilled, setPrefilled] = useState<ReadonlyMap<string, PrefillSource>>(initial.prefilled);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [method, setMethod] = useState(def.methods?.defaultValue);

  const { values, visible } = useMemo(() => parseValues(def.fields, raw, method), [def, raw, method]);
  const result = useMemo(() => def.compute(values, method), [def, values, method]);
  const placement = result.ok ? null : placeErrors(result.errors, visible, raw, touched);
  const headingId = `${uid}-result`;
  const methodId = `${uid}-method`;

  const change = (name: string, value: string) => {
    setRaw((r) => ({ ...r, [name]: value }));
    setTouched((s) => new Set(s).add(name));
    // Once edited, a value is the person's own, no longer "from the profile".
    setPrefilled((s) => {
      if (!s.has(name)) return s;
      const next = new Map(s);
      next.delete(name);
      return next;
    });
  };
  const blur = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));

  const { Result } = def;
  return (
    <section className="calc-layout" aria-labelledby={def.heading ? `${uid}-heading` : undefined}>
      {def.heading ? (
        <h2 id={`${uid}-heading`} className="calc-section-title">
          {t(def.heading)}
        </h2>
      ) : null}
      <form className="calc-form panel" noValidate onSubmit={(e) => e.preventDefault()}>
        {def.methods ? (
          <div className="field">
            <label htmlFor={methodId}>{t(def.methods.label)}</label>
            <select id={methodId} value={method} onChange={(e) => setMethod(e.target.value)}>
              {def.methods.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {visible.map((field) => {
          const props: FieldProps = {
            field,
            id: `${uid}-${field.name}`,
            value: raw[field.name] ?? '',
            error: placement?.byField.get(field.name),
            prefilled: prefilled.get(field.name),
            onChange: (v) => change(field.name, v),
            onBlur: () => blur(field.name),
          };
          return field.kind === 'choice' ? <ChoiceInput key={field.name} {...props} field={field} /> : <TextInput key={field.name} {...props} />;
        })}
      </form>
      <section className="calc-result panel" aria-labelledby={headingId} data-state={result.ok ? 'ok' : 'incomplete'}>
        <h2 id={headingId} className="calc-result-title">
          {t('calculators:ui.result')}
        </h2>
        {result.ok ? (
          <Result result={result} values={values} method={method} />
        ) : (
          <p className="muted">{t(placement && placement.byField.size + placement.general.length > 0 ? 'calculators:ui.fixErrors' : 'calculators:ui.fillFields')}</p>
        )}
        {placement?.general.map((e) => (
          <p key={e.key} className="field-error" role="alert">
            {t(e.key, e.params)}
          </p>
        ))}
      </section>
    </section>
  );
}
