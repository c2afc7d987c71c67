import { describe, expect, it } from 'vitest';
import { buildExport, COLLECTION_NAME, toCsv } from './export.ts';

const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });

describe('toCsv', () => {
  it('writes RFC 4180 with a BOM, dot decimals, ISO dates and one column per field', () => {
    const csv = toCsv([
      { id: 'a', data: { date: '2025-03-02', weightKg: 72.5, notes: 'dit "bien", vraiment', createdAt: stamp('2025-03-02T08:00:00Z') } },
      { id: 'b', data: { date: '2025-03-09', weightKg: null, waistCm: 81, notes: 'ligne 1\nligne 2' } },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'id,date,weightKg,notes,createdAt,waistCm',
      'a,2025-03-02,72.5,"dit ""bien"", vraiment",2025-03-02T08:00:00.000Z,',
      'b,2025-03-09,,"ligne 1\nligne 2",,81',
      '',
    ]);
  });

  it('writes nested values as JSON and an empty collection as its header', () => {
    expect(toCsv([{ id: 'x', data: { avatar: { kind: 'initiales' }, ok: true } }]).slice(1)).toBe('id,avatar,ok\r\nx,"{""kind"":""initiales""}",true\r\n');
    expect(toCsv([]).slice(1)).toBe('id\r\n');
  });
});

describe('buildExport', () => {
  it('holds the profile and every collection, timestamps as ISO strings', () => {
    const result = buildExport({
      uid: 'u1',
      email: 'a@b.c',
      now: new Date('2025-05-01T12:00:00Z'),
      profile: { displayName: 'Léa', updatedAt: stamp('2025-04-01T00:00:00Z') },
      collections: { measurements: [{ id: 'm1', data: { weightKg: 70, createdAt: stamp('2025-04-02T00:00:00Z') } }] },
    });
    expect(result).toEqual({
      format: 'elan-export',
      version: 1,
      exportedAt: '2025-05-01T12:00:00.000Z',
      uid: 'u1',
      email: 'a@b.c',
      profile: { displayName: 'Léa', updatedAt: '2025-04-01T00:00:00.000Z' },
      collections: { measurements: [{ id: 'm1', weightKg: 70, createdAt: '2025-04-02T00:00:00.000Z' }] },
    });
    expect(buildExport({ uid: 'u', email: null, now: new Date(0), profile: undefined, collections: {} }).profile).toBeNull();
  });

  it('accepts only safe collection names for file names', () => {
    expect(COLLECTION_NAME.test('foodLogs')).toBe(true);
    expect(COLLECTION_NAME.test('../secrets')).toBe(false);
    expect(COLLECTION_NAME.test('a/b')).toBe(false);
  });
});
