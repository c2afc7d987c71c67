import { fitDay, planDay } from './day.ts';
import { requireIntegerIn, requireOneOf } from './errors.ts';
import { validateEquipment, validateSeed } from './generate.ts';
import { MIDDLE_STEP, prescribe, type DoseContext, type Role } from './prescribe.ts';
import { seededRandom } from './random.ts';
import { slot, type Pattern, type Slot } from './slots.ts';
import { INSTANT_FOCUSES, LEVELS, type Equipment, type InstantFocus, type InstantWorkout, type Level } from './types.ts';

export type InstantWorkoutOptions = {
  minutes: number;
  equipment: Equipment[];
  focus: InstantFocus;
  level: Level;
  seed?: number;
};

export const INSTANT_MINUTES_RANGE = { min: 10, max: 90 } as const;

const FOCUS_NAMES: Record<InstantFocus, string> = {
  'corps-entier': 'corps entier',
  haut: 'haut du corps',
  bas: 'bas du corps',
  gainage: 'gainage',
  cardio: 'cardio',
};

const repeat = (pattern: Pattern, role: Role, times: number): Slot[] => Array.from({ length: times }, () => slot(pattern, role));

const FOCUS_SLOTS: Record<InstantFocus, readonly Slot[]> = {
  'corps-entier': [
    slot('squat', 'main'), slot('horizontalPush', 'main'), slot('horizontalPull', 'secondary'), slot('hinge', 'secondary'),
    slot('verticalPush', 'secondary'), slot('lunge', 'secondary'), slot('verticalPull', 'secondary'), slot('core', 'core'), slot('allCardio', 'cardio'),
  ],
  haut: [
    slot('horizontalPush', 'main'), slot('horizontalPull', 'main'), slot('verticalPush', 'secondary'), slot('verticalPull', 'secondary'),
    slot('chestIsolation', 'isolation'), slot('lateralRaise', 'isolation'), slot('biceps', 'isolation'), slot('triceps', 'isolation'), slot('rearDelts', 'isolation'),
  ],
  bas: [
    slot('squat', 'main'), slot('hinge', 'main'), slot('lunge', 'secondary'), slot('glute', 'secondary'),
    slot('quadIsolation', 'isolation'), slot('hamstringCurl', 'isolation'), slot('calves', 'isolation'), slot('adductors', 'isolation'),
  ],
  gainage: repeat('allCore', 'core', 8),
  cardio: repeat('allCardio', 'cardio', 8),
};

/**
 * The workout behind /programs/instant: one session for the time, equipment, focus and level
 * given, dosed like a fitness ("forme") program at mid-block, cardio done as intervals. Start it
 * at once or save it as a one-week program. Throws a French `TrainingError` on bad options.
 */
export function generateInstantWorkout(options: InstantWorkoutOptions): InstantWorkout {
  const minutes = requireIntegerIn(options.minutes, INSTANT_MINUTES_RANGE.min, INSTANT_MINUTES_RANGE.max, 'sessionMinutes');
  const available = validateEquipment(options.equipment);
  const focus = requireOneOf(options.focus, INSTANT_FOCUSES, 'focus');
  const level = requireOneOf(options.level, LEVELS, 'level');
  const random = seededRandom(validateSeed(options.seed));

  const context: DoseContext = { goal: 'forme', level, sessionMinutes: minutes, cardioStyle: 'intervals', pace: 'express' };
  const planned = planDay(FOCUS_SLOTS[focus], { level, available, random, usedThisWeek: new Set() });
  const fitted = fitDay(planned, context, { priority: (index) => index, fill: 'variety' });
  return {
    name: `Séance express ${FOCUS_NAMES[focus]} · ${minutes} min`,
    exercises: fitted.map(({ exercise, role, peakSets }) => prescribe(exercise, role, peakSets, MIDDLE_STEP, context)),
  };
}
