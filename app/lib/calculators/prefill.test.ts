import { describe, expect, it } from 'vitest';
import { bodyFactsFrom } from '#app/lib/data/body-facts.ts';
import { measurementFromData, type Measurement } from '#app/lib/data/measurements.ts';
import { EMPTY_PROFILE, profileFromData } from '#app/lib/data/profile.ts';
import { prefillFrom } from './prefill.ts';

const today = '2025-06-15';

/** Stored documents as the loader reads them: through their document types' converters. */
function prefill(profile: Record<string, unknown> | undefined, measurements: Record<string, unknown>[]) {
  const entries = measurements.flatMap((data, i) => measurementFromData(`m${i}`, data) ?? []) as Measurement[];
  return prefillFrom(bodyFactsFrom(profile ? profileFromData(profile) : EMPTY_PROFILE, entries, today));
}

describe('prefillFrom', () => {
  it('is empty without documents', () => {
    expect(prefill(undefined, [])).toEqual({});
  });

  it('takes the profile and the measurement, hipsCm becoming hipCm', () => {
    expect(
      prefill({ sex: 'femme', birthDate: '1990-06-16', heightCm: 165, activityLevel: 'tres-actif', goal: 'perte', displayName: 'Léa' }, [
        { date: '2025-06-01', weightKg: 60.5, bodyFatPct: 24, waistCm: 75, hipsCm: 100, neckCm: 33 },
      ]),
    ).toEqual({
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

  it('reads dates only as the data model stores them (calendar days)', () => {
    // A birth date kept as a timestamp (hand edit) is not a birth date: no age is guessed.
    expect(prefill({ birthDate: new Date(Date.UTC(1985, 0, 1)).getTime(), heightCm: 170 }, [{ date: '2025-01-02', weightKg: 80 }])).toEqual({
      heightCm: 170,
      weightKg: 80,
      measuredOn: '2025-01-02',
    });
  });

  it('skips values of the wrong type or impossible', () => {
    expect(
      prefill({ sex: 'autre', heightCm: '180', birthDate: 'hier', activityLevel: 'canape', goal: 42 }, [
        { date: '2025-06-01', weightKg: -3 },
        { date: '2025-06-02', waistCm: Number.NaN },
        { date: 'hier', neckCm: 35 },
      ]),
    ).toEqual({});
  });

  it('takes each measure from the newest entry that has it', () => {
    expect(
      prefill(undefined, [
        { date: '2025-06-10', waistCm: 80 },
        { date: '2025-06-09', weightKg: 70, waistCm: 82 },
        { date: '2025-05-01', weightKg: 72, neckCm: 35 },
      ]),
    ).toMatchObject({ waistCm: 80, weightKg: 70, neckCm: 35, measuredOn: '2025-06-10' });
  });
});
