import { describe, expect, it } from 'vitest';
import { ageOn, buildPrefill } from './prefill.ts';

const today = new Date(Date.UTC(2025, 5, 15));

describe('buildPrefill', () => {
  it('is empty without documents', () => {
    expect(buildPrefill(null, [], today)).toEqual({});
  });

  it('takes the profile and the measurement, hipsCm becoming hipCm', () => {
    const prefill = buildPrefill(
      { sex: 'femme', birthDate: '1990-06-16', heightCm: 165, activityLevel: 'tres-actif', goal: 'perte', displayName: 'Léa' },
      [{ date: '2025-06-01', weightKg: 60.5, bodyFatPct: 24, waistCm: 75, hipsCm: 100, neckCm: 33 }],
      today,
    );
    expect(prefill).toEqual({
      sex: 'femme',
      age: 34, // birthday tomorrow
      heightCm: 165,
      activityLevel: 'tres-actif',
      goal: 'perte',
      weightKg: 60.5,
      bodyFatPct: 24,
      waistCm: 75,
      hipCm: 100,
      neckCm: 33,
      measuredOn: '2025-06-01',
    });
  });

  it('accepts Firestore timestamps and Dates for dates', () => {
    const ts = { toDate: () => new Date(Date.UTC(1985, 0, 1)) };
    expect(buildPrefill({ birthDate: ts }, [{ date: new Date(Date.UTC(2025, 0, 2)), weightKg: 80 }], today)).toMatchObject({
      age: 40,
      measuredOn: '2025-01-02',
      weightKg: 80,
    });
  });

  it('skips values of the wrong type or impossible', () => {
    const prefill = buildPrefill(
      { sex: 'autre', heightCm: '180', birthDate: 'hier', activityLevel: 'canape', goal: 42 },
      [{ weightKg: -3, waistCm: Number.NaN, neckCm: null }, null, 'x'],
      today,
    );
    expect(prefill).toEqual({});
  });
  it('takes each measure from the newest entry that has it', () => {
    const prefill = buildPrefill(
      null,
      [
        { date: '2025-06-10', waistCm: 80 },
        { date: '2025-06-09', weightKg: 70, waistCm: 82 },
        { date: '2025-05-01', weightKg: 72, neckCm: 35 },
      ],
      today,
    );
    expect(prefill).toMatchObject({ waistCm: 80, weightKg: 70, neckCm: 35, measuredOn: '2025-06-10' });
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn(new Date(Date.UTC(2000, 5, 15)), today)).toBe(25);
    expect(ageOn(new Date(Date.UTC(2000, 5, 16)), today)).toBe(24);
  });
});
