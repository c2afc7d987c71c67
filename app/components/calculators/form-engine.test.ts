import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, type FieldError } from '#app/lib/calculators/index.ts';
import { CALCULATOR_FORMS } from './definitions.ts';
import { centimetresFromMetres, initialRaw, parseField, parseValues, placeErrors, summarisePrefill } from './form-engine.ts';
import { heightField, weightField } from './fields.ts';
import { EMPTY_PREFILL, type Prefill } from '#app/lib/calculators/prefill.ts';

const bodyFat = CALCULATOR_FORMS['body-fat'][0]!;
const bmi = CALCULATOR_FORMS.bmi[0]!;

describe('calculator definitions', () => {
  it('every calculator page has at least one form and every error names a field it shows', () => {
    for (const id of CALCULATOR_IDS) {
      const forms = CALCULATOR_FORMS[id];
      expect(forms.length, id).toBeGreaterThan(0);
      for (const def of forms) {
        const methods = def.methods?.options.map((o) => o.value) ?? [undefined];
        for (const method of methods) {
          // Everything empty: each "required" error must sit under a visible field, not float.
          const { values, visible } = parseValues(def.fields, {}, method);
          const result = def.compute(values, method);
          expect(result.ok, `${def.id}/${method}`).toBe(false);
          if (result.ok) continue;
          const placement = placeErrors(result.errors, visible, {}, new Set(visible.map((f) => f.name)));
          expect(placement.general, `${def.id}/${method}`).toEqual([]);
        }
      }
    }
  });

  it('shows the hip field to women only, with the Navy method only', () => {
    const names = (method: string, sex: string) => parseValues(bodyFat.fields, { sex }, method).visible.map((f) => f.name);
    expect(names('navy', 'homme')).not.toContain('hipCm');
    expect(names('navy', 'femme')).toContain('hipCm');
    expect(names('deurenberg', 'femme')).not.toContain('hipCm');
    expect(names('jackson-pollock-3', 'homme')).toContain('skinfoldSumMm');
  });

  it('reads a decimal comma and computes the reference BMI', () => {
    const { values } = parseValues(bmi.fields, { weightKg: '70', heightCm: '175' }, undefined);
    expect(bmi.compute(values, undefined)).toMatchObject({ ok: true, value: 22.9, band: 'normal' });
    const comma = parseValues(bmi.fields, { weightKg: '70,5', heightCm: '175' }, undefined);
    expect(bmi.compute(comma.values, undefined)).toMatchObject({ ok: true, value: 23 });
  });

  it('prefills from the profile and the measurement in French digits and marks where each came from', () => {
    const prefill: Prefill = { ...EMPTY_PREFILL, weightKg: 72.5, heightCm: 180 };
    const { raw, prefilled } = initialRaw(bmi, prefill, new URLSearchParams());
    expect(raw).toEqual({ weightKg: '72,5', heightCm: '180' });
    expect(Object.fromEntries(prefilled)).toEqual({ heightCm: 'profile', weightKg: 'measurement' });
  });

  it('macros take the TDEE handed over in the query string before the profile estimate', () => {
    const macros = CALCULATOR_FORMS.macros[0]!;
    const prefill: Prefill = { ...EMPTY_PREFILL, sex: 'homme', age: 30, weightKg: 80, heightCm: 180, activityLevel: 'sedentaire' };
    expect(initialRaw(macros, prefill, new URLSearchParams('tdee=2500')).raw.maintenanceKcal).toBe('2500');
    expect(initialRaw(macros, prefill, new URLSearchParams()).raw.maintenanceKcal).toBe('2136');
    expect(initialRaw(macros, prefill, new URLSearchParams('tdee=abc')).raw.maintenanceKcal).toBe('2136');
  });
});

describe('placeErrors', () => {
  const fields = bmi.fields;
  const errors: FieldError[] = [
    { field: 'weightKg', key: 'calculators:errors.required' },
    { field: 'heightCm', key: 'calculators:errors.notANumber' },
    { field: 'method', key: 'calculators:errors.invalidChoice' },
  ];

  it('keeps quiet about untouched empty fields, shows the rest', () => {
    const placement = placeErrors(errors, fields, { heightCm: 'abc' }, new Set());
    expect([...placement.byField.keys()]).toEqual(['heightCm']);
    expect(placement.pending).toBe(1);
    expect(placement.general.map((e) => e.field)).toEqual(['method']);
  });

  it('shows "required" once the person has been in the field', () => {
    const placement = placeErrors(errors, fields, { heightCm: 'abc' }, new Set(['weightKg']));
    expect(placement.byField.get('weightKg')?.key).toBe('calculators:errors.required');
  });
});

describe('summarisePrefill', () => {
  const full: Prefill = { sex: 'homme', age: 30, heightCm: 180, activityLevel: 'sedentaire', goal: 'perte', weightKg: 80, waistCm: 85, hipCm: 98, neckCm: 38 };
  const none = new URLSearchParams();

  it('names nothing on a page whose fields take nothing from the person (1RM), however full the profile', () => {
    expect(summarisePrefill(CALCULATOR_FORMS['one-rm'], full, none)).toEqual({ bySource: { profile: [], measurement: [], derived: [] }, prefillable: false });
  });

  it('names only the fields that start filled in, by origin', () => {
    const summary = summarisePrefill(CALCULATOR_FORMS.bmi, { heightCm: 180 }, none);
    expect(summary).toEqual({ bySource: { profile: ['calculators:ui.fields.heightCm'], measurement: [], derived: [] }, prefillable: true });
  });

  it('leaves out prefilled fields hidden at first (hips for a man, age for the Navy method)', () => {
    const { bySource } = summarisePrefill(CALCULATOR_FORMS['body-fat'], full, none);
    expect(bySource.profile).toEqual(['calculators:ui.fields.sex', 'calculators:ui.fields.heightCm']);
    expect(bySource.measurement).toEqual(['calculators:ui.fields.waistCm', 'calculators:ui.fields.neckCm', 'calculators:ui.fields.weightKg']);
  });

  it('counts a value computed from the person or handed over by a link as derived', () => {
    const { bySource } = summarisePrefill(CALCULATOR_FORMS.macros, full, new URLSearchParams('tdee=2500'));
    expect(bySource.derived).toEqual(['calculators:ui.fields.maintenanceKcal']);
  });
});

describe('a height typed in metres', () => {
  it('is read in centimetres below 3', () => {
    expect(parseField(heightField, '1,75')).toBe(175);
    expect(parseField(heightField, '1.8')).toBe(180);
    expect(parseField(heightField, '2,045')).toBe(204.5);
    expect(centimetresFromMetres(heightField, ' 1,62 ')).toBe(162);
  });

  it('leaves centimetres, zero, text and other fields alone', () => {
    expect(parseField(heightField, '175')).toBe(175);
    expect(parseField(heightField, '30')).toBe(30);
    expect(parseField(heightField, '0')).toBe(0);
    expect(parseField(heightField, 'abc')).toBeNaN();
    expect(centimetresFromMetres(heightField, '')).toBeNull();
    expect(parseField(weightField, '1,75')).toBe(1.75);
  });
});
