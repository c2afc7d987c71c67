/*
 * `users/{uid}/startingLoads/{exerciseId}`: the 1RM or working weight a person gave for an
 * exercise whose first program session had no load to start from (app/lib/training/starting-load.ts).
 * One document per exercise, its id the exercise's, written whole by the start-of-day prompt.
 * firestore.rules mirror it.
 */
import * as z from 'zod/mini';
import { STARTING_LOAD_KG, STARTING_LOAD_KINDS, type StartingLoad } from '#app/lib/training/starting-load.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';

export const startingLoadSchema = z.strictObject({
  kind: z.enum(STARTING_LOAD_KINDS),
  kg: z.number().check(z.refine(Number.isFinite), z.gte(STARTING_LOAD_KG.min), z.lte(STARTING_LOAD_KG.max)),
});

export type StoredStartingLoad = StartingLoad & { readonly exerciseId: string };

export function startingLoadFromData(id: string, data: PlainData | undefined): StoredStartingLoad | null {
  if (!data) return null;
  const parsed = startingLoadSchema.safeParse({ kind: data.kind, kg: data.kg });
  return parsed.success ? { exerciseId: id, ...parsed.data } : null;
}

export const startingLoadDoc = defineDocument({
  path: 'users/{uid}/startingLoads/{id}',
  fromData: (data, id) => startingLoadFromData(id, data),
  schema: startingLoadSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});

/** Far more exercises than a person trains; the catalogue has about 200. */
export const STARTING_LOADS_LIMIT = 500;

export const myStartingLoads = defineQuery(startingLoadDoc, { limit: STARTING_LOADS_LIMIT });

/** The loads by exercise id, as the session model takes them. */
export function startingLoadsById(loads: readonly StoredStartingLoad[]): Record<string, StartingLoad> {
  return Object.fromEntries(loads.map(({ exerciseId, kind, kg }) => [exerciseId, { kind, kg }]));
}
