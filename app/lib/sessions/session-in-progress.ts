/*
 * What every page needs to offer "reprendre la séance": the stored session's screen and title,
 * read through the same view as the copy in Firestore (only those fields are parsed). The logging
 * screen validates the whole copy (stored-session.ts) when the person comes back to it.
 */
import { sessionToResumeView } from '#app/lib/data/session-to-resume.ts';

export const STORED_SESSION_KEY = 'elan-session:en-cours';
/** Same-tab changes (the `storage` event only reaches other tabs). */
export const STORED_SESSION_CHANGED = 'elan-session-change';

export type SessionInProgress = { readonly path: string; readonly title: string };

let cache: { raw: string | null; value: SessionInProgress | null } = { raw: null, value: null };

function parse(raw: string | null): SessionInProgress | null {
  if (!raw) return null;
  try {
    const { path, id, data } = JSON.parse(raw) as { path?: unknown; id?: unknown; data?: Record<string, unknown> };
    if (typeof path !== 'string' || !path.startsWith('/sessions/') || !data) return null;
    const offer = sessionToResumeView.fromData(data, typeof id === 'string' ? id : '');
    return offer ? { path, title: offer.title } : null;
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
