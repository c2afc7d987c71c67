/*
 * One form hook for every form: it holds what the person typed (a draft over the values the
 * screen gives, so a form can follow live data until the person types), validates on submit
 * and then as they type, focuses the first invalid field, and hands the valid value to the
 * screen. Validation is a function returning the value or one French message key per field;
 * most forms build it from their document type's zod schema with `schemaValidation`. What
 * answers the submission (an authentication refusal, a file that cannot be read) is held here
 * too, with `refuse`, so a form has one set of messages.
 */
import { useId, useState, type FormEvent } from 'react';
import { type FieldErrors, type FieldMessage } from '#app/lib/forms/messages.ts';
import { type Validation } from '#app/lib/forms/validation.ts';

export interface FieldBinding {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: FieldMessage | undefined;
}

export interface Form<V extends object, T> {
  readonly values: V;
  /**
   * Shown from the first submit on, then following the typing; with the refusals of what
   * answered the submission (a field's own check wins). `form`: a message for the whole form.
   */
  readonly errors: FieldErrors;
  /** The person changed something since the form was last reset. */
  readonly dirty: boolean;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Changes several values at once (a field that follows another). */
  update(change: (values: V) => V): void;
  /** Puts typed values back after a refused write, unless the person has typed again since. */
  restore(values: V): void;
  /** Drops what was typed once it is saved (the fields follow the screen's values again), unless typed again since. */
  discard(saved: V): void;
  /** A fresh form, no message shown: the screen's values, or `values` (e.g. the person's kept, the rest cleared). */
  restart(values?: V): void;
  /** Messages from what answered the submission, shown until the next submit or restart. */
  refuse(errors: FieldErrors): void;
  /** id, value, change handler and message of a text field. */
  field(name: keyof V & string): FieldBinding;
  /** The id of a field's control, for labels and the error summary's links. */
  idOf(name: string): string;
  /** Submit handler: validates, focuses the first invalid field, or calls `onValid`. */
  submit(onValid: (value: T, values: V, form: HTMLFormElement) => void): (event: FormEvent<HTMLFormElement>) => void;
}

const NONE: FieldErrors = {};

export interface FormOptions<V, T> {
  readonly values: V;
  readonly validate: (values: V) => Validation<T>;
  /** Refusals given before the form rendered (the server's answer to a form sent without JavaScript). */
  readonly refused?: FieldErrors;
}

export function useForm<V extends object, T>({ values: base, validate, refused: initiallyRefused }: FormOptions<V, T>): Form<V, T> {
  const baseId = useId();
  const [draft, setDraft] = useState<V | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>(initiallyRefused ?? NONE);
  const values = draft ?? base;
  const verdict = submitted ? validate(values) : null;
  const checked = verdict && !verdict.ok ? verdict.errors : NONE;
  const errors = refused === NONE ? checked : { ...refused, ...checked };
  const idOf = (name: string) => `${baseId}-${name.replace(/\W/g, '-')}`;
  const update = (change: (values: V) => V) => setDraft((current) => change(current ?? base));
  const set = <K extends keyof V>(name: K, value: V[K]) => update((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors,
    dirty: draft !== null,
    set,
    update,
    restore: (typed) => setDraft((current) => current ?? typed),
    // Runs when a write settles: compares with the draft of that moment, not of this render.
    discard: (saved) => setDraft((current) => (current === saved ? null : current)),
    restart: (values) => {
      setDraft(values ?? null);
      setSubmitted(false);
      setRefused(NONE);
    },
    refuse: setRefused,
    field: (name) => ({
      id: idOf(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (value: string) => set(name, value as V[typeof name]),
      error: errors[name],
    }),
    idOf,
    submit: (onValid) => (event) => {
      event.preventDefault();
      const element = event.currentTarget;
      const result = validate(values);
      setSubmitted(true);
      setRefused(NONE);
      if (result.ok) {
        onValid(result.value, values, element);
        return;
      }
      // Keyboard and screen-reader users land on the first field to fix, once it is rendered.
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  };
}
