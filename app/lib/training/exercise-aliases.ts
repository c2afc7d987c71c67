import { EXERCISES } from './exercises.ts';
import { normalizeForSearch } from './search.ts';
import type { Exercise } from './types.ts';

/*
 * Exercise names as Strong and Hevy write them in English exports, mapped to the catalogue.
 * Explicit, because "Bench Press (Barbell)" shares no word with "Développé couché". Both apps
 * name an exercise "Movement (Equipment)"; the table lists the common ones of both, and the
 * fuzzy fallback below catches variants (other equipment, grips) through the words they share.
 * Keys are compared after normalizeForSearch (case, accents and punctuation ignored).
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'developpe-couche': ['Bench Press (Barbell)', 'Bench Press'],
  'developpe-incline': ['Incline Bench Press (Barbell)'],
  'developpe-decline': ['Decline Bench Press (Barbell)'],
  'developpe-couche-prise-serree': ['Close Grip Bench Press (Barbell)', 'Bench Press - Close Grip (Barbell)', 'Close Grip Bench Press'],
  'developpe-couche-halteres': ['Bench Press (Dumbbell)', 'Dumbbell Bench Press'],
  'developpe-incline-halteres': ['Incline Bench Press (Dumbbell)', 'Incline Dumbbell Press'],
  'developpe-sol-halteres': ['Floor Press (Dumbbell)'],
  'developpe-couche-machine': ['Chest Press (Machine)', 'Bench Press (Machine)'],
  'developpe-incline-machine': ['Incline Chest Press (Machine)'],
  'ecarte-couche-halteres': ['Chest Fly (Dumbbell)', 'Dumbbell Fly'],
  'ecarte-incline-halteres': ['Incline Chest Fly (Dumbbell)'],
  'pull-over-haltere': ['Pullover (Dumbbell)'],
  'pec-deck': ['Butterfly (Pec Deck)', 'Chest Fly (Machine)', 'Pec Deck'],
  'ecarte-poulie-vis-a-vis': ['Cable Crossover', 'Cable Fly Crossovers', 'Chest Fly (Cable)'],
  pompes: ['Push Up', 'Push-Up', 'Push Ups'],
  'pompes-genoux': ['Knee Push Up', 'Push Up (Knees)'],
  'souleve-de-terre': ['Deadlift (Barbell)', 'Deadlift', 'Conventional Deadlift'],
  'souleve-de-terre-roumain': ['Romanian Deadlift (Barbell)'],
  'souleve-de-terre-jambes-tendues': ['Stiff Leg Deadlift (Barbell)', 'Straight Leg Deadlift'],
  'souleve-de-terre-sumo': ['Sumo Deadlift (Barbell)'],
  'souleve-de-terre-roumain-halteres': ['Romanian Deadlift (Dumbbell)'],
  'souleve-de-terre-kettlebell': ['Deadlift (Kettlebell)'],
  'souleve-de-terre-une-jambe': ['Single Leg Romanian Deadlift (Dumbbell)'],
  'good-morning': ['Good Morning (Barbell)'],
  'rowing-barre': ['Bent Over Row (Barbell)', 'Barbell Row', 'Pendlay Row (Barbell)'],
  'rowing-haltere-un-bras': ['Dumbbell Row', 'Bent Over One Arm Row (Dumbbell)', 'Single Arm Row (Dumbbell)'],
  'rowing-halteres-penche': ['Bent Over Row (Dumbbell)'],
  'tirage-horizontal-poulie': ['Seated Row (Cable)', 'Seated Cable Row - V Grip (Cable)', 'Seated Cable Row - Bar Grip'],
  'rowing-machine': ['Seated Row (Machine)', 'Iso-Lateral Row (Machine)'],
  'tirage-vertical': ['Lat Pulldown (Cable)', 'Lat Pulldown (Machine)', 'Lat Pulldown'],
  'tirage-vertical-prise-serree': ['Lat Pulldown - Close Grip (Cable)', 'Close Grip Lat Pulldown'],
  'tirage-bras-tendus': ['Straight Arm Pulldown (Cable)', 'Straight Arm Lat Pulldown (Cable)'],
  tractions: ['Pull Up', 'Pull-Up', 'Pull Ups', 'Pull Up (Weighted)', 'Wide Pull Up'],
  'tractions-supination': ['Chin Up', 'Chin-Up', 'Chin Up (Weighted)'],
  'tractions-negatives': ['Negative Pull Up'],
  'tractions-assistees-elastique': ['Pull Up (Band)'],
  'tractions-assistees-machine': ['Pull Up (Assisted)', 'Assisted Pull Up', 'Chin Up (Assisted)'],
  'rowing-inverse': ['Inverted Row'],
  'shrugs-barre': ['Shrug (Barbell)'],
  'shrugs-halteres': ['Shrug (Dumbbell)'],
  'extension-lombaires': ['Back Extension', 'Back Extension (Hyperextension)', 'Hyperextension'],
  superman: ['Superman'],
  'developpe-militaire': ['Overhead Press (Barbell)', 'Strict Military Press (Barbell)', 'Military Press', 'Overhead Press'],
  'developpe-epaules-halteres': ['Overhead Press (Dumbbell)', 'Shoulder Press (Dumbbell)', 'Seated Overhead Press (Dumbbell)'],
  'developpe-arnold': ['Arnold Press (Dumbbell)', 'Arnold Press'],
  'developpe-epaules-machine': ['Shoulder Press (Machine)', 'Shoulder Press (Machine Plates)'],
  'developpe-kettlebell': ['Overhead Press (Kettlebell)'],
  'push-press': ['Push Press', 'Push Press (Barbell)'],
  'elevations-laterales': ['Lateral Raise (Dumbbell)', 'Lateral Raise'],
  'elevations-laterales-poulie': ['Lateral Raise (Cable)', 'Single Arm Lateral Raise (Cable)'],
  'elevations-laterales-machine': ['Lateral Raise (Machine)'],
  'elevations-laterales-elastique': ['Lateral Raise (Band)'],
  'elevations-frontales': ['Front Raise (Dumbbell)'],
  oiseau: ['Reverse Fly (Dumbbell)', 'Rear Delt Reverse Fly (Dumbbell)'],
  'oiseau-machine': ['Reverse Fly (Machine)', 'Rear Delt Reverse Fly (Machine)'],
  'face-pull': ['Face Pull (Cable)', 'Face Pull'],
  'rowing-menton': ['Upright Row (Barbell)', 'Upright Row (Cable)'],
  'pompes-pike': ['Pike Pushup', 'Pike Push Up'],
  'arrache-kettlebell': ['Snatch (Kettlebell)'],
  'turkish-get-up': ['Turkish Get Up', 'Turkish Get-Up (Kettlebell)'],
  'curl-barre': ['Bicep Curl (Barbell)', 'Barbell Curl'],
  'curl-barre-ez': ['EZ Bar Biceps Curl', 'Bicep Curl (EZ Bar)', 'EZ Bar Curl'],
  'curl-halteres': ['Bicep Curl (Dumbbell)', 'Dumbbell Curl'],
  'curl-marteau': ['Hammer Curl (Dumbbell)', 'Hammer Curl'],
  'curl-incline': ['Incline Curl (Dumbbell)', 'Incline Dumbbell Curl'],
  'curl-concentre': ['Concentration Curl (Dumbbell)', 'Concentration Curl'],
  'curl-pupitre': ['Preacher Curl (Barbell)', 'Preacher Curl (Dumbbell)', 'Preacher Curl (Machine)'],
  'curl-poulie': ['Bicep Curl (Cable)', 'Cable Curl'],
  'curl-elastique': ['Bicep Curl (Band)'],
  'barre-au-front': ['Skullcrusher (Barbell)', 'Lying Triceps Extension (Barbell)', 'Skullcrusher (EZ Bar)'],
  'extension-triceps-poulie': ['Triceps Pushdown (Cable - Straight Bar)', 'Triceps Pushdown', 'Triceps Extension (Cable)'],
  'extension-triceps-corde': ['Triceps Rope Pushdown', 'Triceps Pushdown (Rope)'],
  'extension-triceps-nuque-poulie': ['Overhead Triceps Extension (Cable)'],
  'extension-nuque-haltere': ['Triceps Extension (Dumbbell)', 'Overhead Triceps Extension (Dumbbell)'],
  'kickback-triceps': ['Triceps Kickback (Dumbbell)', 'Triceps Kickback'],
  'extension-triceps-machine': ['Triceps Extension (Machine)', 'Triceps Dip (Machine)'],
  dips: ['Triceps Dip', 'Chest Dip', 'Dip', 'Dips', 'Triceps Dip (Weighted)', 'Chest Dip (Weighted)'],
  'dips-banc': ['Bench Dip', 'Bench Dips'],
  'pompes-diamant': ['Diamond Push Up'],
  'curl-poignets': ['Wrist Curl (Barbell)', 'Wrist Curl (Dumbbell)'],
  'curl-inverse': ['Reverse Curl (Barbell)', 'Reverse Curl (Dumbbell)'],
  'marche-du-fermier': ['Farmers Walk', "Farmer's Walk", 'Farmers Walk (Dumbbell)'],
  'suspension-barre': ['Dead Hang'],
  squat: ['Squat (Barbell)', 'Back Squat (Barbell)', 'Squat', 'Full Squat'],
  'squat-avant': ['Front Squat (Barbell)', 'Front Squat'],
  'squat-goblet': ['Goblet Squat (Dumbbell)', 'Goblet Squat'],
  'squat-goblet-kettlebell': ['Goblet Squat (Kettlebell)'],
  'squat-poids-du-corps': ['Air Squats', 'Squat (Bodyweight)', 'Bodyweight Squat'],
  'pistol-squat': ['Pistol Squat'],
  'presse-a-cuisses': ['Leg Press', 'Leg Press (Machine)', 'Leg Press Horizontal (Machine)'],
  'hack-squat': ['Hack Squat', 'Hack Squat (Machine)'],
  'leg-extension': ['Leg Extension (Machine)', 'Leg Extension'],
  chaise: ['Wall Sit'],
  'fentes-bulgares': ['Bulgarian Split Squat'],
  'fentes-bulgares-halteres': ['Bulgarian Split Squat (Dumbbell)'],
  'fentes-avant': ['Lunge', 'Lunge (Bodyweight)', 'Lunge (Dumbbell)'],
  'fentes-arriere': ['Reverse Lunge', 'Reverse Lunge (Dumbbell)'],
  'fentes-marchees-halteres': ['Walking Lunge (Dumbbell)', 'Walking Lunge'],
  'fentes-barre': ['Lunge (Barbell)'],
  'fentes-laterales': ['Lateral Lunge', 'Side Lunge'],
  'montees-sur-banc': ['Step Up', 'Step-up'],
  'montees-sur-banc-halteres': ['Step Up (Dumbbell)'],
  'thruster-halteres': ['Thruster (Dumbbell)'],
  'leg-curl-allonge': ['Lying Leg Curl (Machine)', 'Lying Leg Curl'],
  'leg-curl-assis': ['Seated Leg Curl (Machine)', 'Seated Leg Curl'],
  'nordic-curl': ['Nordic Hamstring Curl', 'Nordic Hamstrings Curls'],
  'hip-thrust': ['Hip Thrust (Barbell)', 'Hip Thrust'],
  'hip-thrust-machine': ['Hip Thrust (Machine)'],
  'pont-fessier': ['Glute Bridge', 'Glute Bridge (Barbell)'],
  'pont-fessier-une-jambe': ['Single Leg Glute Bridge'],
  'swing-kettlebell': ['Kettlebell Swing', 'Kettlebell Swing (Kettlebell)'],
  'kickback-poulie': ['Glute Kickback (Cable)', 'Cable Kickback'],
  'kickback-fessier-sol': ['Glute Kickback on Floor', 'Donkey Kick'],
  'pull-through-poulie': ['Cable Pull Through', 'Pull Through (Cable)'],
  'abduction-machine': ['Hip Abduction (Machine)'],
  'adduction-machine': ['Hip Adduction (Machine)'],
  'gainage-copenhague': ['Copenhagen Plank'],
  'mollets-debout-machine': ['Standing Calf Raise (Machine)', 'Calf Raise (Machine)'],
  'mollets-assis-machine': ['Seated Calf Raise (Machine)', 'Seated Calf Raise'],
  'mollets-presse': ['Calf Press on Leg Press', 'Calf Press (Machine)'],
  'mollets-barre': ['Standing Calf Raise (Barbell)', 'Calf Raise (Barbell)'],
  'mollets-halteres': ['Standing Calf Raise (Dumbbell)', 'Calf Raise (Dumbbell)'],
  'mollets-poids-du-corps': ['Standing Calf Raise', 'Calf Raise', 'Standing Calf Raise (Bodyweight)'],
  gainage: ['Plank'],
  'gainage-lateral': ['Side Plank'],
  'hollow-body': ['Hollow Rock', 'Hollow Body Hold'],
  'battements-de-jambes': ['Flutter Kicks'],
  'dead-bug': ['Dead Bug'],
  'bird-dog': ['Bird Dog'],
  'pallof-press': ['Pallof Press', 'Pallof Press (Cable)'],
  crunch: ['Crunch', 'Crunches'],
  'crunch-bicyclette': ['Bicycle Crunch', 'Bicycle Crunches'],
  'crunch-poulie': ['Cable Crunch', 'Crunch (Cable)'],
  'crunch-machine': ['Crunch (Machine)', 'Ab Crunch Machine'],
  'sit-up': ['Sit Up', 'Sit-Up'],
  'releves-de-jambes-sol': ['Lying Leg Raise', 'Leg Raise'],
  'releves-de-jambes-suspendu': ['Hanging Leg Raise'],
  'releves-de-genoux-suspendu': ['Hanging Knee Raise', 'Knee Raise Parallel Bars'],
  'russian-twist': ['Russian Twist', 'Russian Twist (Weighted)'],
  'bucheron-poulie': ['Cable Woodchop', 'Wood Chop (Cable)', 'Cable Twist (Down to up)'],
  rameur: ['Rowing (Machine)', 'Rowing Machine', 'Rower'],
  velo: ['Cycling (Indoor)', 'Cycling', 'Stationary Bike', 'Bike'],
  'course-tapis': ['Running (Treadmill)', 'Treadmill'],
  'marche-inclinee-tapis': ['Incline Walk (Treadmill)'],
  'velo-elliptique': ['Elliptical Trainer', 'Elliptical Machine'],
  stepper: ['Stair Stepper', 'Stair Machine', 'Stair Climber'],
  'course-a-pied': ['Running', 'Running (Outdoor)'],
  'marche-rapide': ['Walking'],
  burpees: ['Burpee', 'Burpees'],
  'jumping-jacks': ['Jumping Jack', 'Jumping Jacks'],
  'mountain-climbers': ['Mountain Climber', 'Mountain Climbers'],
  'montees-de-genoux': ['High Knees', 'High Knee Skips'],
  'squat-saute': ['Jump Squat', 'Squat Jump'],
  'fentes-sautees': ['Jumping Lunge', 'Jump Lunge'],
};

const ALIAS_TO_ID = new Map<string, string>(
  Object.entries(ALIASES).flatMap(([id, names]) => names.map((name) => [normalizeForSearch(name), id] as const)),
);

/** How the suggestion was found: the alias table, the exact name, or shared words. */
export type ExerciseSuggestion = { exerciseId: string; score: number; match: 'alias' | 'nom' | 'approchant' };

/** Below this share of common words a guess would mislead more than it helps. */
const MIN_FUZZY_SCORE = 0.5;
const MAX_SUGGESTIONS = 3;

/*
 * Words weigh by what they tell: the movement ("incline", "curl") decides, the equipment in
 * brackets only separates variants, and linking words say nothing. Without this, "Incline Bench
 * Press (Smith Machine)" would sit closer to "Bench Press (Machine)" than to the incline press.
 */
const EQUIPMENT_WORDS = new Set([
  'barbell', 'dumbbell', 'machine', 'cable', 'smith', 'band', 'kettlebell', 'ez', 'bar', 'bodyweight', 'weighted', 'assisted', 'plates', 'rope',
  'barre', 'halteres', 'haltere', 'poulie', 'elastique', 'corde',
]);
const LINKING_WORDS = new Set(['a', 'au', 'aux', 'la', 'le', 'les', 'l', 'de', 'du', 'des', 'sur', 'avec', 'the', 'on', 'with']);

type WeightedWords = ReadonlyMap<string, number>;

function weightedWords(text: string): WeightedWords {
  const result = new Map<string, number>();
  for (const word of normalizeForSearch(text).split(' ')) {
    if (word && !LINKING_WORDS.has(word)) result.set(word, EQUIPMENT_WORDS.has(word) ? 0.5 : 1);
  }
  return result;
}

/** Weighted Dice coefficient of two names: 1 for the same words, 0 for none in common. */
function sharedWords(a: WeightedWords, b: WeightedWords): number {
  const total = (words: WeightedWords) => [...words.values()].reduce((sum, weight) => sum + weight, 0);
  const sizes = total(a) + total(b);
  if (!sizes) return 0;
  let common = 0;
  for (const [word, weight] of a) if (b.has(word)) common += weight;
  return (2 * common) / sizes;
}

/**
 * Catalogue exercises to offer for a name read from another app, best first (at most three):
 * the alias table's answer (score 1), an exercise of `catalogue` with the same name (a French
 * export, or one of the person's own exercises; score 1), then names that share enough words with
 * an alias or a catalogue name. Empty when nothing is close: the screen offers to create it.
 */
export function suggestExercises(sourceName: string, catalogue: readonly Exercise[] = EXERCISES): ExerciseSuggestion[] {
  const known = new Set(catalogue.map((exercise) => exercise.id));
  const normalized = normalizeForSearch(sourceName);
  const best = new Map<string, ExerciseSuggestion>();
  const offer = (suggestion: ExerciseSuggestion) => {
    if (!known.has(suggestion.exerciseId)) return;
    const previous = best.get(suggestion.exerciseId);
    if (!previous || suggestion.score > previous.score) best.set(suggestion.exerciseId, suggestion);
  };

  const aliased = ALIAS_TO_ID.get(normalized);
  if (aliased) offer({ exerciseId: aliased, score: 1, match: 'alias' });
  for (const exercise of catalogue) if (normalizeForSearch(exercise.name) === normalized) offer({ exerciseId: exercise.id, score: 1, match: 'nom' });

  const sourceWords = weightedWords(sourceName);
  for (const [alias, exerciseId] of ALIAS_TO_ID) {
    const score = sharedWords(sourceWords, weightedWords(alias));
    if (score >= MIN_FUZZY_SCORE) offer({ exerciseId, score, match: 'approchant' });
  }
  for (const exercise of catalogue) {
    const score = sharedWords(sourceWords, weightedWords(exercise.name));
    if (score >= MIN_FUZZY_SCORE) offer({ exerciseId: exercise.id, score, match: 'approchant' });
  }
  const nameOf = new Map(catalogue.map((exercise) => [exercise.id, exercise.name]));
  return [...best.values()]
    .sort((a, b) => b.score - a.score || nameOf.get(a.exerciseId)!.localeCompare(nameOf.get(b.exerciseId)!, 'fr'))
    .slice(0, MAX_SUGGESTIONS);
}

/** Every alias target, for the test that keeps the table in step with the catalogue. */
export const ALIASED_EXERCISE_IDS: readonly string[] = Object.keys(ALIASES);
