import { describe, expect, it } from 'vitest';
import { pseudonymKey } from './pseudonym-key.server.ts';

const same = (a: string, b: string) => expect(pseudonymKey(a), `${a} / ${b}`).toBe(pseudonymKey(b));
const differ = (a: string, b: string) => expect(pseudonymKey(a), `${a} / ${b}`).not.toBe(pseudonymKey(b));

describe('pseudonymKey: one key for names that look the same', () => {
  it('ignores case, accents, spaces, dots and dashes, as uniqueness always did', () => {
    for (const other of ['alizee', 'ALIZEE', 'Alizee', 'a.li-zée', 'Ali zée', 'ALIZÉE']) same('Alizée', other);
  });

  it('Cyrillic and Greek letters that look Latin', () => {
    same('Alizée', '\u0410lizée'); // Cyrillic А
    same('Alizée', 'Aliz\u0435\u0435'); // Cyrillic е
    same('Alizée', '\u0391lizée'); // Greek Α
    same('Hugo', '\u041Dugo'); // Cyrillic Н, a capital only
    same('Bobby', '\u0392obby'); // Greek Β
    same('Carole', '\u0421\u0430r\u043Ele'); // Cyrillic С, а, о
  });

  it('full-width forms (NFKC)', () => {
    same('Alizée', 'ａｌｉｚｅｅ');
    same('Alizée', 'ＡＬＩＺＥＥ');
  });

  it('Lisu letters and other look-alikes of l, I and 1', () => {
    same('Alizée', 'A\uA4F2izée'); // Lisu ꓲ for l
    same('Alizée', '\uA4EElizée'); // Lisu ꓮ for A
    same('Alizée', 'AIizée'); // capital I for l
    same('Alizée', 'A1izée'); // digit one for l
  });

  it('digits and letters confused with each other, and rn for m', () => {
    same('Bobby', 'B0bby');
    same('Emma', 'Ernrna');
  });

  it('keeps names that do not look alike apart', () => {
    differ('Alizée', 'Alizés');
    differ('Bobby', 'Bobbie');
    differ('Hugo', 'Hugues');
    differ('Léa', 'Lia');
  });

  it('is always a document id: no slash, never empty for a valid pseudonym', () => {
    const key = pseudonymKey('½ ¼ ノ');
    expect(key).not.toContain('/');
    expect(key).toContain('%2F');
    differ('½', '1%2F2');
    for (const name of ['Alizée', 'ノノノ', '٠٠٠', '李小龍', 'Ølga']) {
      expect(pseudonymKey(name).length).toBeGreaterThan(0);
      expect(pseudonymKey(name)).not.toMatch(/^\.\.?$|^__.*__$|\//);
    }
  });
});
