/*
 * `users/{uid}`: the profile document. Optional facts are stored as null when the person has not
 * given them (a merge write with null clears a field, so the form needs no delete path).
 * firestore.rules mirror these bounds.
 */
import * as z from 'zod/mini';
// The calculators' modules themselves, not their index: the signed-in shell reads the profile.
import { ACTIVITY_LEVELS } from '#app/lib/calculators/bmr-tdee.ts';
import { GOALS } from '#app/lib/calculators/nutrition.ts';
import { ageOn, isIsoDay, localIsoDay } from '#app/lib/dates/index.ts';
import { ENERGY_UNITS } from '#app/lib/format/energy.ts';
import type { NumberBounds } from '#app/lib/forms/messages.ts';
import { SEXES } from '#app/lib/person/sex.ts';
import { defineDocument, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

export const ACTIVITY_LEVEL_IDS = ACTIVITY_LEVELS.map((l) => l.id) as [
  (typeof ACTIVITY_LEVELS)[number]['id'],
  ...(typeof ACTIVITY_LEVELS)[number]['id'][],
];

/** Preset avatars shipped in `public/avatars/<id>.svg` (white line art drawn on the colour). */
export const AVATAR_PRESETS = ['haltere', 'coureur', 'velo', 'montagne', 'eclair', 'feuille', 'coeur', 'soleil'] as const;
/** Background colours; CSS maps each id to a colour with white text at ≥ 4.5:1 contrast. */
export const AVATAR_COLORS = ['emeraude', 'ocean', 'indigo', 'violet', 'framboise', 'corail', 'ambre', 'ardoise'] as const;
export const AVATAR_KINDS = ['illustration', 'initiales'] as const;

export const PROFILE_BOUNDS = {
  heightCm: { min: 100, max: 250, unit: 'cm' },
  /** Age from the birth date: Élan is for teenagers and adults (calculators need 18+). */
  age: { min: 13, max: 110, unit: 'ans', integer: true },
} as const satisfies Record<string, NumberBounds>;
export const DISPLAY_NAME_MAX = 60;

export const avatarSchema = z
  .strictObject({
    kind: z.enum(AVATAR_KINDS),
    /** The preset for 'illustration'; null for initials. */
    id: z.nullable(z.enum(AVATAR_PRESETS)),
    color: z.enum(AVATAR_COLORS),
  })
  .check(z.refine((a) => (a.kind === 'illustration') === (a.id !== null), { message: 'settings:avatar.errors.preset', path: ['id'] }));
export type Avatar = z.infer<typeof avatarSchema>;
export const DEFAULT_AVATAR: Avatar = { kind: 'initiales', id: null, color: 'emeraude' };

/** The /profile form. */
export const profileInputSchema = z.strictObject({
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX)),
  sex: z.nullable(z.enum(SEXES)),
  birthDate: z.nullable(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine(isIsoDay, { message: 'common:form.date' }),
      z.refine((d) => isPlausibleBirthDate(d), { message: 'profile:errors.birthDateRange' }),
    ),
  ),
  heightCm: z.nullable(z.number().check(z.gte(PROFILE_BOUNDS.heightCm.min), z.lte(PROFILE_BOUNDS.heightCm.max))),
  activityLevel: z.nullable(z.enum(ACTIVITY_LEVEL_IDS)),
  goal: z.nullable(z.enum(GOALS)),
  energyUnit: z.enum(ENERGY_UNITS),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Every field a browser write may set; each write sends only its own (merge): /profile or the avatar. */
const profileFieldsSchema = z.partial(z.extend(profileInputSchema, { avatar: avatarSchema }));

export function isPlausibleBirthDate(day: string, today = localIsoDay()): boolean {
  const age = ageOn(day, today);
  return age !== null && age >= PROFILE_BOUNDS.age.min && age <= PROFILE_BOUNDS.age.max;
}

/** The profile as screens use it. Every field has a value, so no screen handles undefined. */
export interface Profile extends Omit<ProfileInput, 'displayName'> {
  /** Null until the person saves a name of their own: screens show the account's name meanwhile. */
  readonly displayName: string | null;
  readonly avatar: Avatar;
  /** False until the person first saves /profile or an avatar. */
  readonly exists: boolean;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

export const EMPTY_PROFILE: Profile = Object.freeze({
  displayName: null,
  sex: null,
  birthDate: null,
  heightCm: null,
  activityLevel: null,
  goal: null,
  energyUnit: 'kcal',
  avatar: DEFAULT_AVATAR,
  exists: false,
  createdAt: null,
  updatedAt: null,
});

/**
 * Stored data → Profile, field by field: a field that does not match its schema (older version,
 * hand edit) falls back to "not given" instead of hiding the whole profile.
 */
export function profileFromData(data: PlainData | undefined): Profile {
  if (!data) return EMPTY_PROFILE;
  const pick = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const shape = profileInputSchema.def.shape;
  return {
    displayName: pick(z.nullable(shape.displayName), data.displayName ?? null, null),
    sex: pick(shape.sex, data.sex, null),
    birthDate: pick(shape.birthDate, data.birthDate, null),
    heightCm: pick(shape.heightCm, data.heightCm, null),
    activityLevel: pick(shape.activityLevel, data.activityLevel, null),
    goal: pick(shape.goal, data.goal, null),
    energyUnit: pick(shape.energyUnit, data.energyUnit, 'kcal'),
    avatar: pick(avatarSchema, data.avatar, DEFAULT_AVATAR),
    exists: true,
    createdAt: instantOf(data.createdAt),
    updatedAt: instantOf(data.updatedAt),
  };
}

export const profileDoc = defineDocument({
  path: 'users/{uid}',
  fromData: profileFromData,
  schema: profileFieldsSchema,
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['set'],
});

/** The name to show: the person's own, else the account's (`displayNameOf` in app/lib/identity: first name or the e-mail's local part). */
export function profileNameOf(profile: Pick<Profile, 'displayName'>, accountName: string): string {
  return profile.displayName ?? accountName;
}
