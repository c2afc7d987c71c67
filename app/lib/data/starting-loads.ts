/*
 * `users/{uid}/startingLoads/{exerciseId}`: the 1RM or working weight a person gave for an
 * exercise whose first program session had no load to start from (app/lib/training/starting-load.ts),
 * or their choice to start it without one (`{ kind: 'aucune' }`): the start-of-day prompt then no
 * longer asks for that exercise each time the day opens, and the program's page still offers to
 * give a load. One document per exercise, its id the exercise's, written whole by the start-of-day
 * prompt or the program's page. firestore.rules mirror it.
 */
import * as z from 'zod/mini';
import { STARTING_LOAD_KG, STARTING_LOAD_KINDS, type StartingLoad } from '#app/lib/training/starting-load.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';

/** The kind of a starting load the person chose not to give. */
export const NO_STARTING_LOAD = 'aucune';
export type StartingLoadChoice = StartingLoad | { readonly kind: typeof NO_STARTING_LOAD };

export const startingLoadSchema = z.union([
  z.strictObject({
    kind: z.enum(STARTING_LOAD_KINDS),
    kg: z.number().check(z.refine(Number.isFinite), z.gte(STARTING_LOAD_KG.min), z.lte(STARTING_LOAD_KG.max)),
  }),
  z.strictObject({ kind: z.literal(NO_STARTING_LOAD) }),
]);

export type StoredStartingLoad = StartingLoadChoice & { readonly exerciseId: string };

export function startingLoadFromData(id: string, data: PlainData | undefined): StoredStartingLoad | null {
  if (!data) return null;
  const parsed = startingLoadSchema.safeParse(data.kind === NO_STARTING_LOAD ? { kind: data.kind } : { kind: data.kind, kg: data.kg });
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

/** The loads given, by exercise id, as the session model takes them. */
export function startingLoadsById(loads: readonly StoredStartingLoad[]): Record<string, StartingLoad> {
  return Object.fromEntries(loads.flatMap((load) => (load.kind === NO_STARTING_LOAD ? [] : [[load.exerciseId, { kind: load.kind, kg: load.kg }]])));
}

/** The exercises the person chose to start without a load: the start-of-day prompt leaves them out. */
export function declinedStartingLoads(loads: readonly StoredStartingLoad[]): string[] {
  return loads.flatMap((load) => (load.kind === NO_STARTING_LOAD ? [load.exerciseId] : []));
}
