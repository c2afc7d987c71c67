import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_MESSAGE_KEYS,
  bmi,
  bmrTdee,
  bodyFat,
  ffmi,
  heartZones,
  leanMass,
  macros,
  nutritionGoals,
  oneRm,
  pace,
  sportBmi,
  vo2max,
  whtr,
} from './index.ts';
import { allNumbersFinite, resolveKey, strings } from './test-helpers.ts';

const fr = JSON.parse(readFileSync(new URL('../../../locales/fr/calculators.json', import.meta.url), 'utf8')) as unknown;

describe('locales/fr/calculators.json', () => {
  it('has French text for every key the module can emit', () => {
    const missing = CALCULATOR_MESSAGE_KEYS.filter((k) => typeof resolveKey(fr, k) !== 'string');
    expect(missing).toEqual([]);
  });

  it('range messages interpolate exactly the params the code sends', () => {
    const errors = (fr as { errors: Record<string, string> }).errors;
    for (const [id, text] of Object.entries(errors)) {
      if (!id.endsWith('Range')) continue;
      expect(text, id).toMatch(/\{\{min, number\}\}/);
      expect(text, id).toMatch(/\{\{max, number\}\}/);
    }
  });

  it('uses French typography: no plain space before : ; ! ? % or inside « »', () => {
    for (const s of strings(fr)) {
      expect(s, s).not.toMatch(/ [:;!?%]/);
      expect(s, s).not.toMatch(/« | »/);
      expect(s, s).not.toMatch(/'/); // typographic apostrophe ’
    }
  });
});

describe('no NaN or Infinity ever reaches the UI', () => {
  const junk = [Number.NaN, Infinity, -Infinity, -1, 0, 1e9, undefined, '80' as unknown as number];
  it.each(junk)('input %s', (x) => {
    const results = [
      bmi({ weightKg: x as number, heightCm: x as number }),
      whtr({ waistCm: x as number, heightCm: 180 }),
      sportBmi({ sex: 'homme', weightKg: x as number, heightCm: 180, bodyFatPct: x as number, waistCm: 80 }),
      bmrTdee({ sex: 'femme', age: x as number, weightKg: 60, heightCm: x as number, activityFactor: 1.2 }),
      bodyFat({ sex: 'homme', heightCm: 180, waistCm: x as number, neckCm: 38 }),
      bodyFat({ method: 'jackson-pollock-3', sex: 'femme', age: 30, skinfoldSumMm: x as number }),
      ffmi({ sex: 'homme', weightKg: 70, heightCm: x as number, bodyFatPct: 15 }),
      heartZones({ age: x as number, restingHr: x as number }),
      leanMass({ sex: 'homme', weightKg: x as number, heightCm: 180 }),
      macros({ weightKg: 80, maintenanceKcal: x as number }),
      nutritionGoals({ sex: 'homme', age: 30, weightKg: x as number, heightCm: 180, activityFactor: 1.2, goal: 'perte' }),
      oneRm({ loadKg: x as number, reps: x as number }),
      pace({ distanceKm: x as number, timeSec: 1500 }),
      vo2max({ restingHr: x as number, maxHr: 180 }),
    ];
    for (const r of results) {
      expect(r.ok).toBe(false);
      expect(allNumbersFinite(r)).toBe(true);
    }
  });

  it('extreme but valid combinations stay finite', () => {
    const extremes = [
      bmi({ weightKg: 300, heightCm: 100 }),
      bodyFat({ sex: 'femme', heightCm: 230, waistCm: 200, hipCm: 200, neckCm: 20, weightKg: 250 }),
      bodyFat({ method: 'deurenberg', sex: 'homme', age: 18, weightKg: 30, heightCm: 230 }),
      leanMass({ sex: 'femme', weightKg: 250, heightCm: 120 }),
      oneRm({ loadKg: 500, reps: 15 }),
      pace({ distanceKm: 0.4, timeSec: 86400 }),
      nutritionGoals({ sex: 'femme', age: 90, weightKg: 30, heightCm: 120, activityFactor: 1.2, goal: 'perte' }),
    ];
    for (const r of extremes) expect(allNumbersFinite(r)).toBe(true);
  });
});
