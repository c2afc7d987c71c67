import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveKey, strings } from '../calculators/test-helpers.ts';
import { TEST_MESSAGE_KEYS } from './messages.ts';
import { TESTS, TEST_IDS, sitAndReachRange } from './meta.ts';
import * as tables from './norms/tables.ts';
import { VO2MAX_COOPER_INSTITUTE, VO2MAX_SHVARTZ } from './norms/vo2max.ts';
import type { NormTable } from './types.ts';

const fr = JSON.parse(readFileSync(new URL('../../../locales/fr/tests.json', import.meta.url), 'utf8')) as unknown;
const ALL_TABLES: NormTable[] = [VO2MAX_SHVARTZ, VO2MAX_COOPER_INSTITUTE, ...Object.values(tables)];

describe('test metadata', () => {
  it('timers match the protocols', () => {
    expect(TESTS['cooper-12min'].timer).toEqual({ kind: 'countdown', durationMs: 12 * 60_000 });
    expect(TESTS['situps-1min'].timer).toEqual({ kind: 'countdown', durationMs: 60_000 });
    expect(TESTS['plank-hold'].timer).toEqual({ kind: 'stopwatch' });
    expect(TESTS['step-queens'].timer).toEqual({
      kind: 'metronome',
      durationMs: 180_000,
      cyclesPerMinute: { homme: 24, femme: 22 },
      beatsPerMinute: { homme: 96, femme: 88 },
      recoveryWindowMs: { start: 5_000, end: 20_000 },
    });
  });

  it('flags the maximal tests named by the safety convention', () => {
    const maximal = TEST_IDS.filter((id) => TESTS[id].maximal);
    expect(maximal).toEqual(['cooper-12min', 'run-1_5-mile', 'broad-jump', 'vertical-jump', 'pushups-max']);
  });

  it('sit-and-reach range follows the device zero', () => {
    expect(sitAndReachRange('soles')).toEqual({ min: -40, max: 50 });
    expect(sitAndReachRange('csep')).toEqual({ min: -14, max: 76 });
  });
});

describe('norm tables', () => {
  it('every row is contiguous and covers the whole value line', () => {
    for (const table of ALL_TABLES) {
      for (const row of table.rows) {
        const first = row.classes[0];
        const last = row.classes[row.classes.length - 1];
        expect(first?.min, table.id).toBeNull();
        expect(last?.max, table.id).toBeNull();
        for (let i = 1; i < row.classes.length; i++) {
          const prev = row.classes[i - 1];
          expect(row.classes[i]?.min, `${table.id} ${row.sex} ${row.ageMin}`).toBe((prev?.max ?? Number.NaN) + 1);
        }
      }
    }
  });

  it('age bands of a sex never overlap', () => {
    for (const table of ALL_TABLES) {
      for (const sex of ['homme', 'femme'] as const) {
        const rows = table.rows.filter((r) => r.sex === sex);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i]?.ageMin, table.id).toBe((rows[i - 1]?.ageMax ?? Number.NaN) + 1);
        }
      }
    }
  });
});

describe('locales/fr/tests.json', () => {
  it('has every emitted key, test copy, source and source label', () => {
    const keys = [
      ...TEST_MESSAGE_KEYS,
      ...TEST_IDS.flatMap((id) => [`tests:items.${id}.name`, `tests:items.${id}.equipment`, `tests:items.${id}.recorded`]),
      ...TEST_IDS.flatMap((id) => TESTS[id].inputs.map((i) => `tests:items.${id}.inputs.${i.name}`)),
      ...ALL_TABLES.map((t) => t.sourceKey),
      ...ALL_TABLES.flatMap((t) => t.rows.flatMap((r) => r.classes.map((c) => `tests:sourceLabels.${c.sourceLabel}`))),
      'tests:safety.maximal',
      'tests:indicative',
    ];
    expect(keys.filter((k) => typeof resolveKey(fr, k) !== 'string')).toEqual([]);
    for (const id of TEST_IDS) expect(Array.isArray(resolveKey(fr, `tests:items.${id}.steps`)), id).toBe(true);
  });

  it('rating labels as the product asks', () => {
    expect(resolveKey(fr, 'tests:ratings')).toEqual({
      'tres-faible': 'Très faible',
      faible: 'Faible',
      moyen: 'Moyen',
      bon: 'Bon',
      excellent: 'Excellent',
      none: 'pas de norme',
    });
  });

  it('uses French typography', () => {
    for (const s of strings(fr)) {
      expect(s, s).not.toMatch(/ [:;!?%]/);
      expect(s, s).not.toMatch(/« | »/);
      expect(s, s).not.toMatch(/'/);
    }
  });
});
