import { describe, expect, it } from 'vitest';
import {
  capitalised,
  clockText,
  countdownText,
  formatDay,
  formatDecimalInput,
  formatDuration,
  formatElapsed,
  formatEnergy,
  formatInstant,
  formatList,
  formatNumber,
  kcalToKj,
  parseDecimal,
  parseDuration,
  stopwatchText,
} from './index.ts';

describe('parseDecimal', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    [' 81 ', 81],
    ['2 400', 2400],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    ['2\u00a0400,5', 2400.5],
    [',5', 0.5],
    ['-3', -3],
    ['+4', 4],
  ])('reads %j as %d', (raw, expected) => expect(parseDecimal(raw)).toBe(expected));

  it('tells empty (null) from not a number (NaN)', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const raw of ['abc', '72,5,1', '7,5,2', '1.234,5', '1e3', '72kg', '12 m', '--1', '1m80', ',', 'Infinity']) {
      expect(parseDecimal(raw), raw).toBeNaN();
    }
  });
});

describe('formatNumber and formatDecimalInput', () => {
  it('uses a decimal comma, narrow spaces between thousands and a fixed number of decimals', () => {
    expect(formatNumber(22.857, 1)).toBe('22,9');
    expect(formatNumber(25, 1)).toBe('25,0');
    expect(formatNumber(0.4705, 2)).toBe('0,47');
    expect(formatNumber(1780)).toBe('1\u202f780');
    expect(formatNumber(72.5, 1, { trimZeros: true })).toBe('72,5');
    expect(formatNumber(72, 1, { trimZeros: true })).toBe('72');
    expect(formatNumber(30, 0, { signed: true })).toBe('+30');
    expect(formatNumber(-30, 0, { signed: true })).toBe('-30');
    expect(formatNumber(0, 0, { signed: true })).toBe('0');
  });

  it('writes inputs back without trailing zeros or separators, so they parse back', () => {
    expect(formatDecimalInput(72.5)).toBe('72,5');
    expect(formatDecimalInput(80)).toBe('80');
    expect(formatDecimalInput(1234.567)).toBe('1234,57');
    expect(formatDecimalInput(null)).toBe('');
    expect(formatDecimalInput(Number.NaN)).toBe('');
    expect(parseDecimal(formatDecimalInput(1234.567))).toBe(1234.57);
    expect(parseDecimal(formatDecimalInput(167.25))).toBe(167.25);
  });
});

describe('durations', () => {
  it.each([
    ['25:00', 's', 1500],
    ['12:30', 'min', 750],
    ['1:55:00', 's', 6900],
    ['1:02:03', 's', 3723],
    ['9:58,4', 's', 598.4],
    ['0:45,5', 's', 45.5],
    ['90', 's', 90],
    ['25', 'min', 1500],
    ['12,5', 'min', 750],
  ] as const)('%s (bare numbers in %s) → %s s', (raw, unit, expected) => expect(parseDuration(raw, unit)).toBeCloseTo(expected, 9));

  it.each(['1:60', '12:60', '12:', ':30', '1::2', '1:2:3:4', 'a:10', '5:-1', '-5', 'douze', '12,5:30'])('%s is refused', (raw) => {
    expect(parseDuration(raw, 'min')).toBeNaN();
  });

  it('empty is null', () => expect(parseDuration(' ')).toBeNull());

  it('formats durations as clocks, rounding to the shown precision', () => {
    expect(formatDuration(3127.3)).toBe('52:07');
    expect(formatDuration(750)).toBe('12:30');
    expect(formatDuration(6900)).toBe('1:55:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(59.96)).toBe('1:00');
    expect(formatDuration(44.6)).toBe('0:45');
    expect(formatDuration(62.44, 1)).toBe('1:02,4');
    expect(formatDuration(5.04, 1)).toBe('0:05,0');
    expect(parseDuration(formatDuration(1234), 'min')).toBe(1234);
  });

  it('shows running clocks by whole seconds passed', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(59.9)).toBe('0:59');
    expect(clockText(90)).toBe('1:30');
    expect(clockText(3723)).toBe('1:02:03');
  });

  it('counts down by whole seconds, rounded up', () => {
    expect(countdownText(20_000)).toBe('0:20');
    expect(countdownText(19_001)).toBe('0:20');
    expect(countdownText(19_000)).toBe('0:19');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-50)).toBe('0:00');
  });

  it('shows stopwatch tenths with a decimal comma, never rounded up', () => {
    expect(stopwatchText(62_449)).toBe('1:02,4');
    expect(stopwatchText(5_000)).toBe('0:05,0');
    expect(stopwatchText(3_723_950)).toBe('1:02:03,9');
  });
});

describe('formatElapsed: a session\'s length written one way', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('says seconds under a minute, minutes under an hour, hours and minutes beyond', () => {
    expect(plain(formatElapsed(16))).toBe('16 s');
    expect(plain(formatElapsed(0))).toBe('0 s');
    expect(plain(formatElapsed(59.4))).toBe('59 s');
    expect(plain(formatElapsed(55 * 60))).toBe('55 min');
    expect(plain(formatElapsed(90))).toBe('2 min');
    expect(plain(formatElapsed(70 * 60))).toBe('1 h 10');
    expect(plain(formatElapsed(65 * 60))).toBe('1 h 05');
    expect(plain(formatElapsed(2 * 3600))).toBe('2 h');
  });

  it('rounds to the minute before choosing the unit: 59 min 40 s is 1 h', () => {
    expect(plain(formatElapsed(59 * 60 + 40))).toBe('1 h');
    expect(plain(formatElapsed(-5))).toBe('0 s');
  });
});

describe('energy', () => {
  it('converts with 4,184 kJ per kcal and writes whole units', () => {
    expect(kcalToKj(2000)).toBeCloseTo(8368, 9);
    expect(formatEnergy(2150)).toBe('2\u202f150 kcal');
    expect(formatEnergy(2000, 'kj')).toBe('8\u202f368 kJ');
    expect(formatEnergy(2150.4, 'kcal')).toBe('2\u202f150 kcal');
    expect(formatEnergy(30, 'kcal', { signed: true })).toBe('+30 kcal');
  });
});

describe('dates for reading', () => {
  it('formats calendar days without any time zone shift', () => {
    expect(formatDay('2026-03-15')).toBe('15 mars 2026');
    expect(formatDay('2025-02-03', 'medium')).toBe('3 févr. 2025');
    expect(formatDay('2025-02-03', 'short')).toBe('3 févr.');
    expect(formatDay('2025-02-03', 'weekday')).toBe('lun. 3 févr.');
    expect(formatDay('2025-02-03', 'full')).toBe('lundi 3 février 2025');
    expect(formatDay('2025-02-03', 'monthYear')).toBe('février 2025');
    expect(formatDay('2025-02-09', 'weekdayName')).toBe('dimanche');
    expect(formatDay('2025-02-09', 'weekdayShort')).toBe('dim.');
    expect(formatDay('pas une date')).toBe('pas une date');
  });

  it('formats an instant in the zone asked for', () => {
    const newYear = Date.UTC(2025, 11, 31, 23, 30);
    expect(formatInstant(newYear, { timeZone: 'Europe/Paris' })).toBe('1 janvier 2026 à 00:30');
    expect(formatInstant(newYear, { timeZone: 'UTC', withTime: false })).toBe('31 décembre 2025');
  });
});

describe('capitalised', () => {
  it('reads a lower-case name as a title, accents kept', () => {
    expect(capitalised('fruits, légumes, légumineuses et oléagineux')).toBe('Fruits, légumes, légumineuses et oléagineux');
    expect(capitalised('œufs')).toBe('Œufs');
    expect(capitalised('')).toBe('');
  });
});

describe('formatList', () => {
  it('says several things in one French sentence', () => {
    expect(formatList(['1RM estimé', 'charge max', 'volume'])).toBe('1RM estimé, charge max et volume');
    expect(formatList(['charge max', 'volume'])).toBe('charge max et volume');
    expect(formatList(['charge max'])).toBe('charge max');
    expect(formatList([])).toBe('');
  });
});
