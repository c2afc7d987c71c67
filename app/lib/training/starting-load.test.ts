import { describe, expect, it } from 'vitest';
import { givenOneRms, startingLoadFrom, startingWeightKg, takesStartingLoad } from './starting-load.ts';

describe('startingLoadFrom', () => {
  it('keeps a typed 1RM as it is', () => {
    expect(startingLoadFrom({ percent1RM: 70 }, { mode: 'rm', kg: 100 })).toEqual({ kind: 'rm', kg: 100 });
  });

  it('estimates the 1RM of a recent set with Epley: 80 kg × 5 → 93.3 kg', () => {
    expect(startingLoadFrom({}, { mode: 'serie', kg: 80, reps: 5 })).toEqual({ kind: 'rm', kg: 93.3 });
    // One rep is the 1RM itself.
    expect(startingLoadFrom({}, { mode: 'serie', kg: 80, reps: 1 })).toEqual({ kind: 'rm', kg: 80 });
  });

  it('keeps a working weight for a %1RM prescription as the 1RM it implies, so later weeks follow', () => {
    expect(startingLoadFrom({ percent1RM: 75 }, { mode: 'travail', kg: 60 })).toEqual({ kind: 'rm', kg: 80 });
    expect(startingWeightKg({ percent1RM: 80, reps: 4 }, startingLoadFrom({ percent1RM: 75 }, { mode: 'travail', kg: 60 }))).toBe(64);
  });

  it('keeps a working weight for a prescription in reps as a working weight', () => {
    expect(startingLoadFrom({}, { mode: 'travail', kg: 42.5 })).toEqual({ kind: 'travail', kg: 42.5 });
  });
});

describe('startingWeightKg', () => {
  it('takes the percentage of a 1RM', () => {
    expect(startingWeightKg({ percent1RM: 70, reps: 5 }, { kind: 'rm', kg: 100 })).toBe(70);
  });

  it('takes the heaviest weight for the reps from a 1RM without a percentage (Epley backwards)', () => {
    expect(startingWeightKg({ reps: 5 }, { kind: 'rm', kg: 70 })).toBeCloseTo(60, 10);
    expect(startingWeightKg({ reps: 1 }, { kind: 'rm', kg: 70 })).toBe(70);
  });

  it('uses a working weight as it is, whatever the prescription', () => {
    expect(startingWeightKg({ reps: 8 }, { kind: 'travail', kg: 30 })).toBe(30);
    expect(startingWeightKg({ percent1RM: 70, reps: 5 }, { kind: 'travail', kg: 30 })).toBe(30);
  });
});

describe('takesStartingLoad', () => {
  const loaded = { measure: 'charge-reps' } as const;
  it('is true for a %1RM or a rule with no load written, on a loaded exercise', () => {
    expect(takesStartingLoad({ exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180 }, loaded)).toBe(true);
    expect(takesStartingLoad({ exerciseId: 'squat', sets: 3, repRange: [8, 12], restSec: 90, progression: { kind: 'double', incrementKg: 2.5 } }, loaded)).toBe(true);
  });
  it('is false with a load written, without a rule or a percentage, or for an exercise without a load', () => {
    expect(takesStartingLoad({ exerciseId: 'squat', sets: 5, reps: 5, loadKg: 60, restSec: 180, progression: { kind: 'lineaire', incrementKg: 2.5 } }, loaded)).toBe(false);
    expect(takesStartingLoad({ exerciseId: 'squat', sets: 3, reps: 8, restSec: 90 }, loaded)).toBe(false);
    expect(takesStartingLoad({ exerciseId: 'pompes', sets: 3, reps: 8, percent1RM: 70, restSec: 90 }, { measure: 'reps' })).toBe(false);
    expect(takesStartingLoad({ exerciseId: 'squat', sets: 3, reps: 8, percent1RM: 70, restSec: 90 }, undefined)).toBe(false);
  });
});

describe('givenOneRms', () => {
  it('lists only the loads kept as a 1RM', () => {
    expect(givenOneRms({ squat: { kind: 'rm', kg: 120 }, 'curl-barre': { kind: 'travail', kg: 25 } })).toEqual({ squat: 120 });
  });
});
