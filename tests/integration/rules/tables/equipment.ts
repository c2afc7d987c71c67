// The equipment a person has, to filter an exercise's equivalents.
import { serverTimestamp } from 'firebase/firestore/lite';
import { OWNED_EQUIPMENT } from '#app/lib/data/equipment.ts';
import { documentTable, withoutKey, type RulesTable } from '../rules-table.ts';

export const EQUIPMENT_TABLE: RulesTable = documentTable(
  'users/{uid}/settings/equipment',
  {
    path: 'users/alice/settings/equipment',
    merge: true,
    list: false,
    valid: { equipment: ['halteres', 'banc'], updatedAt: serverTimestamp() },
    change: { equipment: ['barre', 'rack', 'poulie'] },
    invalid: [
      ['an unknown kind of equipment', { equipment: ['halteres', 'trampoline'] }],
      ['bodyweight, which is never stored', { equipment: ['poids-du-corps'] }],
      ['an item twice', { equipment: ['halteres', 'halteres'] }],
      ['more items than there are kinds', { equipment: [...OWNED_EQUIPMENT, 'halteres'] }],
      ['equipment that is not a list', { equipment: 'halteres' }],
      ['an item that is not text', { equipment: [1] }],
      ['another key', { velo: true }],
      ['a missing list', (valid) => withoutKey(valid, 'equipment')],
    ],
  },
  [
    { name: 'every kind at once', run: { op: 'set', data: { equipment: [...OWNED_EQUIPMENT], updatedAt: serverTimestamp() }, merge: true }, expect: 'allow' },
    { name: 'nothing but bodyweight (an empty list)', run: { op: 'set', data: { equipment: [], updatedAt: serverTimestamp() }, merge: true }, expect: 'allow' },
  ],
);
