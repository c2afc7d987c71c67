/**
 * The link from the energy calculators to /settings/nutrition-goals: whole numbers in the query
 * string, `source` naming the calculator. Both calculators send the goals' whole split (kcal,
 * proteinG, carbsG, fatG, fiberG): from BMR/TDEE, the automatic goals' split of the TDEE (the
 * energy to maintain weight, `goalsFromMaintenance`); from macros, the calculator's own split and
 * the app's fibre target. They also send what the person typed about themselves (sex, age,
 * weightKg, heightCm), which the goals page offers to save to the profile.
 */
import { isSex, type Sex } from '#app/lib/person/sex.ts';
import { DEFAULT_FIBER_G, goalsFromMaintenance, type MacrosOutput } from './nutrition.ts';

export const GOALS_LINK_SOURCES = ['bmr-tdee', 'macros'] as const;
export type GoalsLinkSource = (typeof GOALS_LINK_SOURCES)[number];

/** What the goals form takes from the link (bmr and tdee only explain the kcal). */
export const GOALS_LINK_KEYS = ['kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'] as const;
export type GoalsLinkKey = (typeof GOALS_LINK_KEYS)[number];

/** The calculator's inputs about the person; weight and height keep one decimal. */
export interface PersonFromLink {
  readonly sex?: Sex;
  readonly age?: number;
  readonly weightKg?: number;
  readonly heightCm?: number;
}

export function nutritionGoalsHref(values: Readonly<Record<string, number>>, source: GoalsLinkSource, person: PersonFromLink = {}): string {
  const params = new URLSearchParams({ source });
  for (const [key, value] of Object.entries(values)) params.set(key, String(Math.round(value)));
  if (person.sex) params.set('sex', person.sex);
  if (person.age !== undefined) params.set('age', String(Math.round(person.age)));
  if (person.weightKg !== undefined) params.set('weightKg', String(Math.round(person.weightKg * 10) / 10));
  if (person.heightCm !== undefined) params.set('heightCm', String(Math.round(person.heightCm * 10) / 10));
  return `/settings/nutrition-goals?${params}`;
}

/**
 * BMR/TDEE → goals: the TDEE is the energy to keep the weight, so the goals are the automatic
 * goals' split for maintaining it (the calculator asks no goal; the goals page can change them).
 */
export function goalsOfTdee(p: { readonly tdee: number; readonly bmr: number; readonly weightKg: number }): Record<GoalsLinkKey, number> {
  const { kcal, proteinG, carbsG, fatG, fiberG } = goalsFromMaintenance({ maintenanceKcal: p.tdee, bmr: p.bmr, weightKg: p.weightKg, goal: 'maintien' });
  return { kcal, proteinG, carbsG, fatG, fiberG };
}

/** Macros → goals: the calculator's split, with the app's fibre target (the calculator has none). */
export function goalsOfMacros(result: Pick<MacrosOutput, 'kcal' | 'proteinG' | 'carbsG' | 'fatG'>): Record<GoalsLinkKey, number> {
  return { kcal: result.kcal, proteinG: result.proteinG, carbsG: result.carbsG, fatG: result.fatG, fiberG: DEFAULT_FIBER_G };
}

export interface GoalsFromLink {
  readonly source: GoalsLinkSource;
  /** The whole numbers received; their bounds are the goals form's to check, with its messages. */
  readonly values: Partial<Record<GoalsLinkKey, number>>;
  /** What the person typed in the calculator; bounds are the profile's and measurements' to check. */
  readonly person: PersonFromLink;
  /** A value was present but not a number of the expected form (a hand-edited link): it was left out. */
  readonly ignored: boolean;
}

const WHOLE = /^\d{1,6}$/;
const ONE_DECIMAL = /^\d{1,3}(\.\d)?$/;

/** The figures a calculator sent, or null when the page was not opened from one. */
export function goalsFromLink(params: URLSearchParams): GoalsFromLink | null {
  const source = params.get('source');
  if (!GOALS_LINK_SOURCES.includes(source as GoalsLinkSource)) return null;
  const values: Partial<Record<GoalsLinkKey, number>> = {};
  let ignored = false;
  const read = (key: string, form: RegExp): number | undefined => {
    const raw = params.get(key)?.trim();
    if (raw === undefined) return undefined;
    if (form.test(raw)) return Number(raw);
    ignored = true;
    return undefined;
  };
  for (const key of GOALS_LINK_KEYS) {
    const value = read(key, WHOLE);
    if (value !== undefined) values[key] = value;
  }
  const sex = params.get('sex');
  if (sex !== null && !isSex(sex)) ignored = true;
  const age = read('age', WHOLE);
  const weightKg = read('weightKg', ONE_DECIMAL);
  const heightCm = read('heightCm', ONE_DECIMAL);
  const person: PersonFromLink = {
    ...(isSex(sex) ? { sex } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(weightKg !== undefined ? { weightKg } : {}),
    ...(heightCm !== undefined ? { heightCm } : {}),
  };
  return { source: source as GoalsLinkSource, values, person, ignored };
}

/** The facts a person chose to keep from the calculator. */
export type PersonFact = 'sex' | 'age' | 'weightKg' | 'heightCm';

export interface ProfileWrites {
  /** Fields merged into the profile document. */
  readonly profile: { sex?: Sex; heightCm?: number; birthDate?: string };
  /** Today's weigh-in, when the weight was kept: weight lives in measurements, not the profile. */
  readonly weightKg: number | null;
}

/**
 * What saving the chosen facts writes. An age alone cannot date a birth, so keeping the age needs
 * the birth date, which must give that age today: 'birthDateMissing' or 'birthDateMismatch'
 * otherwise (`ageOn` is passed in, as the dates module computes it).
 */
export function profileWritesFrom(
  person: PersonFromLink,
  chosen: ReadonlySet<PersonFact>,
  birthDate: string,
  ageOn: (birthDate: string) => number | null,
): ProfileWrites | 'birthDateMissing' | 'birthDateMismatch' {
  const profile: ProfileWrites['profile'] = {};
  if (chosen.has('sex') && person.sex) profile.sex = person.sex;
  if (chosen.has('heightCm') && person.heightCm !== undefined) profile.heightCm = person.heightCm;
  if (chosen.has('age') && person.age !== undefined) {
    const day = birthDate.trim();
    if (!day) return 'birthDateMissing';
    if (ageOn(day) !== person.age) return 'birthDateMismatch';
    profile.birthDate = day;
  }
  return { profile, weightKg: chosen.has('weightKg') && person.weightKg !== undefined ? person.weightKg : null };
}
