// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionFailure } from '#app/lib/forms/action-result.ts';
import type * as Load from '#app/lib/firebase/load.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import auth from '../../../locales/fr/auth.json';
import common from '../../../locales/fr/common.json';
import { LoginScreen } from './login-screen.tsx';

// The theme button reads the browser's colour scheme, which jsdom does not have.
vi.mock('#app/components/shell/theme-toggle.tsx', () => ({ ThemeToggle: () => null }));

/** Firebase Auth as the screen uses it: sign-in answers what the test says. */
const firebase = {
  auth: { currentUser: { getIdToken: async () => 'id-token' } },
  signInWithEmailAndPassword: vi.fn<() => Promise<unknown>>(),
};
vi.mock('#app/lib/firebase/load.ts', async (original) => ({
  ...(await original<typeof Load>()),
  loadFirebase: async () => firebase,
}));

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { auth, common } }, interpolation: { escapeValue: false } });

beforeEach(() => {
  firebase.signInWithEmailAndPassword.mockReset();
});
afterEach(cleanup);

const STALE = 'Par sécurité, la connexion doit être récente : saisissez à nouveau votre mot de passe (ou reconnectez-vous avec Google).';

function renderLogin({ serverError, answer }: { serverError?: FieldMessage; answer?: () => Promise<unknown> } = {}) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/login',
      Component: () => <LoginScreen redirectTo="/dashboard" serverError={serverError} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer ? answer() : actionFailure('auth:errors.stale-sign-in', { status: 401 });
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/login']} />
    </I18nextProvider>,
  );
  return posted;
}

const signIn = () => act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Se connecter' }).at(-1)!));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginScreen', () => {
  it('checks the fields on submit, then follows the typing; nothing is asked of Firebase meanwhile', async () => {
    renderLogin();
    type('Adresse e-mail', 'pas-une-adresse');
    await signIn();
    expect(screen.getByText('Cette adresse e-mail n’est pas valide.')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-describedby')).toBe(screen.getByText('Cette adresse e-mail n’est pas valide.').id);

    type('Adresse e-mail', 'lea@example.fr');
    expect(screen.queryByText('Cette adresse e-mail n’est pas valide.')).toBeNull();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("says in French why Firebase refused, until the next try; the server's refusal comes through the action", async () => {
    const posted = renderLogin();
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    type('Adresse e-mail', ' lea@example.fr ');
    type('Mot de passe', 'pas-le-bon');
    await signIn();
    expect(screen.getByRole('alert').textContent).toBe('E-mail ou mot de passe incorrect.');
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(firebase.auth, 'lea@example.fr', 'pas-le-bon');

    // Firebase accepts this time; the server does not open the session (a sign-in too old).
    firebase.signInWithEmailAndPassword.mockResolvedValueOnce({});
    await signIn();
    expect(posted.map((form) => Object.fromEntries(form))).toEqual([{ idToken: 'id-token', redirectTo: '/dashboard' }]);
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
  });

  it('an unknown Firebase code gets the general message', async () => {
    renderLogin();
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce({ code: 'auth/internal-error' });
    type('Adresse e-mail', 'lea@example.fr');
    type('Mot de passe', 'secret-123');
    await signIn();
    expect(screen.getByRole('alert').textContent).toBe('La connexion a échoué. Réessayez.');
  });

  it("shows the server's answer to a form sent without JavaScript until the person tries again, and switching tabs keeps the e-mail", async () => {
    renderLogin({ serverError: { key: 'auth:errors.stale-sign-in' } });
    expect(screen.getByRole('alert').textContent).toBe(STALE);
    type('Adresse e-mail', 'lea@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('lea@example.fr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' })));
    expect(screen.getByText('Saisissez votre prénom.')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeTruthy();
    expect(screen.queryByText('Saisissez votre adresse e-mail.')).toBeNull();
  });
});
