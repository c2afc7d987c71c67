import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MICRONUTRIENT_KEYS, type MicronutrientKey, type Micronutrients, type MicronutrientValue } from './micronutrients.ts';
import { fromOffProduct, type Food } from './open-food-facts.ts';

const fixturesDir = new URL('../../../tests/fixtures/off/', import.meta.url);
const load = (file: string): unknown => JSON.parse(readFileSync(new URL(file, fixturesDir), 'utf8'));
const manifest = load('index.json') as { fixtures: { file: string }[] };

/** Micronutrients per 100 g: the ones given, every other one unknown. */
const micros = (known: Partial<Record<MicronutrientKey, MicronutrientValue>> = {}): Micronutrients =>
  Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, known[key] ?? null])) as Micronutrients;

const noValues = { kcal: null, proteinG: null, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null };

// What each recorded response must give, read by hand from the files.
const expected: Record<string, Food | null> = {
  'product-v2_3017620422003_nutella_openapi-example_2022.json': {
    name: 'Pâte à tartiner Nutella noisettes et cacao - 400g',
    brand: 'Ferrero',
    barcode: '3017620422003',
    per100g: { kcal: 539, proteinG: 6.3, carbsG: 57.5, sugarsG: 56.3, fatG: 30.9, satFatG: 10.6, fiberG: null, saltG: 0.107 },
    servings: [{ label: '15g', grams: 15 }],
    nutriscore: 'e',
    nova: 4,
    micronutrients: micros({ sodiumMg: 42.8 }),
  },
  'product_3225350000501_pulco-citron-sirop_2021.json': {
    name: 'Pulco Citron',
    brand: 'Pulco',
    barcode: '3225350000501',
    per100g: { kcal: 23, proteinG: 0.2, carbsG: 1.6, sugarsG: 0.8, fatG: 0, satFatG: 0, fiberG: null, saltG: 0.01 },
    servings: [{ label: '100ml', grams: 100 }],
    nutriscore: 'b',
    nova: 1,
    micronutrients: micros({ sodiumMg: 4 }),
  },
  'product_3228857000852_harrys-pain-de-mie_2021.json': {
    name: 'Pain 100% mie nature PT',
    brand: 'Harrys',
    barcode: '3228857000852',
    per100g: { kcal: 268, proteinG: 7, carbsG: 48.5, sugarsG: 7.7, fatG: 4.3, satFatG: 0.4, fiberG: 3.8, saltG: 1.13 },
    servings: [{ label: '25g', grams: 25 }],
    nutriscore: 'b',
    nova: 4,
    micronutrients: micros({ sodiumMg: 452 }),
  },
  'product_3088543506255_sirop-agave-no-nutrition-data_2021.json': null,
  'product-v0_7622210288257_poulain-grand-arome_2020.json': {
    name: 'Grand Arôme',
    brand: 'Poulain',
    barcode: '7622210288257',
    per100g: { kcal: 375, proteinG: 7.5, carbsG: 71, sugarsG: 67, fatG: 3.9, satFatG: 2.4, fiberG: 10.5, saltG: 0.03 },
    servings: [],
    nutriscore: null,
    // The label gave magnesium 156 mg and phosphorus 246 mg; OFF stores 0.156 g and 0.246 g.
    nova: 4,
    micronutrients: micros({ magnesiumMg: 156, sodiumMg: 12, phosphorusMg: 246 }),
  },
  // fields=nutriments: no name was asked for; the barcode comes from the envelope; kcal from 400 kJ.
  'product-v2_fields-nutriments_server-test-product.json': {
    name: '',
    brand: null,
    barcode: '0200000000034',
    per100g: { kcal: 95.6, proteinG: 4.5, carbsG: 10.5, sugarsG: 12.5, fatG: 8.5, satFatG: 5.6, fiberG: 2, saltG: 0.0502 },
    servings: [],
    nutriscore: null,
    nova: null,
    micronutrients: micros({ sodiumMg: 20.08 }),
  },
  'not-found_v2_12345678.json': null,
  'not-found_v3_12345678.json': null,
  // Search envelopes are not products; their hits are mapped one by one below.
  'search_cgi-search-pl_coca_page1_size20_2025-06.trimmed.json': null,
  'search_api-v2_code-list_fields-_id-_keywords_2021.json': null,
};

describe('fromOffProduct on the recorded Open Food Facts responses', () => {
  it('has an expectation for every recording, and every recording is in the manifest', () => {
    const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json') && f !== 'index.json');
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    expect(manifest.fixtures.map((f) => f.file).sort()).toEqual(files.sort());
  });

  for (const [file, food] of Object.entries(expected)) {
    it(file, () => {
      expect(fromOffProduct(load(file))).toEqual(food);
    });
  }

  describe('the hits of the "coca" text search (bare product objects)', () => {
    const hits = (load('search_cgi-search-pl_coca_page1_size20_2025-06.trimmed.json') as { products: unknown[] }).products;
    const foods = hits.map((hit) => fromOffProduct(hit));
    const byCode = new Map(foods.flatMap((f) => (f ? [[f.barcode, f]] : [])));

    it('maps the 19 hits that have nutrition data; the one without any gives null', () => {
      expect(hits).toHaveLength(20);
      expect(foods.filter((f) => f === null)).toHaveLength(1);
      expect(byCode.has('0402004014227')).toBe(false);
      expect([...byCode.values()].every((f) => f.name !== '' && f.per100g.kcal !== null)).toBe(true);
    });

    it('takes the French name first, then the main name', () => {
      expect(byCode.get('54491472')?.name).toBe('Original Taste');
      expect(byCode.get('5449000036872')?.name).toBe('Hawai Tropical');
      expect(byCode.get('5449000044808')?.name).toBe('Tonic water');
      expect(byCode.get('5000112576009')?.name).toBe('Coke Zero');
    });

    it('computes kcal from kJ when kcal is missing', () => {
      expect(byCode.get('5449000044808')?.per100g.kcal).toBe(20.3);
    });

    it('reads the serving as a number or a string, in ml for drinks', () => {
      expect(byCode.get('54491472')?.servings).toEqual([{ label: '500 ml', grams: 500 }]);
      expect(byCode.get('42105220')?.servings).toEqual([{ label: '450ml', grams: 450 }]);
      expect(byCode.get('5449000011527')?.servings).toEqual([{ label: '1 can (330 ml)', grams: 330 }]);
      expect(byCode.get('5449000044808')?.servings).toEqual([]);
    });

    it('keeps the first brand and a known Nutri-Score only', () => {
      expect(byCode.get('5449000036872')?.brand).toBe('Hawai');
      expect(byCode.get('5449000044808')).toMatchObject({ brand: 'Schweppes', nutriscore: 'd' });
      expect(byCode.get('5449000011527')).toMatchObject({ nutriscore: null, per100g: { saltG: null, fiberG: null } });
    });

    it('keeps a sodium of 0 as known and a missing sodium as unknown', () => {
      expect(byCode.get('54491472')?.micronutrients.sodiumMg).toBe(0);
      expect(byCode.get('5449000147417')?.micronutrients.sodiumMg).toBe(50.4);
      expect(byCode.get('5449000011527')?.micronutrients.sodiumMg).toBeNull();
      expect(byCode.get('5449000036872')?.nova).toBeNull();
      expect(byCode.get('5449000044808')?.nova).toBe(4);
    });
  });
});

describe('fromOffProduct on other shapes and bad values', () => {
  const product = (fields: Record<string, unknown>, nutriments: Record<string, unknown> = { 'energy-kcal_100g': 100 }) => ({
    code: '3017620422003',
    status: 1,
    product: { code: '3017620422003', product_name: 'Produit', nutriments, ...fields },
  });

  it('reads an API v3 envelope', () => {
    const food = fromOffProduct({ code: '3017620422003', status: 'success', result: { id: 'product_found' }, product: { product_name_fr: 'Pâte', nutriments: { 'energy-kcal_100g': 539 } } });
    expect(food).toMatchObject({ name: 'Pâte', barcode: '3017620422003', per100g: { kcal: 539 } });
  });

  it('returns null for anything that is not a found product', () => {
    for (const response of [null, undefined, 'Nutella', 42, [], {}, { status: 0, code: '3017620422003' }, { status: 'failure', product: { code: '1' } }, { status: 1 }]) {
      expect(fromOffProduct(response), JSON.stringify(response)).toBeNull();
    }
  });

  it('returns null without a barcode made of digits', () => {
    expect(fromOffProduct({ status: 1, product: { product_name: 'X', nutriments: { 'energy-kcal_100g': 1 } } })).toBeNull();
    expect(fromOffProduct({ status: 1, product: { code: 'abc', product_name: 'X', nutriments: { 'energy-kcal_100g': 1 } } })).toBeNull();
  });

  it('returns null when no nutrient is known, even if the product does not say so', () => {
    expect(fromOffProduct(product({}, { 'nova-group_100g': 4, proteins_unit: 'g' }))).toBeNull();
    expect(fromOffProduct(product({ nutriments: undefined }))).toBeNull();
  });

  it('reads numbers written as text, with a decimal comma', () => {
    expect(fromOffProduct(product({}, { 'energy-kcal_100g': '250', proteins_100g: '12,5', fat_100g: ' 3.2 ' }))?.per100g).toEqual({ ...noValues, kcal: 250, proteinG: 12.5, fatG: 3.2 });
  });

  it('treats impossible or unreadable values as unknown', () => {
    const food = fromOffProduct(
      product({}, { 'energy-kcal_100g': 1500, proteins_100g: -2, carbohydrates_100g: 140, sugars_100g: '', fat_100g: 'n/a', 'saturated-fat_100g': 3, fiber_100g: null, salt_100g: 101 }),
    );
    expect(food?.per100g).toEqual({ ...noValues, satFatG: 3 });
    expect(fromOffProduct(product({}, { 'energy-kcal_100g': 1500, 'energy-kj_100g': 900 }))).toBeNull();
  });

  it('takes salt from sodium × 2.5 when salt is missing', () => {
    expect(fromOffProduct(product({}, { sodium_100g: 0.4 }))?.per100g.saltG).toBe(1);
  });

  it('falls back to the generic name, and leaves the name empty when there is none', () => {
    expect(fromOffProduct(product({ product_name: ' ', generic_name_fr: 'Biscuit  sec ' }))?.name).toBe('Biscuit sec');
    expect(fromOffProduct(product({ product_name: undefined }))?.name).toBe('');
  });

  it('reads brands given as a list (Search-a-licious)', () => {
    expect(fromOffProduct(product({ brands: [' Ferrero', 'Nutella'] }))?.brand).toBe('Ferrero');
    expect(fromOffProduct(product({ brands: '' }))?.brand).toBeNull();
  });

  it('labels a serving without text by its weight, and skips unusable servings', () => {
    expect(fromOffProduct(product({ serving_quantity: 30 }))?.servings).toEqual([{ label: '30 g', grams: 30 }]);
    expect(fromOffProduct(product({ serving_quantity: '0', serving_size: '0 g' }))?.servings).toEqual([]);
    expect(fromOffProduct(product({ serving_quantity: 2, serving_quantity_unit: 'oz', serving_size: '2 oz' }))?.servings).toEqual([]);
    expect(fromOffProduct(product({ serving_size: '1 biscuit' }))?.servings).toEqual([]);
  });

  it('accepts an upper-case Nutri-Score and the older nutrition_grades field', () => {
    expect(fromOffProduct(product({ nutriscore_grade: 'A' }))?.nutriscore).toBe('a');
    expect(fromOffProduct(product({ nutrition_grades: 'c' }))?.nutriscore).toBe('c');
    expect(fromOffProduct(product({ nutriscore_grade: 'not-applicable' }))?.nutriscore).toBeNull();
  });

  it('converts micronutrients from the grams OFF stores to each one\'s unit', () => {
    const food = fromOffProduct(
      product({}, {
        'energy-kcal_100g': 60,
        calcium_100g: 0.12,
        iron_100g: '0,0021',
        iodine_100g: 0.000015,
        'vitamin-a_100g': 0.00009,
        'vitamin-c_100g': 0.0316,
        'vitamin-pp_100g': 0.0045,
        'pantothenic-acid_100g': 0.0011,
        'vitamin-b9_100g': 0.00003,
        'vitamin-b12_100g': 0.0000004,
        'vitamin-k_100g': 0.000012,
        cholesterol_100g: 0.011,
        'alpha-linolenic-acid_100g': 0.8,
        'docosahexaenoic-acid_100g': 0.05,
      }),
    );
    expect(food?.micronutrients).toEqual(
      micros({
        calciumMg: 120,
        ironMg: 2.1,
        iodineUg: 15,
        vitaminAUg: 90,
        vitaminCMg: 31.6,
        vitaminB3Mg: 4.5,
        vitaminB5Mg: 1.1,
        vitaminB9Ug: 30,
        vitaminB12Ug: 0.4,
        vitaminK1Ug: 12,
        cholesterolMg: 11,
        alaG: 0.8,
        dhaG: 0.05,
      }),
    );
  });

  it('prefers phylloquinone and vitamin-b9 over their looser ids, and falls back to them', () => {
    const both = fromOffProduct(product({}, { 'energy-kcal_100g': 1, phylloquinone_100g: 0.00002, 'vitamin-k_100g': 0.00009, 'vitamin-b9_100g': 0.0001, folates_100g: 0.0002 }));
    expect(both?.micronutrients).toMatchObject({ vitaminK1Ug: 20, vitaminB9Ug: 100 });
    const loose = fromOffProduct(product({}, { 'energy-kcal_100g': 1, folates_100g: 0.0002 }));
    expect(loose?.micronutrients.vitaminB9Ug).toBe(200);
  });

  it('keeps "<" as a limit, and leaves impossible or unreadable micronutrients unknown', () => {
    const food = fromOffProduct(
      product({}, { 'energy-kcal_100g': 1, 'vitamin-d_100g': 0.0000005, 'vitamin-d_modifier': '<', zinc_100g: -1, potassium_100g: 150, selenium_100g: 'traces', copper_100g: '' }),
    );
    expect(food?.micronutrients).toEqual(micros({ vitaminDUg: { below: 0.5 } }));
  });

  it('reads the NOVA group 1–4 as a number or text, anything else as unknown', () => {
    expect(fromOffProduct(product({ nova_group: 1 }))?.nova).toBe(1);
    expect(fromOffProduct(product({ nova_group: '3' }))?.nova).toBe(3);
    for (const nova of [0, 5, 2.5, 'unknown', null, undefined]) expect(fromOffProduct(product({ nova_group: nova }))?.nova).toBeNull();
  });
});
