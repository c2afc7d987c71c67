/*
 * The session being logged, never lost: every change goes at once to the browser's storage
 * (survives a reload) and, shortly after, to Firestore as `en-cours` (survives a lost phone).
 * Once the session exists, each answer of the server is reconciled with the screen's copy
 * (reconcileSession, set by set), so a reload, a reconnection or another device merges instead
 * of overwriting. A session finished while offline stays in the browser until the server has it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useAutosave } from '#app/components/data/use-autosave.ts';
import { useWriter, type Writer } from '#app/components/data/use-writer.ts';
import { resumeHref } from '#app/lib/data/session-to-resume.ts';
import { sessionDoc, sessionInputFrom, type Session } from '#app/lib/data/sessions.ts';
import { reconcileSession } from '#app/lib/training/index.ts';
import { newSessionOpened, openSession, setAsideOutcome } from '#app/lib/sessions/session-opening.ts';
import { newId } from '#app/lib/sessions/session-model.ts';
import { clearStoredSession, forgetSetAsideSession, readSetAsideSessions, readStoredSession, setSessionAside, storeSession } from '#app/lib/sessions/stored-session.ts';
import { refreshLeaderboardPoints } from '#app/lib/leaderboard/refresh-points.ts';

/** Keystrokes in a field become one write. */
const WRITE_DELAY_MS = 600;

/** Another session in progress, offered beside this one. */
export type OtherSession = {
  readonly session: Session;
  /** Where it is resumed. */
  readonly href: string;
  /** Set aside when the person resumed this one: it goes on, nothing is asked of them. */
  readonly setAside: boolean;
};

export interface SessionLogger {
  readonly session: Session;
  /** The person changed something, or chose to resume it: the session is stored and written. */
  readonly started: boolean;
  /** Another session in progress, logged on another screen or set aside. */
  readonly other: OtherSession | null;
  readonly writer: Writer;
  change(update: (session: Session, now: number) => Session): void;
  /** Forgets the session here and in Firestore. */
  discard(): Promise<boolean>;
  /** Forgets the other session in progress, so this one can start. */
  discardOther(): void;
}

/** `resumed`: `fresh` is the session the person chose to take over (`?seance=`), as Firestore has it. */
export function useLoggedSession(fresh: Session, path: string, resumed: boolean): SessionLogger {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const writer = useWriter();
  const [session, setSession] = useState(fresh);
  const [started, setStarted] = useState(false);
  const [other, setOther] = useState<OtherSession | null>(null);
  const opened = useRef({ fresh, resumed });
  const current = useRef(session);
  const discarded = useRef(false);
  const { run } = writer;

  const show = useCallback((next: Session) => {
    current.current = next;
    setSession(next);
  }, []);

  const write = useCallback(
    (next: Session) => {
      let input: ReturnType<typeof sessionInputFrom>;
      try {
        input = sessionInputFrom(next);
      } catch {
        // A value out of bounds is on screen with its message; the stored copy keeps the rest.
        return;
      }
      void run((data) => data.set(sessionDoc, { id: next.id }, input), t('sessions:log.saveFailed'), { keptLocally: true }).then((ok) => {
        if (ok && next.status === 'terminee') {
          clearStoredSession(next.id);
          refreshLeaderboardPoints();
        }
      });
    },
    [run, t],
  );

  // The session written is the latest shown, which an answer of the server may have merged since.
  const autosave = useAutosave<Session>(() => write(current.current), WRITE_DELAY_MS);

  const persist = useCallback(
    (next: Session) => {
      storeSession(path, next);
      // The finish is written at once: the person may close the page right after.
      if (next.status === 'terminee') autosave.saveNow(next);
      else autosave.schedule(next);
    },
    [path, autosave],
  );

  // After hydration, from the browser's copies: this screen's stored session goes on; one chosen
  // to resume is adopted (stored now, so followed live) and sets aside the one held before.
  useEffect(() => {
    const { resumed: chosen } = opened.current;
    const fresh = chosen ? opened.current.fresh : newSessionOpened(opened.current.fresh, newId(), Date.now());
    const opening = openSession(fresh, path, chosen, readStoredSession(), readSetAsideSessions());
    const { displaced } = opening;
    if (displaced) {
      setSessionAside(displaced);
      if (displaced.session.status !== 'terminee') setOther({ session: displaced.session, href: resumeHref(displaced.path, displaced.session.id), setAside: true });
    } else if (opening.other) {
      setOther({ session: opening.other.session, href: opening.other.path, setAside: false });
    }
    if (opening.session !== current.current) show(opening.session);
    if (opening.store) {
      storeSession(path, opening.session);
      forgetSetAsideSession(opening.session.id);
    }
    if (opening.started) setStarted(true);
  }, [path, show]);

  // The sessions set aside are forgotten here once Firestore has all of them (merged as after a
  // reload); offline, they stay until a logging screen opens online.
  useEffect(() => {
    if (!db || !uid) return;
    let active = true;
    void (async () => {
      const client = await import('#app/lib/data/documents.client.ts');
      for (const aside of readSetAsideSessions()) {
        const { id: asideId } = aside.session;
        let remote: Session | null;
        try {
          remote = await client.readDocFromServer(db, sessionDoc, { uid, id: asideId });
        } catch (error) {
          console.warn('[sessions] set-aside session not checked', error);
          return;
        }
        // Abandoned meanwhile ("Abandonner l’autre séance"): not to be written back.
        if (!readSetAsideSessions().some((entry) => entry.session.id === asideId)) continue;
        const outcome = setAsideOutcome(aside.session, remote);
        const { write: missing } = outcome;
        if (missing && !(await run((data) => data.set(sessionDoc, { id: asideId }, sessionInputFrom(missing)), t('sessions:log.saveFailed'), { keptLocally: true }))) continue;
        forgetSetAsideSession(asideId);
        if (active && !outcome.offer) setOther((shown) => (shown?.session.id === asideId ? null : shown));
      }
    })();
    return () => {
      active = false;
    };
  }, [db, uid, run, t]);

  const id = session.id;
  // Firestore's copy, once the session exists: merged on every answer of the server.
  useEffect(() => {
    if (!started || !db || !uid) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('#app/lib/data/documents.client.ts').then((client) => {
      if (!active) return;
      stop = client.watchDoc(
        db,
        sessionDoc,
        { uid, id },
        (remote, meta) => {
          if (!active || discarded.current || meta.fromCache || meta.pending) return;
          const result = reconcileSession(current.current, remote);
          if (!result.session) return;
          if (result.session !== current.current) show(result.session);
          if (result.writeRemote) persist(result.session);
          else if (result.keepLocal) storeSession(path, result.session);
          else clearStoredSession(id);
        },
        (error) => console.warn('[sessions] listener failed', error),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [started, db, uid, id, path, persist, show]);

  const change = useCallback(
    (update: (session: Session, now: number) => Session) => {
      const next = update(current.current, Date.now());
      if (next === current.current) return;
      show(next);
      setStarted(true);
      persist(next);
    },
    [persist, show],
  );

  const discard = useCallback(async () => {
    discarded.current = true;
    autosave.discard();
    const { id: discardedId } = current.current;
    clearStoredSession(discardedId);
    if (!started) return true;
    return run((data) => data.remove(sessionDoc, { id: discardedId }), t('sessions:log.discardFailed'));
  }, [autosave, run, started, t]);

  const discardOther = useCallback(() => {
    if (!other) return;
    const otherId = other.session.id;
    clearStoredSession(otherId);
    forgetSetAsideSession(otherId);
    setOther(null);
    void run((data) => data.remove(sessionDoc, { id: otherId }), t('sessions:log.discardFailed'));
  }, [other, run, t]);

  return { session, started, other, writer, change, discard, discardOther };
}
