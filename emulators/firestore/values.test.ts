// Cross-type value ordering and normalization (brief §6.1, §6.3).
import { describe, expect, it } from 'vitest';
import { compareValues, formatTimestamp, normalizeValue, valuesEqual, type Value } from './values.ts';
import { parseFieldPath, formatFieldPath } from './paths.ts';

const ref = (p: string): Value => ({ referenceValue: `projects/p/databases/(default)/documents/${p}` });

describe('values', () => {
  it('orders across and within types like Cloud Firestore', () => {
    const ordered: Value[] = [
      { nullValue: null },
      { booleanValue: false },
      { booleanValue: true },
      { doubleValue: 'NaN' },
      { doubleValue: '-Infinity' },
      { integerValue: '-5' },
      { doubleValue: 1.5 },
      { integerValue: '2' },
      { timestampValue: '1970-01-01T00:00:00Z' },
      { timestampValue: '2024-01-01T00:00:00.000001Z' },
      { stringValue: 'Z' },
      { stringValue: 'a' },
      { stringValue: '\uffff' },
      { stringValue: '😀' },
      { bytesValue: 'AA==' },
      { bytesValue: 'AQ==' },
      ref('c/a'),
      ref('c/a/d/b'),
      ref('c/b'),
      { geoPointValue: { latitude: -1, longitude: 5 } },
      { geoPointValue: { latitude: 0, longitude: 0 } },
      { arrayValue: {} },
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '0' }] } },
      { arrayValue: { values: [{ integerValue: '2' }] } },
      { mapValue: { fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: { values: [{ doubleValue: 9 }] } } } } },
      { mapValue: {} },
      { mapValue: { fields: { a: { integerValue: '1' } } } },
      { mapValue: { fields: { b: { integerValue: '0' } } } },
    ];
    for (let i = 0; i < ordered.length - 1; i++) expect(compareValues(ordered[i]!, ordered[i + 1]!), JSON.stringify([ordered[i], ordered[i + 1]])).toBe(-1);
    const shuffled = [...ordered].reverse().sort(compareValues);
    expect(shuffled).toEqual(ordered);
  });

  it('compares numbers across int and double, with NaN equal to nothing', () => {
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
    expect(valuesEqual({ doubleValue: 'NaN' }, { doubleValue: 'NaN' })).toBe(false);
    expect(valuesEqual({ doubleValue: '-0' }, { integerValue: '0' })).toBe(true);
    expect(compareValues({ integerValue: '9007199254740993' }, { doubleValue: 9007199254740992 })).toBe(1);
  });

  it('normalizes client input and rejects malformed values', () => {
    expect(normalizeValue({ nullValue: 'NULL_VALUE' })).toEqual({ nullValue: null });
    expect(normalizeValue({ integerValue: 12 })).toEqual({ integerValue: '12' });
    expect(normalizeValue({ doubleValue: 'Infinity' })).toEqual({ doubleValue: 'Infinity' });
    expect(normalizeValue({ timestampValue: '2024-05-01T12:00:00.123456789Z' })).toEqual({ timestampValue: '2024-05-01T12:00:00.123456Z' });
    expect(normalizeValue({ timestampValue: '2024-05-01T14:00:00+02:00' })).toEqual({ timestampValue: '2024-05-01T12:00:00Z' });
    expect(normalizeValue({ bytesValue: '-_8' })).toEqual({ bytesValue: '+/8=' });
    expect(() => normalizeValue({ integerValue: '9223372036854775808' })).toThrow(/range/);
    expect(() => normalizeValue({ stringValue: 'a', integerValue: '1' })).toThrow();
    expect(() => normalizeValue({ arrayValue: { values: [{ arrayValue: {} }] } })).toThrow(/array inside an array/);
    expect(formatTimestamp(0, 5000)).toBe('1970-01-01T00:00:00.000005Z');
  });

  it('parses and formats field paths with backticks', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`a.b`.`c\\`d`')).toEqual(['a.b', 'c`d']);
    expect(formatFieldPath(['a.b', 'ok', '1x'])).toBe('`a.b`.ok.`1x`');
    for (const bad of ['', 'a..b', '.a', 'a.', '`unclosed', '1abc']) expect(() => parseFieldPath(bad), bad).toThrow();
  });
});
