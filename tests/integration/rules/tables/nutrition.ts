// Foods, recipes, day logs and meal plans: the shapes of the data model and their specifications,
// with the bounds written in firestore.rules.
import { serverTimestamp } from 'firebase/firestore/lite';
import { documentTable, stamps, withoutKey, type Data, type RulesTable } from '../rules-table.ts';

const per100g = { kcal: 52, proteinG: 0.3, carbsG: 11.6, sugarsG: 9.4, fatG: 0.2, satFatG: null, fiberG: 2.4, saltG: 0.01 };
const food = {
  name: 'Pomme, chair et peau, crue',
  brand: null,
  barcode: '3017620422003',
  per100g,
  servings: [{ label: '1 pomme moyenne', grams: 150 }],
  source: 'off',
  favorite: true,
  nutriscore: 'a',
  nova: 1,
};
const servings = (n: number, last: Data = { label: '1 tranche', grams: 40 }) => [
  ...Array.from({ length: n - 1 }, () => ({ label: '1 tranche', grams: 40 })),
  last,
];

const FOOD = 'users/alice/foods/f1';
const foods = documentTable(
  'users/{uid}/foods/{id}',
  {
    path: FOOD,
    valid: { ...food, ...stamps() },
    change: { favorite: false },
    invalid: [
      ['an empty name', { name: '' }],
      ['a name too long', { name: 'x'.repeat(121) }],
      ['a brand too long', { brand: 'x'.repeat(81) }],
      ['a barcode with letters', { barcode: '30176204220AB' }],
      ['a barcode too short', { barcode: '1234567' }],
      ['a nutrient missing', { per100g: withoutKey(per100g, 'saltG') }],
      ['an unknown nutrient', { per100g: { ...per100g, alcoholG: 0 } }],
      ['more than 1,000 kcal per 100 g', { per100g: { ...per100g, kcal: 1001 } }],
      ['more than 100 g of protein per 100 g', { per100g: { ...per100g, proteinG: 100.5 } }],
      ['a negative amount', { per100g: { ...per100g, fatG: -1 } }],
      ['a nutrient as text', { per100g: { ...per100g, kcal: '52' } }],
      ['more than 20 servings', { servings: servings(21) }],
      ['an invalid 20th serving', { servings: servings(20, { label: '1 tranche', grams: 0 }) }],
      ['a serving label too long', { servings: [{ label: 'x'.repeat(41), grams: 40 }] }],
      ['a serving over 5 kg', { servings: [{ label: '1 meule', grams: 5001 }] }],
      ['a serving with an extra key', { servings: [{ label: '1 tranche', grams: 40, kcal: 100 }] }],
      ['an unknown source', { source: 'scan' }],
      ['favourite as text', { favorite: 'oui' }],
      ['an unknown Nutri-Score', { nutriscore: 'f' }],
      ['a NOVA group past 4', { nova: 5 }],
      ['a NOVA group as text', { nova: '4' }],
      ['micronutrients as a list', { micronutrients: [452] }],
      ['a micronutrient the app does not track', { micronutrients: { sodiumMg: 452, caffeineMg: 12 } }],
      ['no servings list', (valid) => withoutKey(valid, 'servings')],
    ],
  },
  [
    {
      name: 'an imported product with the micronutrients its label gave, a limit included',
      run: { op: 'set', data: { ...food, micronutrients: { sodiumMg: 452, magnesiumMg: 156, vitaminDUg: { below: 0.5 } }, ...stamps() } },
      expect: 'allow',
    },
    {
      name: 'a food of my own, no brand, no barcode, unknown values and 20 servings',
      run: {
        op: 'set',
        data: { name: 'Pain maison', per100g: { ...per100g, sugarsG: null, saltG: null }, servings: servings(20), source: 'perso', ...stamps() },
      },
      expect: 'allow',
    },
  ],
);

const ingredient = { ref: { kind: 'food', id: 'f1' }, name: 'Riz basmati cuit', grams: 200, per100g };
const recipe = {
  name: 'Riz au poulet',
  servings: 2,
  cookedWeightG: 500,
  ingredients: [ingredient, { ...ingredient, ref: { kind: 'base', id: '36018' }, name: 'Poulet', grams: 150 }],
  instructions: 'Cuire le riz.',
};

const RECIPE = 'users/alice/recipes/r1';
const recipes = documentTable(
  'users/{uid}/recipes/{id}',
  {
    path: RECIPE,
    valid: { ...recipe, ...stamps() },
    change: { servings: 4 },
    invalid: [
      ['an empty name', { name: '' }],
      ['a name too long', { name: 'x'.repeat(121) }],
      ['no serving', { servings: 0 }],
      ['more than 100 servings', { servings: 101 }],
      ['half a serving more', { servings: 2.5 }],
      ['a cooked weight of zero', { cookedWeightG: 0 }],
      ['a cooked weight under a gram', { cookedWeightG: 0.5 }],
      ['a cooked weight over 100 kg', { cookedWeightG: 100_001 }],
      ['no ingredient', { ingredients: [] }],
      ['more than 100 ingredients', { ingredients: Array.from({ length: 101 }, () => ingredient) }],
      ['instructions too long', { instructions: 'x'.repeat(10_001) }],
    ],
  },
  [
    {
      name: 'a recipe whose cooked weight is unknown (null)',
      run: { op: 'set', data: { ...recipe, cookedWeightG: null, ...stamps() } },
      expect: 'allow',
    },
    {
      name: 'a recipe of 100 ingredients without a cooked weight',
      run: { op: 'set', data: { ...withoutKey(recipe, 'cookedWeightG'), ingredients: Array.from({ length: 100 }, () => ingredient), ...stamps() } },
      expect: 'allow',
    },
  ],
);

const entry = { id: 'e1', meal: 'dejeuner', ref: { kind: 'food', id: 'f1' }, name: 'Pomme', grams: 150, serving: { label: '1 pomme moyenne', count: 1 }, nutrients: per100g };
const LOG = 'users/alice/foodLogs/2026-03-15';
const log = { entries: [entry] };
const logWrite = (data: Data) => ({ op: 'set', merge: true, data: { ...data, updatedAt: serverTimestamp() } }) as const;

const foodLogs = documentTable(
  'users/{uid}/foodLogs/{id}',
  {
    path: LOG,
    merge: true,
    valid: { ...log, updatedAt: serverTimestamp() },
    change: { entries: [] },
    invalid: [
      ['more than 120 entries', { entries: Array.from({ length: 121 }, () => entry) }],
      ['entries that are not a list', { entries: { e1: entry } }],
    ],
  },
  [
    { name: 'a day of 120 entries', run: logWrite({ entries: Array.from({ length: 120 }, () => entry) }), expect: 'allow' },
    { name: 'the log of a leap day', path: 'users/alice/foodLogs/2024-02-29', run: logWrite(log), expect: 'allow' },
    ...['2026-02-30', '2025-02-29', '2026-3-15', 'aujourdhui'].map(
      (id) => ({ name: `a log whose id '${id}' is not a day`, path: `users/alice/foodLogs/${id}`, run: logWrite(log), expect: 'deny' }) as const,
    ),
  ],
);

const MEALS = ['petit-dejeuner', 'dejeuner', 'diner', 'collation'];
const planned = { ...withoutKey(entry, 'meal'), id: 'p1', group: 'fruits, légumes, légumineuses et oléagineux' };
const plannedDay = Object.fromEntries(MEALS.map((meal) => [meal, [planned]]));
const plan = { days: Array.from({ length: 7 }, () => plannedDay), ticked: ['ciqual-13039'] };
const PLAN = 'users/alice/mealPlans/2026-W11';
const withDay = (i: number, day: unknown) => ({ ...plan, days: plan.days.map((d, j) => (j === i ? day : d)) });

const mealPlans = documentTable(
  'users/{uid}/mealPlans/{id}',
  {
    path: PLAN,
    merge: true,
    valid: { ...plan, updatedAt: serverTimestamp() },
    change: { ticked: ['ciqual-13039', 'off-3017620422003'] },
    invalid: [
      ['6 days', { days: plan.days.slice(1) }],
      ['8 days', { days: [...plan.days, plannedDay] }],
      ['an unknown meal on Sunday', withDay(6, { ...plannedDay, gouter: [planned] })],
      ['31 items in a meal', withDay(3, { ...plannedDay, diner: Array.from({ length: 31 }, () => planned) })],
      ['a meal that is not a list', withDay(0, { ...plannedDay, dejeuner: planned })],
      ['a day that is not a map', withDay(2, 'repos')],
      ['a day without its snack', withDay(5, withoutKey(plannedDay, 'collation'))],
      ['841 lines ticked', { ticked: Array.from({ length: 841 }, (_, i) => `f${i}`) }],
      ['ticks that are not a list', { ticked: 'ciqual-13039' }],
    ],
  },
  [
    {
      name: 'a week of 30 items in every meal',
      run: logWrite({
        days: Array.from({ length: 7 }, () => Object.fromEntries(MEALS.map((m) => [m, Array.from({ length: 30 }, () => planned)]))),
        ticked: Array.from({ length: 840 }, (_, i) => `f${i}`),
      }),
      expect: 'allow',
    },
    // 2026 and 2020 have a week 53 (they start on a Thursday, or a Wednesday in a leap year); 2025 does not.
    ...['2026-W53', '2020-W53', '2026-W01'].map(
      (id) => ({ name: `the plan of week ${id}`, path: `users/alice/mealPlans/${id}`, run: logWrite(plan), expect: 'allow' }) as const,
    ),
    ...['2025-W53', '2026-W54', '2026-W00', '2026-W1', '2026-11'].map(
      (id) => ({ name: `a plan whose id '${id}' is not an ISO week`, path: `users/alice/mealPlans/${id}`, run: logWrite(plan), expect: 'deny' }) as const,
    ),
  ],
);

export const NUTRITION_TABLES: readonly RulesTable[] = [foods, recipes, foodLogs, mealPlans];
