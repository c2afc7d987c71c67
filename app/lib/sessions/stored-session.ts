/*
 * The browser's copy of the session in progress (localStorage), the half of "nothing is ever
 * lost" that survives a reload: Firestore's memory cache drops unsent writes with the page.
 * One session at a time, with the screen it is logged on, so any page can offer to resume it.
 */
import { sessionDataOf, sessionFromData, type Session } from '#app/lib/data/sessions.ts';
import { STORED_SESSION_CHANGED as CHANGED, STORED_SESSION_KEY as KEY } from './session-in-progress.ts';

export type StoredSession = { readonly path: string; readonly session: Session };

function storedFrom(value: { path?: unknown; id?: unknown; data?: unknown } | null): StoredSession | null {
  if (typeof value?.path !== 'string' || !value.path.startsWith('/sessions/') || typeof value.id !== 'string') return null;
  const session = sessionFromData(value.id, value.data as Record<string, unknown>);
  return session ? { path: value.path, session } : null;
}

const serialised = ({ path, session }: StoredSession) => ({ path, id: session.id, data: sessionDataOf(session) });

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    return storedFrom(JSON.parse(raw) as Parameters<typeof storedFrom>[0]);
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
    localStorage.setItem(KEY, JSON.stringify(serialised({ path, session })));
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

/*
 * Sessions set aside: the one this browser held when the person resumed another, kept here until
 * Firestore is known to have all of it (it may hold sets not sent yet), then forgotten.
 */
const SET_ASIDE_KEY = 'elan-session:mises-de-cote';

export function readSetAsideSessions(): StoredSession[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SET_ASIDE_KEY) ?? '[]');
    return Array.isArray(value) ? value.flatMap((entry) => storedFrom(entry as Parameters<typeof storedFrom>[0]) ?? []) : [];
  } catch {
    // Unreadable or refused storage: nothing set aside here.
    return [];
  }
}

function writeSetAside(sessions: readonly StoredSession[]): void {
  try {
    if (sessions.length) localStorage.setItem(SET_ASIDE_KEY, JSON.stringify(sessions.map(serialised)));
    else localStorage.removeItem(SET_ASIDE_KEY);
  } catch {
    // Storage full or refused: the session is written to Firestore right after anyway.
  }
}

/** Keeps `stored` aside (replacing an older copy of the same session). */
export function setSessionAside(stored: StoredSession): void {
  writeSetAside([...readSetAsideSessions().filter((entry) => entry.session.id !== stored.session.id), stored]);
}

/** Forgets a set-aside session: Firestore has it, or it was resumed again. */
export function forgetSetAsideSession(id: string): void {
  const sessions = readSetAsideSessions();
  if (sessions.some((entry) => entry.session.id === id)) writeSetAside(sessions.filter((entry) => entry.session.id !== id));
}
