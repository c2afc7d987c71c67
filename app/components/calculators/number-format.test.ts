import { describe, expect, it } from 'vitest';
import { formatDuration, formatInputNumber, formatNumber, parseDecimal, parseDuration } from './number-format.ts';

describe('parseDecimal', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    [' 180 ', 180],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    [',5', 0.5],
    ['-3', -3],
  ])('%s → %s', (raw, expected) => expect(parseDecimal(raw)).toBe(expected));

  it('empty is undefined (the formula decides if it is required)', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
  });

  it.each(['abc', '7,5,2', '1.234,5', '12kg', '1e3', '--2'])('%s is not a number', (raw) => {
    expect(parseDecimal(raw)).toBeNaN();
  });
});

describe('parseDuration', () => {
  it.each([
    ['25:00', 's', 1500],
    ['1:55:00', 's', 6900],
    ['9:58,4', 's', 598.4],
    ['90', 's', 90],
    ['25', 'min', 1500],
    ['12,5', 'min', 750],
  ] as const)('%s (%s) → %s s', (raw, unit, expected) => expect(parseDuration(raw, unit)).toBeCloseTo(expected, 9));

  it.each(['1:60', '1:2:3:4', ':30', '1::2', 'a:10', '5:-1'])('%s is refused', (raw) => {
    expect(parseDuration(raw)).toBeNaN();
  });

  it('empty is undefined', () => expect(parseDuration(' ')).toBeUndefined());
});

describe('French output', () => {
  it('uses a decimal comma and a fixed number of decimals', () => {
    expect(formatNumber(22.857, 1)).toBe('22,9');
    expect(formatNumber(0.4705, 2)).toBe('0,47');
    expect(formatNumber(1780)).toBe('1\u202f780');
  });

  it('writes inputs back without trailing zeros or separators', () => {
    expect(formatInputNumber(72.5)).toBe('72,5');
    expect(formatInputNumber(80)).toBe('80');
    expect(formatInputNumber(1234.567)).toBe('1234,57');
    expect(parseDecimal(formatInputNumber(1234.567))).toBe(1234.57);
  });

  it('formats durations as clocks', () => {
    expect(formatDuration(3127.3)).toBe('52:07');
    expect(formatDuration(6900)).toBe('1:55:00');
    expect(formatDuration(59.96)).toBe('1:00');
    expect(formatDuration(62.44, 1)).toBe('1:02,4');
    expect(formatDuration(5.04, 1)).toBe('0:05,0');
  });
});
