/*
 * What a logging screen shows when it opens, from what the loader gave it and the browser's
 * copies. A session the person chose to resume (`?seance=`) is adopted at once: merged with the
 * copy this browser may hold of it, stored and followed live. Another session this browser held
 * is set aside, not dropped: it is kept until Firestore is known to have all of it, and offered.
 */
import type { Session } from '#app/lib/data/sessions.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { reconcileSession } from '#app/lib/training/index.ts';
import type { StoredSession } from './stored-session.ts';

export type SessionOpening = {
  /** The session to show. */
  readonly session: Session;
  /** It is this screen's session in progress: stored, written and followed live from now on. */
  readonly started: boolean;
  /** It must be stored now (adopted, or merged with this browser's copy). */
  readonly store: boolean;
  /** The session this browser held for any screen, displaced by the one chosen: set it aside. */
  readonly displaced: StoredSession | null;
  /** Another session in progress, of another screen, to offer as it is. */
  readonly other: StoredSession | null;
};

/**
 * `fresh` is the loader's session: a new one, or the one named by `?seance=` (`resumed`), as
 * Firestore has it. `stored` is this browser's session in progress, `setAside` the sessions it
 * set aside and has not yet seen safe in Firestore.
 */
export function openSession(fresh: Session, path: string, resumed: boolean, stored: StoredSession | null, setAside: readonly StoredSession[]): SessionOpening {
  if (!resumed) {
    if (stored?.path === path) return { session: stored.session, started: true, store: false, displaced: null, other: null };
    // Finished with no signal and not yet in Firestore: kept aside until it is, not offered.
    if (stored?.session.status === 'terminee') return { session: fresh, started: false, store: false, displaced: stored, other: null };
    return { session: fresh, started: false, store: false, displaced: null, other: stored };
  }
  // This browser's copy of the chosen session may hold sets Firestore has not received yet.
  const own = [stored, ...setAside].find((copy) => copy?.session.id === fresh.id);
  const session = own ? (reconcileSession(own.session, fresh).session ?? fresh) : fresh;
  const displaced = stored && stored.session.id !== fresh.id ? stored : null;
  return { session, started: true, store: true, displaced, other: null };
}

/**
 * A new session as the browser opens it: its own id, today and now. The loader's copy may be the
 * one saved on this device for use offline, hours or days ago, and served for every new session
 * started from it: with its id, a second session would overwrite the first.
 */
export function newSessionOpened(fresh: Session, id: string, now: number): Session {
  return { ...fresh, id, date: isoDayIn(now), startedAt: now, updatedAt: now };
}

export type SetAsideOutcome = {
  /** What Firestore lacks of the set-aside session: write it before the browser forgets it. */
  readonly write: Session | null;
  /** Still in progress once written: offered to be resumed. */
  readonly offer: boolean;
};

/**
 * A set-aside session against Firestore's document (null when it has none): merged set by set as
 * after a reload, so neither the sets only this browser has nor those of another device are lost.
 * One finished on the server since is neither written nor offered.
 */
export function setAsideOutcome(local: Session, remote: Session | null): SetAsideOutcome {
  const result = reconcileSession(local, remote);
  if (!result.session) return { write: null, offer: false };
  return { write: result.writeRemote ? result.session : null, offer: result.session.status === 'en-cours' };
}
