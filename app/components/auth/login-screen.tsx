import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useAction } from '#app/components/data/use-action.ts';
import { ThemeToggle } from '#app/components/shell/theme-toggle.tsx';
import { useMessage } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { authErrorCode, loadFirebase, type FirebaseClient } from '#app/lib/firebase/load.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { FIRST_NAME_MAX, MIN_PASSWORD_LENGTH, normaliseFirstName, validateCredentials, type AuthMode, type Credentials } from '#app/lib/auth/credentials.ts';
import type { action } from '#app/routes/login.tsx';

const tabs: AuthMode[] = ['signIn', 'signUp'];

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

/** The form's fields as typed (a fresh one per mode keeps them: the e-mail follows the person). */
type CredentialFields = Record<keyof Credentials, string>;

const EMPTY: CredentialFields = { firstName: '', email: '', password: '' };

function checkCredentials(mode: AuthMode, typed: CredentialFields): Validation<Credentials> {
  const credentials = { firstName: normaliseFirstName(typed.firstName), email: typed.email.trim(), password: typed.password };
  const problems = Object.entries(validateCredentials(mode, credentials));
  if (problems.length === 0) return { ok: true, value: credentials };
  return { ok: false, errors: Object.fromEntries(problems.map(([field, code]) => [field, { key: `auth:validation.${code}` }])) };
}

export function LoginScreen({ redirectTo, serverError }: { redirectTo: string; serverError?: FieldMessage }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigation = useNavigation();
  const id = useId();
  const [mode, setMode] = useState<AuthMode>('signIn');
  // The server's answer to a form sent without JavaScript shows until the person tries again.
  const form = useForm({ values: EMPTY, validate: (typed) => checkCredentials(mode, typed), refused: serverError ? { form: serverError } : undefined });
  // Why the server did not open the session.
  const session = useAction<typeof action>({ onFailure: (failure) => form.refuse({ form: failure.message }) });
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Sign-in runs in the browser (Firebase Auth): until the page is interactive, nothing to submit.
  const hydrated = useHydrated();
  const busy = !hydrated || pending || session.busy || navigation.state !== 'idle';
  const fieldErrors = form.errors;

  function switchMode(next: AuthMode) {
    setMode(next);
    form.restart(form.values);
    setNotice(null);
  }

  async function openSession(firebase: FirebaseClient) {
    const idToken = await firebase.auth.currentUser?.getIdToken(true);
    if (!idToken) throw new Error('no-user');
    await session.submit({ idToken, redirectTo }, { method: 'post', action: '/login' });
  }

  async function run(task: (firebase: FirebaseClient) => Promise<void>) {
    form.refuse({});
    setNotice(null);
    setPending(true);
    try {
      await task(await loadFirebase());
    } catch (caught) {
      const key = `auth:errors.${authErrorCode(caught)}`;
      form.refuse({ form: { key: i18n.exists(key) ? key : 'auth:errors.default' } });
    } finally {
      setPending(false);
    }
  }

  const onSubmit = form.submit(({ firstName, email, password }) => {
    void run(async (firebase) => {
      if (mode === 'reset') {
        await firebase.sendPasswordResetEmail(firebase.auth, email);
        setNotice(t('auth:resetSent', { email }));
        return;
      }
      if (mode === 'signUp') {
        const { user } = await firebase.createUserWithEmailAndPassword(firebase.auth, email, password);
        // Before the session opens, so the ID token (and the first page) already carries the name.
        await firebase.updateProfile(user, { displayName: firstName });
        // The profile document starts with that first name (checked against the profile's schema).
        const [{ setDocument }, { profileDoc }] = await Promise.all([import('#app/lib/data/documents.client.ts'), import('#app/lib/data/profile.ts')]);
        await setDocument(firebase.db, profileDoc, { uid: user.uid }, { displayName: firstName }, { merge: true, creating: true });
      } else {
        await firebase.signInWithEmailAndPassword(firebase.auth, email, password);
      }
      await openSession(firebase);
    });
  });

  function signInWithGoogle() {
    void run(async (firebase) => {
      await firebase.signInWithPopup(firebase.auth, new firebase.GoogleAuthProvider());
      await openSession(firebase);
    });
  }

  const input = (name: keyof CredentialFields) => {
    const field = form.field(name);
    return { id: field.id, name, value: field.value, onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value), 'aria-invalid': field.error ? true : undefined };
  };
  const fieldError = (name: keyof CredentialFields) =>
    fieldErrors[name] ? (
      <p className="field-error" id={`${form.idOf(name)}-error`}>
        {message(fieldErrors[name])}
      </p>
    ) : null;
  const shownError = message(fieldErrors.form);

  return (
    <main className="login">
      <title>{`${t('auth:title')} · ${t('common:app.name')}`}</title>
      <div className="login-theme">
        <ThemeToggle />
      </div>
      <section className="panel login-card" aria-labelledby={`${id}-title`}>
        <p className="brand">
          <span className="brand-mark" aria-hidden="true">
            É
          </span>
          {t('common:app.name')}
        </p>
        <h1 id={`${id}-title`}>{t(`auth:tabs.${mode}`)}</h1>
        <p className="muted">{t('auth:subtitle')}</p>

        {mode !== 'reset' ? (
          <div className="segmented" role="group" aria-label={t('auth:tabs.label')}>
            {tabs.map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => switchMode(m)}>
                {t(`auth:tabs.${m}`)}
              </button>
            ))}
          </div>
        ) : null}

        <form method="post" noValidate onSubmit={onSubmit} className="stack">
          {mode === 'signUp' ? (
            <div className="field">
              <label htmlFor={form.idOf('firstName')}>{t('auth:fields.firstName')}</label>
              <input
                {...input('firstName')}
                autoComplete="given-name"
                autoCapitalize="words"
                required
                maxLength={FIRST_NAME_MAX}
                aria-describedby={`${form.idOf('firstName')}-${fieldErrors.firstName ? 'error' : 'hint'}`}
              />
              {fieldErrors.firstName ? (
                fieldError('firstName')
              ) : (
                <p className="field-hint" id={`${form.idOf('firstName')}-hint`}>
                  {t('auth:fields.firstNameHint')}
                </p>
              )}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={form.idOf('email')}>{t('auth:fields.email')}</label>
            <input
              {...input('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              aria-describedby={fieldErrors.email ? `${form.idOf('email')}-error` : undefined}
            />
            {fieldError('email')}
          </div>
          {mode !== 'reset' ? (
            <div className="field">
              <label htmlFor={form.idOf('password')}>{t('auth:fields.password')}</label>
              <input
                {...input('password')}
                type="password"
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                required
                minLength={MIN_PASSWORD_LENGTH}
                aria-describedby={fieldErrors.password ? `${form.idOf('password')}-error` : mode === 'signUp' ? `${form.idOf('password')}-hint` : undefined}
              />
              {/* The rule is said once: the hint gives way to the message when it is broken. */}
              {fieldErrors.password ? (
                fieldError('password')
              ) : mode === 'signUp' ? (
                <p className="field-hint" id={`${form.idOf('password')}-hint`}>
                  {t('auth:fields.passwordHint')}
                </p>
              ) : null}
              {mode === 'signIn' ? (
                <button type="button" className="link-button" onClick={() => switchMode('reset')}>
                  {t('auth:actions.forgot')}
                </button>
              ) : null}
            </div>
          ) : null}
          {shownError ? (
            <p className="form-error" role="alert">
              {shownError}
            </p>
          ) : null}
          {notice ? (
            <p className="form-notice" role="status">
              {notice}
            </p>
          ) : null}
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? t('auth:actions.working') : t(`auth:actions.${mode}`)}
          </button>
        </form>

        {mode === 'reset' ? (
          <button type="button" className="link-button" onClick={() => switchMode('signIn')}>
            {t('auth:actions.backToSignIn')}
          </button>
        ) : (
          <>
            <p className="divider">
              <span>{t('auth:or')}</span>
            </p>
            <button type="button" className="button block" onClick={signInWithGoogle} disabled={busy}>
              <GoogleMark />
              {t('auth:actions.google')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
