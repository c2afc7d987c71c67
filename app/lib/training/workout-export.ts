import { csvDocument, csvLines } from '../csv/index.ts';
import type { SessionSet, SetKind } from './types.ts';

/*
 * Every set as a CSV in Strong's columns, the interchange format other apps import (Hevy reads it).
 * Decisions where the format is silent:
 *  - weights in kg and distances in km: the file carries no unit and the app logs in kg;
 *  - `Set Order` numbers working sets 1, 2, 3… as Strong does, and writes W, D and F for warm-up,
 *    drop and failure sets, so a re-import keeps the kind;
 *  - only done sets: a set never ticked was not lifted, and Strong exports none either;
 *  - no distance or duration is 0 (importers refuse an empty Seconds), no RPE or note is empty;
 *  - the exercise's notes repeat on each of its rows and the session's on each row, as Strong does;
 *  - `Date` is the start as wall-clock time, "YYYY-MM-DD HH:MM:SS"; a session without a start
 *    time is written at midnight of its day;
 *  - text a spreadsheet would run as a formula is neutralised (see app/lib/csv).
 */

export const STRONG_COLUMNS = ['Date', 'Workout Name', 'Duration', 'Exercise Name', 'Set Order', 'Weight', 'Reps', 'Distance', 'Seconds', 'Notes', 'Workout Notes', 'RPE'] as const;

export type ExportableSession = {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Wall-clock start in the person's zone, "YYYY-MM-DDTHH:mm" or with seconds. */
  startedAt?: string;
  durationSec?: number;
  notes?: string;
  exercises: { exerciseId: string; notes?: string; sets: SessionSet[] }[];
};

const KIND_LETTERS: Partial<Record<SetKind, string>> = { echauffement: 'W', degressive: 'D', echec: 'F' };

/** "1h 5m", "45m", or "30s" under a minute: Strong's way. */
export function strongDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

function strongDate(session: ExportableSession): string {
  const [day, time = '00:00:00'] = (session.startedAt ?? session.date).split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`;
}

/** The rows of `sessions`, oldest session first, one per done set. */
function strongRows(sessions: readonly ExportableSession[], exerciseName: (exerciseId: string) => string): unknown[][] {
  const rows: unknown[][] = [];
  const chronological = [...sessions].sort((a, b) => strongDate(a).localeCompare(strongDate(b)));
  for (const session of chronological) {
    const date = strongDate(session);
    const duration = strongDuration(session.durationSec);
    for (const exercise of session.exercises) {
      let working = 0;
      for (const set of exercise.sets) {
        if (!set.done) continue;
        const kind = set.kind ?? 'normale';
        const order = KIND_LETTERS[kind] ?? String((working += 1));
        rows.push([
          date,
          session.title,
          duration,
          exerciseName(exercise.exerciseId),
          order,
          set.weightKg,
          set.reps,
          set.distanceM ? set.distanceM / 1000 : 0,
          set.durationSec ?? 0,
          exercise.notes ?? '',
          session.notes ?? '',
          set.rpe ?? '',
        ]);
      }
    }
  }
  return rows;
}

/**
 * The CSV file (BOM, CRLF) in pieces: the header, then the rows of each batch of sessions as it
 * comes, so a history of any length is written without holding it whole. Batches come oldest
 * first (the export reads them so) and each is sorted, so the file is oldest first as Strong
 * writes it. `exerciseName` gives the name shown in the catalogue (or the person's own exercise).
 */
export async function* strongCsv(
  batches: AsyncIterable<readonly ExportableSession[]>,
  exerciseName: (exerciseId: string) => string,
): AsyncGenerator<string, void, undefined> {
  yield csvDocument(STRONG_COLUMNS, []);
  for await (const sessions of batches) {
    const rows = strongRows(sessions, exerciseName);
    if (rows.length) yield csvLines(rows);
  }
}
