import { describe, expect, it } from 'vitest';
import { builtInExercise, TEMPLATES, type ProgramWeek } from '#app/lib/training/index.ts';
import { draftFrom, programFromDraft } from './builder-model.ts';
import { occurrencesIn, occurrencesInDraft, replaceInDraft, replaceInProgram } from './replace-in-program.ts';

const rule = { kind: 'lineaire' as const, incrementKg: 2.5 };
const weeks: ProgramWeek[] = [
  {
    days: [
      {
        name: 'A',
        exercises: [
          { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: rule, notes: 'Descendre sous la parallèle' },
          { exerciseId: 'developpe-couche', sets: 3, reps: 8, loadKg: 60, restSec: 120 },
        ],
      },
      { name: 'B', exercises: [{ exerciseId: 'squat', sets: 3, repRange: [6, 8], loadKg: 80, rpe: 8, restSec: 150, supersetGroup: 'A', progression: { kind: 'double', incrementKg: 5 } }] },
    ],
  },
  { days: [{ name: 'A', exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, percent1RM: 60, restSec: 180, progression: rule }] }] },
];

describe('replaceInProgram', () => {
  it('swaps every occurrence, every week and day, keeping sets, reps, rest, RPE, %1RM, superset, notes and rule', () => {
    const replaced = replaceInProgram(weeks, 'squat', builtInExercise('squat-avant')!);
    expect(replaced[0]!.days[0]!.exercises[0]).toEqual({ exerciseId: 'squat-avant', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: rule, notes: 'Descendre sous la parallèle' });
    expect(replaced[0]!.days[1]!.exercises[0]).toEqual({ exerciseId: 'squat-avant', sets: 3, repRange: [6, 8], rpe: 8, restSec: 150, supersetGroup: 'A', progression: { kind: 'double', incrementKg: 5 } });
    expect(replaced[1]!.days[0]!.exercises[0]).toMatchObject({ exerciseId: 'squat-avant', sets: 3, percent1RM: 60 });
    // The other exercises, their loads included, are untouched.
    expect(replaced[0]!.days[0]!.exercises[1]).toBe(weeks[0]!.days[0]!.exercises[1]);
    expect(occurrencesIn(replaced, 'squat')).toBe(0);
    expect(occurrencesIn(replaced, 'squat-avant')).toBe(3);
  });

  it('drops the kg load, which was the other exercise’s', () => {
    const replaced = replaceInProgram(weeks, 'developpe-couche', builtInExercise('developpe-couche-halteres')!);
    expect(replaced[0]!.days[0]!.exercises[1]).toEqual({ exerciseId: 'developpe-couche-halteres', sets: 3, reps: 8, restSec: 120 });
  });

  it('keeps no %1RM nor rule for an equivalent logged without a load', () => {
    const replaced = replaceInProgram(weeks, 'squat', builtInExercise('squat-poids-du-corps')!);
    expect(replaced[0]!.days[0]!.exercises[0]).toEqual({ exerciseId: 'squat-poids-du-corps', sets: 5, reps: 5, restSec: 180, notes: 'Descendre sous la parallèle' });
  });

  it('leaves a program without the exercise as it was, and never the template it came from', () => {
    expect(replaceInProgram(weeks, 'tractions', builtInExercise('tirage-vertical')!)).toEqual(weeks);
    const fiveByFive = TEMPLATES.find((template) => template.name === 'Force 5×5')!;
    const before = JSON.stringify(fiveByFive);
    replaceInProgram(fiveByFive.weeks, 'squat', builtInExercise('squat-avant')!);
    expect(JSON.stringify(fiveByFive)).toBe(before);
  });
});

describe('replaceInDraft', () => {
  const program = { name: 'Bloc', goal: 'force' as const, level: 'intermediaire' as const, source: 'custom' as const, archived: false, weeks };

  it('swaps the builder’s rows as replaceInProgram swaps the stored program', () => {
    for (const [from, to] of [
      ['squat', 'squat-avant'],
      ['developpe-couche', 'developpe-couche-halteres'],
      ['squat', 'squat-poids-du-corps'],
    ] as const) {
      const draft = draftFrom(program);
      const saved = programFromDraft({ ...draft, weeks: replaceInDraft(draft.weeks, from, builtInExercise(to)!) });
      expect(saved.ok && saved.value.weeks, `${from} → ${to}`).toEqual(replaceInProgram(weeks, from, builtInExercise(to)!));
    }
  });

  it('keeps each row’s key and counts the rows it changes', () => {
    const draft = draftFrom(program);
    expect(occurrencesInDraft(draft.weeks, 'squat')).toBe(3);
    const replaced = replaceInDraft(draft.weeks, 'squat', builtInExercise('squat-avant')!);
    expect(replaced[0]!.days[1]!.rows[0]!.key).toBe(draft.weeks[0]!.days[1]!.rows[0]!.key);
    expect(occurrencesInDraft(replaced, 'squat')).toBe(0);
    expect(occurrencesInDraft(replaced, 'squat-avant')).toBe(3);
  });
});
