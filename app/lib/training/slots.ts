import { builtInExercise, canDo } from './exercises.ts';
import type { Role } from './prescribe.ts';
import { pickFavouringFirst } from './random.ts';
import type { Equipment, Exercise, Level } from './types.ts';

/*
 * A day is a list of slots (a movement pattern and a role); each slot is filled from a ranked
 * pool of catalogue exercises: the best choice for the pattern first, the equipment-free
 * fallbacks last, so every equipment combination finds something for most slots.
 */
export const POOLS = {
  squat: ['squat', 'squat-avant', 'presse-a-cuisses', 'hack-squat', 'squat-goblet', 'squat-goblet-kettlebell', 'squat-elastique', 'squat-poids-du-corps'],
  hinge: ['souleve-de-terre', 'souleve-de-terre-roumain', 'souleve-de-terre-roumain-halteres', 'souleve-de-terre-kettlebell', 'swing-kettlebell', 'hip-thrust', 'good-morning', 'extension-lombaires', 'pull-through-poulie', 'pont-fessier-une-jambe', 'pont-fessier'],
  lunge: ['fentes-bulgares-halteres', 'fentes-marchees-halteres', 'fentes-barre', 'montees-sur-banc-halteres', 'fentes-bulgares', 'montees-sur-banc', 'fentes-arriere', 'fentes-avant', 'fentes-laterales'],
  glute: ['hip-thrust', 'hip-thrust-machine', 'kickback-poulie', 'abduction-machine', 'pull-through-poulie', 'swing-kettlebell', 'pont-fessier-elastique', 'marche-laterale-elastique', 'pont-fessier-une-jambe', 'pont-fessier', 'kickback-fessier-sol'],
  quadIsolation: ['leg-extension', 'hack-squat', 'presse-a-cuisses', 'squat-goblet', 'squat-elastique', 'chaise', 'squat-poids-du-corps'],
  hamstringCurl: ['leg-curl-allonge', 'leg-curl-assis', 'souleve-de-terre-une-jambe', 'leg-curl-elastique', 'nordic-curl', 'pont-fessier-une-jambe'],
  calves: ['mollets-debout-machine', 'mollets-assis-machine', 'mollets-presse', 'mollets-barre', 'mollets-halteres', 'mollets-poids-du-corps'],
  adductors: ['adduction-machine', 'adduction-poulie', 'squat-sumo-haltere', 'gainage-copenhague', 'fentes-laterales'],
  horizontalPush: ['developpe-couche', 'developpe-couche-halteres', 'developpe-couche-machine', 'developpe-sol-halteres', 'developpe-sol-kettlebell', 'pompes-elastique', 'developpe-elastique', 'pompes', 'pompes-genoux'],
  inclinePush: ['developpe-incline-halteres', 'developpe-incline', 'developpe-incline-machine', 'developpe-couche-halteres', 'pompes-declinees', 'pompes-elastique', 'pompes'],
  verticalPush: ['developpe-militaire', 'developpe-epaules-halteres', 'developpe-epaules-machine', 'developpe-arnold', 'developpe-kettlebell', 'push-press', 'developpe-epaules-elastique', 'pompes-pike'],
  horizontalPull: ['rowing-barre', 'rowing-haltere-un-bras', 'tirage-horizontal-poulie', 'rowing-machine', 'rowing-halteres-penche', 'rowing-kettlebell', 'rowing-inverse', 'rowing-elastique', 'ytw-au-sol'],
  verticalPull: ['tirage-vertical', 'tractions', 'tractions-assistees-machine', 'tractions-assistees-elastique', 'tractions-supination', 'tirage-vertical-prise-serree', 'tirage-vertical-elastique', 'tractions-negatives'],
  chestIsolation: ['ecarte-poulie-vis-a-vis', 'pec-deck', 'ecarte-couche-halteres', 'ecarte-incline-halteres', 'ecarte-poulie-basse', 'ecarte-elastique', 'pompes-declinees', 'pompes-genoux'],
  lateralRaise: ['elevations-laterales', 'elevations-laterales-poulie', 'elevations-laterales-machine', 'elevations-laterales-elastique', 'pompes-pike'],
  rearDelts: ['face-pull', 'oiseau', 'oiseau-machine', 'ecarte-arriere-elastique', 'ytw-au-sol'],
  biceps: ['curl-barre', 'curl-halteres', 'curl-poulie', 'curl-pupitre', 'curl-incline', 'curl-kettlebell', 'curl-elastique'],
  bicepsAlternative: ['curl-marteau', 'curl-concentre', 'curl-incline', 'curl-barre-ez', 'curl-poulie', 'curl-kettlebell', 'curl-elastique'],
  triceps: ['extension-triceps-poulie', 'barre-au-front', 'extension-nuque-haltere', 'extension-triceps-machine', 'dips', 'extension-triceps-elastique', 'dips-banc', 'pompes-diamant'],
  tricepsAlternative: ['extension-triceps-corde', 'extension-triceps-nuque-poulie', 'kickback-triceps', 'dips', 'dips-banc', 'extension-triceps-elastique', 'pompes-diamant'],
  core: ['gainage', 'releves-de-jambes-suspendu', 'crunch-poulie', 'pallof-press', 'dead-bug', 'hollow-body', 'crunch', 'releves-de-jambes-sol'],
  coreAlternative: ['gainage-lateral', 'bucheron-poulie', 'pallof-press-elastique', 'releves-de-genoux-suspendu', 'russian-twist', 'bird-dog', 'crunch-bicyclette'],
  allCore: [
    'gainage', 'gainage-lateral', 'dead-bug', 'hollow-body', 'crunch', 'releves-de-jambes-sol', 'bird-dog', 'russian-twist', 'pallof-press',
    'crunch-poulie', 'releves-de-jambes-suspendu', 'pallof-press-elastique', 'crunch-bicyclette', 'battements-de-jambes',
    'gainage-commando', 'bucheron-poulie', 'superman', 'sit-up', 'crunch-machine', 'releves-de-genoux-suspendu', 'gainage-copenhague',
  ],
  /** Finishers of an endurance or fitness session: steady work on a machine when there is one… */
  cardioMachines: ['rameur', 'velo', 'course-tapis', 'velo-elliptique', 'marche-inclinee-tapis', 'stepper'],
  /** …else bodyweight intervals. */
  cardioIntervals: ['burpees', 'jumping-jacks', 'mountain-climbers', 'montees-de-genoux', 'talons-fesses'],
  allCardio: [
    'rameur', 'velo', 'course-tapis', 'velo-elliptique', 'stepper', 'burpees', 'jumping-jacks', 'mountain-climbers', 'montees-de-genoux',
    'squat-saute', 'talons-fesses', 'fentes-sautees', 'sauts-du-patineur', 'shadow-boxing', 'sauts-genoux-poitrine', 'marche-inclinee-tapis',
    'sauts-pieds-joints',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Pattern = keyof typeof POOLS;
export type Slot = { readonly pattern: Pattern; readonly role: Role };

export const slot = (pattern: Pattern, role: Role): Slot => ({ pattern, role });

export const DAY_PLANS = {
  fullBodyA: [
    slot('squat', 'main'), slot('horizontalPush', 'main'), slot('verticalPull', 'secondary'), slot('hinge', 'secondary'),
    slot('lateralRaise', 'isolation'), slot('biceps', 'isolation'), slot('triceps', 'isolation'), slot('core', 'core'), slot('calves', 'isolation'),
  ],
  fullBodyB: [
    slot('hinge', 'main'), slot('verticalPush', 'main'), slot('horizontalPull', 'secondary'), slot('lunge', 'secondary'),
    slot('chestIsolation', 'isolation'), slot('hamstringCurl', 'isolation'), slot('rearDelts', 'isolation'), slot('coreAlternative', 'core'),
  ],
  fullBodyC: [
    slot('squat', 'main'), slot('horizontalPull', 'main'), slot('inclinePush', 'secondary'), slot('glute', 'secondary'),
    slot('lateralRaise', 'isolation'), slot('tricepsAlternative', 'isolation'), slot('bicepsAlternative', 'isolation'), slot('core', 'core'),
  ],
  upperA: [
    slot('horizontalPush', 'main'), slot('horizontalPull', 'main'), slot('verticalPush', 'secondary'), slot('verticalPull', 'secondary'),
    slot('lateralRaise', 'isolation'), slot('biceps', 'isolation'), slot('triceps', 'isolation'), slot('rearDelts', 'isolation'),
  ],
  upperB: [
    slot('verticalPush', 'main'), slot('verticalPull', 'main'), slot('inclinePush', 'secondary'), slot('horizontalPull', 'secondary'),
    slot('chestIsolation', 'isolation'), slot('bicepsAlternative', 'isolation'), slot('tricepsAlternative', 'isolation'), slot('lateralRaise', 'isolation'),
  ],
  lowerA: [
    slot('squat', 'main'), slot('hinge', 'secondary'), slot('lunge', 'secondary'), slot('quadIsolation', 'isolation'),
    slot('hamstringCurl', 'isolation'), slot('calves', 'isolation'), slot('core', 'core'),
  ],
  lowerB: [
    slot('hinge', 'main'), slot('squat', 'secondary'), slot('glute', 'secondary'), slot('hamstringCurl', 'isolation'),
    slot('adductors', 'isolation'), slot('calves', 'isolation'), slot('coreAlternative', 'core'),
  ],
  push: [
    slot('horizontalPush', 'main'), slot('verticalPush', 'secondary'), slot('inclinePush', 'secondary'), slot('chestIsolation', 'isolation'),
    slot('lateralRaise', 'isolation'), slot('triceps', 'isolation'), slot('tricepsAlternative', 'isolation'),
  ],
  pull: [
    slot('verticalPull', 'main'), slot('horizontalPull', 'main'), slot('verticalPull', 'secondary'), slot('rearDelts', 'isolation'),
    slot('biceps', 'isolation'), slot('bicepsAlternative', 'isolation'), slot('core', 'core'),
  ],
  legs: [
    slot('squat', 'main'), slot('hinge', 'secondary'), slot('lunge', 'secondary'), slot('quadIsolation', 'isolation'),
    slot('hamstringCurl', 'isolation'), slot('calves', 'isolation'), slot('coreAlternative', 'core'),
  ],
} as const satisfies Record<string, readonly Slot[]>;

export type DayPlan = keyof typeof DAY_PLANS;

/** Too hard for most beginners: offered to them only when nothing else fits. */
const DEMANDING = new Set(['tractions', 'tractions-supination', 'dips', 'releves-de-jambes-suspendu', 'nordic-curl', 'push-press', 'pompes-claquees']);
/** Easier variants an advanced person outgrew: offered to them only when nothing else fits. */
const EASIER = new Set(['tractions-assistees-elastique', 'tractions-assistees-machine', 'tractions-negatives', 'pompes-genoux', 'pompes-inclinees']);

export type Selection = {
  readonly level: Level;
  readonly available: readonly Equipment[];
  readonly random: () => number;
  /** Exercises already placed this week: a repeated pattern gets another exercise when one exists. */
  readonly usedThisWeek: Set<string>;
};

/** Fills a slot, never with an exercise already in the day; undefined when nothing fits the equipment. */
export function fillSlot(slotToFill: Slot, usedToday: ReadonlySet<string>, selection: Selection): Exercise | undefined {
  const offPutting = selection.level === 'debutant' ? DEMANDING : selection.level === 'avance' ? EASIER : new Set<string>();
  const candidates = POOLS[slotToFill.pattern]
    .map((id) => builtInExercise(id)!)
    .filter((exercise) => canDo(exercise, selection.available) && !usedToday.has(exercise.id));
  // Suited to the level and not yet in the week first, the pool's ranking kept within each group.
  const rank = (exercise: Exercise) => (offPutting.has(exercise.id) ? 2 : 0) + (selection.usedThisWeek.has(exercise.id) ? 1 : 0);
  const ordered = candidates.map((exercise, index) => ({ exercise, index })).sort((a, b) => rank(a.exercise) - rank(b.exercise) || a.index - b.index);
  // The main lifts stay close to the best choice; the others vary more from one seed to another.
  const chosen = pickFavouringFirst(
    ordered.map(({ exercise }) => exercise),
    selection.random,
    slotToFill.role === 'main' ? 2 : 3,
  );
  if (chosen) selection.usedThisWeek.add(chosen.id);
  return chosen;
}
