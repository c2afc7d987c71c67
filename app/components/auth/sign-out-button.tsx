import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useRouteLoaderData, useSubmit } from 'react-router';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { loadFirebase } from '#app/lib/firebase/load.ts';
import { clearAccountDataOnThisDevice } from '#app/lib/offline/sign-out-cleanup.ts';
import type { loader as appLoader } from '#app/routes/_app.tsx';

/** The writes of this person still in the outbox (not yet acknowledged by the server). */
async function unsentWrites(uid: string): Promise<number> {
  try {
    const outbox = await import('#app/lib/offline/outbox.ts');
    return await outbox.countOutbox(uid);
  } catch (error) {
    console.warn('[outbox] not counted', error);
    return 0;
  }
}

/**
 * Clears what this device keeps of the account (saved pages, writes not yet sent), signs the
 * browser out of Firebase, then the server clears the cookie and revokes tokens. Writes not yet
 * sent are the person's to give up: they are counted first.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [unsent, setUnsent] = useState(0);
  const uid = useRouteLoaderData<typeof appLoader>('routes/_app')?.user.uid;

  async function signOut(form: HTMLFormElement) {
    if (uid) await clearAccountDataOnThisDevice(uid);
    try {
      const firebase = await loadFirebase();
      await firebase.signOut(firebase.auth);
    } catch (error) {
      // The server-side sign-out below still ends the session; the browser state is cleared at next load.
      console.error(error);
    }
    await submit(form);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const count = uid ? await unsentWrites(uid) : 0;
    if (count > 0) {
      setUnsent(count);
      return;
    }
    await signOut(form);
  }

  // The dialog holds a form of its own: beside this one, never inside it.
  return (
    <>
      <Form ref={formRef} method="post" action="/logout" onSubmit={(event) => void onSubmit(event)}>
        <button type="submit" className={className ?? 'button ghost'}>
          <LogOut aria-hidden="true" size={18} />
          <span>{t('common:auth.signOut')}</span>
        </button>
      </Form>
      <ConfirmDialog
        open={unsent > 0}
        title={t('common:outbox.signOut.title', { count: unsent })}
        confirmLabel={t('common:outbox.signOut.anyway')}
        cancelLabel={t('common:outbox.signOut.wait')}
        danger
        onConfirm={() => {
          setUnsent(0);
          if (formRef.current) void signOut(formRef.current);
        }}
        onCancel={() => setUnsent(0)}
      >
        <p>{t('common:outbox.signOut.text', { count: unsent })}</p>
      </ConfirmDialog>
    </>
  );
}
