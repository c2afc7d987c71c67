/*
 * The custom builder's working copy of a program: what the person typed, as text, so a half-typed
 * "8-" or "72,5" is never lost or rewritten under their fingers. `programFromRows` turns it into
 * the stored program or into one French message per faulty field; the builder saves only a
 * program without faults. Pure: unit-tested.
 */
import { PRESCRIPTION_BOUNDS, programSchema, type ProgramInput, type ProgramSource } from '#app/lib/data/programs.ts';
import { parseDecimal } from '#app/lib/format/index.ts';
import { rangeMessage, type FieldErrors, type FieldMessage } from '#app/lib/forms/messages.ts';
import { defaultProgression, PROGRAM_LIMITS, PROGRESSION_INCREMENT_KG, type Equipment, type Goal, type Level, type Prescription, type ProgramDraft } from '#app/lib/training/index.ts';

export const VOLUME_MODES = ['reps', 'range', 'duree', 'distance'] as const;
export type VolumeMode = (typeof VOLUME_MODES)[number];
export const LOAD_MODES = ['aucune', 'kg', 'pct'] as const;
export type LoadMode = (typeof LOAD_MODES)[number];
export const PROGRESSION_MODES = ['aucune', 'lineaire', 'double'] as const;
export type ProgressionMode = (typeof PROGRESSION_MODES)[number];
/** The increment a row offers when its rule is switched on. */
const DEFAULT_INCREMENT_KG = 2.5;

export interface RowDraft {
  /** Stable React key: rows move. */
  readonly key: string;
  readonly exerciseId: string;
  readonly sets: string;
  readonly volume: VolumeMode;
  readonly reps: string;
  readonly repLow: string;
  readonly repHigh: string;
  readonly durationSec: string;
  readonly distanceM: string;
  readonly load: LoadMode;
  readonly loadValue: string;
  readonly rpe: string;
  /** The rule that sets the next session's load; only rows counted in reps carry one. */
  readonly progression: ProgressionMode;
  readonly incrementKg: string;
  readonly restSec: string;
  readonly superset: string;
  readonly notes: string;
}

export interface DayDraft {
  readonly key: string;
  readonly name: string;
  readonly rows: readonly RowDraft[];
}

export interface BuilderDraft {
  readonly name: string;
  readonly goal: Goal;
  readonly level: Level;
  readonly source: ProgramSource;
  readonly archived: boolean;
  readonly weeks: readonly { readonly key: string; readonly days: readonly DayDraft[] }[];
}

let keys = 0;
export const newKey = () => `k${(keys += 1)}`;

const text = (value: number | undefined) => (value === undefined ? '' : String(value).replace('.', ','));

export function rowFrom(p: Prescription): RowDraft {
  return {
    key: newKey(),
    exerciseId: p.exerciseId,
    sets: String(p.sets),
    volume: p.repRange ? 'range' : p.reps !== undefined ? 'reps' : p.distanceM !== undefined ? 'distance' : p.durationSec !== undefined ? 'duree' : 'reps',
    reps: text(p.reps),
    repLow: text(p.repRange?.[0]),
    repHigh: text(p.repRange?.[1]),
    durationSec: text(p.durationSec),
    distanceM: text(p.distanceM),
    load: p.loadKg !== undefined ? 'kg' : p.percent1RM !== undefined ? 'pct' : 'aucune',
    loadValue: text(p.loadKg ?? p.percent1RM),
    rpe: text(p.rpe),
    progression: p.progression?.kind ?? 'aucune',
    incrementKg: text(p.progression?.incrementKg ?? DEFAULT_INCREMENT_KG),
    restSec: String(p.restSec),
    superset: p.supersetGroup ?? '',
    notes: p.notes ?? '',
  };
}

/** A new row for an exercise: what most programs start from (3 × 10, 90 s of rest), with the usual rule of a loaded one. */
export function newRow(exerciseId: string, measure: 'charge-reps' | 'reps' | 'duree' | 'distance-duree', equipment: readonly Equipment[] = []): RowDraft {
  const timed = measure === 'duree' || measure === 'distance-duree';
  const progression = defaultProgression({ measure, equipment }, {});
  return rowFrom({ exerciseId, sets: 3, ...(timed ? { durationSec: 60 } : { reps: 10 }), restSec: timed ? 60 : 90, ...(progression ? { progression } : {}) });
}

export function draftFrom(program: ProgramDraft & { source: ProgramSource; archived: boolean }): BuilderDraft {
  return {
    name: program.name,
    goal: program.goal,
    level: program.level,
    source: program.source,
    archived: program.archived,
    weeks: program.weeks.map((week) => ({ key: newKey(), days: week.days.map((day) => ({ key: newKey(), name: day.name, rows: day.exercises.map(rowFrom) })) })),
  };
}

export function emptyDraft(dayName: string, programName: string): BuilderDraft {
  return { name: programName, goal: 'forme', level: 'debutant', source: 'custom', archived: false, weeks: [{ key: newKey(), days: [{ key: newKey(), name: dayName, rows: [] }] }] };
}

/** The id of a row's field, for messages and the error summary: 'w0-d1-r2-sets'. */
export const fieldKey = (week: number, day: number, row: number, field: keyof RowDraft) => `w${week}-d${day}-r${row}-${field}`;

type Bounds = { readonly min: number; readonly max: number; readonly unit?: string };

function numberIn(raw: string, bounds: Bounds, integer: boolean): number | FieldMessage {
  const trimmed = raw.trim();
  if (trimmed === '') return { key: 'common:form.required' };
  const value = parseDecimal(trimmed);
  if (value === null || Number.isNaN(value)) return { key: 'common:form.notANumber' };
  if ((integer && !Number.isInteger(value)) || value < bounds.min || value > bounds.max) {
    return rangeMessage({ ...bounds, integer });
  }
  return value;
}

/** A rule moves reps and load: a row counted in time or distance has none. */
export const hasReps = (row: Pick<RowDraft, 'volume'>) => row.volume === 'reps' || row.volume === 'range';

function prescriptionFrom(row: RowDraft, key: (field: keyof RowDraft) => string, errors: Record<string, FieldMessage>): Prescription | null {
  const read = (field: keyof RowDraft, bounds: Bounds, integer: boolean, optional = false): number | undefined => {
    const raw = row[field] as string;
    if (optional && raw.trim() === '') return undefined;
    const value = numberIn(raw, bounds, integer);
    if (typeof value === 'number') return value;
    errors[key(field)] = value;
    return undefined;
  };
  const before = Object.keys(errors).length;
  const B = {
    ...PRESCRIPTION_BOUNDS,
    durationSec: { ...PRESCRIPTION_BOUNDS.durationSec, unit: 's' },
    distanceM: { ...PRESCRIPTION_BOUNDS.distanceM, unit: 'm' },
    loadKg: { ...PRESCRIPTION_BOUNDS.loadKg, unit: 'kg' },
    percent1RM: { ...PRESCRIPTION_BOUNDS.percent1RM, unit: '%' },
    restSec: { ...PRESCRIPTION_BOUNDS.restSec, unit: 's' },
    incrementKg: { ...PROGRESSION_INCREMENT_KG, unit: 'kg' },
  };
  const p: Prescription = { exerciseId: row.exerciseId, sets: read('sets', B.sets, true) ?? 1, restSec: read('restSec', B.restSec, true) ?? 0 };
  if (row.volume === 'reps') p.reps = read('reps', B.reps, true);
  if (row.volume === 'range') {
    const low = read('repLow', B.reps, true);
    const high = read('repHigh', B.reps, true);
    if (low !== undefined && high !== undefined) {
      if (low < high) p.repRange = [low, high];
      else errors[key('repHigh')] = { key: 'programs:form.repRangeOrder' };
    }
  }
  if (row.volume === 'duree') p.durationSec = read('durationSec', B.durationSec, true);
  if (row.volume === 'distance') p.distanceM = read('distanceM', B.distanceM, false);
  if (row.load === 'kg') p.loadKg = read('loadValue', B.loadKg, false);
  if (row.load === 'pct') p.percent1RM = read('loadValue', B.percent1RM, false);
  const rpe = read('rpe', B.rpe, false, true);
  if (rpe !== undefined) p.rpe = rpe;
  if (row.progression !== 'aucune' && hasReps(row)) {
    const incrementKg = read('incrementKg', B.incrementKg, false);
    if (incrementKg !== undefined) p.progression = { kind: row.progression, incrementKg };
  }
  if (row.superset.trim()) p.supersetGroup = row.superset.trim().slice(0, 20);
  if (row.notes.trim()) p.notes = row.notes.trim();
  if (row.notes.length > 500) errors[key('notes')] = { key: 'common:form.tooLong', params: { max: 500 } };
  return Object.keys(errors).length === before ? p : null;
}

export type BuilderResult = { readonly ok: true; readonly value: ProgramInput } | { readonly ok: false; readonly errors: FieldErrors };

export function programFromDraft(draft: BuilderDraft): BuilderResult {
  const errors: Record<string, FieldMessage> = {};
  if (!draft.name.trim()) errors.name = { key: 'common:form.required' };
  if (draft.name.trim().length > 80) errors.name = { key: 'common:form.tooLong', params: { max: 80 } };
  const weeks = draft.weeks.map((week, w) => ({
    days: week.days.map((day, d) => {
      if (!day.name.trim()) errors[`w${w}-d${d}-name`] = { key: 'common:form.required' };
      return {
        name: day.name.trim(),
        exercises: day.rows.flatMap((row, r) => prescriptionFrom(row, (field) => fieldKey(w, d, r, field), errors) ?? []),
      };
    }),
  }));
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = programSchema.safeParse({ name: draft.name.trim(), goal: draft.goal, level: draft.level, weeks, source: draft.source, archived: draft.archived });
  // Every bound the schema checks is checked above, field by field; this is the last guard.
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: { name: { key: 'common:form.invalid' } } };
}

// ---------------------------------------------------------------------------------------------
// Edits: each returns a new draft, so the builder's state is a plain value (undo-friendly, testable).

type Weeks = BuilderDraft['weeks'];

const copyDay = (day: DayDraft, name = day.name): DayDraft => ({ key: newKey(), name, rows: day.rows.map((row) => ({ ...row, key: newKey() })) });

export function mapDay(weeks: Weeks, w: number, d: number, change: (day: DayDraft) => DayDraft): Weeks {
  return weeks.map((week, i) => (i !== w ? week : { ...week, days: week.days.map((day, j) => (j === d ? change(day) : day)) }));
}

export function addWeek(weeks: Weeks, dayName: string): Weeks {
  if (weeks.length >= PROGRAM_LIMITS.maxWeeks) return weeks;
  return [...weeks, { key: newKey(), days: [{ key: newKey(), name: dayName, rows: [] }] }];
}

export function duplicateWeek(weeks: Weeks, w: number): Weeks {
  if (weeks.length >= PROGRAM_LIMITS.maxWeeks) return weeks;
  const copy = { key: newKey(), days: weeks[w]!.days.map((day) => copyDay(day)) };
  return [...weeks.slice(0, w + 1), copy, ...weeks.slice(w + 1)];
}

export function removeWeek(weeks: Weeks, w: number): Weeks {
  return weeks.length > 1 ? weeks.filter((_, i) => i !== w) : weeks;
}

export function addDay(weeks: Weeks, w: number, name: string): Weeks {
  return weeks.map((week, i) => (i !== w || week.days.length >= PROGRAM_LIMITS.maxDaysPerWeek ? week : { ...week, days: [...week.days, { key: newKey(), name, rows: [] }] }));
}

export function duplicateDay(weeks: Weeks, w: number, d: number, name: string): Weeks {
  return weeks.map((week, i) => {
    if (i !== w || week.days.length >= PROGRAM_LIMITS.maxDaysPerWeek) return week;
    return { ...week, days: [...week.days.slice(0, d + 1), copyDay(week.days[d]!, name), ...week.days.slice(d + 1)] };
  });
}

export function removeDay(weeks: Weeks, w: number, d: number): Weeks {
  return weeks.map((week, i) => (i !== w || week.days.length <= 1 ? week : { ...week, days: week.days.filter((_, j) => j !== d) }));
}

/** Moves an item one place up (-1) or down (+1); out of range does nothing. */
export function move<T>(items: readonly T[], index: number, by: -1 | 1): readonly T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
