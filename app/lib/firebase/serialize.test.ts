import { describe, expect, it } from 'vitest';
import { ageOn, dayToUtcMillis, formatDecimalInput, isIsoDay, localIsoDay, millisOf, parseDecimal, toPlainJson } from './serialize.ts';

describe('parseDecimal', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    [' 81 ', 81],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    [',5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (raw, expected) => expect(parseDecimal(raw)).toBe(expected));

  it('tells empty (null) from not a number (NaN)', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const raw of ['abc', '72,5,1', '1e3', '72kg', '--1', '1m80']) expect(parseDecimal(raw)).toBeNaN();
  });

  it('round-trips with formatDecimalInput', () => {
    expect(formatDecimalInput(72.5)).toBe('72,5');
    expect(formatDecimalInput(null)).toBe('');
    expect(parseDecimal(formatDecimalInput(167.25))).toBe(167.25);
  });
});

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('25-01-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });

  it('computes whole years of age, birthday included', () => {
    expect(ageOn('1990-06-15', '2025-06-14')).toBe(34);
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('maps a day to UTC midnight and the local date to its day', () => {
    expect(new Date(dayToUtcMillis('2025-03-02')).toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(localIsoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('timestamps to plain values', () => {
  const timestamp = (ms: number) => ({ toMillis: () => ms });

  it('reads anything with toMillis (admin or browser Timestamp)', () => {
    expect(millisOf(timestamp(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(millisOf(null)).toBeNull();
    expect(millisOf('2025-01-01')).toBeNull();
  });

  it('turns nested timestamps into ISO strings for exports', () => {
    expect(toPlainJson({ a: timestamp(0), list: [timestamp(1000)], nested: { n: 1, s: 'x', z: null } })).toEqual({
      a: '1970-01-01T00:00:00.000Z',
      list: ['1970-01-01T00:00:01.000Z'],
      nested: { n: 1, s: 'x', z: null },
    });
  });
});
