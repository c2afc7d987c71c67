import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useRouteLoaderData, useSubmit } from 'react-router';
import { LogOut } from 'lucide-react';
import { loadFirebase } from '#app/lib/firebase/load.ts';
import { clearAccountDataOnThisDevice } from '#app/lib/offline/sign-out-cleanup.ts';
import type { loader as appLoader } from '#app/routes/_app.tsx';

/**
 * Clears what this device keeps of the account (saved pages…), signs the browser out of Firebase,
 * then the server clears the cookie and revokes tokens.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const uid = useRouteLoaderData<typeof appLoader>('routes/_app')?.user.uid;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
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

  return (
    <Form method="post" action="/logout" onSubmit={(event) => void onSubmit(event)}>
      <button type="submit" className={className ?? 'button ghost'}>
        <LogOut aria-hidden="true" size={18} />
        <span>{t('common:auth.signOut')}</span>
      </button>
    </Form>
  );
}
