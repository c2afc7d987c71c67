import { describe, expect, it } from 'vitest';
import { builtInExercise } from './exercises.ts';
import { nextPrescription, progressionRuleOf } from './progression.ts';
import { TEMPLATES } from './templates.ts';
import { isLighter, longestRunWithoutLighterWeek, rises, totalSets } from './test-helpers.ts';
import { GOALS, LEVELS, PROGRAM_LIMITS, type ProgramDraft, type ProgramWeek } from './types.ts';

const byName = (name: string): ProgramDraft => {
  const template = TEMPLATES.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`no template ${name}`);
  return template;
};
const prescriptionsOf = (week: ProgramWeek) => week.days.flatMap((day) => day.exercises);

describe('TEMPLATES', () => {
  it('offers the six ready-made programs, with unique names', () => {
    expect(TEMPLATES.map((template) => template.name)).toEqual([
      'Full body débutant · 3 jours',
      'Haut/bas · 4 jours',
      'Push/pull/legs · 6 jours',
      'Force 5×5',
      'Poids du corps à la maison',
      'Course à pied débutant',
    ]);
  });

  it('gives every loaded exercise a progression rule, and only loaded ones', () => {
    for (const template of TEMPLATES) {
      for (const prescription of template.weeks.flatMap(prescriptionsOf)) {
        const loaded = builtInExercise(prescription.exerciseId)!.measure === 'charge-reps';
        expect(prescription.progression !== undefined, `${template.name}: ${prescription.exerciseId}`).toBe(loaded);
        if (prescription.progression) expect(prescription.progression.incrementKg).toBeGreaterThan(0);
      }
    }
  });

  it('Force 5×5 is linear: 65 kg after five fives at 62.5 kg', () => {
    const bench = byName('Force 5×5').weeks[0]!.days[0]!.exercises.find((p) => p.exerciseId === 'developpe-couche')!;
    const rule = progressionRuleOf(bench, 50)!;
    const fives = Array.from({ length: 5 }, () => ({ weightKg: 62.5, reps: 5, done: true }));
    expect(nextPrescription(rule, [fives])).toEqual({ weightKg: 65, reps: [5, 5, 5, 5, 5], reason: 'hausse' });
  });

  it('names only exercises of the catalogue, never twice in a day, within storable bounds', () => {
    for (const template of TEMPLATES) {
      expect(GOALS).toContain(template.goal);
      expect(LEVELS).toContain(template.level);
      expect(template.weeks.length).toBeLessThanOrEqual(PROGRAM_LIMITS.maxWeeks);
      for (const week of template.weeks) {
        expect(week.days.length).toBeLessThanOrEqual(PROGRAM_LIMITS.maxDaysPerWeek);
        for (const day of week.days) {
          const ids = day.exercises.map((prescription) => prescription.exerciseId);
          for (const id of ids) expect(builtInExercise(id), `${template.name}: ${id}`).toBeDefined();
          expect(new Set(ids).size, `${template.name} ${day.name}`).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(PROGRAM_LIMITS.maxExercisesPerDay);
          for (const prescription of day.exercises) {
            expect(prescription.sets).toBeGreaterThanOrEqual(1);
            expect(prescription.sets).toBeLessThanOrEqual(PROGRAM_LIMITS.maxSets);
          }
        }
      }
    }
  });

  it('lasts several weeks, gets harder from one week to the next, and has lighter weeks', () => {
    for (const template of TEMPLATES) {
      expect(template.weeks.length, template.name).toBeGreaterThanOrEqual(8);
      expect(longestRunWithoutLighterWeek(template.weeks), template.name).toBeLessThanOrEqual(5);
      template.weeks.slice(1).forEach((week, index) => {
        const before = template.weeks[index]!;
        if (isLighter(before, week)) return;
        const previous = new Map(prescriptionsOf(before).map((p) => [p.exerciseId, p]));
        const harder = prescriptionsOf(week).some((p) => previous.has(p.exerciseId) && rises(previous.get(p.exerciseId)!, p));
        expect(harder, `${template.name}, week ${index + 2}`).toBe(true);
      });
    }
  });

  it('has the days per week its name says', () => {
    expect(byName('Full body débutant · 3 jours').weeks.every((week) => week.days.length === 3)).toBe(true);
    expect(byName('Haut/bas · 4 jours').weeks.every((week) => week.days.length === 4)).toBe(true);
    expect(byName('Push/pull/legs · 6 jours').weeks.every((week) => week.days.length === 6)).toBe(true);
  });

  it('runs 5 × 5 on the main lifts of the 5×5, with a rising %1RM', () => {
    const template = byName('Force 5×5');
    expect(template.goal).toBe('force');
    const mainLifts = ['squat', 'developpe-couche', 'rowing-barre', 'developpe-militaire', 'souleve-de-terre'];
    const lifted = new Set(template.weeks.flatMap(prescriptionsOf).map((p) => p.exerciseId));
    expect([...lifted].sort()).toEqual([...mainLifts].sort());
    template.weeks.forEach((week, index) => {
      const lighter = index > 0 && isLighter(template.weeks[index - 1]!, week);
      for (const prescription of prescriptionsOf(week)) {
        expect(prescription.reps).toBe(5);
        expect(prescription.sets).toBe(lighter ? 3 : 5);
      }
    });
    const squat = template.weeks.map((week) => week.days[0]!.exercises[0]!.percent1RM);
    expect(squat).toEqual([70, 72.5, 75, 77.5, 60, 72.5, 75, 77.5, 80, 60, 75, 77.5]);
  });

  it('needs nothing but the body at home', () => {
    const template = byName('Poids du corps à la maison');
    for (const prescription of template.weeks.flatMap(prescriptionsOf)) {
      expect(builtInExercise(prescription.exerciseId)!.equipment).toEqual(['poids-du-corps']);
    }
  });

  it('takes a beginner runner from walk/run intervals to 30 minutes of continuous running', () => {
    const template = byName('Course à pied débutant');
    expect(template.goal).toBe('endurance');
    const runs = template.weeks.map((week) => week.days[0]!.exercises.find((p) => p.exerciseId === 'course-a-pied')!);
    expect(runs[0]).toMatchObject({ sets: 8, durationSec: 60, restSec: 90 });
    expect(runs.at(-1)).toMatchObject({ sets: 1, durationSec: 1800 });
    for (const exercise of template.weeks.flatMap(prescriptionsOf)) {
      expect(['cardio', 'mobilite']).toContain(builtInExercise(exercise.exerciseId)!.kind);
    }
    const totalRun = runs.map((run) => run.sets * run.durationSec!);
    expect(totalRun.slice(5).every((seconds, index) => seconds > (totalRun[index + 4] ?? 0))).toBe(true);
  });

  it('keeps every day its own list, so editing a copy of one day never changes another', () => {
    for (const template of TEMPLATES) {
      const lists = template.weeks.flatMap((week) => week.days.map((day) => day.exercises));
      expect(new Set(lists).size).toBe(lists.length);
      expect(totalSets(lists.flat())).toBeGreaterThan(0);
    }
  });
});
