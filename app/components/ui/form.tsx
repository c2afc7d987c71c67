/*
 * The form parts every screen uses: a labelled field with its hint and error wired for screen
 * readers, a number field that accepts a French decimal comma, the error summary and a submit
 * button. Fields are controlled with string values held by `useForm` (use-form.ts); parsing
 * ('72,5' → 72.5) and validation happen there, through the document type's zod schema.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldMessage } from '#app/lib/forms/messages.ts';

export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: FieldMessage;
  readonly className?: string;
  /** The control's id, when the form links to it (error summary); generated otherwise. */
  readonly id?: string;
  /** Renders the control with the ids it must carry. */
  readonly children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** The translated text of a field message; `unit` params are spaced as French writes them. */
export function useMessage() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined) => (message ? t(message.key, message.params ?? {}) : null);
}

/**
 * A route action's refusal shown in the page the server answers a form sent without JavaScript
 * (the route's `actionData`); forms sent by a fetcher show theirs beside the form instead.
 */
export function ActionRefusal({ result }: { readonly result: unknown }) {
  const message = useMessage();
  if (!isFailure(result)) return null;
  return (
    <p className="form-error" role="alert">
      {message(result.message)}
    </p>
  );
}

function isFailure(result: unknown): result is { ok: false; message: FieldMessage } {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false && typeof (result as { message?: { key?: unknown } }).message?.key === 'string';
}

export function Field({ label, hint, error, className, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const message = useMessage()(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(message) })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface InputBase {
  readonly id?: string;
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: FieldMessage;
  readonly required?: boolean;
  readonly className?: string;
}

export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  ...props
}: InputBase & { type?: 'text' | 'date' | 'email'; autoComplete?: string; maxLength?: number; min?: string; max?: string }) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error} className={props.className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={props.name}
          type={type}
          value={props.value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={props.required}
          autoComplete={autoComplete}
          maxLength={maxLength}
          min={props.min}
          max={props.max}
        />
      )}
    </Field>
  );
}

/**
 * A text input, not `type=number`: Chrome's number input rejects '72,5' in some locales and
 * silently empties what it cannot parse, so a typo would read as "required". The phone still
 * shows its decimal keypad (`inputMode`).
 */
export function NumberField({ unit, integer, ...props }: InputBase & { unit?: string; integer?: boolean }) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error} className={props.className}>
      {({ id, describedBy, invalid }) => (
        <span className="input-with-unit">
          <input
            id={id}
            name={props.name}
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            required={props.required}
          />
          {unit ? (
            <span className="input-unit" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </span>
      )}
    </Field>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: InputBase & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error} className={props.className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={props.required}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField({ maxLength, rows = 3, ...props }: InputBase & { maxLength?: number; rows?: number }) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error} className={props.className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={props.name}
          value={props.value}
          rows={rows}
          maxLength={maxLength}
          onChange={(e) => props.onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}

/**
 * After a refused submit: one sentence announced at once, and a link to each field to fix (its
 * label; the message itself is under the field). `labels` in the order of the form.
 */
export function ErrorSummary({
  errors,
  labels,
  idOf,
  title,
}: {
  errors: FieldErrors;
  labels: Readonly<Record<string, string>>;
  idOf: (name: string) => string;
  title?: string;
}) {
  const { t } = useTranslation();
  const fields = Object.keys(labels).filter((name) => errors[name]);
  if (Object.keys(errors).length === 0) return null;
  return (
    <div className="form-error error-summary" role="alert">
      <p>{title ?? t('common:form.checkFields')}</p>
      {fields.length > 0 ? (
        <ul aria-label={t('common:form.fieldsToFix')}>
          {fields.map((name) => (
            <li key={name}>
              <a
                href={`#${idOf(name)}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(idOf(name))?.focus();
                }}
              >
                {labels[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Disabled until the page is interactive (writes run in the browser) and while busy; the
 * label stays the same so a screen reader's focus does not jump.
 */
export function SubmitButton({ children, disabled, busy, className }: { children: ReactNode; disabled?: boolean; busy?: boolean; className?: string }) {
  return (
    <button type="submit" className={className ?? 'button primary'} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
