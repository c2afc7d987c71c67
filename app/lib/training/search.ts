import { canDo, EXERCISES } from './exercises.ts';
import type { Equipment, Exercise, Muscle } from './types.ts';

/** Lower case, accents and ligatures removed, punctuation as spaces: "Écarté (poulie)" → "ecarte poulie". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type ExerciseFilters = {
  /** Keeps exercises whose main (first) muscle is one of these, as gym apps filter by muscle group. */
  muscles?: readonly Muscle[];
  /** Keeps exercises that use at least one of these (`poids-du-corps` = the equipment-free ones). */
  equipment?: readonly Equipment[];
};

const wordsCache = new WeakMap<Exercise, { name: string; words: string[]; muscles: string[] }>();

function searchableOf(exercise: Exercise) {
  let searchable = wordsCache.get(exercise);
  if (!searchable) {
    const name = normalizeForSearch(exercise.name);
    searchable = { name, words: name.split(' '), muscles: exercise.muscles.flatMap((muscle) => normalizeForSearch(muscle).split(' ')) };
    wordsCache.set(exercise, searchable);
  }
  return searchable;
}

/** How well one query word matches: a whole word of the name, its start, inside it, or a muscle. */
function tokenScore(token: string, searchable: ReturnType<typeof searchableOf>): number {
  if (searchable.words.includes(token)) return 4;
  if (searchable.words.some((word) => word.startsWith(token))) return 3;
  if (searchable.name.includes(token)) return 2;
  if (searchable.muscles.some((muscle) => muscle.startsWith(token))) return 1;
  return 0;
}

/**
 * The exercise picker's search: accents and case ignored ("developpe" finds "Développé couché"),
 * words in any order, every word of the query must match. Best matches first; among equal
 * matches, recently used exercises first (`recentIds`, most recent first), then alphabetical.
 * An empty query lists everything the filters keep, recent first.
 */
export function searchExercises(
  query: string,
  list: readonly Exercise[],
  filters: ExerciseFilters = {},
  recentIds: readonly string[] = [],
): Exercise[] {
  const tokens = normalizeForSearch(query).split(' ').filter(Boolean);
  const normalizedQuery = tokens.join(' ');
  const recency = new Map(recentIds.map((id, index) => [id, index]));
  const muscles = filters.muscles?.length ? filters.muscles : undefined;
  const equipment = filters.equipment?.length ? filters.equipment : undefined;

  const matches: { exercise: Exercise; score: number }[] = [];
  for (const exercise of list) {
    if (muscles && !muscles.includes(exercise.muscles[0]!)) continue;
    if (equipment && !exercise.equipment.some((item) => equipment.includes(item))) continue;
    const searchable = searchableOf(exercise);
    const scores = tokens.map((token) => tokenScore(token, searchable));
    if (scores.includes(0)) continue;
    // The exact name beats a name that starts with the query, which beats the words alone.
    const whole = normalizedQuery === '' ? 0 : searchable.name === normalizedQuery ? 4 : searchable.name.startsWith(normalizedQuery) ? 2 : 0;
    matches.push({ exercise, score: scores.reduce((sum, score) => sum + score, whole) });
  }
  return matches
    .sort(
      (a, b) =>
        b.score - a.score ||
        (recency.get(a.exercise.id) ?? Infinity) - (recency.get(b.exercise.id) ?? Infinity) ||
        a.exercise.name.localeCompare(b.exercise.name, 'fr'),
    )
    .map(({ exercise }) => exercise);
}

/**
 * What "remplacer cet exercice" offers: exercises of the same kind working the same main muscle
 * that the person's equipment allows, those sharing the most muscles (then measured the same
 * way) first. `list` defaults to the built-in catalogue; pass it with the person's own exercises.
 */
export function replacementsFor(exerciseId: string, equipment: readonly Equipment[], list: readonly Exercise[] = EXERCISES): Exercise[] {
  const original = list.find((exercise) => exercise.id === exerciseId);
  if (!original) return [];
  const shared = (exercise: Exercise) => exercise.muscles.filter((muscle) => original.muscles.includes(muscle)).length;
  return list
    .filter(
      (exercise) =>
        exercise.id !== original.id &&
        exercise.kind === original.kind &&
        exercise.muscles[0] === original.muscles[0] &&
        canDo(exercise, equipment),
    )
    .sort(
      (a, b) =>
        shared(b) - shared(a) ||
        Number(b.measure === original.measure) - Number(a.measure === original.measure) ||
        a.name.localeCompare(b.name, 'fr'),
    );
}
