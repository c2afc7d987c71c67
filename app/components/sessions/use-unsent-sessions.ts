/*
 * Sessions finished with no signal stay in this browser (the logging screen's copy, or set aside
 * when another was started) until Firestore has all of them. The logging screen sends them when
 * it is open online; this sends them from any signed-in page, once Firebase Auth is ready online
 * and again on every `online` event, so a session finished in a basement reaches Firestore even if
 * no logging screen is opened again.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useWriter } from '#app/components/data/use-writer.ts';
import { sessionDoc, sessionInputFrom } from '#app/lib/data/sessions.ts';
import { setAsideOutcome } from '#app/lib/sessions/session-opening.ts';
import { clearStoredSession, forgetSetAsideSession, readSetAsideSessions, readStoredSession, type StoredSession } from '#app/lib/sessions/stored-session.ts';

const RETRIES = 6;
const RETRY_DELAY_MS = 10_000;

/** The finished session this browser holds, and the ones it set aside. */
function unsentSessions(): StoredSession[] {
  const stored = readStoredSession();
  const aside = readSetAsideSessions();
  return stored?.session.status === 'terminee' && !aside.some((entry) => entry.session.id === stored.session.id) ? [stored, ...aside] : aside;
}

export function useUnsentSessions(): void {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const { run } = useWriter();

  useEffect(() => {
    if (!db || !uid) return;
    let sending = false;
    let retry: number | undefined;
    let attempts = 0;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        const client = await import('#app/lib/data/documents.client.ts');
        for (const { session } of unsentSessions()) {
          // Compared with Firestore's copy, merged set by set as after a reload.
          const remote = await client.readDocFromServer(db, sessionDoc, { uid, id: session.id });
          const { write } = setAsideOutcome(session, remote);
          if (write && !(await run((data) => data.set(sessionDoc, { id: session.id }, sessionInputFrom(write)), t('sessions:log.saveFailed'), { keptLocally: true }))) continue;
          forgetSetAsideSession(session.id);
          if (session.status === 'terminee') clearStoredSession(session.id);
        }
        attempts = 0;
      } catch (error) {
        // The SDK may not have reconnected yet right after `online`: tried again a little later.
        console.warn('[sessions] unsent sessions not checked', error);
        attempts += 1;
        if (attempts < RETRIES) retry = window.setTimeout(onOnline, RETRY_DELAY_MS);
      } finally {
        sending = false;
      }
    };
    function onOnline() {
      window.clearTimeout(retry);
      void send();
    }
    onOnline();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retry);
    };
  }, [db, uid, run, t]);
}
