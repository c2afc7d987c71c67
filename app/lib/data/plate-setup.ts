/*
 * `users/{uid}/settings/plates`: the bar and the discs the person has, so the plate calculator of
 * the session screens loads the bar with them on every device. Bounded by the known sizes
 * (DISC_SIZES_KG, BAR_WEIGHTS_KG) and MAX_DISC_PAIRS; written whole from the calculator.
 * firestore.rules mirror it (`isPlateSetup`).
 */
import * as z from 'zod/mini';
import { BAR_WEIGHTS_KG, DEFAULT_PLATE_SETUP, DISC_SIZES_KG, MAX_DISC_PAIRS, type PlateSetup } from '#app/lib/training/plates.ts';
import { defineDocument, type PlainData } from './documents.ts';

const oneOf = (values: readonly number[]) => z.number().check(z.refine((value) => values.includes(value)));

const discSchema = z.strictObject({
  weightKg: oneOf(DISC_SIZES_KG),
  pairs: z.int().check(z.gte(1), z.lte(MAX_DISC_PAIRS)),
});

export const plateSetupSchema = z.strictObject({
  barKg: oneOf(BAR_WEIGHTS_KG),
  // Each size once, heaviest first: the form writes them in DISC_SIZES_KG's order.
  discs: z.array(discSchema).check(
    z.maxLength(DISC_SIZES_KG.length),
    z.refine((discs) => new Set(discs.map((disc) => disc.weightKg)).size === discs.length),
  ),
});

/** No document yet, or one that does not fit (written by hand): the usual gym's bar and discs. */
export function plateSetupFromData(data: PlainData | undefined): PlateSetup {
  if (!data) return DEFAULT_PLATE_SETUP;
  const parsed = plateSetupSchema.safeParse({ barKg: data.barKg, discs: data.discs });
  return parsed.success ? parsed.data : DEFAULT_PLATE_SETUP;
}

export const plateSetupDoc = defineDocument({
  path: 'users/{uid}/settings/plates',
  fromData: plateSetupFromData,
  schema: plateSetupSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});
