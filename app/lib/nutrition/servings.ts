/*
 * Serving labels as people read them: "1 tranche (60,8 g)", never the grams twice. Open Food
 * Facts gives a free text `serving_size` ("60.8 g (1 tranche)", "250ml", "1 can (330 ml)") beside
 * the serving's grams, and foods keep that text as their serving's label; here it is reduced to
 * what the serving is ("1 tranche", "1 canette"), its English words put in French with the
 * caller's word list (locales), and the quantity written once, from the grams, in French.
 */
import { formatNumber } from '#app/lib/format/numbers.ts';

export type ServingUnit = 'g' | 'ml';

export interface ServingName {
  /** What the serving is ("1 tranche"), or null when the label held only a quantity ("250 ml"). */
  readonly name: string | null;
  /** The label's unit: a drink's serving is in ml (counted as grams, 1 g/ml). */
  readonly unit: ServingUnit;
}

/** Words (lower case) and their French: `{ can: 'canette', slice: 'tranche' }`. */
export type ServingWords = Readonly<Record<string, string>>;

const QUANTITY = /\(?\s*\d+(?:[.,]\d+)?\s*(kg|g|gr|grammes?|mg|ml|cl|dl|l|litres?)(?![\p{L}\d])\.?\s*\)?/giu;
const VOLUME_UNITS = new Set(['ml', 'cl', 'dl', 'l', 'litre', 'litres']);

/** The serving a label names, without its quantity, in French. */
export function servingName(label: string, words: ServingWords): ServingName {
  let unit: ServingUnit = 'g';
  const rest = label.replace(QUANTITY, (_, u: string) => {
    if (VOLUME_UNITS.has(u.toLowerCase())) unit = 'ml';
    return ' ';
  });
  const cleaned = rest
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:=–-]+|[\s,;:=–-]+$/g, '');
  if (!/\p{L}/u.test(cleaned)) return { name: null, unit };
  const french = cleaned
    .split(' ')
    .map((word) => words[word.toLowerCase()] ?? word)
    .join(' ');
  return { name: /^\d/.test(french) ? french : `1 ${french}`, unit };
}

/** "60,8 g", "330 ml": a serving's quantity in French. */
export function servingQuantity(grams: number, unit: ServingUnit): string {
  return `${formatNumber(grams, 1, { trimZeros: true })} ${unit}`;
}

/**
 * A serving as offered next to grams: "1 tranche (60,8 g)"; `unnamed` ("1 portion") stands for
 * a label that held only a quantity: "1 portion (250 ml)".
 */
export function servingText(serving: { readonly label: string; readonly grams: number }, words: ServingWords, unnamed: string): string {
  const { name, unit } = servingName(serving.label, words);
  return `${name ?? unnamed} (${servingQuantity(serving.grams, unit)})`;
}
