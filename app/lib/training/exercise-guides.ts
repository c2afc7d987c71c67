import * as z from 'zod/mini';

/*
 * How to do an exercise: the text lives in locales/fr/exercise-guides.json, keyed by exercise id,
 * and is read on the server only (the whole namespace is about 20 KB gzipped, so a guide page
 * sends the one guide it shows rather than the namespace).
 */
export const exerciseGuideSchema = z.object({
  setup: z.string().check(z.minLength(1)),
  execution: z.string().check(z.minLength(1)),
  breathing: z.string().check(z.minLength(1)),
  cues: z.array(z.string().check(z.minLength(1))).check(z.minLength(2), z.maxLength(4)),
  mistakes: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(4)),
});

export type ExerciseGuide = z.infer<typeof exerciseGuideSchema>;

export const EXERCISE_GUIDES_NAMESPACE = 'exercise-guides';

/** The guide of `exerciseId` in the namespace's content, or null when it has none (or a broken one). */
export function exerciseGuide(guides: unknown, exerciseId: string): ExerciseGuide | null {
  if (!guides || typeof guides !== 'object' || !Object.hasOwn(guides, exerciseId)) return null;
  const parsed = exerciseGuideSchema.safeParse((guides as Record<string, unknown>)[exerciseId]);
  return parsed.success ? parsed.data : null;
}
