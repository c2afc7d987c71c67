/*
 * The browser's copy of the session in progress (localStorage), the half of "nothing is ever
 * lost" that survives a reload: Firestore's memory cache drops unsent writes with the page.
 * One session at a time, with the screen it is logged on, so any page can offer to resume it.
 */
import { sessionDataOf, sessionFromData, type Session } from '#app/lib/firebase/sessions.ts';
import { STORED_SESSION_CHANGED as CHANGED, STORED_SESSION_KEY as KEY } from './session-in-progress.ts';

export type StoredSession = { readonly path: string; readonly session: Session };

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { path?: unknown; id?: unknown; data?: unknown };
    if (typeof value.path !== 'string' || !value.path.startsWith('/sessions/') || typeof value.id !== 'string') return null;
    const session = sessionFromData(value.id, value.data as Record<string, unknown>);
    return session ? { path: value.path, session } : null;
  } catch {
    // A copy written by hand or by an older version: nothing to resume.
    return null;
  }
}

let cache: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };

/** The stored session, the same object while the stored text does not change (useSyncExternalStore). */
export function readStoredSession(): StoredSession | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

export function storeSession(path: string, session: Session): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, id: session.id, data: sessionDataOf(session) }));
  } catch {
    // Storage full or refused (private mode): Firestore's copy remains.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Forgets the stored session if it is this one (a newer one started elsewhere stays). */
export function clearStoredSession(id: string): void {
  if (readStoredSession()?.session.id !== id) return;
  try {
    localStorage.removeItem(KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}
