import { describe, expect, it } from 'vitest';
import { bestOneRms, EQUIPMENT, generateInstantWorkout, generateProgram, INSTANT_FOCUSES, LEVELS, TEMPLATES } from '#app/lib/training/index.ts';
import { resolveQuery } from './documents.ts';
import {
  compareProgramsForList,
  customExerciseFromData,
  customExerciseSchema,
  doneProgramDayView,
  myPrograms,
  programDaysDone,
  programFromData,
  programInputFrom,
  programSchema,
  type Program,
} from './programs.ts';
import { pastSessionView } from './sessions.ts';

const doneProgramDayFromData = (data: Record<string, unknown>) => doneProgramDayView.fromData(data, 's1');

const prescription = { exerciseId: 'squat', sets: 3, reps: 8, restSec: 120 };
const program = {
  name: 'Mon programme',
  goal: 'force',
  level: 'debutant',
  weeks: [{ days: [{ name: 'Jour A', exercises: [prescription] }] }],
  source: 'custom',
  archived: false,
};

describe('program schema', () => {
  it('accepts every template, generated program and instant workout as stored', () => {
    for (const template of TEMPLATES) expect(programSchema.safeParse(programInputFrom(template, 'modele')).success).toBe(true);
    for (const days of [2, 3, 4, 5, 6]) {
      const draft = generateProgram({ goal: 'hypertrophie', level: 'intermediaire', daysPerWeek: days, weeks: 12, equipment: [...EQUIPMENT], sessionMinutes: 60 });
      expect(programInputFrom(draft, 'assistant').weeks).toHaveLength(12);
    }
    for (const focus of INSTANT_FOCUSES) {
      for (const level of LEVELS) {
        const workout = generateInstantWorkout({ minutes: 30, equipment: ['poids-du-corps'], focus, level });
        const stored = programInputFrom({ name: workout.name, goal: 'forme', level, weeks: [{ days: [{ name: workout.name, exercises: workout.exercises }] }] }, 'instant');
        expect(stored.weeks[0]!.days[0]!.exercises).toEqual(workout.exercises);
      }
    }
  });

  it('stores no undefined value (Firestore refuses them)', () => {
    const stored = programInputFrom(TEMPLATES[0]!, 'modele');
    expect(JSON.stringify(stored)).toBe(JSON.stringify(JSON.parse(JSON.stringify(stored))));
    const walk = (value: unknown): void => {
      if (value && typeof value === 'object') for (const item of Object.values(value)) { expect(item).not.toBeUndefined(); walk(item); }
    };
    walk(stored);
  });

  it('refuses shapes and bounds', () => {
    const day = (exercises: unknown[]) => ({ ...program, weeks: [{ days: [{ name: 'Jour A', exercises }] }] });
    const refused: Record<string, unknown>[] = [
      { ...program, name: ' ' },
      { ...program, goal: 'seche' },
      { ...program, weeks: [] },
      { ...program, weeks: Array.from({ length: 53 }, () => program.weeks[0]) },
      { ...program, weeks: [{ days: Array.from({ length: 8 }, () => program.weeks[0]!.days[0]) }] },
      day(Array.from({ length: 21 }, () => prescription)),
      day([{ ...prescription, sets: 11 }]),
      day([{ ...prescription, sets: 0 }]),
      day([{ ...prescription, sets: 2.5 }]),
      day([{ ...prescription, repRange: [12, 8] }]),
      day([{ ...prescription, rpe: 11 }]),
      day([{ ...prescription, percent1RM: 120 }]),
      day([{ ...prescription, restSec: 901 }]),
      day([{ ...prescription, photo: 'x' }]),
      day([{ ...prescription, notes: 'x'.repeat(501) }]),
      day([{ ...prescription, progression: { kind: 'pyramide', incrementKg: 2.5 } }]),
      day([{ ...prescription, progression: { kind: 'lineaire', incrementKg: 0.5 } }]),
      day([{ ...prescription, progression: { kind: 'double', incrementKg: 10.5 } }]),
      day([{ ...prescription, progression: { kind: 'lineaire', incrementKg: 2.5, startKg: 40 } }]),
      day([{ ...prescription, progression: { kind: 'lineaire' } }]),
    ];
    for (const candidate of refused) expect(programSchema.safeParse(candidate).success, JSON.stringify(candidate).slice(0, 200)).toBe(false);
    expect(programSchema.safeParse(day([])).success).toBe(true);
    for (const incrementKg of [1, 2.5, 10]) {
      expect(programSchema.safeParse(day([{ ...prescription, progression: { kind: 'lineaire', incrementKg } }])).success).toBe(true);
    }
  });

  it('reads stored programs, skipping misfits, active first then newest', () => {
    expect(programFromData('p1', { ...program, createdAt: 1000, updatedAt: 2000 })).toMatchObject({ id: 'p1', name: 'Mon programme', updatedAt: 2000 });
    expect(programFromData('p1', { ...program, level: 'expert' })).toBeNull();
    expect(programFromData('p1', undefined)).toBeNull();
    const make = (id: string, archived: boolean, updatedAt: number | null) => ({ ...programFromData(id, { ...program, archived })!, updatedAt }) as Program;
    const sorted = [make('old', false, 1), make('archived', true, 9), make('new', false, 5), make('pending', false, null)].sort(compareProgramsForList);
    expect(sorted.map((p) => p.id)).toEqual(['pending', 'new', 'old', 'archived']);
    expect(resolveQuery(myPrograms, { uid: 'u1' })).toEqual({ collection: 'users/u1/programs', orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 300 });
  });
});

describe('custom exercises and program days done', () => {
  it('reads the person’s exercises like the built-in ones', () => {
    const data = { name: 'Tirage à la corde', muscles: ['dos', 'biceps'], equipment: ['poulie'], kind: 'force', measure: 'charge-reps', createdAt: 1, updatedAt: 2 };
    expect(customExerciseFromData('e1', data)).toEqual({ id: 'e1', name: 'Tirage à la corde', muscles: ['dos', 'biceps'], equipment: ['poulie'], kind: 'force', measure: 'charge-reps' });
    expect(customExerciseFromData('e1', { ...data, muscles: ['cerveau'] })).toBeNull();
    expect(customExerciseSchema.safeParse({ ...data, createdAt: undefined, updatedAt: undefined, equipment: [] }).success).toBe(false);
  });

  it('counts only finished sessions of a program day', () => {
    expect(doneProgramDayFromData({ status: 'terminee', programId: 'p1', week: 2, dayIndex: 1 })).toEqual({ programId: 'p1', week: 2, dayIndex: 1 });
    expect(doneProgramDayFromData({ status: 'en-cours', programId: 'p1', week: 2, dayIndex: 1 })).toBeNull();
    expect(doneProgramDayFromData({ status: 'terminee', programId: null })).toBeNull();
    expect(resolveQuery(programDaysDone, { uid: 'u1', programId: 'p1' })).toMatchObject({ collection: 'users/u1/sessions', where: [{ field: 'programId', op: '==', value: 'p1' }] });
  });
});

describe('best estimated 1RM', () => {
  it('takes the best Epley estimate of sets done in finished sessions, up to 10 reps', () => {
    const session = (status: string, sets: { reps: number; weightKg: number; done: boolean }[]) => ({
      status,
      date: '2026-03-16',
      prs: [],
      exercises: [{ id: 'e1', exerciseId: 'squat', name: 'Squat', sets: sets.map((set, i) => ({ id: `s${i}`, kind: 'normale', updatedAt: 1, ...set })), updatedAt: 1 }],
    });
    const doneSetsFromData = (data: Record<string, unknown>) => pastSessionView.fromData(data, 's1');
    const finished = doneSetsFromData(session('terminee', [
      { reps: 5, weightKg: 100, done: true },
      { reps: 12, weightKg: 100, done: true },
      { reps: 3, weightKg: 130, done: false },
    ]))!;
    const other = doneSetsFromData(session('terminee', [{ reps: 1, weightKg: 110, done: true }]))!;
    expect(doneSetsFromData(session('en-cours', [{ reps: 1, weightKg: 200, done: true }]))).toBeNull();
    // 100 × (1 + 5/30) = 116.7 beats 110 × (1 + 1/30) = 113.7; 12 reps and undone sets do not count.
    expect(bestOneRms([finished, other])).toEqual({ squat: 116.7 });
    expect(bestOneRms([])).toEqual({});
  });
});
