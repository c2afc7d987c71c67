import { CsvSyntaxError, detectDelimiter, parseCsvLines, unguardCell } from '../csv/index.ts';
import { TrainingError } from './errors.ts';
import { normalizeForSearch } from './search.ts';
import type { SessionSet, SetKind } from './types.ts';

/*
 * Reading the workout logs of Strong and Hevy, so people switching apps keep their history.
 * The format is told by the header, never by the file name.
 *
 * Strong (one row per set): `Date, Workout Name, Duration, Exercise Name, Set Order, Weight, Reps,
 * Distance, Seconds, Notes, Workout Notes, RPE`; older files use ';', add `Weight Unit` and
 * `Distance Unit` and call the duration `Workout Duration`. Recent files carry no unit: the
 * person says which they used (kg and km unless told). `Set Order` is the set's number, or W, D
 * or F for a warm-up, drop or failure set; "Rest Timer" rows are rests, not sets.
 *
 * Hevy (one row per set): `title, start_time, end_time, description, exercise_title,
 * superset_id, exercise_notes, set_index, set_type, weight_kg | weight_lbs, reps, distance_km |
 * distance_miles, duration_seconds, rpe`, dates like "26 Jul 2025, 07:06".
 *
 * Decisions:
 *  - times are wall-clock times without a zone, as both apps write them; they stay that way
 *    (`startedAt` "YYYY-MM-DDTHH:mm:ss") and the screen reads them in the person's zone;
 *  - a workout is every row sharing a start time and a title; an exercise is a run of rows with
 *    the same name (and superset), so an exercise done twice apart stays two entries;
 *  - pounds become kilos and miles metres, kilos rounded to the hundredth, metres to the metre;
 *  - empty weight or reps read as 0 (cardio and timed sets have none);
 *  - a row that cannot be read is skipped and reported with its line, in French; the rest of
 *    the file is imported. Only a file that is not an export at all is refused;
 *  - every imported set is done: both apps export only completed sets.
 */

export const WORKOUT_FILE_FORMATS = ['strong', 'hevy'] as const;
export type WorkoutFileFormat = (typeof WORKOUT_FILE_FORMATS)[number];

export type ImportedSet = SessionSet & { kind: SetKind; done: true };

export type ImportedExercise = {
  /** The name as the other app wrote it; the mapping step turns it into a catalogue id. */
  sourceName: string;
  notes?: string;
  supersetGroup?: string;
  sets: ImportedSet[];
};

export type ImportedWorkout = {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Wall-clock start, YYYY-MM-DDTHH:mm:ss, no zone. */
  startedAt: string;
  durationSec?: number;
  notes?: string;
  exercises: ImportedExercise[];
};

export type WorkoutFile = {
  format: WorkoutFileFormat;
  workouts: ImportedWorkout[];
  /** Every exercise name met, in order of first appearance: the rows of the mapping step. */
  exerciseNames: string[];
  /** Rows skipped, each with its line and a French reason. */
  problems: TrainingError[];
};

export type WorkoutFileOptions = {
  /** What recent Strong files' Weight column is in (the file does not say). Default kg. */
  weightUnit?: 'kg' | 'lbs';
  /** What recent Strong files' Distance column is in. Default km. */
  distanceUnit?: 'km' | 'mi';
};

const KG_PER_LB = 0.45359237;
const M_PER_MILE = 1609.344;
const M_PER_KM = 1000;

const STRONG_REQUIRED = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'];
const HEVY_REQUIRED = ['title', 'start_time', 'exercise_title', 'set_index', 'set_type', 'reps'];

const HEVY_SET_KINDS: Readonly<Record<string, SetKind>> = { normal: 'normale', warmup: 'echauffement', dropset: 'degressive', failure: 'echec' };
const STRONG_SET_KINDS: Readonly<Record<string, SetKind>> = { W: 'echauffement', D: 'degressive', F: 'echec' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** A real calendar moment, or undefined. `hour` is 0–23 once AM/PM is applied. */
function wallClock(year: number, month: number, day: number, hour: number, minute: number, second: number): string | undefined {
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function to24h(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
}

/** "2024-08-24 17:30:00", "2024-08-24 5:30:00 PM" (Strong, with its narrow no-break space), or "26 Jul 2025, 07:06" (Hevy). */
export function parseWorkoutDate(text: string): string | undefined {
  const value = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i.exec(value);
  if (iso) {
    const [, year, month, day, hour, minute, second, meridiem] = iso;
    return wallClock(+year!, +month!, +day!, to24h(+hour!, meridiem), +minute!, +(second ?? 0));
  }
  const spelled = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i.exec(value);
  if (spelled) {
    const [, day, monthName, year, hour, minute, second, meridiem] = spelled;
    const month = MONTHS.indexOf(monthName!.toLowerCase()) + 1;
    return month ? wallClock(+year!, month, +day!, to24h(+hour!, meridiem), +minute!, +(second ?? 0)) : undefined;
  }
  return undefined;
}

/** Strong's durations: "1h 5m", "45m", "1h", "50s", "1h 5m 3s". */
export function parseStrongDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase();
  const match = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(value);
  if (!value || !match || (!match[1] && !match[2] && !match[3])) return undefined;
  return +(match[1] ?? 0) * 3600 + +(match[2] ?? 0) * 60 + +(match[3] ?? 0);
}

/** Seconds between two wall-clock times of the same file (no zone, so no daylight saving jump). */
function secondsBetween(start: string, end: string): number | undefined {
  const seconds = (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 1000;
  return seconds >= 0 ? seconds : undefined;
}

const hundredth = (value: number) => Math.round(value * 100) / 100;

class RowProblem extends Error {
  constructor(readonly error: TrainingError) {
    super(error.message);
  }
}

/** A row's cells by column name; text cells lose the formula guard this app's exports add. */
type Row = { line: number; text(column: string): string; number(column: string, integer?: boolean): number | undefined };

function rowsOf(text: string): { header: string[]; rows: Row[] } {
  let table: { line: number; cells: string[] }[];
  try {
    table = parseCsvLines(text, detectDelimiter(text));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new TrainingError('importQuote', { line: error.line });
    throw error;
  }
  if (!table.length) throw new TrainingError('importEmpty');
  const header = table[0]!.cells.map((name) => name.trim());
  const columns = new Map(header.map((name, index) => [name, index]));
  const rows = table.slice(1).map(({ line, cells }): Row => {
    const raw = (column: string) => cells[columns.get(column) ?? -1]?.trim() ?? '';
    return {
      line,
      text: (column) => unguardCell(raw(column)),
      number(column, integer = false) {
        const value = raw(column);
        if (value === '') return undefined;
        const parsed = Number(/^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value);
        if (!Number.isFinite(parsed) || parsed < 0 || (integer && !Number.isInteger(parsed))) {
          throw new RowProblem(new TrainingError('importNumber', { line, value, column }));
        }
        return parsed;
      },
    };
  });
  return { header, rows };
}

/** A set read from a row, before it is placed in its workout and exercise. */
type ReadRow = { workoutKey: string; workout: Omit<ImportedWorkout, 'exercises'>; exerciseName: string; exerciseNotes?: string; supersetGroup?: string; set: ImportedSet };

const optional = <K extends string, V>(key: K, value: V | undefined | '') => (value === undefined || value === '' ? {} : ({ [key]: value } as { [P in K]: V }));

function requireDate(row: Row, column: string): string {
  const value = row.text(column);
  const date = parseWorkoutDate(value);
  if (!date) throw new RowProblem(new TrainingError('importDate', { line: row.line, value }));
  return date;
}

function requireExerciseName(row: Row, column: string): string {
  const name = row.text(column);
  if (!name) throw new RowProblem(new TrainingError('importExercise', { line: row.line }));
  return name;
}

/** What a row of either format says, in the file's own units. */
type RowFields = {
  startedAt: string;
  title: string;
  durationSec?: number;
  workoutNotes: string;
  exerciseName: string;
  exerciseNotes: string;
  supersetGroup?: string;
  kind: SetKind;
  reps?: number;
  weight?: number;
  pounds: boolean;
  distance?: number;
  miles: boolean;
  seconds?: number;
  rpe?: number;
};

function toReadRow(fields: RowFields): ReadRow {
  const weight = fields.weight ?? 0;
  return {
    workoutKey: `${fields.startedAt}\u0000${fields.title}`,
    workout: {
      title: fields.title,
      date: fields.startedAt.slice(0, 10),
      startedAt: fields.startedAt,
      ...optional('durationSec', fields.durationSec),
      ...optional('notes', fields.workoutNotes),
    },
    exerciseName: fields.exerciseName,
    ...optional('exerciseNotes', fields.exerciseNotes),
    ...optional('supersetGroup', fields.supersetGroup),
    set: {
      kind: fields.kind,
      reps: fields.reps ?? 0,
      weightKg: hundredth(fields.pounds ? weight * KG_PER_LB : weight),
      done: true,
      ...optional('rpe', fields.rpe),
      // Both apps may write 0 for "no duration" and "no distance".
      ...optional('durationSec', fields.seconds ? Math.round(fields.seconds) : undefined),
      ...optional('distanceM', fields.distance ? Math.round(fields.distance * (fields.miles ? M_PER_MILE : M_PER_KM)) : undefined),
    },
  };
}

function strongReader(header: readonly string[], options: WorkoutFileOptions) {
  const durationColumn = header.includes('Duration') ? 'Duration' : 'Workout Duration';
  return (row: Row): ReadRow | undefined => {
    const order = row.text('Set Order');
    if (/^rest timer$/i.test(order)) return undefined;
    const kindLetter = /^([wdf])\d*$/i.exec(order)?.[1]?.toUpperCase();
    if (!kindLetter && !/^\d+$/.test(order)) throw new RowProblem(new TrainingError('importSetOrder', { line: row.line, value: order }));
    return toReadRow({
      startedAt: requireDate(row, 'Date'),
      title: row.text('Workout Name'),
      durationSec: parseStrongDuration(row.text(durationColumn)),
      workoutNotes: row.text('Workout Notes'),
      exerciseName: requireExerciseName(row, 'Exercise Name'),
      exerciseNotes: row.text('Notes'),
      kind: kindLetter ? STRONG_SET_KINDS[kindLetter]! : 'normale',
      reps: row.number('Reps', true),
      weight: row.number('Weight'),
      pounds: (row.text('Weight Unit') || options.weightUnit || 'kg').toLowerCase().startsWith('lb'),
      distance: row.number('Distance'),
      miles: /^mi/i.test(row.text('Distance Unit') || options.distanceUnit || 'km'),
      seconds: row.number('Seconds'),
      rpe: row.number('RPE'),
    });
  };
}

function hevyReader(header: readonly string[]) {
  const pounds = !header.includes('weight_kg') && header.includes('weight_lbs');
  const miles = !header.includes('distance_km') && header.includes('distance_miles');
  return (row: Row): ReadRow => {
    const startedAt = requireDate(row, 'start_time');
    const endText = row.text('end_time');
    const endedAt = endText ? parseWorkoutDate(endText) : undefined;
    return toReadRow({
      startedAt,
      title: row.text('title'),
      durationSec: endedAt ? secondsBetween(startedAt, endedAt) : undefined,
      workoutNotes: row.text('description'),
      exerciseName: requireExerciseName(row, 'exercise_title'),
      exerciseNotes: row.text('exercise_notes'),
      supersetGroup: row.text('superset_id') || undefined,
      kind: HEVY_SET_KINDS[row.text('set_type').toLowerCase()] ?? 'normale',
      reps: row.number('reps', true),
      weight: row.number(pounds ? 'weight_lbs' : 'weight_kg'),
      pounds,
      distance: row.number(miles ? 'distance_miles' : 'distance_km'),
      miles,
      seconds: row.number('duration_seconds'),
      rpe: row.number('rpe'),
    });
  };
}

/**
 * A Strong or Hevy CSV export read into workouts, in the order of the file. Throws a French
 * TrainingError when the file is empty, malformed or neither export, or holds no set.
 */
export function parseWorkoutFile(text: string, options: WorkoutFileOptions = {}): WorkoutFile {
  const { header, rows } = rowsOf(text);
  const format: WorkoutFileFormat | undefined = STRONG_REQUIRED.every((column) => header.includes(column))
    ? 'strong'
    : HEVY_REQUIRED.every((column) => header.includes(column)) && (header.includes('weight_kg') || header.includes('weight_lbs'))
      ? 'hevy'
      : undefined;
  if (!format) throw new TrainingError('importFormat');
  const read = format === 'strong' ? strongReader(header, options) : hevyReader(header);

  const workouts = new Map<string, ImportedWorkout>();
  const exerciseNames: string[] = [];
  const problems: TrainingError[] = [];
  for (const row of rows) {
    let entry: ReadRow | undefined;
    try {
      entry = read(row);
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      problems.push(error.error);
      continue;
    }
    if (!entry) continue;
    let workout = workouts.get(entry.workoutKey);
    if (!workout) {
      workout = { ...entry.workout, exercises: [] };
      workouts.set(entry.workoutKey, workout);
    }
    // Old Strong files leave the duration off the first row of a workout.
    if (workout.durationSec === undefined && entry.workout.durationSec !== undefined) workout.durationSec = entry.workout.durationSec;
    if (!workout.notes && entry.workout.notes) workout.notes = entry.workout.notes;
    const last = workout.exercises.at(-1);
    if (last && last.sourceName === entry.exerciseName && last.supersetGroup === entry.supersetGroup) {
      last.sets.push(entry.set);
      if (!last.notes && entry.exerciseNotes) last.notes = entry.exerciseNotes;
    } else {
      workout.exercises.push({
        sourceName: entry.exerciseName,
        ...optional('notes', entry.exerciseNotes),
        ...optional('supersetGroup', entry.supersetGroup),
        sets: [entry.set],
      });
    }
    if (!exerciseNames.includes(entry.exerciseName)) exerciseNames.push(entry.exerciseName);
  }
  if (!workouts.size) throw new TrainingError('importNoSet');
  return { format, workouts: [...workouts.values()], exerciseNames, problems };
}

/** What a session already here says about itself, to spot a workout imported twice. */
export type ExistingSession = {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Wall-clock start in the person's zone, "YYYY-MM-DDTHH:mm" (seconds ignored), as the files have it. */
  startedAt?: string;
};

const sameTitle = (a: string, b: string) => normalizeForSearch(a) === normalizeForSearch(b);

/**
 * Whether `workout` is already here: same title and the same start to the minute, or the same
 * day when the session here has no start time (a session logged by hand may not).
 */
export function isDuplicate(workout: ImportedWorkout, existing: readonly ExistingSession[]): boolean {
  return existing.some(
    (session) =>
      sameTitle(session.title, workout.title) &&
      (session.startedAt ? session.startedAt.slice(0, 16) === workout.startedAt.slice(0, 16) : session.date === workout.date),
  );
}

export type ImportPreview = {
  sessions: number;
  /** YYYY-MM-DD of the first and last workout; undefined when there is none. */
  firstDate?: string;
  lastDate?: string;
  sets: number;
  /** Indexes in `workouts` of those already here (and of repeats within the file). */
  duplicates: number[];
};

/**
 * The preview before the import: how much, over what dates, and what is already here. Same
 * answers as isDuplicate, through keys: years of workouts against years of sessions stay quick.
 */
export function previewImport(workouts: readonly ImportedWorkout[], existing: readonly ExistingSession[]): ImportPreview {
  const dates = workouts.map((workout) => workout.date).sort();
  const byMinute = (title: string, startedAt: string) => `${normalizeForSearch(title)}\u0000${startedAt.slice(0, 16)}`;
  const byDay = (title: string, date: string) => `${normalizeForSearch(title)}\u0000${date}`;
  const starts = new Set(existing.flatMap((session) => (session.startedAt ? [byMinute(session.title, session.startedAt)] : [])));
  const untimedDays = new Set(existing.flatMap((session) => (session.startedAt ? [] : [byDay(session.title, session.date)])));
  const duplicates: number[] = [];
  workouts.forEach((workout, index) => {
    const start = byMinute(workout.title, workout.startedAt);
    if (starts.has(start) || untimedDays.has(byDay(workout.title, workout.date))) duplicates.push(index);
    else starts.add(start);
  });
  return {
    sessions: workouts.length,
    ...optional('firstDate', dates[0]),
    ...optional('lastDate', dates.at(-1)),
    sets: workouts.reduce((total, workout) => total + workout.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0), 0),
    duplicates,
  };
}

export type MappedExercise = Omit<ImportedExercise, 'sourceName'> & { exerciseId: string };
export type MappedWorkout = Omit<ImportedWorkout, 'exercises'> & { exercises: MappedExercise[] };

/**
 * Workouts with catalogue ids in place of the other app's names, ready to be written as finished
 * sessions. `mapping` gives an id for every name (a catalogue exercise, or one just created);
 * throws a French TrainingError naming the first name left without one.
 */
export function applyExerciseMapping(workouts: readonly ImportedWorkout[], mapping: Readonly<Record<string, string>>): MappedWorkout[] {
  return workouts.map(({ exercises, ...workout }) => ({
    ...workout,
    exercises: exercises.map(({ sourceName, ...exercise }) => {
      const exerciseId = Object.hasOwn(mapping, sourceName) ? mapping[sourceName] : undefined;
      if (!exerciseId) throw new TrainingError('importUnmapped', { name: sourceName });
      return { ...exercise, exerciseId };
    }),
  }));
}
