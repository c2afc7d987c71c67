/**
 * The link from the energy calculators to /settings/nutrition-goals: whole numbers in the query
 * string, `source` naming the calculator. From BMR/TDEE: kcal (= TDEE, energy to maintain weight),
 * bmr, tdee. From macros: kcal (after the goal adjustment), proteinG, carbsG, fatG.
 */
export const GOALS_LINK_SOURCES = ['bmr-tdee', 'macros'] as const;
export type GoalsLinkSource = (typeof GOALS_LINK_SOURCES)[number];

/** What the goals form takes from the link (bmr and tdee only explain the kcal). */
export const GOALS_LINK_KEYS = ['kcal', 'proteinG', 'carbsG', 'fatG'] as const;
export type GoalsLinkKey = (typeof GOALS_LINK_KEYS)[number];

export function nutritionGoalsHref(values: Readonly<Record<string, number>>, source: GoalsLinkSource): string {
  const params = new URLSearchParams({ source });
  for (const [key, value] of Object.entries(values)) params.set(key, String(Math.round(value)));
  return `/settings/nutrition-goals?${params}`;
}

export interface GoalsFromLink {
  readonly source: GoalsLinkSource;
  /** The whole numbers received; their bounds are the goals form's to check, with its messages. */
  readonly values: Partial<Record<GoalsLinkKey, number>>;
  /** A value was present but not a whole number (a hand-edited link): it was left out. */
  readonly ignored: boolean;
}

const WHOLE = /^\d{1,6}$/;

/** The figures a calculator sent, or null when the page was not opened from one. */
export function goalsFromLink(params: URLSearchParams): GoalsFromLink | null {
  const source = params.get('source');
  if (!GOALS_LINK_SOURCES.includes(source as GoalsLinkSource)) return null;
  const values: Partial<Record<GoalsLinkKey, number>> = {};
  let ignored = false;
  for (const key of GOALS_LINK_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (WHOLE.test(raw.trim())) values[key] = Number(raw.trim());
    else ignored = true;
  }
  return { source: source as GoalsLinkSource, values, ignored };
}
