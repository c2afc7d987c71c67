import { describe, expect, it } from 'vitest';
import { builtInExercise } from './exercises.ts';
import { BODY_MUSCLES, muscleLevel, setsPerMuscle, weeklySetsPerMuscle, weeksBetween } from './muscle-volume.ts';
import type { Exercise, SetKind } from './types.ts';

const work = (n: number, kind?: SetKind) => Array.from({ length: n }, () => ({ reps: 8, weightKg: 50, done: true, ...(kind ? { kind } : {}) }));
const skipped = (n: number) => Array.from({ length: n }, () => ({ reps: 8, weightKg: 50, done: false }));

const personal: Exercise = { id: 'Xy12perso', name: 'Presse à pectoraux de mon club', muscles: ['pectoraux', 'epaules'], equipment: ['machine'], kind: 'force', measure: 'charge-reps' };
const exerciseOf = (id: string) => (id === personal.id ? personal : builtInExercise(id));

describe('setsPerMuscle', () => {
  it('counts a done work set 1 for the first muscle and 0.5 for each other', () => {
    // Développé couché: pectoraux, triceps, épaules. 3 done sets, 1 warm-up, 1 not done.
    const sets = setsPerMuscle([{ exercises: [{ exerciseId: 'developpe-couche', sets: [...work(1, 'echauffement'), ...work(3), ...skipped(1)] }] }], exerciseOf);
    expect(sets.pectoraux).toBe(3);
    expect(sets.triceps).toBe(1.5);
    expect(sets.epaules).toBe(1.5);
    expect(sets.dos).toBe(0);
  });

  it('adds up across exercises and sessions, drop sets and sets to failure included', () => {
    const sets = setsPerMuscle(
      [
        // Rowing barre: dos, biceps, épaules, lombaires. 4 sets.
        { exercises: [{ exerciseId: 'rowing-barre', sets: [...work(3), ...work(1, 'degressive')] }] },
        // Curl barre: biceps, avant-bras. 3 sets. Tractions: dos, biceps, avant-bras. 2 sets.
        { exercises: [{ exerciseId: 'curl-barre', sets: work(3) }, { exerciseId: 'tractions', sets: [...work(1), ...work(1, 'echec')] }] },
      ],
      exerciseOf,
    );
    expect(sets.dos).toBe(4 + 2); // 6
    expect(sets.biceps).toBe(2 + 3 + 1); // 0.5×4 + 1×3 + 0.5×2 = 6
    expect(sets.epaules).toBe(2);
    expect(sets.lombaires).toBe(2);
    expect(sets['avant-bras']).toBe(1.5 + 1); // 0.5×3 + 0.5×2
  });

  it("counts the person's own exercises by their muscles", () => {
    const sets = setsPerMuscle([{ exercises: [{ exerciseId: personal.id, sets: work(4) }] }], exerciseOf);
    expect(sets.pectoraux).toBe(4);
    expect(sets.epaules).toBe(2);
  });

  it('leaves out the cardio tag, stretches and exercises it cannot find', () => {
    const sets = setsPerMuscle(
      [
        {
          exercises: [
            // Rameur: cardio, dos, quadriceps. Dos and quadriceps stay secondary.
            { exerciseId: 'rameur', sets: work(2) },
            { exerciseId: 'etirement-quadriceps', sets: work(3) },
            { exerciseId: 'supprime-depuis', sets: work(5) },
          ],
        },
      ],
      exerciseOf,
    );
    expect(Object.keys(sets)).not.toContain('cardio');
    expect(sets.dos).toBe(1);
    expect(sets.quadriceps).toBe(1);
    expect(BODY_MUSCLES.reduce((total, muscle) => total + sets[muscle], 0)).toBe(2);
  });
});

describe('weeklySetsPerMuscle', () => {
  it('averages over the weeks of the period, both ends included', () => {
    expect(weeksBetween('2026-03-01', '2026-03-28')).toBe(4);
    expect(weeksBetween('2026-03-26', '2026-03-28')).toBe(1);
    // Squat (quadriceps, fessiers, adducteurs, lombaires): 5 sets on each of 6 sessions = 30 over 4 weeks.
    const sessions = ['2026-02-27', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-28', '2026-03-29'].map((date, index) => ({
      id: `s${index}`,
      date,
      exercises: [{ exerciseId: 'squat', sets: work(5) }],
    }));
    const weekly = weeklySetsPerMuscle(sessions, exerciseOf, '2026-03-01', '2026-03-28');
    // The sessions of 27 Feb and 29 Mar are outside: 5 sessions × 5 sets = 25 / 4 weeks.
    expect(weekly.quadriceps).toBe(6.3); // 6.25 rounded to a tenth
    expect(weekly.fessiers).toBe(3.1); // 12.5 / 4 = 3.125
    expect(weekly.pectoraux).toBe(0);
  });

  it('starts an unbounded period at the first session', () => {
    const sessions = [
      { id: 'a', date: '2026-03-01', exercises: [{ exerciseId: 'developpe-couche', sets: work(7) }] },
      { id: 'b', date: '2026-03-14', exercises: [{ exerciseId: 'developpe-couche', sets: work(7) }] },
    ];
    // 1 to 14 March: 14 days = 2 weeks, 14 sets → 7 a week.
    expect(weeklySetsPerMuscle(sessions, exerciseOf, null, '2026-03-14').pectoraux).toBe(7);
    expect(weeklySetsPerMuscle([], exerciseOf, null, '2026-03-14').pectoraux).toBe(0);
  });
});

describe('muscleLevel', () => {
  it('puts a week of 10 to 20 sets on the band step, and steps around it', () => {
    expect([0, 0.5, 4.5, 5, 9.5, 10, 20, 20.5].map((sets) => muscleLevel(sets, 'semaine'))).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    expect([0, 2.5, 3, 6, 10, 11].map((sets) => muscleLevel(sets, 'seance'))).toEqual([0, 1, 2, 3, 3, 4]);
  });
});
