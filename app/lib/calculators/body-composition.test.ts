import { describe, expect, it } from 'vitest';
import { bodyFat, bodyFatBand } from './body-fat.ts';
import { ffmi, ffmiBand } from './ffmi.ts';
import { leanMass } from './lean-mass.ts';
import { fail, ok } from './test-helpers.ts';

describe('bodyFat', () => {
  it('US Navy (default) matches the reference vectors', () => {
    // §D: man 180 cm, waist 85, neck 38 → 16.1 %; woman 165, waist 75, hip 100, neck 33 → 29.4 %
    const man = ok(bodyFat({ sex: 'homme', heightCm: 180, waistCm: 85, neckCm: 38 }));
    expect(man.method).toBe('navy');
    expect(man.value).toBeCloseTo(16.1, 1);
    expect(man.band).toBe('fitness');
    expect(man.fatMassKg).toBeNull();
    const woman = ok(bodyFat({ sex: 'femme', heightCm: 165, waistCm: 75, hipCm: 100, neckCm: 33, weightKg: 60 }));
    expect(woman.value).toBeCloseTo(29.4, 1);
    expect(woman.band).toBe('average');
    expect(woman.fatMassKg).toBeCloseTo(60 * 0.294, 1);
    expect((woman.fatMassKg ?? 0) + (woman.leanMassKg ?? 0)).toBeCloseTo(60, 10);
  });

  it('Deurenberg matches the reference vector', () => {
    // §D: man 30 y, 80 kg, 180 cm (BMI 24.69) → 20.3 %
    const r = ok(bodyFat({ method: 'deurenberg', sex: 'homme', age: 30, weightKg: 80, heightCm: 180 }));
    expect(r.value).toBeCloseTo(20.3, 1);
  });

  it('Jackson–Pollock 3 sites + Siri match the reference vectors', () => {
    // §D: man 30 y, S = 40 mm → Db 1.07115 → 12.1 %; woman 30 y, S = 60 mm → Db 1.04402 → 24.1 %
    expect(ok(bodyFat({ method: 'jackson-pollock-3', sex: 'homme', age: 30, skinfoldSumMm: 40 })).value).toBeCloseTo(12.1, 1);
    expect(ok(bodyFat({ method: 'jackson-pollock-3', sex: 'femme', age: 30, skinfoldSumMm: 60 })).value).toBeCloseTo(24.1, 1);
  });

  it('applies the ACE categories at their edges', () => {
    expect(bodyFatBand('homme', 1.9)).toBe('below-essential');
    expect(bodyFatBand('homme', 2)).toBe('essential');
    expect(bodyFatBand('homme', 5.9)).toBe('essential');
    expect(bodyFatBand('homme', 6)).toBe('athletes');
    expect(bodyFatBand('homme', 13.9)).toBe('athletes');
    expect(bodyFatBand('homme', 14)).toBe('fitness');
    expect(bodyFatBand('homme', 17.9)).toBe('fitness');
    expect(bodyFatBand('homme', 18)).toBe('average');
    expect(bodyFatBand('homme', 24.9)).toBe('average');
    expect(bodyFatBand('homme', 25)).toBe('obese');
    expect(bodyFatBand('femme', 9.9)).toBe('below-essential');
    expect(bodyFatBand('femme', 13.9)).toBe('essential');
    expect(bodyFatBand('femme', 14)).toBe('athletes');
    expect(bodyFatBand('femme', 21)).toBe('fitness');
    expect(bodyFatBand('femme', 25)).toBe('average');
    expect(bodyFatBand('femme', 31.9)).toBe('average');
    expect(bodyFatBand('femme', 32)).toBe('obese');
  });

  it('refuses measurements outside the model instead of returning nonsense', () => {
    expect(fail(bodyFat({ sex: 'homme', heightCm: 180, waistCm: 40, neckCm: 45 })).errors).toEqual([
      { field: 'waistCm', key: 'calculators:errors.navyCircumferences' },
    ]);
    // waist − neck = 5 cm gives −53 % with the Navy equation
    expect(fail(bodyFat({ sex: 'homme', heightCm: 180, waistCm: 50, neckCm: 45 })).errors).toEqual([
      { field: 'waistCm', key: 'calculators:errors.bodyFatOutOfModel' },
    ]);
  });

  it('asks for what the chosen method needs', () => {
    expect(fail(bodyFat({ sex: 'femme', heightCm: 165, waistCm: 75, neckCm: 33 })).errors).toEqual([
      { field: 'hipCm', key: 'calculators:errors.required' },
    ]);
    expect(fail(bodyFat({ method: 'deurenberg', sex: 'homme', weightKg: 80, heightCm: 180 })).errors[0]?.field).toBe('age');
    // Jackson–Pollock women's sample stops at 55 y
    expect(fail(bodyFat({ method: 'jackson-pollock-3', sex: 'femme', age: 56, skinfoldSumMm: 60 })).errors[0]).toEqual({
      field: 'age',
      key: 'calculators:errors.ageRange',
      params: { min: 18, max: 55 },
    });
    expect(fail(bodyFat({ method: 'bia' as never, sex: 'homme' })).errors[0]?.key).toBe('calculators:errors.invalidChoice');
  });
});

describe('ffmi (Kouri 1995)', () => {
  it('matches the reference vector with the 6.3 height correction', () => {
    // §D: 70 kg, 15 % BF, 1.70 m → 20.59; normalised 21.22 (6.3)
    const r = ok(ffmi({ sex: 'homme', weightKg: 70, heightCm: 170, bodyFatPct: 15 }));
    expect(r.value).toBeCloseTo(20.59, 2);
    expect(r.normalized).toBeCloseTo(21.22, 2);
    expect(r.leanMassKg).toBeCloseTo(59.5, 10);
    expect(r.band).toBe('above-average');
    expect(r.referenceMedian).toBe(18.9); // Schutz 2002
  });

  it('has no band for women, only the Schutz median', () => {
    const r = ok(ffmi({ sex: 'femme', weightKg: 60, heightCm: 165, bodyFatPct: 25 }));
    expect(r.band).toBeNull();
    expect(r.referenceMedian).toBe(15.4);
  });

  it('bands the normalised value at its edges (25 = Kouri ceiling)', () => {
    expect(ffmiBand(17.99)).toBe('below-average');
    expect(ffmiBand(18)).toBe('average');
    expect(ffmiBand(20)).toBe('above-average');
    expect(ffmiBand(21.99)).toBe('above-average');
    expect(ffmiBand(22)).toBe('very-high');
    expect(ffmiBand(24.99)).toBe('very-high');
    expect(ffmiBand(25)).toBe('exceptional');
  });

  it('rejects body fat outside 3–60 %', () => {
    expect(fail(ffmi({ sex: 'homme', weightKg: 70, heightCm: 170, bodyFatPct: 61 })).errors[0]).toMatchObject({
      key: 'calculators:errors.bodyFatRange',
      params: { min: 3, max: 60 },
    });
  });
});

describe('leanMass', () => {
  it('matches Boer / James / Hume reference vectors', () => {
    // §D: man 80 kg 180 cm → 61.4 / 62.7 / 57.8; woman 62 kg 165 cm → 45.4 / 45.4 / 44.0
    const man = ok(leanMass({ sex: 'homme', weightKg: 80, heightCm: 180 }));
    expect(man.boer).toBeCloseTo(61.4, 1);
    expect(man.james).toBeCloseTo(62.7, 1);
    expect(man.hume).toBeCloseTo(57.8, 1);
    expect(man.value).toBe(man.boer);
    expect(man.source).toBe('boer');
    const woman = ok(leanMass({ sex: 'femme', weightKg: 62, heightCm: 165 }));
    expect(woman.boer).toBeCloseTo(45.4, 1);
    expect(woman.james).toBeCloseTo(45.4, 1);
    expect(woman.hume).toBeCloseTo(44.0, 1);
  });

  it('uses a measured body fat first', () => {
    const r = ok(leanMass({ sex: 'homme', weightKg: 80, heightCm: 180, bodyFatPct: 20 }));
    expect(r.value).toBe(64);
    expect(r.source).toBe('body-fat');
  });

  it('withholds James where its parabola bends back', () => {
    // 120 kg at 170 cm: BMI 41.5, beyond 90 % of James' peak (124 kg)
    const r = ok(leanMass({ sex: 'homme', weightKg: 120, heightCm: 170 }));
    expect(r.james).toBeNull();
    expect(r.warnings).toEqual(['calculators:warnings.jamesUnreliable']);
  });
});
