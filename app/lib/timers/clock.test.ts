import { describe, expect, it } from 'vitest';
import { addRound, addTime, createTimer, finish, lap, pause, reset, resume, skipPhase, snapshot, start } from './clock.ts';
import { REST_ADJUST_STEP_MS, TABATA } from './config.ts';
import { parseTimer, serializeTimer } from './serialize.ts';

const T = 1_700_000_000_000; // an arbitrary epoch instant
const s = (seconds: number): number => seconds * 1000;

describe('rest countdown', () => {
  const timer = start(createTimer({ kind: 'rest', durationMs: s(60) }), T);

  it('counts down from the start instant and ends exactly at 60 s', () => {
    expect(snapshot(createTimer({ kind: 'rest', durationMs: s(60) }), T)).toMatchObject({ phase: 'pret', remainingMs: s(60), running: false });
    expect(snapshot(timer, T)).toMatchObject({ phase: 'repos', remainingMs: s(60), elapsedMs: 0, running: true });
    expect(snapshot(timer, T + s(60) - 1)).toMatchObject({ phase: 'repos', remainingMs: 1, finished: false });
    expect(snapshot(timer, T + s(60))).toMatchObject({ phase: 'termine', remainingMs: 0, elapsedMs: s(60), finished: true });
    expect(snapshot(timer, T + s(3600)).elapsedMs).toBe(s(60));
  });

  it('excludes pauses', () => {
    const paused = pause(timer, T + s(10));
    expect(snapshot(paused, T + s(35))).toMatchObject({ remainingMs: s(50), paused: true, running: false });
    const resumed = resume(paused, T + s(40));
    expect(snapshot(resumed, T + s(40)).remainingMs).toBe(s(50));
    expect(snapshot(resumed, T + s(90) - 1).remainingMs).toBe(1);
    expect(snapshot(resumed, T + s(90)).finished).toBe(true);
  });

  it('±15 s adjusts the remaining time; shortening stops at zero', () => {
    expect(snapshot(addTime(timer, REST_ADJUST_STEP_MS, T + s(10)), T + s(10)).remainingMs).toBe(s(65));
    const shorter = addTime(addTime(timer, -REST_ADJUST_STEP_MS, T + s(10)), -REST_ADJUST_STEP_MS, T + s(10));
    expect(snapshot(shorter, T + s(10)).remainingMs).toBe(s(20));
    let gone = timer;
    for (let i = 0; i < 5; i++) gone = addTime(gone, -REST_ADJUST_STEP_MS, T + s(10));
    expect(snapshot(gone, T + s(10))).toMatchObject({ finished: true, elapsedMs: s(10) });
    // before the start it sets the duration
    expect(snapshot(addTime(createTimer({ kind: 'rest', durationMs: s(90) }), s(15), T), T).remainingMs).toBe(s(105));
  });

  it('survives a reload: serialise → parse gives the same snapshot, running or paused', () => {
    for (const state of [timer, pause(timer, T + s(12)), addTime(timer, s(15), T + s(5))]) {
      const restored = parseTimer(serializeTimer(state));
      expect(restored).not.toBeNull();
      for (const now of [T + s(5), T + s(30), T + s(200)]) {
        expect(snapshot(restored ?? state, now)).toEqual(snapshot(state, now));
      }
    }
  });

  it('a clock set back before the start reads 0, never negative', () => {
    expect(snapshot(timer, T - s(30))).toMatchObject({ elapsedMs: 0, remainingMs: s(60) });
  });

  it('reset returns to a fresh timer with the same configuration', () => {
    expect(reset(addTime(timer, s(15), T))).toEqual(createTimer({ kind: 'rest', durationMs: s(60) }));
  });
});

describe('interval: Tabata 20/10 × 8', () => {
  const tabata = start(createTimer(TABATA), T);

  it('lasts 3:50 — rests only between bouts', () => {
    expect(snapshot(tabata, T).totalRemainingMs).toBe(s(230));
  });

  it.each([
    [0, 'travail', 1, s(20)],
    [19.999, 'travail', 1, 1],
    [20, 'repos', 1, s(10)],
    [30, 'travail', 2, s(20)],
    [200, 'repos', 7, s(10)],
    [210, 'travail', 8, s(20)],
    [229.999, 'travail', 8, 1],
  ] as const)('at %s s: %s round %i, %i ms left', (at, phase, round, remainingMs) => {
    expect(snapshot(tabata, T + at * 1000)).toMatchObject({ phase, round, totalRounds: 8, remainingMs, finished: false });
  });

  it('finishes at exactly 230 s', () => {
    expect(snapshot(tabata, T + s(230))).toMatchObject({ phase: 'termine', finished: true, remainingMs: 0 });
  });

  it('skip jumps to the next phase and time flows on from there', () => {
    const skipped = skipPhase(tabata, T + s(5));
    expect(snapshot(skipped, T + s(5))).toMatchObject({ phase: 'repos', round: 1, remainingMs: s(10), elapsedMs: s(20) });
    const twice = skipPhase(skipped, T + s(5));
    expect(snapshot(twice, T + s(5))).toMatchObject({ phase: 'travail', round: 2, remainingMs: s(20) });
    expect(snapshot(twice, T + s(15))).toMatchObject({ phase: 'travail', round: 2, remainingMs: s(10) });
    // skipping the last bout ends the timer
    expect(snapshot(skipPhase(tabata, T + s(215)), T + s(215)).finished).toBe(true);
  });

  it('a long background gap lands in the right phase', () => {
    // paused 2 min during round 3's work, then the tab slept 90 s
    const p = pause(tabata, T + s(65)); // 65 s active: round 3 work, 5 s in
    const r = resume(p, T + s(185));
    expect(snapshot(r, T + s(185) + s(90))).toMatchObject({ elapsedMs: s(155), phase: 'travail', round: 6, remainingMs: s(15) });
  });
});

describe('interval with sets', () => {
  // 3 × (30 s / 15 s), 2 sets, 60 s between sets: 120 + 60 + 120 = 300 s
  const timer = start(createTimer({ kind: 'interval', workMs: s(30), restMs: s(15), rounds: 3, sets: 2, setRestMs: s(60) }), T);
  it.each([
    [90, 'travail', 3, 1],
    [119.999, 'travail', 3, 1],
    [120, 'pause-serie', 3, 1],
    [179.999, 'pause-serie', 3, 1],
    [180, 'travail', 1, 2],
    [210, 'repos', 1, 2],
    [270, 'travail', 3, 2],
  ] as const)('at %s s: %s, round %i, set %i', (at, phase, round, set) => {
    expect(snapshot(timer, T + at * 1000)).toMatchObject({ phase, round, set, totalSets: 2 });
  });
  it('ends at 300 s', () => {
    expect(snapshot(timer, T + s(300) - 1).finished).toBe(false);
    expect(snapshot(timer, T + s(300)).finished).toBe(true);
  });
  it('without a set rest, the round rest separates the sets', () => {
    const t = start(createTimer({ kind: 'interval', workMs: s(20), restMs: s(10), rounds: 2, sets: 2, setRestMs: 0 }), T);
    expect(snapshot(t, T + s(50))).toMatchObject({ phase: 'repos', set: 1 });
    expect(snapshot(t, T + s(60))).toMatchObject({ phase: 'travail', round: 1, set: 2 });
    expect(snapshot(t, T + s(110)).finished).toBe(true); // 20+10+20 +10+ 20+10+20
  });
});

describe('EMOM, AMRAP, for time, stopwatch', () => {
  it('EMOM 10 × 1 min', () => {
    const t = start(createTimer({ kind: 'emom', intervalMs: s(60), rounds: 10 }), T);
    expect(snapshot(t, T + s(61))).toMatchObject({ phase: 'travail', round: 2, totalRounds: 10, remainingMs: s(59) });
    expect(snapshot(t, T + s(599))).toMatchObject({ round: 10, remainingMs: s(1) });
    expect(snapshot(t, T + s(600)).finished).toBe(true);
  });

  it('AMRAP 20 min counts rounds and ends on time', () => {
    let t = start(createTimer({ kind: 'amrap', durationMs: s(1200) }), T);
    t = addRound(addRound(addRound(t)));
    t = addRound(t, -1);
    expect(snapshot(t, T + s(300))).toMatchObject({ roundsDone: 2, remainingMs: s(900) });
    expect(addRound(createTimer({ kind: 'amrap', durationMs: s(60) }), -1).roundsDone).toBe(0);
    expect(snapshot(t, T + s(1200))).toMatchObject({ finished: true, roundsDone: 2 });
  });

  it('for time: capped stopwatch, frozen when the athlete finishes', () => {
    const t = start(createTimer({ kind: 'for-time', capMs: s(900) }), T);
    expect(snapshot(t, T + s(100))).toMatchObject({ phase: 'travail', elapsedMs: s(100), remainingMs: s(800) });
    const done = finish(t, T + s(450));
    expect(snapshot(done, T + s(600))).toMatchObject({ phase: 'termine', finished: true, elapsedMs: s(450) });
    expect(snapshot(t, T + s(1000))).toMatchObject({ finished: true, elapsedMs: s(900) }); // cap reached
  });

  it('stopwatch: open-ended, laps on active time, skip is a no-op', () => {
    let t = start(createTimer({ kind: 'stopwatch' }), T);
    t = lap(t, T + s(10));
    t = pause(t, T + s(20));
    t = lap(t, T + s(30)); // ignored while paused
    t = resume(t, T + s(50));
    t = lap(t, T + s(55));
    expect(snapshot(t, T + s(60))).toMatchObject({ elapsedMs: s(30), remainingMs: null, totalRemainingMs: null, laps: [s(10), s(25)] });
    expect(skipPhase(t, T + s(60))).toBe(t);
    expect(snapshot(t, T + s(3600 * 10)).elapsedMs).toBe(s(3600 * 10 - 30));
  });
});

describe('operations are idempotent where they should be', () => {
  const t = start(createTimer({ kind: 'rest', durationMs: s(60) }), T);
  it('start twice keeps the first instant; pause twice keeps the first pause', () => {
    expect(start(t, T + s(5))).toBe(t);
    const p = pause(t, T + s(10));
    expect(pause(p, T + s(20))).toBe(p);
    expect(resume(t, T + s(5))).toBe(t);
  });
  it('invalid configurations are refused', () => {
    expect(() => createTimer({ kind: 'interval', workMs: 0, restMs: 0, rounds: 8, sets: 1, setRestMs: 0 })).toThrow(RangeError);
    expect(() => createTimer({ kind: 'emom', intervalMs: s(60), rounds: 1.5 })).toThrow(RangeError);
  });
});

describe('parseTimer', () => {
  it('rejects malformed or foreign data', () => {
    expect(parseTimer(null)).toBeNull();
    expect(parseTimer('{')).toBeNull();
    expect(parseTimer('42')).toBeNull();
    const good = JSON.parse(serializeTimer(createTimer(TABATA))) as Record<string, unknown>;
    expect(parseTimer(JSON.stringify(good))).not.toBeNull();
    expect(parseTimer(JSON.stringify({ ...good, version: 2 }))).toBeNull();
    expect(parseTimer(JSON.stringify({ ...good, startedAt: 'hier' }))).toBeNull();
    expect(parseTimer(JSON.stringify({ ...good, config: { kind: 'rest', durationMs: -5 } }))).toBeNull();
    expect(parseTimer(JSON.stringify({ ...good, laps: [1, 'x'] }))).toBeNull();
  });
});
