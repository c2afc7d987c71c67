import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '#app/lib/forms/messages.ts';
import { compareNewestFirst, MEASURE_BOUNDS, measurementFromData, measurementInputSchema, type Measurement } from './measurements.ts';
import { NUTRITION_GOAL_BOUNDS, nutritionGoalsFromData, nutritionGoalsInputSchema } from './nutrition-goals.ts';
import { avatarSchema, profileNameOf, isPlausibleBirthDate, PROFILE_BOUNDS, profileFromData, profileInputSchema } from './profile.ts';

const entry = {
  date: '2025-03-02',
  weightKg: 72.5,
  bodyFatPct: null,
  waistCm: 81,
  hipsCm: null,
  chestCm: null,
  neckCm: null,
  armCm: null,
  thighCm: null,
  notes: '',
};

describe('measurement schema', () => {
  it('accepts an entry with at least one measure', () => {
    expect(measurementInputSchema.safeParse(entry).success).toBe(true);
    expect(measurementInputSchema.safeParse({ ...entry, weightKg: null, waistCm: null, thighCm: 55 }).success).toBe(true);
  });

  it('refuses bounds, shapes and empty entries with a message per field', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weightKg: 19.9 }, 'weightKg', 'common:form.range'],
      [{ weightKg: 300.1 }, 'weightKg', 'common:form.range'],
      [{ neckCm: Number.NaN }, 'neckCm', 'common:form.notANumber'],
      [{ bodyFatPct: 71 }, 'bodyFatPct', 'common:form.range'],
      [{ date: '2025-02-30' }, 'date', 'common:form.date'],
      [{ date: '02/03/2025' }, 'date', 'common:form.date'],
      [{ date: '1899-12-31' }, 'date', 'measurements:errors.dateTooEarly'],
      [{ notes: 'x'.repeat(501) }, 'notes', 'common:form.tooLong'],
      [{ weightKg: null, waistCm: null }, 'weightKg', 'measurements:errors.empty'],
    ];
    for (const [patch, field, key] of cases) {
      const candidate = { ...entry, ...patch };
      const parsed = measurementInputSchema.safeParse(candidate);
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      if (parsed.success) continue;
      expect(fieldErrorsFrom(parsed.error.issues, candidate, MEASURE_BOUNDS)[field]?.key, JSON.stringify(patch)).toBe(key);
    }
  });

  it('gives range messages the field bounds and unit', () => {
    const candidate = { ...entry, waistCm: 20 };
    const parsed = measurementInputSchema.safeParse(candidate);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrorsFrom(parsed.error.issues, candidate, MEASURE_BOUNDS).waistCm).toEqual({ key: 'common:form.range', params: { min: 40, max: 200, unitLabel: 'cm' } });
    }
  });

  it('refuses unknown keys (the rules do too)', () => {
    expect(measurementInputSchema.safeParse({ ...entry, mood: 'ok' }).success).toBe(false);
  });

  it('maps stored data to a plain entry, and skips documents that do not fit', () => {
    const stamp = { toMillis: () => 1000 };
    expect(measurementFromData('m1', { ...entry, createdAt: stamp, updatedAt: stamp })).toEqual({ id: 'm1', ...entry, createdAt: 1000, updatedAt: 1000 });
    // Missing optional measures and notes read as "not taken".
    expect(measurementFromData('m2', { date: '2025-03-02', weightKg: 70 })).toMatchObject({ weightKg: 70, waistCm: null, notes: '' });
    expect(measurementFromData('m3', { date: 'hier', weightKg: 70 })).toBeNull();
    expect(measurementFromData('m4', { date: '2025-03-02', weightKg: '70' })).toBeNull();
  });

  it('sorts newest day first, then last entered first', () => {
    const m = (id: string, date: string, createdAt: number | null) => ({ ...entry, id, date, createdAt, updatedAt: createdAt }) as Measurement;
    const sorted = [m('a', '2025-01-01', 1), m('b', '2025-03-01', 1), m('c', '2025-03-01', 5), m('d', '2025-03-01', null)].sort(compareNewestFirst);
    expect(sorted.map((x) => x.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('profile schema', () => {
  const profile = { displayName: '  Léa ', sex: 'femme', birthDate: '1990-04-12', heightCm: 168, activityLevel: 'tres-actif', goal: 'prise', energyUnit: 'kj' };

  it('accepts a full profile (name trimmed) and an almost empty one', () => {
    const parsed = profileInputSchema.safeParse(profile);
    expect(parsed.success && parsed.data.displayName).toBe('Léa');
    expect(
      profileInputSchema.safeParse({ displayName: 'Léa', sex: null, birthDate: null, heightCm: null, activityLevel: null, goal: null, energyUnit: 'kcal' }).success,
    ).toBe(true);
  });

  it.each([
    ['displayName', '   ', 'common:form.required'],
    ['displayName', 'x'.repeat(61), 'common:form.tooLong'],
    ['sex', 'autre', 'common:form.choice'],
    ['heightCm', 99, 'common:form.range'],
    ['heightCm', Number.NaN, 'common:form.notANumber'],
    ['activityLevel', 'hyperactif', 'common:form.choice'],
    ['goal', 'seche', 'common:form.choice'],
    ['birthDate', '1850-01-01', 'profile:errors.birthDateRange'],
  ])('refuses %s = %j', (field, value, key) => {
    const candidate = { ...profile, [field]: value };
    const parsed = profileInputSchema.safeParse(candidate);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsFrom(parsed.error.issues, candidate, PROFILE_BOUNDS)[field]?.key).toBe(key);
  });

  it('checks the age span from the birth date', () => {
    expect(isPlausibleBirthDate('2012-06-01', '2025-06-01')).toBe(true);
    expect(isPlausibleBirthDate('2012-06-02', '2025-06-01')).toBe(false);
    expect(isPlausibleBirthDate('1915-06-01', '2025-06-01')).toBe(true);
    expect(isPlausibleBirthDate('1914-06-01', '2025-06-01')).toBe(false);
  });

  it('validates avatars: a preset only for illustrations', () => {
    expect(avatarSchema.safeParse({ kind: 'illustration', id: 'velo', color: 'ocean' }).success).toBe(true);
    expect(avatarSchema.safeParse({ kind: 'initiales', id: null, color: 'ambre' }).success).toBe(true);
    expect(avatarSchema.safeParse({ kind: 'illustration', id: null, color: 'ocean' }).success).toBe(false);
    expect(avatarSchema.safeParse({ kind: 'initiales', id: 'velo', color: 'ocean' }).success).toBe(false);
    expect(avatarSchema.safeParse({ kind: 'initiales', id: null, color: '#ff00ff' }).success).toBe(false);
  });

  it('reads stored profiles field by field, falling back per field', () => {
    // No name saved yet: null, so screens show the account's own name.
    expect(profileFromData(undefined)).toMatchObject({ displayName: null, exists: false, energyUnit: 'kcal', avatar: { kind: 'initiales' } });
    expect(profileNameOf(profileFromData(undefined), 'Alex')).toBe('Alex');
    const read = profileFromData({ displayName: 'Léa', heightCm: 'grand', sex: 'femme', avatar: { kind: 'illustration', id: 'nope', color: 'ocean' } });
    expect(read).toMatchObject({ displayName: 'Léa', heightCm: null, sex: 'femme', exists: true, avatar: { kind: 'initiales', id: null, color: 'emeraude' } });
  });
});

describe('nutrition goals schema', () => {
  const goals = { mode: 'auto', kcal: 2150, proteinG: 116, carbsG: 268, fatG: 72, fiberG: 30 };

  it('accepts whole numbers inside the bounds', () => {
    expect(nutritionGoalsInputSchema.safeParse(goals).success).toBe(true);
    expect(nutritionGoalsInputSchema.safeParse({ ...goals, mode: 'manuel', proteinG: 0 }).success).toBe(true);
  });

  it.each([
    ['kcal', 799, 'common:form.rangeInteger'],
    ['kcal', 2000.5, 'common:form.rangeInteger'],
    ['fatG', -1, 'common:form.rangeInteger'],
    ['mode', 'magique', 'common:form.choice'],
    ['fiberG', null, 'common:form.required'],
    ['carbsG', Number.NaN, 'common:form.notANumber'],
  ])('refuses %s = %j', (field, value, key) => {
    const candidate = { ...goals, [field]: value };
    const parsed = nutritionGoalsInputSchema.safeParse(candidate);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsFrom(parsed.error.issues, candidate, NUTRITION_GOAL_BOUNDS)[field]?.key).toBe(key);
  });

  it('reads stored goals, or null when they do not fit', () => {
    expect(nutritionGoalsFromData({ ...goals, updatedAt: { toMillis: () => 5 } })).toEqual({ ...goals, updatedAt: 5 });
    expect(nutritionGoalsFromData({ ...goals, kcal: 'beaucoup' })).toBeNull();
    expect(nutritionGoalsFromData(undefined)).toBeNull();
  });
});
