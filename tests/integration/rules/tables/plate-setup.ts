// The bar and the discs a person has, for the plate calculator of the session screens.
import { serverTimestamp } from 'firebase/firestore/lite';
import { DISC_SIZES_KG, MAX_DISC_PAIRS } from '#app/lib/training/plates.ts';
import { documentTable, withoutKey, type RulesTable } from '../rules-table.ts';

const everySize = DISC_SIZES_KG.map((weightKg) => ({ weightKg, pairs: MAX_DISC_PAIRS }));

export const PLATE_SETUP_TABLE: RulesTable = documentTable(
  'users/{uid}/settings/plates',
  {
    path: 'users/alice/settings/plates',
    merge: true,
    list: false,
    valid: { barKg: 15, discs: [{ weightKg: 20, pairs: 2 }, { weightKg: 2.5, pairs: 1 }, { weightKg: 1.25, pairs: 3 }], updatedAt: serverTimestamp() },
    change: { barKg: 20, discs: [{ weightKg: 50, pairs: 4 }] },
    invalid: [
      ['a bar of an unknown weight', { barKg: 12 }],
      ['a bar as text', { barKg: '20' }],
      ['a disc of an unknown size', { discs: [{ weightKg: 3, pairs: 1 }] }],
      ['no pair of a size', { discs: [{ weightKg: 20, pairs: 0 }] }],
      ['more pairs than the bound', { discs: [{ weightKg: 20, pairs: MAX_DISC_PAIRS + 1 }] }],
      ['half a pair', { discs: [{ weightKg: 20, pairs: 1.5 }] }],
      ['a disc with another key', { discs: [{ weightKg: 20, pairs: 1, colour: 'rouge' }] }],
      ['a disc without its pairs', { discs: [{ weightKg: 20 }] }],
      ['a disc that is not a map', { discs: [20] }],
      ['more sizes than are known', { discs: [...everySize, { weightKg: 20, pairs: 1 }] }],
      ['discs that are not a list', { discs: { weightKg: 20, pairs: 1 } }],
      ['a bad disc after ten good ones', { discs: [...everySize.slice(0, 10), { weightKg: 0.5, pairs: 0 }] }],
      ['a missing bar', (valid) => withoutKey(valid, 'barKg')],
      ['missing discs', (valid) => withoutKey(valid, 'discs')],
    ],
  },
  [
    { name: 'every known size, each at the bound', run: { op: 'set', data: { barKg: 20, discs: everySize, updatedAt: serverTimestamp() }, merge: true }, expect: 'allow' },
    { name: 'a bar alone, no disc', run: { op: 'set', data: { barKg: 5, discs: [], updatedAt: serverTimestamp() }, merge: true }, expect: 'allow' },
  ],
);
