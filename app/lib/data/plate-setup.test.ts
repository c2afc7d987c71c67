import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATE_SETUP } from '#app/lib/training/plates.ts';
import { plateSetupFromData, plateSetupSchema } from './plate-setup.ts';

const mine = { barKg: 15, discs: [{ weightKg: 20, pairs: 2 }, { weightKg: 2.5, pairs: 1 }, { weightKg: 0.5, pairs: 4 }] };

describe('the plate set-up document', () => {
  it('reads a stored set-up, and the usual gym without one', () => {
    expect(plateSetupFromData({ ...mine, updatedAt: 1 })).toEqual(mine);
    expect(plateSetupFromData(undefined)).toBe(DEFAULT_PLATE_SETUP);
    expect(plateSetupFromData({ barKg: 15, discs: [] })).toEqual({ barKg: 15, discs: [] });
  });

  it('falls back to the usual gym for a document that does not fit', () => {
    expect(plateSetupFromData({ barKg: 17, discs: mine.discs })).toBe(DEFAULT_PLATE_SETUP);
    expect(plateSetupFromData({ barKg: 20, discs: 'beaucoup' })).toBe(DEFAULT_PLATE_SETUP);
  });

  it('accepts only the known bars and sizes, whole pairs within bounds, each size once', () => {
    const accepts = (data: unknown) => plateSetupSchema.safeParse(data).success;
    expect(accepts(mine)).toBe(true);
    expect(accepts({ ...mine, barKg: 12 })).toBe(false);
    expect(accepts({ ...mine, discs: [{ weightKg: 3, pairs: 1 }] })).toBe(false);
    expect(accepts({ ...mine, discs: [{ weightKg: 20, pairs: 0 }] })).toBe(false);
    expect(accepts({ ...mine, discs: [{ weightKg: 20, pairs: 21 }] })).toBe(false);
    expect(accepts({ ...mine, discs: [{ weightKg: 20, pairs: 1.5 }] })).toBe(false);
    expect(accepts({ ...mine, discs: [{ weightKg: 20, pairs: 1 }, { weightKg: 20, pairs: 2 }] })).toBe(false);
    expect(accepts({ ...mine, junk: 1 })).toBe(false);
  });
});
