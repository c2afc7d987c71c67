// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { useForm } from './use-form.ts';

afterEach(cleanup);

const NAME = 'Nom';
const SEND = 'Envoyer';
const RESTART = 'Recommencer';

const validate = ({ name }: { name: string }): Validation<string> => (name.trim() ? { ok: true, value: name.trim() } : { ok: false, errors: { name: { key: 'common:form.required' } } });

/** A form whose submission is refused by what answers it (a name already taken), as a screen would. */
function NameForm({ onValid, refused }: { onValid: (name: string) => FieldErrors | null; refused?: FieldErrors }) {
  const form = useForm({ values: { name: '' }, validate, refused });
  const name = form.field('name');
  return (
    <form
      noValidate
      onSubmit={form.submit((value) => {
        const refusal = onValid(value);
        if (refusal) form.refuse(refusal);
      })}
    >
      <label htmlFor={name.id}>{NAME}</label>
      <input id={name.id} value={name.value} onChange={(event) => name.onChange(event.target.value)} aria-invalid={name.error ? true : undefined} />
      <output aria-label="messages">{JSON.stringify(form.errors)}</output>
      <button type="submit">{SEND}</button>
      <button type="button" onClick={() => form.restart()}>
        {RESTART}
      </button>
    </form>
  );
}

const messages = () => JSON.parse(screen.getByRole('status', { name: 'messages' }).textContent ?? '{}') as FieldErrors;
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: SEND })));

describe('useForm refusals', () => {
  it("holds what answered the submission until the next submit; the field's own check wins while it fails", async () => {
    const onValid = vi.fn((name: string) => (name === 'Léa' ? { name: { key: 'challenges:errors.pseudonymTaken' }, form: { key: 'common:data.errors.default' } } : null));
    render(<NameForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(NAME), { target: { value: ' Léa ' } });
    await send();
    expect(onValid).toHaveBeenCalledWith('Léa');
    expect(messages()).toEqual({ name: { key: 'challenges:errors.pseudonymTaken' }, form: { key: 'common:data.errors.default' } });
    expect(screen.getByLabelText(NAME).getAttribute('aria-invalid')).toBe('true');

    // Typing keeps the refusal (it answered that submission), unless the field's own check fails.
    fireEvent.change(screen.getByLabelText(NAME), { target: { value: '' } });
    expect(messages()).toEqual({ name: { key: 'common:form.required' }, form: { key: 'common:data.errors.default' } });
    fireEvent.change(screen.getByLabelText(NAME), { target: { value: 'Zoé' } });
    expect(messages().name).toEqual({ key: 'challenges:errors.pseudonymTaken' });

    await send();
    expect(onValid).toHaveBeenLastCalledWith('Zoé');
    expect(messages()).toEqual({});
  });

  it('starts with the refusals given before it rendered, and a restart drops them', () => {
    render(<NameForm onValid={() => null} refused={{ form: { key: 'auth:errors.session' } }} />);
    expect(messages()).toEqual({ form: { key: 'auth:errors.session' } });
    fireEvent.click(screen.getByRole('button', { name: RESTART }));
    expect(messages()).toEqual({});
  });
});
