import { describe, expect, it } from 'vitest';
import { addTime, createTimer, finish, pause, start } from './clock.ts';
import { TABATA } from './config.ts';
import { beepSchedule, beepsBetween, nextBeepAt, phaseChangedBetween, transitionsBetween } from './events.ts';
import { beatCount, beatsBetween, metronomeBeats, nextBeatAt } from './metronome.ts';

const T = 1_700_000_000_000;
const s = (seconds: number): number => seconds * 1000;
const tabata = start(createTimer(TABATA), T);

describe('phase changes between renders', () => {
  it('detects a boundary crossed exactly, not one short of it', () => {
    expect(phaseChangedBetween(tabata, T + s(19), T + s(20) - 1)).toBe(false);
    expect(transitionsBetween(tabata, T + s(19), T + s(20))).toEqual([{ atElapsedMs: s(20), phase: 'repos', round: 1, set: 1 }]);
    // a boundary at prevNow was already reported by the previous call
    expect(phaseChangedBetween(tabata, T + s(20), T + s(21))).toBe(false);
  });

  it('after minutes in the background, reports every change crossed', () => {
    const crossed = transitionsBetween(tabata, T + s(5), T + s(125));
    // boundaries at 20, 30, 50, 60, 80, 90, 110, 120
    expect(crossed.map((t) => t.atElapsedMs / 1000)).toEqual([20, 30, 50, 60, 80, 90, 110, 120]);
    expect(crossed.at(-1)).toMatchObject({ phase: 'travail', round: 5 });
    expect(transitionsBetween(tabata, T + s(5), T + s(600)).at(-1)).toMatchObject({ atElapsedMs: s(230), phase: 'termine' });
  });

  it('reports the athlete finishing a for-time', () => {
    const t = finish(start(createTimer({ kind: 'for-time', capMs: null }), T), T + s(300));
    expect(transitionsBetween(t, T + s(299), T + s(301))).toMatchObject([{ phase: 'termine', atElapsedMs: s(300) }]);
  });

  it('nothing changes while paused or before the start', () => {
    const p = pause(tabata, T + s(15));
    expect(phaseChangedBetween(p, T + s(15), T + s(500))).toBe(false);
    expect(phaseChangedBetween(createTimer(TABATA), T, T + s(500))).toBe(false);
  });
});

describe('3-2-1 beeps', () => {
  it('schedules 3-2-1 before each phase end and a long beep on it', () => {
    const beeps = beepSchedule(tabata).slice(0, 8);
    expect(beeps).toEqual([
      { atElapsedMs: s(17), secondsLeft: 3 },
      { atElapsedMs: s(18), secondsLeft: 2 },
      { atElapsedMs: s(19), secondsLeft: 1 },
      { atElapsedMs: s(20), secondsLeft: 0 },
      { atElapsedMs: s(27), secondsLeft: 3 },
      { atElapsedMs: s(28), secondsLeft: 2 },
      { atElapsedMs: s(29), secondsLeft: 1 },
      { atElapsedMs: s(30), secondsLeft: 0 },
    ]);
    expect(beepSchedule(tabata).at(-1)).toEqual({ atElapsedMs: s(230), secondsLeft: 0 });
  });

  it('a 2 s phase only counts "1"', () => {
    const t = createTimer({ kind: 'interval', workMs: s(2), restMs: 0, rounds: 1, sets: 1, setRestMs: 0 });
    expect(beepSchedule(t)).toEqual([
      { atElapsedMs: s(1), secondsLeft: 1 },
      { atElapsedMs: s(2), secondsLeft: 0 },
    ]);
  });

  it('plays what fell in the frame, drops stale beeps after a background gap', () => {
    expect(beepsBetween(tabata, T + s(16.9), T + s(17))).toEqual([{ atElapsedMs: s(17), secondsLeft: 3 }]);
    expect(beepsBetween(tabata, T + s(5), T + s(125))).toEqual([]);
    expect(beepsBetween(tabata, T + s(5), T + s(120.5))).toEqual([
      { atElapsedMs: s(119), secondsLeft: 1 },
      { atElapsedMs: s(120), secondsLeft: 0 },
    ]);
    expect(phaseChangedBetween(tabata, T + s(5), T + s(125))).toBe(true);
  });

  it('nextBeepAt gives the wall-clock instant to schedule, and null when not running', () => {
    expect(nextBeepAt(tabata, T + s(1))).toBe(T + s(17));
    expect(nextBeepAt(pause(tabata, T + s(1)), T + s(2))).toBeNull();
    expect(nextBeepAt(tabata, T + s(230))).toBeNull();
    expect(nextBeepAt(start(createTimer({ kind: 'stopwatch' }), T), T + s(10))).toBeNull();
    // follows a +15 s adjustment on a rest timer
    const rest = addTime(start(createTimer({ kind: 'rest', durationMs: s(60) }), T), s(15), T + s(10));
    expect(nextBeepAt(rest, T + s(10))).toBe(T + s(72));
  });
});

describe('step-test metronome', () => {
  const men = { startAt: T, beatsPerMinute: 96, durationMs: s(180) };
  const women = { startAt: T, beatsPerMinute: 88, durationMs: s(180) };

  it('96 beats/min for 3 min = 288 beats every 625 ms; 88/min = 264 beats', () => {
    const beats = metronomeBeats(men);
    expect(beats).toHaveLength(288);
    expect(beats[0]).toBe(T);
    expect(beats[1]).toBe(T + 625);
    expect(beats.at(-1)).toBe(T + 287 * 625);
    expect(beatCount(women)).toBe(264);
  });

  it('beats in (prev, now] without drift, even across a long frame', () => {
    expect(beatsBetween(men, T + 624, T + 625)).toEqual([1]);
    expect(beatsBetween(men, T + 625, T + 1249)).toEqual([]);
    expect(beatsBetween(men, T - 1, T)).toEqual([0]);
    expect(beatsBetween(men, T + s(60) - 1, T + s(120) - 1)).toHaveLength(96);
    // 88/min: beat 11 is at exactly 7.5 s (11 × 60000 / 88)
    expect(beatsBetween(women, T + 7499, T + 7500)).toEqual([11]);
    expect(beatsBetween(men, T + s(179), T + s(500))).toEqual([287]);
  });

  it('next beat after now; none after the 3 minutes', () => {
    expect(nextBeatAt(men, T - 10)).toBe(T);
    expect(nextBeatAt(men, T)).toBe(T + 625);
    expect(nextBeatAt(men, T + 287 * 625)).toBeNull();
  });
});
