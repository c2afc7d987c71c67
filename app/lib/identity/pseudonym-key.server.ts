/*
 * The key that makes two pseudonyms "the same" for uniqueness: what they look like, not how they
 * are encoded. Server-only (the confusables table weighs 100 kB).
 *
 *  1. NFKC: compatibility forms become their usual letters (full-width `ａｌｉｚｅｅ` → `alizee`,
 *     ligatures, circled and styled letters).
 *  2. Spaces, dots, dashes and underscores go: `a.li-zée` is `alizée`.
 *  3. The confusables skeleton of Unicode UTS #39 (NFD, then each character mapped to the
 *     prototype it is confused with, then NFD again), with the mapping table of the `unhomoglyph`
 *     package (confusables.txt): Cyrillic `А` and Greek `Α` become `A`, Lisu `ꓲ` and Latin `I`
 *     become `l`, `0` becomes `O`, `m` becomes `rn`…
 *  4. Lower case, and the skeleton again: the table maps some capitals (Cyrillic `Н` → `H`) but not
 *     their lower-case forms to the same letters, so case is folded between two passes.
 *  5. Accents go (marks removed after NFD), as uniqueness always ignored them.
 *  6. `i` and `l` are one letter: the skeleton makes `I` an `l` while case folding makes it an `i`,
 *     so only merging them keeps both rules (`ALIZEE`, `AIizée` and `Alizée` are one name).
 *
 * The key may hold any character but `/` and `%`, escaped so that it is always a document id.
 */
import unhomoglyph from 'unhomoglyph';

const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

export function pseudonymKey(pseudonym: string): string {
  const plain = pseudonym.normalize('NFKC').replace(/[\s._-]+/g, '');
  return skeleton(skeleton(plain).toLowerCase())
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/i/g, 'l')
    .replace(/[%/]/g, (c) => (c === '%' ? '%25' : '%2F'));
}
