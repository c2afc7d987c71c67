import { describe, expect, it } from 'vitest';
import { csvCell } from '#app/lib/csv/index.ts';
import { COLLECTION_NAME, csvColumns, csvExport, jsonExport, type ExportedDoc, type ExportSource } from './export.ts';

const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });

async function* paged(docs: readonly ExportedDoc[], size: number): AsyncGenerator<ExportedDoc[]> {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
  if (docs.length === 0) yield [];
}

async function collect(pieces: AsyncIterable<string>): Promise<{ text: string; count: number }> {
  let text = '';
  let count = 0;
  for await (const piece of pieces) {
    text += piece;
    count += 1;
  }
  return { text, count };
}

async function csvOf(docs: readonly ExportedDoc[], pageSize = 2): Promise<string> {
  const columns = await csvColumns(paged(docs, pageSize));
  return (await collect(csvExport(columns, paged(docs, pageSize)))).text;
}

describe('csvExport', () => {
  it('writes RFC 4180 with a BOM, dot decimals, ISO dates and one column per field', async () => {
    const csv = await csvOf([
      { id: 'a', data: { date: '2025-03-02', weightKg: 72.5, notes: 'dit "bien", vraiment', createdAt: stamp('2025-03-02T08:00:00Z') } },
      { id: 'b', data: { date: '2025-03-09', weightKg: null, waistCm: 81, notes: 'ligne 1\nligne 2' } },
      { id: 'c', data: { armCm: 30 } },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'id,date,weightKg,notes,createdAt,waistCm,armCm',
      'a,2025-03-02,72.5,"dit ""bien"", vraiment",2025-03-02T08:00:00.000Z,,',
      'b,2025-03-09,,"ligne 1\nligne 2",,81,',
      'c,,,,,,30',
      '',
    ]);
  });

  it('writes nested values as JSON and an empty collection as its header', async () => {
    expect((await csvOf([{ id: 'x', data: { avatar: { kind: 'initiales' }, ok: true } }])).slice(1)).toBe('id,avatar,ok\r\nx,"{""kind"":""initiales""}",true\r\n');
    expect((await csvOf([])).slice(1)).toBe('id\r\n');
  });

  it('streams one piece per page, never the whole collection at once', async () => {
    const docs = Array.from({ length: 7 }, (_, i) => ({ id: `d${i}`, data: { n: i } }));
    const { text, count } = await collect(csvExport(['n'], paged(docs, 3)));
    expect(count).toBe(1 + 3);
    expect(text.split('\r\n')).toHaveLength(1 + 7 + 1);
  });
});

describe('csvCell: formula injection (OWASP)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("https://evil.example","x")', '"\'=HYPERLINK(""https://evil.example"",""x"")"'],
  ])('neutralises %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('72,5 kg')).toBe('"72,5 kg"');
    expect(csvCell('Séance 1')).toBe('Séance 1');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('neutralises field names and ids as well', async () => {
    const csv = await csvOf([{ id: '=id', data: { '=field': 1 } }]);
    expect(csv.slice(1)).toBe("id,'=field\r\n'=id,1\r\n");
  });
});

describe('jsonExport', () => {
  const source = (over: Partial<ExportSource> = {}): ExportSource => ({
    uid: 'u1',
    email: 'a@b.c',
    now: new Date('2025-05-01T12:00:00Z'),
    profile: { displayName: 'Léa', updatedAt: stamp('2025-04-01T00:00:00Z') },
    collections: ['measurements', 'notes', 'settings'],
    records: { pushTokens: { token: 't', updatedAt: stamp('2025-04-03T00:00:00Z') }, leaderboard: null },
    pages: (name) =>
      paged(
        name === 'measurements'
          ? Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, data: { weightKg: 70 + i, createdAt: stamp('2025-04-02T00:00:00Z') } }))
          : name === 'settings'
            ? [{ id: 'timers', data: { presets: [{ name: 'HIIT' }] } }]
            : [],
        2,
      ),
    ...over,
  });

  it('is valid JSON holding the profile, every collection and the records, timestamps as ISO strings', async () => {
    const { text } = await collect(jsonExport(source()));
    expect(JSON.parse(text)).toEqual({
      format: 'elan-export',
      version: 1,
      exportedAt: '2025-05-01T12:00:00.000Z',
      uid: 'u1',
      email: 'a@b.c',
      profile: { displayName: 'Léa', updatedAt: '2025-04-01T00:00:00.000Z' },
      collections: {
        measurements: Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, weightKg: 70 + i, createdAt: '2025-04-02T00:00:00.000Z' })),
        notes: [],
        settings: [{ id: 'timers', presets: [{ name: 'HIIT' }] }],
      },
      records: { pushTokens: { token: 't', updatedAt: '2025-04-03T00:00:00.000Z' }, leaderboard: null },
    });
  });

  it('is valid JSON for an empty account', async () => {
    const { text } = await collect(jsonExport(source({ profile: undefined, collections: [], records: {} })));
    expect(JSON.parse(text)).toMatchObject({ profile: null, collections: {}, records: {} });
  });

  it('yields a piece per page', async () => {
    const { count } = await collect(jsonExport(source({ collections: ['measurements'] })));
    // head, collection opening, 3 pages, collection closing, tail
    expect(count).toBe(7);
  });
});

describe('COLLECTION_NAME', () => {
  it('accepts only safe collection names for file names', () => {
    expect(COLLECTION_NAME.test('foodLogs')).toBe(true);
    expect(COLLECTION_NAME.test('../secrets')).toBe(false);
    expect(COLLECTION_NAME.test('a/b')).toBe(false);
  });
});
