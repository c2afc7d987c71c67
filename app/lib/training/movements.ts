import { canDo, EXERCISES } from './exercises.ts';
import type { Equipment, Exercise } from './types.ts';

/*
 * The movement each built-in exercise trains, for "équivalents": two exercises are equivalent
 * when they share the movement and the main muscle (a goblet squat for a back squat, not a leg
 * extension). Every catalogue exercise is in exactly one list (checked by the tests).
 */
const MOVEMENTS = {
  pousseeHorizontale: [
    'developpe-couche', 'developpe-incline', 'developpe-decline', 'developpe-couche-prise-serree', 'developpe-couche-halteres',
    'developpe-incline-halteres', 'developpe-sol-halteres', 'developpe-sol-kettlebell', 'developpe-couche-machine', 'developpe-incline-machine',
    'pompes', 'pompes-genoux', 'pompes-inclinees', 'pompes-declinees', 'pompes-elastique', 'developpe-elastique', 'pompes-claquees', 'pompes-diamant',
  ],
  ecarte: ['ecarte-couche-halteres', 'ecarte-incline-halteres', 'pec-deck', 'ecarte-poulie-vis-a-vis', 'ecarte-poulie-basse', 'ecarte-elastique'],
  brasTendus: ['pull-over-haltere', 'tirage-bras-tendus'],
  charniere: [
    'souleve-de-terre', 'souleve-de-terre-roumain', 'souleve-de-terre-jambes-tendues', 'souleve-de-terre-sumo', 'souleve-de-terre-roumain-halteres',
    'souleve-de-terre-kettlebell', 'souleve-de-terre-une-jambe', 'good-morning', 'swing-kettlebell', 'pull-through-poulie', 'arrache-kettlebell',
  ],
  tirageHorizontal: [
    'rowing-barre', 'rowing-haltere-un-bras', 'rowing-halteres-penche', 'rowing-kettlebell', 'rowing-renegat', 'tirage-horizontal-poulie',
    'rowing-machine', 'rowing-elastique', 'rowing-inverse',
  ],
  tirageVertical: [
    'tirage-vertical', 'tirage-vertical-prise-serree', 'tirage-vertical-elastique', 'tractions', 'tractions-supination', 'tractions-negatives',
    'tractions-assistees-elastique', 'tractions-assistees-machine',
  ],
  haussementEpaules: ['shrugs-barre', 'shrugs-halteres'],
  extensionDos: ['extension-lombaires', 'superman', 'ytw-au-sol'],
  pousseeVerticale: [
    'developpe-militaire', 'developpe-epaules-halteres', 'developpe-arnold', 'developpe-epaules-machine', 'developpe-kettlebell',
    'developpe-epaules-elastique', 'push-press', 'pompes-pike',
  ],
  elevationLaterale: ['elevations-laterales', 'elevations-laterales-poulie', 'elevations-laterales-machine', 'elevations-laterales-elastique', 'rowing-menton'],
  elevationFrontale: ['elevations-frontales'],
  arriereEpaules: ['oiseau', 'oiseau-machine', 'face-pull', 'ecarte-arriere-elastique'],
  releve: ['turkish-get-up'],
  flexionCoudes: [
    'curl-barre', 'curl-barre-ez', 'curl-halteres', 'curl-marteau', 'curl-incline', 'curl-concentre', 'curl-pupitre', 'curl-poulie',
    'curl-kettlebell', 'curl-elastique', 'curl-inverse',
  ],
  extensionCoudes: [
    'barre-au-front', 'extension-triceps-poulie', 'extension-triceps-corde', 'extension-triceps-nuque-poulie', 'extension-nuque-haltere',
    'kickback-triceps', 'extension-triceps-machine', 'extension-triceps-elastique', 'dips', 'dips-banc',
  ],
  poignets: ['curl-poignets'],
  portePrise: ['marche-du-fermier', 'suspension-barre'],
  squat: [
    'squat', 'squat-avant', 'squat-goblet', 'squat-goblet-kettlebell', 'squat-sumo-haltere', 'squat-poids-du-corps', 'squat-elastique',
    'pistol-squat', 'presse-a-cuisses', 'hack-squat', 'chaise', 'thruster-halteres',
  ],
  extensionGenoux: ['leg-extension'],
  fente: [
    'fentes-bulgares', 'fentes-bulgares-halteres', 'fentes-avant', 'fentes-arriere', 'fentes-marchees-halteres', 'fentes-barre', 'fentes-laterales',
    'montees-sur-banc', 'montees-sur-banc-halteres',
  ],
  flexionGenoux: ['leg-curl-allonge', 'leg-curl-assis', 'leg-curl-elastique', 'nordic-curl'],
  extensionHanches: [
    'hip-thrust', 'hip-thrust-machine', 'pont-fessier', 'pont-fessier-une-jambe', 'pont-fessier-elastique', 'kickback-poulie', 'kickback-fessier-sol',
  ],
  abduction: ['abduction-machine', 'marche-laterale-elastique'],
  adduction: ['adduction-machine', 'adduction-poulie', 'gainage-copenhague'],
  mollets: ['mollets-debout-machine', 'mollets-assis-machine', 'mollets-presse', 'mollets-barre', 'mollets-halteres', 'mollets-poids-du-corps'],
  gainage: ['gainage', 'gainage-lateral', 'gainage-commando', 'hollow-body', 'battements-de-jambes', 'dead-bug', 'bird-dog'],
  antiRotation: ['pallof-press', 'pallof-press-elastique'],
  rotation: ['russian-twist', 'bucheron-poulie', 'crunch-bicyclette'],
  enroulement: ['crunch', 'crunch-poulie', 'crunch-machine', 'sit-up'],
  releveJambes: ['releves-de-jambes-sol', 'releves-de-jambes-suspendu', 'releves-de-genoux-suspendu'],
  cardioContinu: ['rameur', 'velo', 'course-tapis', 'marche-inclinee-tapis', 'velo-elliptique', 'stepper', 'course-a-pied', 'marche-rapide'],
  cardioIntervalles: ['burpees', 'jumping-jacks', 'mountain-climbers', 'montees-de-genoux', 'talons-fesses', 'shadow-boxing'],
  saut: ['squat-saute', 'fentes-sautees', 'sauts-en-longueur', 'sauts-genoux-poitrine', 'sauts-du-patineur', 'sauts-pieds-joints'],
  etirement: [
    'etirement-ischio-jambiers', 'etirement-quadriceps', 'etirement-pectoraux', 'etirement-mollets', 'etirement-triceps', 'etirement-avant-bras',
    'etirement-adducteurs', 'etirement-flechisseurs-hanche', 'etirement-dorsaux', 'etirement-fessiers', 'posture-du-pigeon', 'posture-de-l-enfant',
    'cobra', 'squat-profond-tenu',
  ],
  mobilite: ['chat-vache', 'rotations-thoraciques', 'cercles-de-bras', 'passages-epaules-elastique', 'ouverture-hanches-90-90', 'mobilite-chevilles', 'fente-rotation'],
} as const satisfies Record<string, readonly string[]>;

export type Movement = keyof typeof MOVEMENTS;

export const MOVEMENT_LISTS: Readonly<Record<Movement, readonly string[]>> = MOVEMENTS;

const MOVEMENT_OF: ReadonlyMap<string, Movement> = new Map(
  (Object.entries(MOVEMENTS) as [Movement, readonly string[]][]).flatMap(([movement, ids]) => ids.map((id) => [id, movement] as const)),
);

export function movementOf(exerciseId: string): Movement | undefined {
  return MOVEMENT_OF.get(exerciseId);
}

/**
 * Built-in exercises equivalent to `exercise`: the same movement and the same main muscle, the
 * ones the person's equipment allows when it is known (null: every one). A personal exercise has
 * no movement: its equivalents are those of its kind working the same main muscle.
 */
export function equivalentExercises(exercise: Exercise, equipment: readonly Equipment[] | null): Exercise[] {
  const movement = movementOf(exercise.id);
  return EXERCISES.filter(
    (other) =>
      other.id !== exercise.id &&
      other.muscles[0] === exercise.muscles[0] &&
      (movement ? movementOf(other.id) === movement : other.kind === exercise.kind) &&
      (equipment === null || canDo(other, equipment)),
  );
}
