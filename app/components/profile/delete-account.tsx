import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { messageText, useAction } from '#app/components/data/use-action.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { useMessage } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { authErrorCode, loadFirebase } from '#app/lib/firebase/load.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import type { action } from '#app/routes/_app.profile.tsx';

const WRONG_PASSWORD_CODES = new Set(['wrong-password', 'invalid-credential', 'invalid-login-credentials']);

/**
 * Account deletion is a server action (trusted, recursive, then the Auth account). It needs a
 * recent sign-in: when the session is older, the server answers 'reauth' and the person confirms
 * their password (or Google account) here, then the deletion is sent again with the fresh token.
 * Once it succeeded, the browser's Firebase Auth is signed out too and the page goes to /login
 * with a full load, so no screen keeps showing data that no longer exists.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const message = useMessage();
  const auth = useClientAuth();
  const fetcher = useAction<typeof action>({
    // Acted on as soon as the action answered: the revalidation that follows finds no session
    // and redirects, which could unmount this component before it signs the browser out.
    onSuccess: () => {
      void loadFirebase()
        .then((firebase) => firebase.signOut(firebase.auth))
        .catch((error: unknown) => console.error(error))
        .finally(() => window.location.assign('/login'));
    },
    // A recent sign-in asked for opens the dialog below instead.
    onFailure: (failure) => {
      if (!failure.fieldErrors.idToken) toast.error(t('profile:account.deleteFailed'), messageText(t, failure.message));
    },
  });
  const [open, setOpen] = useState(false);
  // The dialog opens for each 'reauth' answer, until the person cancels it or confirms.
  const [settledResult, setSettledResult] = useState<unknown>();
  const [reauthBusy, setReauthBusy] = useState(false);
  const { busy } = fetcher;
  const word = t('profile:account.confirmWord');
  const reauthOpen = !busy && fetcher.failure?.fieldErrors.idToken !== undefined && fetcher.failure !== settledResult;
  const usesPassword = auth.status === 'signed-in' && auth.user.providerData.some((provider) => provider.providerId === 'password');
  // A Google account confirms in its own window: nothing to type here.
  const reauth = useForm({
    values: { password: '' },
    validate: ({ password }): Validation<string> =>
      usesPassword && !password ? { ok: false, errors: { password: { key: 'profile:account.reauthPasswordRequired' } } } : { ok: true, value: password },
  });
  const password = reauth.field('password');
  const reauthError = message(reauth.errors.password ?? reauth.errors.form);

  function sendDeletion(idToken?: string) {
    void fetcher.submit({ intent: 'delete-account', confirm: word, ...(idToken ? { idToken } : {}) }, { method: 'post', action: '/profile' });
  }

  function closeReauth() {
    setSettledResult(fetcher.failure);
    reauth.restart();
  }

  async function reauthenticate(password: string) {
    if (auth.status !== 'signed-in') return;
    const { firebase, user } = auth;
    setReauthBusy(true);
    try {
      if (usesPassword) {
        await firebase.reauthenticateWithCredential(user, firebase.EmailAuthProvider.credential(user.email ?? '', password));
      } else {
        await firebase.reauthenticateWithPopup(user, new firebase.GoogleAuthProvider());
      }
      const idToken = await user.getIdToken(true);
      closeReauth();
      sendDeletion(idToken);
    } catch (error) {
      reauth.refuse(
        WRONG_PASSWORD_CODES.has(authErrorCode(error)) ? { password: { key: 'profile:account.reauthWrongPassword' } } : { form: { key: 'profile:account.reauthFailed' } },
      );
    } finally {
      setReauthBusy(false);
    }
  }

  return (
    <section className="panel stack danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('profile:account.deleteTitle')}</h2>
      <p className="muted">{t('profile:account.deleteIntro')}</p>
      <div>
        <button type="button" className="button danger" onClick={() => setOpen(true)} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('profile:account.deleting') : t('profile:account.deleteButton')}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('profile:account.confirmTitle')}
        confirmLabel={t('profile:account.confirmButton')}
        confirmWord={word}
        danger
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          // Closed at once: the button below shows the progress, a failure comes as a toast.
          setOpen(false);
          sendDeletion();
        }}
      >
        <p>{t('profile:account.confirmBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={reauthOpen}
        title={t('profile:account.reauthTitle')}
        confirmLabel={usesPassword ? t('profile:account.confirmButton') : t('profile:account.reauthGoogle')}
        danger
        busy={reauthBusy || auth.status !== 'signed-in'}
        onCancel={closeReauth}
        onConfirm={reauth.submit((value) => void reauthenticate(value))}
      >
        <p>{t('profile:account.reauth')}</p>
        {usesPassword ? (
          <div className="field">
            <label htmlFor={password.id}>{t('profile:account.reauthPassword')}</label>
            <input
              id={password.id}
              name={password.name}
              type="password"
              autoComplete="current-password"
              value={password.value}
              onChange={(event) => password.onChange(event.target.value)}
              aria-invalid={password.error ? true : undefined}
              aria-describedby={reauthError ? `${password.id}-error` : undefined}
            />
          </div>
        ) : null}
        {reauthError ? (
          <p className="form-error" role="alert" id={`${password.id}-error`}>
            {reauthError}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
