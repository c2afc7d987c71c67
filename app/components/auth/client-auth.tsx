import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'firebase/auth';
import { loadFirebase, type FirebaseClient } from '#app/lib/firebase/load.ts';

export type ClientAuthState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User; firebase: FirebaseClient }
  | { status: 'error' };

const ClientAuthContext = createContext<ClientAuthState>({ status: 'loading' });

async function fetchCustomToken(): Promise<string | null> {
  const response = await fetch('/api/custom-token', { method: 'POST', headers: { Accept: 'application/json' } });
  // Only a refused session means signing in again; a busy or failing server is an error.
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`custom token: HTTP ${response.status}`);
  const body = (await response.json()) as { token?: unknown };
  return typeof body.token === 'string' ? body.token : null;
}

/**
 * The server session (httpOnly cookie) is the source of truth. Once hydrated, the browser's
 * Firebase Auth must hold the same person; if it lost its state (cleared storage, other browser
 * profile), the server mints a custom token and the person is signed back in silently.
 */
export function ClientAuthProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const [state, setState] = useState<ClientAuthState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadFirebase()
      .then((firebase) => {
        if (!active) return;
        unsubscribe = firebase.onAuthStateChanged(firebase.auth, (user) => {
          if (!active) return;
          if (user?.uid === uid) {
            setState({ status: 'signed-in', user, firebase });
            return;
          }
          setState({ status: 'loading' });
          void (async () => {
            if (user) await firebase.signOut(firebase.auth);
            const token = await fetchCustomToken();
            if (!token) {
              // The server session ended meanwhile: the guard sends the person to /login.
              window.location.assign(`/login?${new URLSearchParams({ redirectTo: window.location.pathname })}`);
              return;
            }
            await firebase.signInWithCustomToken(firebase.auth, token);
          })().catch((error: unknown) => {
            console.error(error);
            if (active) setState({ status: 'error' });
          });
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [uid]);

  return <ClientAuthContext.Provider value={state}>{children}</ClientAuthContext.Provider>;
}

export function useClientAuth(): ClientAuthState {
  return useContext(ClientAuthContext);
}

/** Client-only areas (live data, writes) wait for Firebase Auth: 'Chargement…' meanwhile. */
export function ClientAuthGate({ children }: { children: (auth: Extract<ClientAuthState, { status: 'signed-in' }>) => ReactNode }) {
  const auth = useClientAuth();
  const { t } = useTranslation();
  if (auth.status !== 'signed-in') {
    return (
      <p className="loading" role="status">
        {t('common:auth.loading')}
      </p>
    );
  }
  return children(auth);
}
