/*
 * How the Ciqual base is ranked, on top of the name search (name-search.ts): pure and free of
 * data imports, so the server's search and any index built elsewhere from the same table rank
 * alike.
 *
 * - Everyday foods: when a person types a food's plain name ("lait", "riz", "café"), the table
 *   holds dozens of varieties; the one people eat by far the most often (semi-skimmed UHT milk,
 *   cooked white rice, a cup of coffee…) comes first. The list below is that choice, one or two
 *   foods per common word, checked against the table by base-search.test.ts.
 * - Foods sampled in the overseas departments ("prélevé à la Martinique") and infant foods are
 *   kept, but after the mainland, everyday ones.
 * - The person's own recent and frequent foods (Ciqual codes, most used first) come first of all.
 */
import { createNameSearch, type NameSearch } from './name-search.ts';

/** The fields the ranking reads: any Ciqual food record has them. */
export interface RankedBaseFood {
  readonly code: string;
  readonly name: string;
  readonly group: string | null;
}

/** The usual choice among the varieties of a food named plainly (Ciqual code → its name). */
export const EVERYDAY_FOODS: Readonly<Record<string, string>> = {
  '13039': 'Pomme, chair et peau, crue',
  '13005': 'Banane, chair sans peau, crue',
  '13034': 'Orange, chair sans peau, sans pépins, crue',
  '13024': 'Clémentine ou mandarine, chair sans peau, sans pépins, crue',
  '13395': 'Raisin cru (aliment moyen)',
  '20385': 'Tomate sans précision, crue (aliment moyen)',
  '25604': 'Salade verte, crue, sans assaisonnement',
  '20030': 'Haricot vert, cuit',
  '9104': 'Riz blanc, cuit, sans sel ajouté',
  '9811': 'Pâtes sèches, standard, cuites, sans sel ajouté',
  '7000': 'Pain (aliment moyen)',
  '7001': 'Pain blanc (par ex. : baguette, boule…)',
  '7007': 'Pain de tradition française (par ex. : baguette, boule…)',
  '7110': 'Pain complet ou intégral (à la farine T150)',
  '36018': 'Poulet, filet sans peau grillé/poêlé',
  '36017': 'Poulet, filet sans peau cru',
  '6251': 'Boeuf, steak haché 5% MG cuit',
  '28900': 'Jambon cuit, supérieur',
  '22000': 'Oeuf cru',
  '22010': 'Oeuf dur',
  '19041': 'Lait demi-écrémé, UHT',
  '19593': 'Yaourt ou lait fermenté, nature',
  '16400': 'Beurre à 80% MG minimum, doux',
  '17270': "Huile d'olive vierge extra",
  '18004': 'Café, non instantané, sans sucres ajoutés, prêt à boire',
  '18020': 'Thé infusé, sans sucres ajoutés',
  '18066': 'Eau du robinet',
  '18018': 'Cola, sucré',
  '2070': "Jus d'orange, pur jus",
  '31016': 'Sucre blanc',
};

const EVERYDAY_BONUS = 0.6;
const SET_ASIDE_COST = 0.3;
const MINE_BONUS = 10;

const OVERSEAS_SAMPLE = /\bprélevée? (à la|en|à) (Martinique|Guadeloupe|Guyane|Réunion|Mayotte)/;

/** The fixed part of a food's rank, whatever the query. */
export function basePrior(food: RankedBaseFood): number {
  if (food.code in EVERYDAY_FOODS) return EVERYDAY_BONUS;
  if (food.group === 'aliments infantiles' || OVERSEAS_SAMPLE.test(food.name)) return -SET_ASIDE_COST;
  return 0;
}

export interface BaseSearchOptions {
  /** Ciqual codes of the person's own recent and frequent foods, most used first. */
  readonly mine?: readonly string[];
}

export type BaseSearch<T> = (query: string, limit: number, options?: BaseSearchOptions) => T[];

/** Builds the index of the base once; the returned function ranks it for a query. */
export function createBaseSearch<T extends RankedBaseFood>(foods: readonly T[]): BaseSearch<T> {
  const search: NameSearch<T> = createNameSearch(foods, { prior: basePrior });
  return (query, limit, { mine = [] } = {}) => {
    if (mine.length === 0) return search(query, limit);
    // Above any food of the table, and among them the most used first.
    const rank = new Map(mine.map((code, i) => [code, MINE_BONUS + (mine.length - i) / mine.length]));
    return search(query, limit, { boost: (food) => rank.get(food.code) ?? 0 });
  };
}
