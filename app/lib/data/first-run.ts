/*
 * `users/{uid}/settings/firstRun`: where a new account is in the dashboard's first-run path
 * (app/lib/dashboard/first-run.ts): the steps the person skipped and whether they closed the
 * path. Which steps are done is read from their data, never stored. firestore.rules mirror it
 * (`isFirstRun`).
 */
import * as z from 'zod/mini';
import { FIRST_RUN_STEPS, NO_FIRST_RUN_PROGRESS, type FirstRunProgress } from '#app/lib/dashboard/first-run.ts';
import { defineDocument, type PlainData } from './documents.ts';

export const firstRunSchema = z.strictObject({
  skipped: z.array(z.enum(FIRST_RUN_STEPS)).check(
    z.maxLength(FIRST_RUN_STEPS.length),
    z.refine((steps) => new Set(steps).size === steps.length),
  ),
  dismissed: z.boolean(),
});

/** No document yet, or one that does not fit: the path from its start. */
export function firstRunFromData(data: PlainData | undefined): FirstRunProgress {
  const parsed = firstRunSchema.safeParse({ skipped: data?.skipped ?? [], dismissed: data?.dismissed ?? false });
  return parsed.success ? parsed.data : NO_FIRST_RUN_PROGRESS;
}

export const firstRunDoc = defineDocument({
  path: 'users/{uid}/settings/firstRun',
  fromData: firstRunFromData,
  schema: firstRunSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});
