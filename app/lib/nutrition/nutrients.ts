/*
 * The eight nutrients Élan tracks, per 100 g of a food or for a quantity eaten. `null` means
 * "not known" (Ciqual leaves some values unmeasured, Open Food Facts products miss some), never 0:
 * showing "–" is honest, counting 0 silently is not.
 */

export interface Per100g {
  kcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  sugarsG: number | null;
  fatG: number | null;
  satFatG: number | null;
  fiberG: number | null;
  saltG: number | null;
}

export type NutrientKey = keyof Per100g;

export const NUTRIENT_KEYS = ['kcal', 'proteinG', 'carbsG', 'sugarsG', 'fatG', 'satFatG', 'fiberG', 'saltG'] as const satisfies readonly NutrientKey[];

function mapNutrients(f: (key: NutrientKey) => number | null): Per100g {
  return {
    kcal: f('kcal'),
    proteinG: f('proteinG'),
    carbsG: f('carbsG'),
    sugarsG: f('sugarsG'),
    fatG: f('fatG'),
    satFatG: f('satFatG'),
    fiberG: f('fiberG'),
    saltG: f('saltG'),
  };
}

export function assertQuantity(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** The nutrients of `grams` of a food given per 100 g; an unknown value stays unknown. */
export function nutrientsFor(per100g: Per100g, grams: number): Per100g {
  assertQuantity('grams', grams);
  return scaleNutrients(per100g, grams / 100);
}

export function scaleNutrients(values: Per100g, factor: number): Per100g {
  return mapNutrients((key) => {
    const value = values[key];
    return value === null ? null : value * factor;
  });
}

/**
 * Sum of nutrient sets. Decision: a total is unknown (`null`) only when none of the parts knows
 * it; otherwise the known parts are added. One imported drink without fibre must not erase the
 * day's fibre, and recipes follow the same rule. An empty list sums to zero: nothing eaten.
 */
export function sumNutrients(parts: readonly Per100g[]): Per100g {
  return mapNutrients((key) => {
    if (parts.length === 0) return 0;
    let total: number | null = null;
    for (const part of parts) {
      const value = part[key];
      if (value !== null) total = (total ?? 0) + value;
    }
    return total;
  });
}

/** A day-log entry as far as totals are concerned: the nutrient snapshot taken when it was logged. */
export interface NutrientSnapshot {
  readonly nutrients: Per100g;
}

/** Totals of a day's entries, from their snapshots (editing a food later does not change them). */
export function dayTotals(entries: readonly NutrientSnapshot[]): Per100g {
  return sumNutrients(entries.map((entry) => entry.nutrients));
}
