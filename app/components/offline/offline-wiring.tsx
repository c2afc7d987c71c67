import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUnsentSessions } from '#app/components/sessions/use-unsent-sessions.ts';
import { readSessionInProgress, subscribeStoredSession } from '#app/lib/sessions/session-in-progress.ts';
import { pageSettled } from '#app/lib/firebase/page-settled.ts';
import type { FromWorker } from '#app/lib/offline/cache-names.ts';
import { announceAccount, keepPagesForOffline, registerAppServiceWorker, serviceWorkerWanted, tellWorker } from '#app/lib/offline/service-worker.ts';
import { takeAddressAsked } from '#app/lib/offline/stand-in.ts';
import { useOnline } from '#app/components/data/use-online.ts';

/** Pages whose content only the server can give: offline, they say so (common:offline.needs.*). */
const NEEDS_CONNECTION: ReadonlyArray<readonly [prefix: string, key: 'leaderboard' | 'challenges' | 'foodSearch' | 'export']> = [
  ['/leaderboard', 'leaderboard'],
  ['/challenges', 'challenges'],
  ['/nutrition/foods/search', 'foodSearch'],
  ['/profile', 'export'],
];

const needsConnection = (pathname: string) => NEEDS_CONNECTION.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** A new version installed and waiting for the pages to let it take over. */
function useWaitingWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!serviceWorkerWanted()) return;
    let stopped = false;
    const stops: Array<() => void> = [];
    const settled = pageSettled(window);
    void (async () => {
      // After the page's own work: the worker's install downloads every file of the app.
      await settled;
      const registration = await registerAppServiceWorker();
      if (stopped) return;
      const offer = () => {
        // Only an update: the first worker of this browser has nothing to replace.
        if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
      };
      offer();
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', offer);
      });
      // A page left open for days still learns of a new deployment.
      const check = window.setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
      stops.push(() => window.clearInterval(check));
    })().catch((error: unknown) => console.warn('[offline] service worker', error));
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, []);
  return waiting;
}

/**
 * When the page or data shown comes from the copy saved on this device (ms), until the network is
 * back: then the page's live listeners bring it up to date by themselves.
 */
function useSavedCopyTime(): number | null {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<FromWorker>) => {
      if (event.data?.type === 'served-from-cache' || (event.data?.type === 'page-source' && event.data.savedAt !== null)) setSavedAt(event.data.savedAt);
    };
    const onOnline = () => setSavedAt(null);
    navigator.serviceWorker.addEventListener('message', onMessage);
    window.addEventListener('online', onOnline);
    tellWorker(navigator.serviceWorker.controller, { type: 'page-source' });
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return savedAt;
}

/** A kept page standing in, offline, for a typed address opens that address, as a link would. */
function useOpenAddressAsked(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const asked = takeAddressAsked();
    if (asked) void navigate(asked, { replace: true });
  }, [navigate]);
}

/**
 * Mounted once in the signed-in layout: registers the app's service worker, tells it whose pages
 * these are, says when what is shown comes from the copy saved on this device, sends the sessions
 * finished offline, and offers a new version — never while a session is being logged, which a
 * reload would interrupt.
 */
export function OfflineWiring({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const waiting = useWaitingWorker();
  const savedAt = useSavedCopyTime();
  const sessionInProgress = useSyncExternalStore(subscribeStoredSession, readSessionInProgress, () => null);
  const offline = !useOnline();
  const needs = needsConnection(useLocation().pathname);
  useUnsentSessions();
  useOpenAddressAsked();

  useEffect(() => {
    if (!serviceWorkerWanted()) return;
    // The pages kept for offline use are fetched once this page's own work is done.
    announceAccount(uid)
      .then(() => pageSettled(window))
      .then(keepPagesForOffline)
      .catch((error: unknown) => console.warn('[offline] account', error));
  }, [uid]);

  function reload() {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    tellWorker(navigator.serviceWorker.controller, { type: 'stop-keeping' });
    tellWorker(waiting, { type: 'skip-waiting' });
  }

  return (
    <>
      {savedAt !== null && (
        <p className="offline-banner" role="status">
          {t('common:offline.banner', { day: dayFormat.format(savedAt), time: timeFormat.format(savedAt) })}
        </p>
      )}
      {needs && (offline || savedAt !== null) && (
        <p className="offline-banner needs-connection" role="status">
          {t(`common:offline.needs.${needs}`)}
        </p>
      )}
      {waiting && !sessionInProgress && (
        <div className="update-prompt" role="alert">
          <span>{t('common:offline.update')}</span>
          <button type="button" className="button primary" onClick={reload}>
            {t('common:offline.reload')}
          </button>
        </div>
      )}
    </>
  );
}
