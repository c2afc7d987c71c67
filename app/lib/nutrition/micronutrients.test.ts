import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dayMicronutrients,
  entryMicronutrients,
  fromSnapshot,
  fromStored,
  MICRONUTRIENT_KEYS,
  micronutrientsFor,
  recipeMicronutrients,
  scaleSnapshot,
  sumMicronutrients,
  toSnapshot,
  totalCertainty,
  type Micronutrients,
  type StoredMicronutrients,
} from './micronutrients.ts';

const file = JSON.parse(readFileSync(new URL('./data/ciqual-2025-micronutrients.json', import.meta.url), 'utf8')) as {
  nutrients: string[];
  foods: Record<string, StoredMicronutrients>;
};
const food = (code: string) => fromStored(file.foods[code]!);

describe('Ciqual micronutrients (data/ciqual-2025-micronutrients.json)', () => {
  it('holds every food of the table, its values in the documented order', () => {
    expect(file.nutrients).toEqual(MICRONUTRIENT_KEYS);
    expect(Object.keys(file.foods)).toHaveLength(3484);
    for (const values of Object.values(file.foods)) {
      expect(values).toHaveLength(MICRONUTRIENT_KEYS.length);
      expect(() => fromStored(values)).not.toThrow();
    }
  });

  it('keeps the source cells: a value, "traces" and "< x" marked, "-" unknown', () => {
    const banana = food('13005');
    expect(banana.potassiumMg).toBe(320);
    expect(banana.vitaminCMg).toBe(7.16);
    expect(banana.sodiumMg).toEqual({ below: 5 }); // "< 5"
    expect(banana.vitaminEMg).toEqual({ below: 0.08 }); // "< 0,08"
    expect(banana.vitaminDUg).toBe(0);
    expect(banana.vitaminK1Ug).toEqual({ below: 0.8 });
    const egg = food('22000');
    expect(egg.cholesterolMg).toBe(372);
    expect(egg.vitaminB12Ug).toBe(0.89);
    expect(egg.vitaminB9Ug).toBeNull(); // "-"
    expect(food('7001').vitaminB12Ug).toBeNull();
    // Counts of the source's conventions, per nutrient, as data/README.md gives them.
    const count = (key: number, test: (v: number | string | null) => boolean) => Object.values(file.foods).filter((v) => test(v[key] ?? null)).length;
    const vitaminC = MICRONUTRIENT_KEYS.indexOf('vitaminCMg');
    expect(count(vitaminC, (v) => typeof v === 'number')).toBe(1803);
    expect(count(vitaminC, (v) => v === null)).toBe(1086);
    expect(count(vitaminC, (v) => v === 't')).toBe(27);
    expect(count(vitaminC, (v) => typeof v === 'string' && v.startsWith('<'))).toBe(568);
  });
});

describe('a day of micronutrients', () => {
  const none = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, null])) as Micronutrients;
  const orange: Micronutrients = { ...none, vitaminCMg: 40, calciumMg: 30, vitaminDUg: { below: 0.5 } };
  const bread: Micronutrients = { ...none, vitaminCMg: { below: 0 }, calciumMg: 20 };

  it('scales values and limits with the quantity', () => {
    const half = micronutrientsFor(orange, 150);
    expect(half.vitaminCMg).toBeCloseTo(60);
    expect(half.vitaminDUg).toEqual({ below: 0.75 });
    expect(half.ironMg).toBeNull();
    expect(() => micronutrientsFor(orange, -1)).toThrow(RangeError);
  });

  it('adds what is known, counts below-limit values as 0 and says "au moins" when an entry lacks the value', () => {
    const day = sumMicronutrients([orange, bread, null]);
    expect(day.vitaminCMg).toEqual({ amount: 40, unknown: 1, belowLimit: 1, known: 2 });
    expect(totalCertainty(day.vitaminCMg)).toBe('atLeast');
    expect(day.ironMg).toEqual({ amount: 0, unknown: 3, belowLimit: 0, known: 0 });
    expect(totalCertainty(day.ironMg)).toBe('unknown');
    const known = sumMicronutrients([orange, bread]);
    expect(known.calciumMg).toEqual({ amount: 50, unknown: 0, belowLimit: 0, known: 2 });
    expect(totalCertainty(known.calciumMg)).toBe('exact');
  });

  it('a day with nothing eaten is an exact zero', () => {
    const empty = sumMicronutrients([]);
    expect(empty.vitaminCMg).toEqual({ amount: 0, unknown: 0, belowLimit: 0, known: 0 });
    expect(totalCertainty(empty.vitaminCMg)).toBe('exact');
  });
});

describe('reference intakes (data/anses-2021-references.json)', () => {
  it("gives an adult man's references and nothing the file does not hold", async () => {
    const { referenceIntake } = await import('./references.ts');
    expect(referenceIntake('vitaminCMg', 'homme', 35)).toEqual({ type: 'RNP', value: 110 });
    expect(referenceIntake('vitaminDUg', 'homme', 70)).toEqual({ type: 'AS', value: 15 });
    expect(referenceIntake('vitaminCMg', 'homme', 15)).toBeNull();
    expect(referenceIntake('cholesterolMg', 'homme', 35)).toBeNull();
  });

  it("gives an adult woman's references, with Anses' differences between the sexes", async () => {
    const { referenceIntake } = await import('./references.ts');
    expect(referenceIntake('vitaminCMg', 'femme', 35)).toEqual({ type: 'RNP', value: 110 });
    expect(referenceIntake('vitaminEMg', 'femme', 35)).toEqual({ type: 'AS', value: 9 });
    expect(referenceIntake('vitaminEMg', 'homme', 35)).toEqual({ type: 'AS', value: 10 });
    expect(referenceIntake('vitaminCMg', 'femme', 17)).toBeNull();
  });

  it('splits calcium at 25 years, as Anses does', async () => {
    const { referenceIntake } = await import('./references.ts');
    for (const sex of ['homme', 'femme'] as const) {
      expect(referenceIntake('calciumMg', sex, 18)).toEqual({ type: 'RNP', value: 1000 });
      expect(referenceIntake('calciumMg', sex, 24)).toEqual({ type: 'RNP', value: 1000 });
      expect(referenceIntake('calciumMg', sex, 25)).toEqual({ type: 'RNP', value: 950 });
      expect(referenceIntake('calciumMg', sex, 80)).toEqual({ type: 'RNP', value: 950 });
    }
  });

  it("gives the minerals' satisfactory intakes, with Anses' differences between the sexes", async () => {
    const { referenceIntake } = await import('./references.ts');
    expect(referenceIntake('magnesiumMg', 'homme', 30)).toEqual({ type: 'AS', value: 380 });
    expect(referenceIntake('magnesiumMg', 'femme', 30)).toEqual({ type: 'AS', value: 300 });
    expect(referenceIntake('potassiumMg', 'femme', 20)).toEqual({ type: 'AS', value: 3500 });
    expect(referenceIntake('potassiumMg', 'homme', 70)).toEqual({ type: 'AS', value: 3500 });
    expect(referenceIntake('copperMg', 'homme', 40)).toEqual({ type: 'AS', value: 1.9 });
    expect(referenceIntake('copperMg', 'femme', 40)).toEqual({ type: 'AS', value: 1.5 });
    expect(referenceIntake('manganeseMg', 'homme', 18)).toEqual({ type: 'AS', value: 2.8 });
    expect(referenceIntake('manganeseMg', 'femme', 65)).toEqual({ type: 'AS', value: 2.5 });
    expect(referenceIntake('magnesiumMg', 'femme', 16)).toBeNull();
  });

  it('names a source for every nutrient it gives a value for', () => {
    const file = JSON.parse(readFileSync(new URL('./data/anses-2021-references.json', import.meta.url), 'utf8')) as {
      sources: Record<string, string>;
      bands: { values: Record<string, unknown> }[];
    };
    for (const band of file.bands) for (const key of Object.keys(band.values)) expect(file.sources[key], key).toMatch(/https?:\/\//);
  });

  it('gives folates (vitamin B9) one RNP for both sexes, in dietary folate equivalents', async () => {
    const { referenceIntake } = await import('./references.ts');
    expect(referenceIntake('vitaminB9Ug', 'homme', 18)).toEqual({ type: 'RNP', value: 330 });
    expect(referenceIntake('vitaminB9Ug', 'femme', 70)).toEqual({ type: 'RNP', value: 330 });
    expect(referenceIntake('vitaminB9Ug', 'femme', 17)).toBeNull();
  });

  it('shows no reference for a nutrient whose Anses 2021 value could not be confirmed', async () => {
    const { referenceIntake } = await import('./references.ts');
    for (const key of ['ironMg', 'zincMg', 'vitaminAUg', 'vitaminB1Mg', 'vitaminB2Mg', 'vitaminB3Mg', 'vitaminB5Mg', 'sodiumMg'] as const) {
      expect(referenceIntake(key, 'homme', 35)).toBeNull();
      expect(referenceIntake(key, 'femme', 35)).toBeNull();
    }
  });

  it('covers every adult age with exactly one band per sex', () => {
    const file = JSON.parse(readFileSync(new URL('./data/anses-2021-references.json', import.meta.url), 'utf8')) as {
      bands: { sex: string; minAge: number; maxAge?: number }[];
    };
    for (const sex of ['homme', 'femme']) {
      for (let age = 18; age <= 110; age++) {
        const matching = file.bands.filter((b) => b.sex === sex && age >= b.minAge && (b.maxAge === undefined || age <= b.maxAge));
        expect(matching, `${sex} ${age}`).toHaveLength(1);
      }
    }
  });

  it('names only nutrients the app tracks', () => {
    const file = JSON.parse(readFileSync(new URL('./data/anses-2021-references.json', import.meta.url), 'utf8')) as { bands: { values: Record<string, unknown> }[] };
    for (const band of file.bands) for (const key of Object.keys(band.values)) expect(MICRONUTRIENT_KEYS).toContain(key);
  });
});

describe("a day's entries", () => {
  it('scales each food by its grams and counts a food without values as unknown', async () => {
    const { dayMicronutrients } = await import('./micronutrients.ts');
    const banana = food('13005');
    const day = dayMicronutrients(
      [
        { code: '13005', grams: 120 },
        { code: null, grams: 100 },
      ],
      (e) => (e.code ? banana : null),
    );
    expect(day.vitaminCMg.amount).toBeCloseTo(7.16 * 1.2);
    expect(totalCertainty(day.vitaminCMg)).toBe('atLeast');
    expect(day.vitaminCMg.unknown).toBe(1);
  });
});

describe('snapshots kept in day-log entries', () => {
  const none = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, null])) as Micronutrients;

  it('keeps only the known values, marks included, and reads the rest back as unknown', () => {
    const banana = food('13005');
    const snapshot = toSnapshot(micronutrientsFor(banana, 120));
    expect(snapshot.vitaminCMg).toBeCloseTo(7.16 * 1.2);
    expect((snapshot.sodiumMg as { below: number }).below).toBeCloseTo(6);
    expect(snapshot.vitaminDUg).toBe(0);
    expect('vitaminB9Ug' in toSnapshot(food('22000'))).toBe(false);
    expect(Object.values(snapshot)).not.toContain(null);
    const back = fromSnapshot(snapshot);
    expect(MICRONUTRIENT_KEYS.filter((key) => back[key] === null)).toEqual(MICRONUTRIENT_KEYS.filter((key) => banana[key] === null));
    expect(toSnapshot(none)).toEqual({});
  });

  it('scales with a new quantity, limits included, and refuses a negative factor', () => {
    expect(scaleSnapshot({ ironMg: 2, iodineUg: { below: 1 } }, 1.5)).toEqual({ ironMg: 3, iodineUg: { below: 1.5 } });
    expect(() => scaleSnapshot({}, -1)).toThrow(RangeError);
  });

  it("a day's sums take each entry's snapshot first, then its food's values, and count the rest as unknown", () => {
    const banana = food('13005');
    type Entry = { grams: number; code: string | null; micronutrients?: ReturnType<typeof toSnapshot> };
    const entries: Entry[] = [
      // An Open Food Facts product: its snapshot only knows sodium.
      { grams: 50, code: null, micronutrients: { sodiumMg: 226 } },
      // A banana logged before snapshots: looked up by its code.
      { grams: 120, code: '13005' },
      // A banana whose snapshot wins over the lookup (the food's values may have changed since).
      { grams: 100, code: '13005', micronutrients: { vitaminCMg: 5, sodiumMg: { below: 5 } } },
      // A food of my own without values.
      { grams: 100, code: null },
    ];
    const day = dayMicronutrients(entries, (e) => (e.code ? banana : null));
    expect(day.vitaminCMg.amount).toBeCloseTo(7.16 * 1.2 + 5);
    expect(day.vitaminCMg).toMatchObject({ known: 2, unknown: 2 });
    expect(totalCertainty(day.vitaminCMg)).toBe('atLeast');
    expect(day.sodiumMg).toMatchObject({ amount: 226, known: 3, belowLimit: 2, unknown: 1 });
    expect(entryMicronutrients(entries[0]!, () => banana)?.vitaminCMg).toBeNull();
    expect(totalCertainty(dayMicronutrients([entries[3]!], () => null).ironMg)).toBe('unknown');
  });

  it('a recipe knows a value only when every ingredient does, per 100 g of the dish', () => {
    const milk: Micronutrients = { ...none, calciumMg: 120, vitaminCMg: { below: 1 }, iodineUg: { below: 0 } };
    const flour: Micronutrients = { ...none, calciumMg: 20, vitaminCMg: { below: 0.5 }, ironMg: 1.2, iodineUg: 3 };
    // 500 g of milk and 250 g of flour cooked down to 600 g.
    const dish = recipeMicronutrients(
      [
        { per100g: milk, grams: 500 },
        { per100g: flour, grams: 250 },
      ],
      600,
    );
    expect(dish?.calciumMg).toBeCloseTo(((600 + 50) / 600) * 100);
    expect((dish?.vitaminCMg as { below: number }).below).toBeCloseTo(((5 + 1.25) / 600) * 100);
    expect(dish?.iodineUg).toBeCloseTo((7.5 / 600) * 100); // milk's traces count as 0 beside the flour's value
    expect(dish?.ironMg).toBeNull(); // the milk does not know it
    const withUnknownFood = recipeMicronutrients([{ per100g: milk, grams: 500 }, { per100g: null, grams: 10 }], 510);
    expect(MICRONUTRIENT_KEYS.every((key) => withUnknownFood?.[key] === null)).toBe(true);
    expect(recipeMicronutrients([], 100)).toBeNull();
    expect(recipeMicronutrients([{ per100g: milk, grams: 100 }], 0)).toBeNull();
  });
});
