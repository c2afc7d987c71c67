/*
 * Once per page, after sign-in, when the browser is idle: the browser's copy of the Ciqual base
 * (app/lib/nutrition/base-index-store.ts) is fetched, or confirmed current by a 304. Its code is
 * a lazy import, so no page's first scripts carry it.
 */
import { useEffect } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';

/** Longest wait for an idle moment: a page that is never idle still gets its copy. */
const IDLE_TIMEOUT_MS = 10_000;
/** Where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_MS = 2_000;

export function useBaseIndexDownload(): void {
  const signedIn = useClientAuth().status === 'signed-in';
  useEffect(() => {
    if (!signedIn || !navigator.onLine) return;
    // The signal may be gone by the time the browser is idle.
    const download = () =>
      navigator.onLine &&
      void import('#app/lib/nutrition/base-index-store.ts')
        .then((store) => store.refreshBaseIndex())
        .catch((error: unknown) => console.warn('[nutrition] Ciqual index not downloaded', error));
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(download, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(download, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(handle);
  }, [signedIn]);
}
