/*
 * What every page needs to offer "reprendre la séance": the stored session's screen and title,
 * read without the session's schema so the signed-in shell stays light. The logging screen
 * validates the whole copy (stored-session.ts) when the person comes back to it.
 */

export const STORED_SESSION_KEY = 'elan-session:en-cours';
/** Same-tab changes (the `storage` event only reaches other tabs). */
export const STORED_SESSION_CHANGED = 'elan-session-change';

export type SessionInProgress = { readonly path: string; readonly title: string };

let cache: { raw: string | null; value: SessionInProgress | null } = { raw: null, value: null };

function parse(raw: string | null): SessionInProgress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { path?: unknown; data?: { status?: unknown; title?: unknown } };
    const { path, data } = value;
    if (typeof path !== 'string' || !path.startsWith('/sessions/') || data?.status !== 'en-cours') return null;
    return { path, title: typeof data.title === 'string' ? data.title : '' };
  } catch {
    // A copy written by hand or by an older version: nothing to resume.
    return null;
  }
}

/** The session in progress, the same object while the stored text does not change (useSyncExternalStore). */
export function readSessionInProgress(): SessionInProgress | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORED_SESSION_KEY);
  } catch {
    return null;
  }
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

export function subscribeStoredSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === STORED_SESSION_KEY && onChange();
  window.addEventListener(STORED_SESSION_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(STORED_SESSION_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
