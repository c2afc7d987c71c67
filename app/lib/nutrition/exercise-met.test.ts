import { describe, expect, it } from 'vitest';
import type { ExerciseKind } from '#app/lib/training/index.ts';
import { metForExercise, sessionEnergy, type LoggedSet } from './exercise-met.ts';

const set = (values: Partial<LoggedSet> = {}): LoggedSet => ({ done: true, kind: 'normale', ...values });

describe('metForExercise', () => {
  it('strength work: moderate, vigorous from a mean RPE of 8 (a set to failure counts as 10)', () => {
    expect(metForExercise({ exerciseId: 'developpe-couche', sets: [set({ rpe: 7 }), set({ rpe: 7 }), set()] }, 'force')).toEqual({ activity: 'musculation-moderee', met: 3.5 });
    expect(metForExercise({ exerciseId: 'developpe-couche', sets: [set({ rpe: 7 }), set({ kind: 'echec' })] }, 'force')).toEqual({ activity: 'musculation-vigoureuse', met: 6 });
    // Sets not done say nothing about the effort.
    expect(metForExercise({ exerciseId: 'squat', sets: [set({ rpe: 7 }), set({ rpe: 10, done: false })] }, 'force').met).toBe(3.5);
  });

  it('by kind: core, plyometrics, mobility, unnamed cardio; an unknown exercise is strength', () => {
    expect(metForExercise({ exerciseId: 'gainage', sets: [set({ durationSec: 60 })] }, 'gainage').met).toBe(3.8);
    expect(metForExercise({ exerciseId: 'squat-saute', sets: [set()] }, 'pliometrie').met).toBe(8);
    expect(metForExercise({ exerciseId: 'cobra', sets: [set()] }, 'mobilite').met).toBe(2.3);
    expect(metForExercise({ exerciseId: 'perso-corde', sets: [set()] }, 'cardio')).toEqual({ activity: 'cardio-general', met: 7.3 });
    expect(metForExercise({ exerciseId: 'supprime', sets: [set()] }, undefined).met).toBe(3.5);
  });

  it('named cardio machines and bodyweight cardio', () => {
    expect(metForExercise({ exerciseId: 'rameur', sets: [set()] }, 'cardio').met).toBe(4.8);
    expect(metForExercise({ exerciseId: 'velo', sets: [set()] }, 'cardio').met).toBe(7);
    expect(metForExercise({ exerciseId: 'burpees', sets: [set()] }, 'cardio').met).toBe(8);
    expect(metForExercise({ exerciseId: 'marche-rapide', sets: [set()] }, 'cardio').met).toBe(4.3);
  });

  it('running by its mean speed, jogging when no distance was logged', () => {
    // 5 km in 30 min = 10 km/h: the 6 mph (9.7 km/h) entry.
    expect(metForExercise({ exerciseId: 'course-a-pied', sets: [set({ distanceM: 5000, durationSec: 1800 })] }, 'cardio')).toEqual({ activity: 'course-9.7', met: 9.8 });
    // 2 × (1 km in 4 min) = 15 km/h.
    expect(metForExercise({ exerciseId: 'course-tapis', sets: [set({ distanceM: 1000, durationSec: 240 }), set({ distanceM: 1000, durationSec: 240 })] }, 'cardio').met).toBe(12.8);
    expect(metForExercise({ exerciseId: 'course-a-pied', sets: [set({ distanceM: 1000, durationSec: 900 })] }, 'cardio').met).toBe(6);
    expect(metForExercise({ exerciseId: 'course-a-pied', sets: [set({ durationSec: 1800 })] }, 'cardio')).toEqual({ activity: 'course', met: 7 });
  });
});

describe('sessionEnergy', () => {
  const kinds: Record<string, ExerciseKind> = { 'developpe-couche': 'force', gainage: 'gainage', squat: 'force' };
  const kindOf = (id: string) => kinds[id];

  it('timed sets keep their seconds, the rest of the session goes to the other exercises by done sets', () => {
    const energy = sessionEnergy(
      {
        durationSec: 3600,
        exercises: [
          { exerciseId: 'developpe-couche', sets: [set(), set(), set(), set()] },
          { exerciseId: 'gainage', sets: [set({ durationSec: 60 }), set({ durationSec: 60 }), set({ durationSec: 60 })] },
          { exerciseId: 'squat', sets: [set({ done: false })] },
        ],
      },
      kindOf,
      80,
    );
    // Bench: 3,600 − 180 s = 57 min; plank 3 min; squat nothing done.
    expect(energy.parts.map((p) => [p.exerciseId, p.minutes])).toEqual([
      ['developpe-couche', 57],
      ['gainage', 3],
    ]);
    expect(energy.minutes).toBe(60);
    // 3.5 × 3.5 × 80 ÷ 200 × 57 = 279.3, plus 3.8 × 3.5 × 80 ÷ 200 × 3 = 15.96.
    expect(energy.grossKcal).toBeCloseTo(295.26, 6);
    // Above rest: (3.5 − 1) … × 57 = 199.5, (3.8 − 1) … × 3 = 11.76.
    expect(energy.netKcal).toBeCloseTo(211.26, 6);
  });

  it('shares the untimed time in proportion to done sets', () => {
    const energy = sessionEnergy(
      { durationSec: 2400, exercises: [{ exerciseId: 'developpe-couche', sets: [set(), set(), set()] }, { exerciseId: 'squat', sets: [set()] }] },
      kindOf,
      70,
    );
    expect(energy.parts.map((p) => p.minutes)).toEqual([30, 10]);
  });

  it('a session without a done set adds nothing', () => {
    expect(sessionEnergy({ durationSec: 3600, exercises: [{ exerciseId: 'squat', sets: [set({ done: false })] }] }, kindOf, 80)).toEqual({ parts: [], minutes: 0, grossKcal: 0, netKcal: 0 });
    expect(sessionEnergy({ durationSec: 3600, exercises: [] }, kindOf, 80).netKcal).toBe(0);
  });
});
