import { describe, expect, it } from 'vitest';
import type { Session } from '#app/lib/data/sessions.ts';
import { toggleSetDone } from '#app/lib/training/index.ts';
import { newSessionOpened, openSession, setAsideOutcome } from './session-opening.ts';

const FREE = '/sessions/new';
const DAY = '/sessions/new/p1/1/0';

function session(id: string, values: Partial<Session> = {}): Session {
  const set = (setId: string) => ({ id: setId, kind: 'normale' as const, reps: null, weightKg: null, done: false, updatedAt: 1_000 });
  return {
    id,
    title: `Séance ${id}`,
    date: '2026-11-23',
    startedAt: 1_000,
    endedAt: null,
    durationSec: 0,
    status: 'en-cours',
    exercises: [{ id: 'e1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [set('a'), set('b')], updatedAt: 1_000 }],
    notes: '',
    volumeKg: 0,
    prs: [],
    updatedAt: 1_000,
    ...values,
  };
}

const tick = (from: Session, setId: string, now: number) => toggleSetDone(from, 'e1', setId, now, { target: { reps: 5, weightKg: 80 } }).session as Session;
const doneOf = (from: Session) => from.exercises[0]!.sets.map((set) => set.done);

describe('openSession', () => {
  it('goes on with the session stored for this screen, and offers one stored for another', () => {
    const stored = { path: FREE, session: session('kept') };
    expect(openSession(session('new'), FREE, false, stored, [])).toEqual({ session: stored.session, started: true, store: false, displaced: null, other: null });
    const fresh = session('new');
    expect(openSession(fresh, DAY, false, stored, [])).toEqual({ session: fresh, started: false, store: false, displaced: null, other: stored });
    expect(openSession(fresh, DAY, false, null, [])).toMatchObject({ session: fresh, started: false, store: false, other: null });
  });

  it('sets aside a session finished on another screen that Firestore may not have yet, instead of offering it', () => {
    const finished = { path: DAY, session: session('done-offline', { status: 'terminee', endedAt: 5_000 }) };
    const fresh = session('new');
    expect(openSession(fresh, FREE, false, finished, [])).toEqual({ session: fresh, started: false, store: false, displaced: finished, other: null });
  });

  it('adopts a session resumed from another device at once: stored and followed although nothing changed here', () => {
    const remote = tick(session('phone'), 'a', 2_000);
    expect(openSession(remote, FREE, true, null, [])).toEqual({ session: remote, started: true, store: true, displaced: null, other: null });
  });

  it('prefers the session the person chose over the one stored for the same screen, which is set aside', () => {
    const stored = { path: FREE, session: tick(session('here'), 'a', 3_000) };
    const chosen = session('phone');
    const opening = openSession(chosen, FREE, true, stored, []);
    expect(opening).toMatchObject({ session: chosen, started: true, store: true, other: null });
    expect(opening.displaced).toBe(stored);
    // A session of another screen is displaced too: the browser keeps one session in progress.
    expect(openSession(chosen, DAY, true, stored, []).displaced).toBe(stored);
  });

  it('merges the chosen session with this browser’s copy of it, stored or set aside, so no unsent set is lost', () => {
    const remote = tick(session('phone'), 'b', 2_000);
    const local = tick(session('phone'), 'a', 3_000);
    for (const opening of [openSession(remote, FREE, true, { path: FREE, session: local }, []), openSession(remote, FREE, true, null, [{ path: FREE, session: local }])]) {
      expect(opening).toMatchObject({ started: true, store: true, displaced: null });
      expect(doneOf(opening.session)).toEqual([true, true]);
    }
  });
});

describe('setAsideOutcome', () => {
  it('writes what Firestore lacks of a set-aside session and keeps offering it', () => {
    const local = tick(session('here'), 'a', 3_000);
    const outcome = setAsideOutcome(local, session('here'));
    expect(outcome.offer).toBe(true);
    expect(doneOf(outcome.write!)).toEqual([true, false]);
    // Never written before (started offline): written whole.
    expect(setAsideOutcome(local, null)).toEqual({ write: local, offer: true });
  });

  it('writes nothing when Firestore already has every set, merged with another device’s changes', () => {
    const local = tick(session('here'), 'a', 3_000);
    expect(setAsideOutcome(local, local)).toEqual({ write: null, offer: true });
    const remoteAhead = tick(local, 'b', 4_000);
    expect(setAsideOutcome(local, remoteAhead)).toEqual({ write: null, offer: true });
  });

  it('neither writes nor offers a session finished on the server since', () => {
    const local = tick(session('here'), 'a', 3_000);
    expect(setAsideOutcome(local, { ...local, status: 'terminee', endedAt: 5_000 })).toEqual({ write: null, offer: false });
  });

  it('sends a session finished here offline, and offers it no more', () => {
    const finished = { ...tick(session('here'), 'a', 3_000), status: 'terminee' as const, updatedAt: 4_000 };
    const outcome = setAsideOutcome(finished, session('here'));
    expect(outcome).toMatchObject({ offer: false, write: { status: 'terminee' } });
  });
});

describe('newSessionOpened', () => {
  it('gives a new session opened from a copy saved days ago its own id, today and now, and keeps what it prescribes', () => {
    const saved = session('saved-copy', { date: '2026-11-20', startedAt: 1_000, updatedAt: 1_000 });
    const now = Date.UTC(2026, 10, 27, 23, 30); // 00:30 in Paris, the next day
    const opened = newSessionOpened(saved, 'minted', now);
    expect(opened).toEqual({ ...saved, id: 'minted', date: '2026-11-28', startedAt: now, updatedAt: now });
    expect(newSessionOpened(saved, 'another', now).id).not.toBe(opened.id);
  });
});
