import { buildWeeks, fitDay, planDay, type FitOrder } from './day.ts';
import { requireIntegerIn, requireOneOf, TrainingError } from './errors.ts';
import { builtInExercise, canDo } from './exercises.ts';
import type { DoseContext, Role } from './prescribe.ts';
import { seededRandom } from './random.ts';
import { DAY_PLANS, POOLS, type DayPlan, type Selection, type Slot } from './slots.ts';
import { EQUIPMENT, GOALS, LEVELS, type Equipment, type Goal, type Level, type ProgramDraft } from './types.ts';

export type GenerateProgramOptions = {
  goal: Goal;
  level: Level;
  daysPerWeek: number;
  weeks: number;
  equipment: Equipment[];
  sessionMinutes: number;
  seed?: number;
};

export const PROGRAM_OPTION_RANGES = {
  daysPerWeek: { min: 2, max: 6 },
  weeks: { min: 1, max: 16 },
  sessionMinutes: { min: 20, max: 120 },
} as const;

/** Without a seed the assistant is still deterministic; "régénérer" passes a new one. */
export const DEFAULT_SEED = 1;

// Program, split and day names are stored with the program (the person can rename them), so
// they are French domain values written here, not interface copy.
const GOAL_NAMES: Record<Goal, string> = { force: 'Force', hypertrophie: 'Hypertrophie', endurance: 'Endurance', forme: 'Forme' };

type Split = { readonly name: string; readonly days: readonly { readonly plan: DayPlan; readonly name: string }[] };

/** The split follows the days available: full body up to 3, upper/lower at 4, push/pull/legs at 6. */
const SPLITS: Readonly<Record<number, Split>> = {
  2: {
    name: 'corps entier',
    days: [
      { plan: 'fullBodyA', name: 'Corps entier A' },
      { plan: 'fullBodyB', name: 'Corps entier B' },
    ],
  },
  3: {
    name: 'corps entier',
    days: [
      { plan: 'fullBodyA', name: 'Corps entier A' },
      { plan: 'fullBodyB', name: 'Corps entier B' },
      { plan: 'fullBodyC', name: 'Corps entier C' },
    ],
  },
  4: {
    name: 'haut/bas',
    days: [
      { plan: 'upperA', name: 'Haut du corps A' },
      { plan: 'lowerA', name: 'Bas du corps A' },
      { plan: 'upperB', name: 'Haut du corps B' },
      { plan: 'lowerB', name: 'Bas du corps B' },
    ],
  },
  5: {
    name: 'haut/bas + push/pull/legs',
    days: [
      { plan: 'upperA', name: 'Haut du corps' },
      { plan: 'lowerA', name: 'Bas du corps' },
      { plan: 'push', name: 'Push (poussée)' },
      { plan: 'pull', name: 'Pull (tirage)' },
      { plan: 'legs', name: 'Legs (jambes)' },
    ],
  },
  6: {
    name: 'push/pull/legs',
    days: [
      { plan: 'push', name: 'Push A (poussée)' },
      { plan: 'pull', name: 'Pull A (tirage)' },
      { plan: 'legs', name: 'Legs A (jambes)' },
      { plan: 'push', name: 'Push B (poussée)' },
      { plan: 'pull', name: 'Pull B (tirage)' },
      { plan: 'legs', name: 'Legs B (jambes)' },
    ],
  },
};

/**
 * Endurance and fitness programs end each session with cardio: steady on a machine when the
 * person has one, intervals otherwise. Endurance makes room for it early (see fitOrderFor).
 */
function slotsFor(plan: DayPlan, goal: Goal, available: readonly Equipment[]): readonly Slot[] {
  if (goal !== 'endurance' && goal !== 'forme') return DAY_PLANS[plan];
  const hasMachine = POOLS.cardioMachines.some((id) => canDo(builtInExercise(id)!, available));
  return [...DAY_PLANS[plan], { pattern: hasMachine ? 'cardioMachines' : 'cardioIntervals', role: 'cardio' }];
}

function fitOrderFor(goal: Goal): FitOrder {
  return { priority: (index: number, role: Role) => (role === 'cardio' && goal === 'endurance' ? 1.5 : index), fill: 'full-sets' };
}

export function validateEquipment(equipment: unknown): Equipment[] {
  if (!Array.isArray(equipment)) throw new TrainingError('equipment', { value: String(equipment) });
  return equipment.map((item) => requireOneOf(item, EQUIPMENT, 'equipment'));
}

export function validateSeed(seed: unknown): number {
  if (seed === undefined) return DEFAULT_SEED;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) throw new TrainingError('seed');
  return seed;
}

/**
 * The assistant behind /programs/new: a multi-week program for the goal, level, days, equipment
 * and session length given. The same exercises come back every week so progress can be measured;
 * only the doses change (see prescribe.ts). Throws a French `TrainingError` on options out of range.
 */
export function generateProgram(options: GenerateProgramOptions): ProgramDraft {
  const goal = requireOneOf(options.goal, GOALS, 'goal');
  const level = requireOneOf(options.level, LEVELS, 'level');
  const { daysPerWeek, weeks, sessionMinutes } = PROGRAM_OPTION_RANGES;
  const dayCount = requireIntegerIn(options.daysPerWeek, daysPerWeek.min, daysPerWeek.max, 'daysPerWeek');
  const weekCount = requireIntegerIn(options.weeks, weeks.min, weeks.max, 'weeks');
  const minutes = requireIntegerIn(options.sessionMinutes, sessionMinutes.min, sessionMinutes.max, 'sessionMinutes');
  const available = validateEquipment(options.equipment);
  const selection: Selection = { level, available, random: seededRandom(validateSeed(options.seed)), usedThisWeek: new Set() };

  const context: DoseContext = { goal, level, sessionMinutes: minutes, cardioStyle: 'steady', pace: 'normal' };
  const split = SPLITS[dayCount]!;
  const days = split.days.map((day) => ({
    name: day.name,
    exercises: fitDay(planDay(slotsFor(day.plan, goal, available), selection), context, fitOrderFor(goal)),
  }));
  return {
    name: `${GOAL_NAMES[goal]} · ${split.name} · ${dayCount} jours`,
    goal,
    level,
    weeks: buildWeeks(days, weekCount, context),
  };
}
