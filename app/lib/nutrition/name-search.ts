/*
 * Ranked search over food names, written for French generic-food names such as Ciqual's
 * "Pomme, chair et peau, crue": a head naming the food, then qualifiers after commas, sometimes
 * notes in parentheses. Knows nothing of where the names come from, so it holds no data itself.
 *
 * Matching ignores case, accents, ligatures (œ, æ), punctuation, word order and French
 * function words ("de", "à la"…); plurals and feminines match ("épinards" ↔ "Épinard",
 * "crue" ↔ "cru"). Every meaningful word of the query must match a word of the name, in the
 * best available way: same word, then the start of a word (typing in progress), then one typo
 * (words of 5+ letters), then inside a word ("oeuf" in "boeuf", ranked last).
 *
 * Ranking: a match counts more in the head than in the qualifiers or parentheses, and the name's
 * first word matching earns a bonus (the food *is* an egg, rather than contains one). Every word
 * of the name the query did not ask for costs a little, more in the head: "Pomme de terre…" is
 * another food than "Pomme…", while preparation words ("cru", "cuit", "sec"…) only describe a
 * state, so they cost as little wherever they stand. Word order does not decide what is found,
 * but two query words side by side in the name, in the query's order, earn a bonus ("huile
 * olive" → "Huile d'olive…" before "Olive noire, à l'huile"). Ties go to the shorter name, then
 * French alphabetical order.
 */

type Zone = 'head' | 'qualifier' | 'note';

const MATCH_WEIGHT: Record<Zone, number> = { head: 1, qualifier: 0.75, note: 0.5 };
const UNASKED_COST: Record<Zone, number> = { head: 0.3, qualifier: 0.06, note: 0.03 };
const FIRST_WORD_BONUS = 0.5;
const IN_SEQUENCE_BONUS = 0.3;

const EXACT = 1;
const PREFIX = 0.8;
const ONE_TYPO = 0.55;
const INSIDE = 0.35;

const FUNCTION_WORDS = new Set(['a', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'ex', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sur', 'un', 'une']);

/** Words that describe how a food is prepared or kept, not which food it is. */
const PREPARATION_STEMS = new Set(
  ['cru', 'cuit', 'bouilli', 'roti', 'grille', 'poele', 'frit', 'vapeur', 'dur', 'poche', 'sec', 'seche', 'surgele', 'appertise', 'egoutte', 'frais', 'fraiche', 'nature', 'entier', 'entiere', 'prepare', 'deshydrate', 'reconstitue'].map(stem),
);

/** Longest query considered: enough for any food name, and a bound on the work per request. */
const MAX_QUERY_LENGTH = 200;

function foldText(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Light French stemming, applied alike to names and queries: plural -s/-x, then feminine -e. */
function stem(word: string): string {
  let s = word;
  if (s.length > 3 && (s.endsWith('s') || s.endsWith('x'))) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}

/** True when `a` and `b` differ by at most one insertion, deletion, substitution or swap. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length || i === b.length) return true;
  // First difference at i: the rest must agree after one edit there.
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

interface Word {
  readonly text: string;
  readonly stem: string;
}

interface NameToken {
  readonly word: number;
  readonly zone: Zone;
  readonly first: boolean;
  readonly unaskedCost: number;
}

interface IndexedName<T> {
  readonly item: T;
  readonly tokens: readonly NameToken[];
}

class Vocabulary {
  readonly words: Word[] = [];
  private readonly ids = new Map<string, number>();

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.words.length;
      this.words.push({ text, stem: stem(text) });
      this.ids.set(text, id);
    }
    return id;
  }
}

function indexName(name: string, vocabulary: Vocabulary): NameToken[] {
  const tokens: NameToken[] = [];
  let depth = 0;
  let pastHead = false;
  for (const [piece] of foldText(name).matchAll(/[\p{L}\p{N}]+|[(),]/gu)) {
    if (piece === '(') depth += 1;
    else if (piece === ')') depth = Math.max(0, depth - 1);
    else if (piece === ',') pastHead ||= depth === 0;
    else if (!FUNCTION_WORDS.has(piece)) {
      const zone: Zone = depth > 0 ? 'note' : pastHead ? 'qualifier' : 'head';
      const word = vocabulary.id(piece);
      const preparation = PREPARATION_STEMS.has(vocabulary.words[word]!.stem);
      tokens.push({ word, zone, first: tokens.length === 0, unaskedCost: preparation ? Math.min(UNASKED_COST[zone], UNASKED_COST.qualifier) : UNASKED_COST[zone] });
    }
  }
  return tokens;
}

function queryWords(query: string): Word[] {
  const all = foldText(query.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = all.filter((w) => !FUNCTION_WORDS.has(w));
  // A query made only of function words ("la") is a word being typed: keep it as it is.
  const chosen = meaningful.length > 0 ? meaningful : all;
  return [...new Set(chosen)].map((text) => ({ text, stem: stem(text) }));
}

function matchQuality(query: Word, word: Word): number {
  if (query.stem === word.stem) return EXACT;
  if (word.text.startsWith(query.text)) return PREFIX;
  if (query.stem.length >= 5 && withinOneEdit(query.stem, word.stem)) return ONE_TYPO;
  if (query.text.length >= 3 && word.text.includes(query.text)) return INSIDE;
  return 0;
}

/**
 * Score of a name that matches every query word (`quality[k][word]`: how well query word k
 * matches that vocabulary word).
 */
function scoreName(tokens: readonly NameToken[], quality: readonly Float64Array[]): number {
  let score = 0;
  const answered = new Uint8Array(tokens.length);
  let previous: Uint8Array | undefined;
  for (const perWord of quality) {
    let best = 0;
    let bestAt = -1;
    let inSequence = false;
    const strong = new Uint8Array(tokens.length);
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      const q = perWord[token.word]!;
      if (q === 0) continue;
      if (q >= PREFIX) {
        strong[i] = 1;
        answered[i] = 1;
        inSequence ||= i > 0 && previous?.[i - 1] === 1;
      }
      const value = q * MATCH_WEIGHT[token.zone] + (token.first && q >= PREFIX ? FIRST_WORD_BONUS : 0);
      if (value > best) [best, bestAt] = [value, i];
    }
    answered[bestAt] = 1;
    score += best + (inSequence ? IN_SEQUENCE_BONUS : 0);
    previous = strong;
  }
  tokens.forEach((token, i) => {
    if (answered[i] === 0) score -= token.unaskedCost;
  });
  return score;
}

interface Scored<T> {
  readonly item: T;
  readonly score: number;
}

/** Builds the index once; the returned function ranks `items` by name for a query. */
export function createNameSearch<T extends { readonly name: string }>(items: readonly T[]): (query: string, limit: number) => T[] {
  const vocabulary = new Vocabulary();
  const names: IndexedName<T>[] = items.map((item) => ({ item, tokens: indexName(item.name, vocabulary) }));
  // Which names hold each vocabulary word, so a query only scores the names that hold all its words.
  const namesWith: number[][] = vocabulary.words.map(() => []);
  names.forEach(({ tokens }, n) => {
    for (const { word } of tokens) if (namesWith[word]!.at(-1) !== n) namesWith[word]!.push(n);
  });
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

  return (query, limit) => {
    const wanted = Math.max(0, Math.floor(limit));
    const asked = queryWords(query);
    if (asked.length === 0 || wanted === 0) return [];
    // Each query word is compared with each distinct name word once, not once per name.
    const quality = asked.map((q) => Float64Array.from(vocabulary.words, (word) => matchQuality(q, word)));

    // wordsFound[n]: how many query words, taken in turn, name n has matched so far (a query of
    // 200 characters holds at most 100 words, well within a byte).
    const wordsFound = new Uint8Array(names.length);
    quality.forEach((perWord, k) => {
      perWord.forEach((q, word) => {
        if (q > 0) for (const n of namesWith[word]!) if (wordsFound[n] === k) wordsFound[n] = k + 1;
      });
    });

    const found: Scored<T>[] = [];
    wordsFound.forEach((count, n) => {
      if (count === asked.length) found.push({ item: names[n]!.item, score: scoreName(names[n]!.tokens, quality) });
    });
    found.sort((a, b) => b.score - a.score || a.item.name.length - b.item.name.length || collator.compare(a.item.name, b.item.name));
    return found.slice(0, wanted).map((s) => s.item);
  };
}
