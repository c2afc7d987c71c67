import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/index.ts';
import { builtInExercise } from './exercises.ts';
import { STRONG_COLUMNS, strongCsv, strongDuration, type ExportableSession } from './workout-export.ts';
import { parseWorkoutFile } from './workout-import.ts';

const nameOf = (id: string) => builtInExercise(id)?.name ?? id;

const push: ExportableSession = {
  title: 'Push, lourd',
  date: '2025-03-04',
  startedAt: '2025-03-04T18:02',
  durationSec: 72 * 60 + 10,
  notes: '=HYPERLINK("x") et "guillemets"',
  exercises: [
    {
      exerciseId: 'developpe-couche',
      notes: 'Pause, 1 s',
      sets: [
        { reps: 8, weightKg: 60, done: true, kind: 'echauffement' },
        { reps: 5, weightKg: 100, done: true, kind: 'normale', rpe: 8 },
        { reps: 5, weightKg: 102.5, done: true, rpe: 9.5 },
        { reps: 5, weightKg: 102.5, done: false },
        { reps: 8, weightKg: 80, done: true, kind: 'degressive' },
        { reps: 3, weightKg: 80, done: true, kind: 'echec' },
      ],
    },
    { exerciseId: 'rameur', sets: [{ reps: 0, weightKg: 0, done: true, durationSec: 600, distanceM: 2500 }] },
  ],
};
const earlier: ExportableSession = { title: 'Jambes', date: '2025-03-01', exercises: [{ exerciseId: 'squat', sets: [{ reps: 5, weightKg: 120, done: true }] }] };

/** The batches as the export reads them, one after the other. */
async function* batchesOf(...batches: ExportableSession[][]) {
  for (const batch of batches) yield batch;
}

/** The whole file and how many pieces it was written in. */
async function written(...batches: ExportableSession[][]): Promise<{ csv: string; pieces: number }> {
  let csv = '';
  let pieces = 0;
  for await (const piece of strongCsv(batchesOf(...batches), nameOf)) {
    csv += piece;
    pieces += 1;
  }
  return { csv, pieces };
}

describe('strongCsv', () => {
  let csv = '';
  let header: string[] = [];
  let rows: string[][] = [];
  beforeAll(async () => {
    ({ csv } = await written([push, earlier]));
    [header = [], ...rows] = parseCsv(csv);
  });

  it('writes Strong’s header and one row per done set, oldest session first', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toEqual([...STRONG_COLUMNS]);
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows[0]).toEqual(['2025-03-01 00:00:00', 'Jambes', '', 'Squat', '1', '120', '5', '0', '0', '', '', '']);
  });

  it('numbers working sets, letters the others, and keeps RPE, notes, distance and time', () => {
    const bench = rows.slice(1, 6);
    expect(bench.map((row) => [row[4], row[5], row[6], row[11]])).toEqual([
      ['W', '60', '8', ''],
      ['1', '100', '5', '8'],
      ['2', '102.5', '5', '9.5'],
      ['D', '80', '8', ''],
      ['F', '80', '3', ''],
    ]);
    expect(bench[0]!.slice(0, 4)).toEqual(['2025-03-04 18:02:00', 'Push, lourd', '1h 12m', 'Développé couché']);
    expect(bench[0]![9]).toBe('Pause, 1 s');
    expect(rows[6]!.slice(3, 9)).toEqual(['Rameur', '1', '0', '0', '2.5', '600']);
  });

  it('neutralises a formula in a note', () => {
    expect(rows[1]![10]).toBe('\'=HYPERLINK("x") et "guillemets"');
  });

  it('is read back by the Strong import with the same sets, kinds and notes', () => {
    const file = parseWorkoutFile(csv);
    expect(file.problems).toEqual([]);
    const [legs, again] = file.workouts;
    expect(legs).toMatchObject({ title: 'Jambes', startedAt: '2025-03-01T00:00:00' });
    expect(again).toMatchObject({ title: 'Push, lourd', startedAt: '2025-03-04T18:02:00', durationSec: 72 * 60, notes: push.notes });
    expect(again!.exercises[0]).toMatchObject({ sourceName: 'Développé couché', notes: 'Pause, 1 s' });
    expect(again!.exercises[0]!.sets).toEqual([
      { kind: 'echauffement', reps: 8, weightKg: 60, done: true },
      { kind: 'normale', reps: 5, weightKg: 100, done: true, rpe: 8 },
      { kind: 'normale', reps: 5, weightKg: 102.5, done: true, rpe: 9.5 },
      { kind: 'degressive', reps: 8, weightKg: 80, done: true },
      { kind: 'echec', reps: 3, weightKg: 80, done: true },
    ]);
    expect(again!.exercises[1]!.sets[0]).toEqual({ kind: 'normale', reps: 0, weightKg: 0, done: true, durationSec: 600, distanceM: 2500 });
  });

  it('writes only the header for no session', async () => {
    expect(await written()).toEqual({ csv: `\uFEFF${STRONG_COLUMNS.join(',')}\r\n`, pieces: 1 });
    expect(await written([], [])).toEqual({ csv: `\uFEFF${STRONG_COLUMNS.join(',')}\r\n`, pieces: 1 });
  });

  it('writes batch after batch under one header, as one file would be', async () => {
    const later: ExportableSession = { ...earlier, title: 'Jambes encore', date: '2025-03-08' };
    const inPieces = await written([earlier], [push], [later]);
    expect(inPieces.pieces).toBe(4);
    const whole = await written([earlier, push, later]);
    expect(inPieces.csv).toBe(whole.csv);
    expect(parseCsv(inPieces.csv).filter((row) => row[0] === 'Date')).toHaveLength(1);
  });
});

describe('strongDuration', () => {
  it('writes hours and minutes like Strong', () => {
    expect(strongDuration(3900)).toBe('1h 5m');
    expect(strongDuration(2700)).toBe('45m');
    expect(strongDuration(7200)).toBe('2h 0m');
    expect(strongDuration(30)).toBe('30s');
    expect(strongDuration(undefined)).toBe('');
  });
});
