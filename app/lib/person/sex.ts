/** Sex as the formulas and norms distinguish it, stored in French in the profile and results. */
export const SEXES = ['homme', 'femme'] as const;
export type Sex = (typeof SEXES)[number];

export function isSex(value: unknown): value is Sex {
  return value === 'homme' || value === 'femme';
}
