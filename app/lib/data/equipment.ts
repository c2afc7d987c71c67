/*
 * `users/{uid}/settings/equipment`: the equipment the person has, stored once so the equivalents
 * of an exercise (its guide page, the program page's and the builder's replace dialogs) list only
 * what they can do. Bodyweight needs nothing and is never stored (`canDo` always allows it).
 * Written whole from the guide page's "Mon matériel", or by the program assistant the first time
 * it is answered there. firestore.rules mirror it (`isEquipment`).
 */
import * as z from 'zod/mini';
import { EQUIPMENT, type Equipment } from '#app/lib/training/types.ts';
import { defineDocument, type PlainData } from './documents.ts';

/** What can be ticked: every kind of equipment but bodyweight. */
export const OWNED_EQUIPMENT = EQUIPMENT.filter((item): item is Exclude<Equipment, 'poids-du-corps'> => item !== 'poids-du-corps');

export const equipmentSettingsSchema = z.strictObject({
  // Each item once: the form writes a toggled list.
  equipment: z.array(z.enum(OWNED_EQUIPMENT)).check(
    z.maxLength(OWNED_EQUIPMENT.length),
    z.refine((items) => new Set(items).size === items.length),
  ),
});

/**
 * The person's equipment, or null when they never said (or the stored list no longer fits):
 * null means "unknown", so every equivalent is offered, where [] means bodyweight only.
 */
export function equipmentFromData(data: PlainData | undefined): Equipment[] | null {
  if (!data) return null;
  const parsed = equipmentSettingsSchema.safeParse({ equipment: data.equipment });
  return parsed.success ? parsed.data.equipment : null;
}

/** The list as stored: bodyweight dropped, each item once, in the catalogue's order. */
export function storedEquipment(items: readonly Equipment[]): Exclude<Equipment, 'poids-du-corps'>[] {
  return OWNED_EQUIPMENT.filter((item) => items.includes(item));
}

export const equipmentDoc = defineDocument({
  path: 'users/{uid}/settings/equipment',
  fromData: equipmentFromData,
  schema: equipmentSettingsSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});
