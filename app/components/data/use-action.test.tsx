// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#app/components/ui/toaster.tsx';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import common from '../../../locales/fr/common.json';
import { messageText, useAction, type ActionOptions } from './use-action.ts';

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common } }, interpolation: { escapeValue: false } });

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = ReturnType<typeof actionSuccess<{ id: string }>> | ReturnType<typeof actionFailure>;

/** The action under test answers what the test hands it, when the test says so. */
function pendingAnswers() {
  const calls: FormData[] = [];
  let settle: (answer: Answer) => void = () => undefined;
  const action = async ({ request }: { request: Request }) => {
    calls.push(await request.formData());
    return new Promise<Answer>((resolve) => (settle = resolve));
  };
  return { calls, action, answer: (value: Answer) => act(async () => settle(value)) };
}

const SEND = 'Envoyer';

function Screen({ options, viaForm }: { options: ActionOptions<() => Promise<Answer>>; viaForm: boolean }) {
  const action = useAction<() => Promise<Answer>>(options);
  const { t } = i18n;
  return (
    <>
      {viaForm ? (
        <action.Form method="post">
          <input name="name" defaultValue="Séance du lundi" />
          <button type="submit">{SEND}</button>
        </action.Form>
      ) : (
        <button type="button" onClick={() => void action.submit({ name: 'Séance du lundi' }, { method: 'post' })}>
          {SEND}
        </button>
      )}
      <output aria-label="état">{`${action.status} ${action.busy ? 'occupé' : 'libre'}`}</output>
      <output aria-label="message">{action.failure ? messageText(t, action.failure.message) : ''}</output>
      <output aria-label="champ">{action.fieldErrors.name ? t(action.fieldErrors.name.key) : ''}</output>
      <output aria-label="réponse">{action.result?.ok ? action.result.id : ''}</output>
    </>
  );
}

function renderScreen(action: (args: { request: Request }) => Promise<Answer>, options: ActionOptions<() => Promise<Answer>> = {}, viaForm = false) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Screen options={options} viaForm={viaForm} />, action }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const toasts = () => toast.getSnapshot().map(({ type, title, description }) => [type, title, description]);
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: SEND })));

describe('useAction', () => {
  it('is idle before anything is sent, busy while the action answers, then saved with the success handled once', async () => {
    const { calls, action, answer } = pendingAnswers();
    const onSuccess = vi.fn((result: { id: string }) => toast.success(`Enregistré : ${result.id}`));
    renderScreen(action, { onSuccess });
    expect(shown('état')).toBe('idle libre');

    await send();
    expect(shown('état')).toBe('saving occupé');
    expect(calls.map((form) => form.get('name'))).toEqual(['Séance du lundi']);

    await answer(actionSuccess({ id: 's1' }));
    expect(await screen.findByText('saved libre')).toBeDefined();
    expect(shown('réponse')).toBe('s1');
    expect(shown('message')).toBe('');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([['success', 'Enregistré : s1', '']]);
  });

  it('does not show the previous answer while a form is sent again', async () => {
    const { action, answer } = pendingAnswers();
    renderScreen(action);
    await send();
    await answer(actionSuccess({ id: 's1' }));
    expect(await screen.findByText('saved libre')).toBeDefined();

    await send();
    expect(shown('état')).toBe('saving occupé');
    expect(shown('réponse')).toBe('');
    await answer(actionSuccess({ id: 's2' }));
    expect(await screen.findByText('s2')).toBeDefined();
  });

  it('hands a refusal over as its French message and field messages, with its error toast under the title given', async () => {
    const { action, answer } = pendingAnswers();
    const onFailure = vi.fn();
    renderScreen(action, { failureToast: 'Séance non enregistrée', onFailure });
    await send();
    await answer(
      actionFailure({ key: 'common:errors.rateLimited', params: { seconds: 30 } }, { status: 429, fieldErrors: { name: { key: 'common:form.required' } } }),
    );
    expect(await screen.findByText('failed libre')).toBeDefined();
    expect(shown('message')).toBe('Trop de demandes en peu de temps. Réessayez dans 30 s.');
    expect(shown('champ')).toBe(common.form.required);
    expect(shown('réponse')).toBe('');
    expect(toasts()).toEqual([['error', 'Séance non enregistrée', 'Trop de demandes en peu de temps. Réessayez dans 30 s.']]);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ ok: false, fieldErrors: { name: { key: 'common:form.required' } } });
  });

  it('leaves the message to the screen when no failure toast is asked', async () => {
    const { action, answer } = pendingAnswers();
    renderScreen(action);
    await send();
    await answer(data({ ok: false as const, message: { key: 'common:data.errors.default' }, fieldErrors: {} }, { status: 500 }) as Answer);
    expect(await screen.findByText('failed libre')).toBeDefined();
    expect(shown('message')).toBe(common.data.errors.default);
    expect(toasts()).toEqual([]);
  });

  for (const viaForm of [false, true]) {
    it(`without a connection sends nothing and says so in French, the page kept (${viaForm ? 'its Form' : 'submit'})`, async () => {
      const { calls, action, answer } = pendingAnswers();
      vi.stubGlobal('navigator', { ...navigator, onLine: false });
      renderScreen(action, { failureToast: true }, viaForm);
      await send();
      expect(calls).toEqual([]);
      expect(shown('état')).toBe('failed libre');
      expect(shown('message')).toBe(common.data.errors.unavailable);
      expect(toasts()).toEqual([['error', common.data.errors.unavailable, '']]);

      // A second try offline is a new failure, toasted again; back online, the form is sent.
      await send();
      expect(toasts()).toHaveLength(2);
      vi.stubGlobal('navigator', { ...navigator, onLine: true });
      await send();
      expect(calls).toHaveLength(1);
      expect(shown('état')).toBe('saving occupé');
      expect(shown('message')).toBe('');
      await answer(actionSuccess({ id: 's3' }));
      expect(await screen.findByText('saved libre')).toBeDefined();
    });
  }
});
