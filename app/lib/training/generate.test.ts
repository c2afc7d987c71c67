import { describe, expect, it } from 'vitest';
import { canDo } from './exercises.ts';
import { DEFAULT_SEED, generateProgram, PROGRAM_OPTION_RANGES, type GenerateProgramOptions } from './generate.ts';
import { estimateWorkSeconds, warmUpSeconds } from './prescribe.ts';
import { seededRandom } from './random.ts';
import { exerciseOf, expectTrainingError, isLighter, longestRunWithoutLighterWeek, rises, totalSets, weekSets } from './test-helpers.ts';
import { EQUIPMENT, GOALS, LEVELS, PROGRAM_LIMITS, type Equipment, type ProgramDraft } from './types.ts';

const FULL_GYM: Equipment[] = [...EQUIPMENT];
const randomSubsets = (() => {
  const random = seededRandom(42);
  return Array.from({ length: 4 }, () => EQUIPMENT.filter(() => random() < 0.4));
})();
const EQUIPMENT_SETS: Equipment[][] = [
  [],
  ['halteres'],
  ['halteres', 'banc'],
  ['elastique', 'barre-traction'],
  ['kettlebell'],
  ['velo', 'rameur', 'tapis'],
  ['barre', 'banc', 'rack', 'halteres', 'barre-traction'],
  FULL_GYM,
  ...randomSubsets,
];
const DAYS = [2, 3, 4, 5, 6];

/** Every days × goal × level × equipment combination, with weeks, session length and seed varied. */
const combinations: GenerateProgramOptions[] = DAYS.flatMap((daysPerWeek) =>
  GOALS.flatMap((goal) =>
    LEVELS.flatMap((level) =>
      EQUIPMENT_SETS.map((equipment, index): GenerateProgramOptions => {
        const n = daysPerWeek * 97 + GOALS.indexOf(goal) * 31 + LEVELS.indexOf(level) * 7 + index;
        return { goal, level, daysPerWeek, equipment, weeks: 1 + (n % 16), sessionMinutes: 20 + ((n * 13) % 101), seed: n };
      }),
    ),
  ),
);

const generated = combinations.map((options) => ({ options, program: generateProgram(options) }));

/**
 * Checks a property on every generated program and reports each violation with its options.
 * Plain checks collected into one assertion: a million `expect` calls would take minutes.
 */
function violations(check: (program: ProgramDraft, options: GenerateProgramOptions) => Iterable<string>): string[] {
  return generated.flatMap(({ options, program }) => [...check(program, options)].map((problem) => `${problem} — ${JSON.stringify(options)}`));
}
const allDays = (program: ProgramDraft) => program.weeks.flatMap((week, weekIndex) => week.days.map((day) => ({ week: weekIndex + 1, day })));

describe('generateProgram — properties over many option combinations', () => {
  it('gives every loaded exercise a rule: double in a rep range, linear at fixed reps', () => {
    for (const { program } of generated) {
      for (const prescription of program.weeks.flatMap((week) => week.days.flatMap((day) => day.exercises))) {
        if (exerciseOf(prescription.exerciseId).measure !== 'charge-reps') {
          expect(prescription.progression).toBeUndefined();
          continue;
        }
        expect(prescription.progression?.kind).toBe(prescription.repRange ? 'double' : 'lineaire');
      }
    }
  });

  it('covers the whole option space', () => {
    expect(generated.length).toBe(DAYS.length * GOALS.length * LEVELS.length * EQUIPMENT_SETS.length);
    expect(new Set(combinations.map((options) => options.weeks)).size).toBe(16);
    expect(Math.min(...combinations.map((options) => options.sessionMinutes))).toBe(20);
    expect(Math.max(...combinations.map((options) => options.sessionMinutes))).toBe(120);
  });

  it('has the weeks and days asked for, the goal and level, and a French name', () => {
    expect(
      violations(function* (program, options) {
        if (program.goal !== options.goal || program.level !== options.level) yield 'goal or level changed';
        if (program.weeks.length !== options.weeks) yield `${program.weeks.length} weeks`;
        for (const week of program.weeks) if (week.days.length !== options.daysPerWeek) yield `${week.days.length} days`;
        if (!program.name.includes(`${options.daysPerWeek} jours`)) yield `name ${program.name}`;
      }),
    ).toEqual([]);
  });

  it('uses only exercises whose equipment is all available', () => {
    expect(
      violations(function* (program, options) {
        for (const { week, day } of allDays(program)) {
          for (const { exerciseId } of day.exercises) {
            if (!canDo(exerciseOf(exerciseId), options.equipment)) yield `week ${week} ${day.name}: ${exerciseId}`;
          }
        }
      }),
    ).toEqual([]);
  });

  it('never repeats an exercise within a day, and never leaves a day empty', () => {
    expect(
      violations(function* (program) {
        for (const { week, day } of allDays(program)) {
          const ids = day.exercises.map((prescription) => prescription.exerciseId);
          if (new Set(ids).size !== ids.length) yield `week ${week} ${day.name} repeats: ${ids.join(', ')}`;
          if (ids.length === 0) yield `week ${week} ${day.name} is empty`;
        }
      }),
    ).toEqual([]);
  });

  it('fits every session, warm-up included, within the length asked for', () => {
    expect(
      violations(function* (program, options) {
        for (const { week, day } of allDays(program)) {
          const seconds = warmUpSeconds(options.sessionMinutes) + estimateWorkSeconds(day.exercises);
          if (seconds > options.sessionMinutes * 60) yield `week ${week} ${day.name} takes ${seconds} s`;
        }
      }),
    ).toEqual([]);
  });

  it('stays within what a stored program may hold, with exactly one dose per prescription', () => {
    expect(
      violations(function* (program) {
        for (const { week, day } of allDays(program)) {
          if (day.exercises.length > PROGRAM_LIMITS.maxExercisesPerDay) yield `week ${week} ${day.name}: ${day.exercises.length} exercises`;
          for (const p of day.exercises) {
            const doses = [p.reps, p.repRange, p.durationSec].filter((dose) => dose !== undefined);
            const repRangeOk = !p.repRange || p.repRange[0] < p.repRange[1];
            if (p.sets < 1 || p.sets > PROGRAM_LIMITS.maxSets || p.restSec < 0 || doses.length !== 1 || !repRangeOk) {
              yield `week ${week} ${day.name}: ${JSON.stringify(p)}`;
            }
          }
        }
      }),
    ).toEqual([]);
  });

  it('progresses week to week: every exercise gets harder each week until a lighter week', () => {
    let comparedWeeks = 0;
    expect(
      violations(function* (program) {
        for (const [index, week] of program.weeks.entries()) {
          const before = program.weeks[index - 1];
          if (!before || isLighter(before, week)) continue;
          comparedWeeks += 1;
          for (const [dayIndex, day] of week.days.entries()) {
            for (const [position, prescription] of day.exercises.entries()) {
              const previous = before.days[dayIndex]!.exercises[position];
              if (!previous || previous.exerciseId !== prescription.exerciseId) yield `week ${index + 1} ${day.name} changed exercises`;
              else if (!rises(previous, prescription) || prescription.sets < previous.sets) {
                yield `week ${index + 1} ${day.name}: ${JSON.stringify(previous)} → ${JSON.stringify(prescription)}`;
              }
            }
          }
        }
      }),
    ).toEqual([]);
    expect(comparedWeeks).toBeGreaterThan(2000);
  });

  it('has a lighter week at least every 4–6 weeks in programs of 8 weeks or more', () => {
    expect(generated.filter(({ options }) => options.weeks >= 8).length).toBeGreaterThan(300);
    expect(
      violations(function* (program, options) {
        if (options.weeks < 8) return;
        const longest = longestRunWithoutLighterWeek(program.weeks);
        if (longest > 5) yield `${longest} weeks without a lighter one`;
        for (const [index, week] of program.weeks.entries()) {
          const lighter = index > 0 && isLighter(program.weeks[index - 1]!, week);
          if (lighter !== week.days.every((day) => day.name.endsWith('(semaine allégée)'))) yield `week ${index + 1} is lighter but not named so, or the reverse`;
        }
      }),
    ).toEqual([]);
  });

  it('gives a shorter session fewer total sets, all else equal', () => {
    const lengths = [20, 25, 30, 40, 50, 60, 75, 90, 105, 120];
    const problems: string[] = [];
    for (const daysPerWeek of DAYS) {
      for (const goal of GOALS) {
        for (const level of LEVELS) {
          for (const equipment of [[], ['halteres', 'banc'], FULL_GYM] as Equipment[][]) {
            const sets = lengths.map((sessionMinutes) =>
              generateProgram({ goal, level, daysPerWeek, weeks: 4, equipment, sessionMinutes, seed: 7 }).weeks.reduce((sum, week) => sum + weekSets(week), 0),
            );
            const monotone = sets.every((count, index) => index === 0 || count >= sets[index - 1]!);
            if (!monotone || sets[0]! >= sets.at(-1)!) problems.push(JSON.stringify({ daysPerWeek, goal, level, equipment, sets }));
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic for the same options and seed, and varies with the seed', () => {
    for (const { options, program } of generated.filter((_, index) => index % 5 === 0)) {
      expect(generateProgram(options)).toEqual(program);
    }
    const options = { goal: 'hypertrophie', level: 'intermediaire', daysPerWeek: 4, weeks: 8, equipment: FULL_GYM, sessionMinutes: 75 } as const;
    expect(generateProgram(options)).toEqual(generateProgram({ ...options, seed: DEFAULT_SEED }));
    const variants = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(generateProgram({ ...options, seed }))));
    expect(variants.size).toBeGreaterThan(1);
  });
});

describe('generateProgram — split, doses and progression schemes', () => {
  const base = { goal: 'hypertrophie', level: 'intermediaire', weeks: 8, equipment: FULL_GYM, sessionMinutes: 90 } as const;
  const dayNames = (program: ProgramDraft) => program.weeks[0]!.days.map((day) => day.name);

  it('chooses the split from the days per week', () => {
    expect(dayNames(generateProgram({ ...base, daysPerWeek: 2 }))).toEqual(['Corps entier A', 'Corps entier B']);
    expect(dayNames(generateProgram({ ...base, daysPerWeek: 3 }))).toEqual(['Corps entier A', 'Corps entier B', 'Corps entier C']);
    expect(dayNames(generateProgram({ ...base, daysPerWeek: 4 }))).toEqual(['Haut du corps A', 'Bas du corps A', 'Haut du corps B', 'Bas du corps B']);
    expect(dayNames(generateProgram({ ...base, daysPerWeek: 5 }))).toHaveLength(5);
    expect(dayNames(generateProgram({ ...base, daysPerWeek: 6 }))).toEqual([
      'Push A (poussée)',
      'Pull A (tirage)',
      'Legs A (jambes)',
      'Push B (poussée)',
      'Pull B (tirage)',
      'Legs B (jambes)',
    ]);
  });

  it('puts the day’s main lift first and works the right muscles on split days', () => {
    const program = generateProgram({ ...base, daysPerWeek: 4 });
    const [upper, lower] = program.weeks[0]!.days;
    expect(upper!.exercises[0]!.exerciseId).toBe('developpe-couche');
    expect(lower!.exercises[0]!.exerciseId).toBe('squat');
    const lowerMuscles = ['quadriceps', 'fessiers', 'ischio-jambiers', 'mollets', 'adducteurs', 'lombaires', 'abdominaux'];
    for (const { exerciseId } of lower!.exercises) expect(lowerMuscles).toContain(exerciseOf(exerciseId).muscles[0]);
  });

  it('keeps hard exercises from beginners and easy variants from advanced people while others fit', () => {
    const idsFor = (level: GenerateProgramOptions['level'], seed: number) =>
      new Set(generateProgram({ ...base, level, daysPerWeek: 6, weeks: 1, seed }).weeks[0]!.days.flatMap((day) => day.exercises.map((p) => p.exerciseId)));
    for (let seed = 0; seed < 20; seed += 1) {
      const beginner = idsFor('debutant', seed);
      for (const hard of ['tractions', 'dips', 'releves-de-jambes-suspendu']) expect(beginner.has(hard), `seed ${seed}`).toBe(false);
      const advanced = idsFor('avance', seed);
      for (const easy of ['tractions-assistees-elastique', 'tractions-assistees-machine']) expect(advanced.has(easy), `seed ${seed}`).toBe(false);
    }
    // With a pull-up bar and nothing else, a beginner's pull day still gets pull-ups.
    const barOnly = generateProgram({ ...base, level: 'debutant', daysPerWeek: 6, equipment: ['barre-traction'] });
    const pullDay = barOnly.weeks[0]!.days[1]!.exercises.map((p) => p.exerciseId);
    expect(pullDay.filter((id) => ['tractions', 'tractions-supination'].includes(id)).length).toBeGreaterThan(0);
  });

  it('takes sets, reps and rest from the goal and the level', () => {
    const first = (options: Partial<GenerateProgramOptions>) =>
      generateProgram({ ...base, daysPerWeek: 3, ...options }).weeks[0]!.days[0]!.exercises[0]!;
    const strength = first({ goal: 'force', level: 'debutant' });
    expect(strength).toMatchObject({ exerciseId: 'squat', reps: 5, restSec: 180 });
    const hypertrophy = first({ goal: 'hypertrophie' });
    expect(hypertrophy.repRange).toEqual([6, 10]);
    const endurance = first({ goal: 'endurance' });
    expect(endurance.repRange![0]).toBeGreaterThanOrEqual(12);
    expect(endurance.restSec).toBeLessThan(hypertrophy.restSec);
    const sets = (level: GenerateProgramOptions['level']) =>
      totalSets(generateProgram({ ...base, level, daysPerWeek: 3, sessionMinutes: 120 }).weeks[0]!.days[0]!.exercises);
    expect(sets('debutant')).toBeLessThan(sets('avance'));
  });

  it('runs %1RM waves on the barbell lifts of an intermediate strength program', () => {
    const program = generateProgram({ ...base, goal: 'force', daysPerWeek: 4, weeks: 12 });
    const squat = program.weeks.map((week) => week.days[1]!.exercises.find((p) => p.exerciseId === 'squat')!);
    expect(squat.map((p) => p.percent1RM)).toEqual([75, 80, 85, 87.5, 60, 77.5, 82.5, 87.5, 90, 60, 80, 85]);
    expect(squat.map((p) => p.reps)).toEqual([5, 4, 3, 2, 5, 5, 4, 3, 2, 5, 5, 4]);
    expect(program.weeks[0]!.days[1]!.exercises[0]!.notes).toMatch(/1RM/);
  });

  it('writes double progression for loaded exercises, with RPE rising and a note in week one', () => {
    const program = generateProgram({ ...base, daysPerWeek: 3, level: 'debutant' });
    const squat = program.weeks.map((week) => week.days[0]!.exercises[0]!);
    expect(squat.map((p) => p.rpe)).toEqual([6, 6.5, 7, 7.5, 8, 5, 6, 6.5]);
    expect(squat.every((p) => p.repRange?.join('-') === '6-10')).toBe(true);
    expect(squat[0]!.notes).toMatch(/Double progression/);
    expect(squat.slice(1).every((p) => p.notes === undefined)).toBe(true);
  });

  it('adds a rep a week to bodyweight exercises and keeps cardio for endurance', () => {
    const program = generateProgram({ goal: 'endurance', level: 'avance', daysPerWeek: 2, weeks: 3, equipment: [], sessionMinutes: 45 });
    const pushUps = program.weeks.map((week) => week.days[0]!.exercises.find((p) => p.exerciseId === 'pompes')!.reps);
    expect(pushUps).toEqual([17, 18, 19]);
    expect(program.weeks[0]!.days.every((day) => day.exercises.some((p) => exerciseOf(p.exerciseId).kind === 'cardio'))).toBe(true);
  });

  it('ends endurance sessions with steady cardio on a machine that grows each week within the session', () => {
    const program = generateProgram({ goal: 'endurance', level: 'intermediaire', daysPerWeek: 3, weeks: 4, equipment: ['rameur'], sessionMinutes: 60 });
    const rowing = program.weeks.map((week) => week.days[0]!.exercises.at(-1)!);
    expect(rowing.every((p) => p.exerciseId === 'rameur' && p.sets === 1)).toBe(true);
    expect(rowing.map((p) => p.durationSec)).toEqual([900, 960, 1020, 1080]);
  });
});

describe('generateProgram — options out of range', () => {
  const valid: GenerateProgramOptions = { goal: 'force', level: 'debutant', daysPerWeek: 3, weeks: 8, equipment: [], sessionMinutes: 60 };
  const { daysPerWeek, weeks, sessionMinutes } = PROGRAM_OPTION_RANGES;

  it('throws French errors naming the allowed range', () => {
    for (const bad of [1, 7, 3.5, Number.NaN]) {
      expectTrainingError(() => generateProgram({ ...valid, daysPerWeek: bad }), 'daysPerWeek', daysPerWeek);
    }
    for (const bad of [0, 17, -1, 2.5]) expectTrainingError(() => generateProgram({ ...valid, weeks: bad }), 'weeks', weeks);
    for (const bad of [19, 121, 45.5, Number.POSITIVE_INFINITY]) {
      expectTrainingError(() => generateProgram({ ...valid, sessionMinutes: bad }), 'sessionMinutes', sessionMinutes);
    }
    const error = expectTrainingError(() => generateProgram({ ...valid, daysPerWeek: 7 }), 'daysPerWeek', daysPerWeek);
    expect(error.message).toBe('Le nombre de jours d’entraînement par semaine doit être un nombre entier entre 2 et 6.');
  });

  it('rejects an unknown goal, level, equipment or seed in French', () => {
    expectTrainingError(() => generateProgram({ ...valid, goal: 'muscu' as never }), 'goal', { value: 'muscu' });
    expectTrainingError(() => generateProgram({ ...valid, level: 'expert' as never }), 'level', { value: 'expert' });
    const error = expectTrainingError(() => generateProgram({ ...valid, equipment: ['halteres', 'corde' as never] }), 'equipment', { value: 'corde' });
    expect(error.message).toBe('Matériel inconnu\u00a0: «\u202fcorde\u202f».');
    expectTrainingError(() => generateProgram({ ...valid, equipment: 'halteres' as never }), 'equipment', { value: 'halteres' });
    expectTrainingError(() => generateProgram({ ...valid, seed: 1.5 }), 'seed');
  });
});
