import { describe, expect, it } from 'vitest';
import { instantOf, millisOf, toPlainData, toPlainJson } from './plain-values.ts';

describe('timestamps to plain values', () => {
  const timestamp = (ms: number) => ({ toMillis: () => ms });

  it('reads anything with toMillis (admin or browser Timestamp) and Dates', () => {
    expect(millisOf(timestamp(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(millisOf(new Date(7))).toBe(7);
    expect(millisOf(null)).toBeNull();
    expect(millisOf('2025-01-01')).toBeNull();
    expect(millisOf(timestamp(Number.NaN))).toBeNull();
  });

  it('reads an instant field whether already plain or still a Timestamp', () => {
    expect(instantOf(5)).toBe(5);
    expect(instantOf(timestamp(5))).toBe(5);
    expect(instantOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(instantOf('5')).toBeNull();
    expect(instantOf(undefined)).toBeNull();
  });

  it('turns nested timestamps into epoch ms for screens, leaving other values as they are', () => {
    expect(toPlainData({ createdAt: timestamp(1000), entries: [{ at: timestamp(2000), n: 1 }], nested: { s: 'x', z: null, b: true } })).toEqual({
      createdAt: 1000,
      entries: [{ at: 2000, n: 1 }],
      nested: { s: 'x', z: null, b: true },
    });
  });

  it('turns nested timestamps into ISO strings for exports', () => {
    expect(toPlainJson({ a: timestamp(0), list: [timestamp(1000)], nested: { n: 1, s: 'x', z: null } })).toEqual({
      a: '1970-01-01T00:00:00.000Z',
      list: ['1970-01-01T00:00:01.000Z'],
      nested: { n: 1, s: 'x', z: null },
    });
  });
});
