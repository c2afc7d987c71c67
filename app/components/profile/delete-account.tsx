import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { loadFirebase } from '#app/lib/firebase/load.ts';

export type DeleteAccountResult = { deleted: true } | { deleted: false; error: 'word' | 'reauth' | 'failed' };

/**
 * Account deletion is a server action (trusted, recursive, then the Auth account). Once it
 * succeeded, the browser's Firebase Auth is signed out too and the page goes to /login with a
 * full load, so no screen keeps showing data that no longer exists.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const fetcher = useFetcher<DeleteAccountResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    // On success, act as soon as the action answered: the revalidation that follows finds no
    // session and redirects, which could unmount this component before it signs the browser out.
    if (result.deleted) {
      void loadFirebase()
        .then((firebase) => firebase.signOut(firebase.auth))
        .catch((error: unknown) => console.error(error))
        .finally(() => window.location.assign('/login'));
      return;
    }
    if (fetcher.state !== 'idle') return;
    const body = result.error === 'word' ? t('profile:account.wordMismatch') : result.error === 'reauth' ? t('profile:account.reauth') : t('profile:account.deleteFailedBody');
    toast.error(t('profile:account.deleteFailed'), body);
  }, [fetcher.data, fetcher.state, t]);

  const word = t('profile:account.confirmWord');
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
          void fetcher.submit({ intent: 'delete-account', confirm: word }, { method: 'post', action: '/profile' });
        }}
      >
        <p>{t('profile:account.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
