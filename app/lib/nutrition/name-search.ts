/*
 * Ranked search over food names, written for French generic-food names such as Ciqual's
 * "Pomme, chair et peau, crue": a head naming the food, then qualifiers after commas, sometimes
 * notes in parentheses, and sometimes other names of the same food after "par ex." ("Pain blanc
 * (par ex. : baguette, boule…)"). Knows nothing of where the names come from, so it holds no data
 * itself; pure and dependency-free, it runs alike on the server and in the browser, and
 * `searchWords` is the one normalisation of text for searching.
 *
 * Matching ignores case, accents, ligatures (œ, æ), punctuation, word order and French
 * function words ("de", "à la"…); plurals and feminines match ("épinards" ↔ "Épinard",
 * "crue" ↔ "cru"), while a final "é" is not a feminine "e": "pâtes" finds "Pâtes…" but not
 * "Pâté". A few everyday words stand for the names the tables use ("coca" → "cola"). Every
 * meaningful word of the query must match a word of the name, in the best available way: same
 * word, then the start of a word (typing in progress), then one typo (words of 5+ letters), then
 * inside a word ("oeuf" in "boeuf", ranked last).
 *
 * Ranking: a match counts more in the head than in the qualifiers or parentheses, and the name's
 * first word matching earns a bonus (the food *is* an egg, rather than contains one); a word of a
 * "par ex." list counts as another first word, and then the head's other words describe that food
 * rather than another one. Every word of the name the query did not ask for costs a little, more
 * in the head: "Pomme de terre…" is another food than "Pomme…", while preparation words ("cru",
 * "cuit", "sec"…) only describe a state, so they cost as little wherever they stand. Word order
 * does not decide what is found, but two query words side by side in the name, in the query's
 * order, earn a bonus ("huile olive" → "Huile d'olive…" before "Olive noire, à l'huile").
 * The caller may add a fixed prior per item (an everyday food before a rare one) and, per query,
 * a boost (the person's own recent and frequent foods first: given only to names that match every
 * query word well, so a "boeuf" eaten yesterday does not top a search for "oeuf"). Ties go to the
 * shorter name, then French alphabetical order.
 */

type Zone = 'head' | 'qualifier' | 'note' | 'alias';

const MATCH_WEIGHT: Record<Zone, number> = { head: 1, qualifier: 0.75, note: 0.5, alias: 1 };
const UNASKED_COST: Record<Zone, number> = { head: 0.3, qualifier: 0.06, note: 0.03, alias: 0.03 };
const FIRST_WORD_BONUS = 0.5;
const IN_SEQUENCE_BONUS = 0.3;

const EXACT = 1;
const PREFIX = 0.8;
const ONE_TYPO = 0.55;
const INSIDE = 0.35;

const FUNCTION_WORDS = new Set(['a', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'ex', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sans', 'sur', 'un', 'une']);

/**
 * Words that describe how a food is prepared or kept, not which food it is, and the tables'
 * "sans précision" (unspecified).
 */
const PREPARATION_STEMS = new Set(
  ['précision', 'cru', 'cuit', 'bouilli', 'rôti', 'grillé', 'poêlé', 'frit', 'vapeur', 'dur', 'poché', 'sec', 'séché', 'surgelé', 'appertisé', 'égoutté', 'frais', 'fraîche', 'nature', 'entier', 'préparé', 'déshydraté', 'reconstitué'].map((w) => searchWord(w).stem),
);

/**
 * Everyday words and phrases (folded, as `searchWords` gives them) that the food tables name
 * otherwise: each is read as the words after it.
 */
const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['coca', 'cola'],
  ['nutella', 'pâte à tartiner chocolat noisette'],
  ['creme fraiche', 'crème épaisse'],
  ['jambon blanc', 'jambon cuit'],
]);

/** Longest query considered: enough for any food name, and a bound on the work per request. */
const MAX_QUERY_LENGTH = 200;

export interface Word {
  /** Lower case, without accents or ligatures. */
  readonly text: string;
  /** `text` without its plural -s/-x and feminine -e (an "é" stays: "pâté" is not "pâte"). */
  readonly stem: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Light French stemming: plural -s/-x, then feminine -e, read before accents are dropped. */
function searchWord(lowerCase: string): Word {
  let s = lowerCase;
  if (s.length > 3 && (s.endsWith('s') || s.endsWith('x'))) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  return { text: fold(lowerCase), stem: fold(s) };
}

/** Text as the search reads it: lower case, ligatures spelt out, accents kept for stemming. */
function lowerText(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

const PIECES = /[\p{L}\p{N}]+|[(),]/gu;
const WORD_PIECES = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text as the search compares them, function words included: the one
 * normalisation of names and queries, for any index that must find what this search finds.
 */
export function searchWords(text: string): Word[] {
  return (lowerText(text).match(WORD_PIECES) ?? []).map(searchWord);
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

interface NameToken {
  readonly word: number;
  readonly zone: Zone;
  readonly first: boolean;
  /** Follows the previous word with no comma or parenthesis between them. */
  readonly joined: boolean;
  readonly unaskedCost: number;
}

interface IndexedName<T> {
  readonly item: T;
  readonly tokens: readonly NameToken[];
  readonly prior: number;
}

class Vocabulary {
  readonly words: Word[] = [];
  private readonly ids = new Map<string, number>();

  /** Keyed by the word as written (accents kept): "pâte" and "pâté" are two words. */
  id(lowerCase: string): number {
    let id = this.ids.get(lowerCase);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(searchWord(lowerCase));
      this.ids.set(lowerCase, id);
    }
    return id;
  }
}

function indexName(name: string, vocabulary: Vocabulary): NameToken[] {
  const tokens: NameToken[] = [];
  let depth = 0;
  let pastHead = false;
  // After "par ex." come other names of the food, up to the end of the parentheses they open in
  // (or up to the next parenthesis when they stand outside any).
  let aliasDepth = -1;
  let previous = '';
  let joined = false;
  for (const [piece] of lowerText(name).matchAll(PIECES)) {
    if (piece === '(') {
      depth += 1;
      if (aliasDepth === depth - 1) aliasDepth = -1;
    } else if (piece === ')') {
      if (aliasDepth === depth) aliasDepth = -1;
      depth = Math.max(0, depth - 1);
    } else if (piece === ',') pastHead ||= depth === 0;
    else if (piece === 'ex' && previous === 'par') aliasDepth = depth;
    else if (!FUNCTION_WORDS.has(fold(piece))) {
      const zone: Zone = aliasDepth >= 0 ? 'alias' : depth > 0 ? 'note' : pastHead ? 'qualifier' : 'head';
      const word = vocabulary.id(piece);
      const preparation = PREPARATION_STEMS.has(vocabulary.words[word]!.stem);
      tokens.push({
        word,
        zone,
        first: tokens.length === 0 || zone === 'alias',
        joined,
        unaskedCost: preparation ? Math.min(UNASKED_COST[zone], UNASKED_COST.qualifier) : UNASKED_COST[zone],
      });
    }
    joined = !'(),'.includes(piece);
    previous = piece;
  }
  return tokens;
}

/** Each synonym as the folded words to look for and the words (accents kept) to read instead. */
const SYNONYM_WORDS = [...SYNONYMS].map(([phrase, meaning]) => ({ phrase: phrase.split(' '), meaning: lowerText(meaning).match(WORD_PIECES) ?? [] }));

function withSynonyms(pieces: readonly string[]): string[] {
  let out = [...pieces];
  for (const { phrase, meaning } of SYNONYM_WORDS) {
    for (let i = 0; i + phrase.length <= out.length; i += 1) {
      if (phrase.every((word, k) => fold(out[i + k]!) === word)) {
        out = [...out.slice(0, i), ...meaning, ...out.slice(i + phrase.length)];
        i += meaning.length - 1;
      }
    }
  }
  return out;
}

function queryWords(query: string): Word[] {
  const all = withSynonyms(lowerText(query.slice(0, MAX_QUERY_LENGTH)).match(WORD_PIECES) ?? []).map(searchWord);
  const meaningful = all.filter((w) => !FUNCTION_WORDS.has(w.text));
  // A query made only of function words ("la") is a word being typed: keep it as it is.
  const chosen = meaningful.length > 0 ? meaningful : all;
  return [...new Map(chosen.map((w) => [`${w.text} ${w.stem}`, w])).values()];
}

/** `query` without a plural -s/-x, to find it inside longer words. */
function singularOf(query: Word): string {
  return query.text.length > 3 ? query.text.replace(/[sx]$/, '') : query.text;
}

function matchQuality(query: Word, singular: string, word: Word): number {
  if (query.stem === word.stem || query.text === word.text) return EXACT;
  if (word.text.startsWith(query.text)) return PREFIX;
  if (query.stem.length >= 5 && withinOneEdit(query.stem, word.stem)) return ONE_TYPO;
  // Inside a longer word, plural or not ("oeufs" in "boeuf"); never the same word under
  // another stem ("pates" is not "pâté").
  if (singular.length >= 3 && word.text.length > singular.length && word.text.includes(singular)) return INSIDE;
  return 0;
}

interface NameScore {
  readonly score: number;
  /** Every query word matched a word of the name itself, not the inside of a word. */
  readonly strong: boolean;
}

/**
 * Score of a name that matches every query word (`quality[k][word]`: how well query word k
 * matches that vocabulary word).
 */
function scoreName(tokens: readonly NameToken[], quality: readonly Float64Array[]): NameScore {
  let score = 0;
  let strong = true;
  let viaAlias = false;
  const answered = new Uint8Array(tokens.length);
  let previous: Uint8Array | undefined;
  for (const perWord of quality) {
    let best = 0;
    let bestAt = -1;
    let bestQuality = 0;
    let inSequence = false;
    const matched = new Uint8Array(tokens.length);
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      const q = perWord[token.word]!;
      if (q === 0) continue;
      if (q >= PREFIX) {
        matched[i] = 1;
        answered[i] = 1;
        inSequence ||= token.joined && previous?.[i - 1] === 1;
      }
      const value = q * MATCH_WEIGHT[token.zone] + (token.first && q >= PREFIX ? FIRST_WORD_BONUS : 0);
      if (value > best) [best, bestAt, bestQuality] = [value, i, q];
    }
    answered[bestAt] = 1;
    viaAlias ||= tokens[bestAt]!.zone === 'alias' && bestQuality >= PREFIX;
    strong &&= bestQuality > INSIDE;
    score += best + (inSequence ? IN_SEQUENCE_BONUS : 0);
    previous = matched;
  }
  tokens.forEach((token, i) => {
    if (answered[i] === 1) return;
    // Found by one of its other names, the food's own head words describe it, like qualifiers.
    score -= viaAlias && token.zone === 'head' ? Math.min(token.unaskedCost, UNASKED_COST.qualifier) : token.unaskedCost;
  });
  return { score, strong };
}

interface Scored<T> {
  readonly item: T;
  readonly score: number;
}

export interface NameSearchOptions<T> {
  /** A fixed score added to an item whatever the query (an everyday food before a rare one). */
  readonly prior?: (item: T) => number;
}

export interface QueryOptions<T> {
  /**
   * A score added for this query only, to items that match every query word well (the person's
   * own recent and frequent foods). 0 for the others.
   */
  readonly boost?: (item: T) => number;
}

export type NameSearch<T> = (query: string, limit: number, options?: QueryOptions<T>) => T[];

/** Builds the index once; the returned function ranks `items` by name for a query. */
export function createNameSearch<T extends { readonly name: string }>(items: readonly T[], options: NameSearchOptions<T> = {}): NameSearch<T> {
  const vocabulary = new Vocabulary();
  const names: IndexedName<T>[] = items.map((item) => ({ item, tokens: indexName(item.name, vocabulary), prior: options.prior?.(item) ?? 0 }));
  // Which names hold each vocabulary word, so a query only scores the names that hold all its words.
  const namesWith: number[][] = vocabulary.words.map(() => []);
  names.forEach(({ tokens }, n) => {
    for (const { word } of tokens) if (namesWith[word]!.at(-1) !== n) namesWith[word]!.push(n);
  });
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

  return (query, limit, { boost } = {}) => {
    const wanted = Math.max(0, Math.floor(limit));
    const asked = queryWords(query);
    if (asked.length === 0 || wanted === 0) return [];
    // Each query word is compared with each distinct name word once, not once per name.
    const quality = asked.map((q) => {
      const singular = singularOf(q);
      return Float64Array.from(vocabulary.words, (word) => matchQuality(q, singular, word));
    });

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
      if (count !== asked.length) return;
      const { item, tokens, prior } = names[n]!;
      const { score, strong } = scoreName(tokens, quality);
      // Rounded: floating-point sums in another order must not break a tie differently.
      found.push({ item, score: Math.round((score + prior + (strong && boost ? boost(item) : 0)) * 1e6) / 1e6 });
    });
    found.sort((a, b) => b.score - a.score || a.item.name.length - b.item.name.length || collator.compare(a.item.name, b.item.name));
    return found.slice(0, wanted).map((s) => s.item);
  };
}
