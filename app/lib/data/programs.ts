/*
 * `users/{uid}/programs/{id}`: a training program (ProgramDraft of app/lib/training plus where it
 * came from and whether it is archived), and `users/{uid}/exercises/{id}`: the person's own
 * exercises, shaped like the built-in ones. firestore.rules check the same keys and the bounds a
 * rule can reach (weeks and days); the schema here bounds the levels below (exercises, sets).
 */
import * as z from 'zod/mini';
import {
  EQUIPMENT,
  EXERCISE_KINDS,
  EXERCISE_MEASURES,
  GOALS,
  LEVELS,
  MUSCLES,
  PROGRAM_LIMITS,
  PROGRESSION_INCREMENT_KG,
  PROGRESSION_KINDS,
  type Exercise,
  type ProgramDayRef,
  type ProgramDraft,
} from '#app/lib/training/index.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';
import { sessionDoc } from './sessions.ts';
import { defineView } from './views.ts';

export const PROGRAM_SOURCES = ['assistant', 'custom', 'instant', 'modele'] as const;
export type ProgramSource = (typeof PROGRAM_SOURCES)[number];

/*
 * Bounds of a prescription (decision): generous for any real program, tight enough to catch a
 * slipped digit. Rest up to 15 min (heavy singles), a timed set up to 3 h (a long run), a
 * distance up to 100 km, a load up to 500 kg (above every raw world record but the squat's).
 */
export const PRESCRIPTION_BOUNDS = {
  sets: { min: 1, max: PROGRAM_LIMITS.maxSets },
  reps: { min: 1, max: 100 },
  durationSec: { min: 1, max: 10_800 },
  distanceM: { min: 1, max: 100_000 },
  loadKg: { min: 0, max: 500 },
  percent1RM: { min: 1, max: 100 },
  rpe: { min: 1, max: 10 },
  restSec: { min: 0, max: 900 },
} as const;
export const NAME_MAX = 80;
export const DAY_NAME_MAX = 60;
export const NOTES_MAX = 500;
export const SUPERSET_MAX = 20;

const whole = (b: { min: number; max: number }) => z.int().check(z.gte(b.min), z.lte(b.max));
const decimal = (b: { min: number; max: number }) => z.number().check(z.refine(Number.isFinite), z.gte(b.min), z.lte(b.max));
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const prescriptionSchema = z.strictObject({
  exerciseId: text(1, 128),
  sets: whole(PRESCRIPTION_BOUNDS.sets),
  reps: z.optional(whole(PRESCRIPTION_BOUNDS.reps)),
  repRange: z.optional(
    z
      .tuple([whole(PRESCRIPTION_BOUNDS.reps), whole(PRESCRIPTION_BOUNDS.reps)])
      .check(z.refine(([low, high]) => low < high, { message: 'programs:form.repRangeOrder' })),
  ),
  durationSec: z.optional(whole(PRESCRIPTION_BOUNDS.durationSec)),
  distanceM: z.optional(decimal(PRESCRIPTION_BOUNDS.distanceM)),
  loadKg: z.optional(decimal(PRESCRIPTION_BOUNDS.loadKg)),
  percent1RM: z.optional(decimal(PRESCRIPTION_BOUNDS.percent1RM)),
  rpe: z.optional(decimal(PRESCRIPTION_BOUNDS.rpe)),
  restSec: whole(PRESCRIPTION_BOUNDS.restSec),
  supersetGroup: z.optional(text(1, SUPERSET_MAX)),
  notes: z.optional(z.string().check(z.maxLength(NOTES_MAX))),
  progression: z.optional(z.strictObject({ kind: z.enum(PROGRESSION_KINDS), incrementKg: decimal(PROGRESSION_INCREMENT_KG) })),
});

const daySchema = z.strictObject({
  name: text(1, DAY_NAME_MAX),
  // A day being built may be empty for a while; the screens ask for an exercise before starting it.
  exercises: z.array(prescriptionSchema).check(z.maxLength(PROGRAM_LIMITS.maxExercisesPerDay, { message: 'programs:form.tooManyExercises' })),
});

const weekSchema = z.strictObject({
  days: z.array(daySchema).check(z.minLength(1), z.maxLength(PROGRAM_LIMITS.maxDaysPerWeek, { message: 'programs:form.tooManyDays' })),
});

/** What a program document holds besides its timestamps. */
export const programSchema = z.strictObject({
  name: text(1, NAME_MAX),
  goal: z.enum(GOALS),
  level: z.enum(LEVELS),
  weeks: z.array(weekSchema).check(z.minLength(1), z.maxLength(PROGRAM_LIMITS.maxWeeks, { message: 'programs:form.tooManyWeeks' })),
  source: z.enum(PROGRAM_SOURCES),
  archived: z.boolean(),
});

export type ProgramInput = z.infer<typeof programSchema>;

export interface Program extends ProgramInput {
  readonly id: string;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

/** Stored data → Program, or null when it does not fit (lists skip it). */
export function programFromData(id: string, data: PlainData | undefined): Program | null {
  if (!data) return null;
  const { createdAt, updatedAt, ...rest } = data;
  const parsed = programSchema.safeParse(rest);
  return parsed.success ? { id, ...parsed.data, createdAt: instantOf(createdAt), updatedAt: instantOf(updatedAt) } : null;
}

/**
 * A draft (a template, the assistant's or the instant workout's) as a new program document.
 * Only the keys a draft has are copied, never `undefined` values, which Firestore refuses.
 */
export function programInputFrom(draft: ProgramDraft, source: ProgramSource): ProgramInput {
  return programSchema.parse({ name: draft.name.slice(0, NAME_MAX), goal: draft.goal, level: draft.level, weeks: withoutUndefined(draft.weeks), source, archived: false });
}

function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export const programDoc = defineDocument({
  path: 'users/{uid}/programs/{id}',
  fromData: (data, id) => programFromData(id, data),
  schema: programSchema,
  patchSchema: z.partial(programSchema),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'update', 'delete'],
});

/** Active programs first, then the most recently changed (pending writes first). */
export function compareProgramsForList(a: Program, b: Program): number {
  if (a.archived !== b.archived) return a.archived ? 1 : -1;
  return (b.updatedAt ?? Number.MAX_SAFE_INTEGER) - (a.updatedAt ?? Number.MAX_SAFE_INTEGER);
}

/** Upper bound on a person's programs (decision): years of programs, archived ones included. */
export const PROGRAMS_LIMIT = 300;

export const myPrograms = defineQuery(programDoc, { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: PROGRAMS_LIMIT }, compareProgramsForList);

/** A program as a choice among the person's programs reads it: its name, not its weeks. */
const programChoiceView = defineView(programDoc, {
  fields: ['name', 'archived'],
  from: ({ name, archived }, id) => ({ id, name, archived }),
});
export type ProgramChoice = NonNullable<ReturnType<typeof programChoiceView.fromData>>;

/** The person's programs as choices, by name. */
export const myProgramChoices = defineQuery(
  programChoiceView,
  { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: PROGRAMS_LIMIT },
  (a, b) => a.name.localeCompare(b.name, 'fr'),
);

// ---------------------------------------------------------------------------------------------
// The person's own exercises

/** The person's own notes on their exercise (set-up, cues, machine settings), shown on its guide page. */
export const EXERCISE_NOTES_MAX = 2000;

export const customExerciseSchema = z.strictObject({
  name: text(1, NAME_MAX),
  muscles: z.array(z.enum(MUSCLES)).check(z.minLength(1), z.maxLength(MUSCLES.length)),
  equipment: z.array(z.enum(EQUIPMENT)).check(z.minLength(1), z.maxLength(EQUIPMENT.length)),
  kind: z.enum(EXERCISE_KINDS),
  measure: z.enum(EXERCISE_MEASURES),
  notes: z.optional(z.string().check(z.maxLength(EXERCISE_NOTES_MAX))),
});

export type CustomExerciseInput = z.infer<typeof customExerciseSchema>;

/** A personal exercise: shaped like a built-in one, with the person's notes when they wrote some. */
export type PersonalExercise = Exercise & { readonly notes?: string };

/** Stored ids are the document ids; built-in ids are kebab-case words, so they never collide. */
export function customExerciseFromData(id: string, data: PlainData | undefined): PersonalExercise | null {
  if (!data) return null;
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = data;
  const parsed = customExerciseSchema.safeParse(rest);
  return parsed.success ? { id, ...parsed.data } : null;
}

export const customExerciseDoc = defineDocument({
  path: 'users/{uid}/exercises/{id}',
  fromData: (data, id) => customExerciseFromData(id, data),
  schema: customExerciseSchema,
  patchSchema: z.partial(customExerciseSchema),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'update', 'delete'],
});

export const CUSTOM_EXERCISES_LIMIT = 500;

export const myExercises = defineQuery(
  customExerciseDoc,
  { orderBy: [{ field: 'name', direction: 'asc' }], limit: CUSTOM_EXERCISES_LIMIT },
  (a, b) => a.name.localeCompare(b.name, 'fr'),
);

// ---------------------------------------------------------------------------------------------
// Where the person is in a program: the program days of their finished sessions.

export type DoneProgramDay = ProgramDayRef & { readonly programId: string };

/** A finished session as the program's position reads it: its program day, null for a free session. */
export const doneProgramDayView = defineView(sessionDoc, {
  fields: ['status', 'programId', 'week', 'dayIndex'],
  from: ({ status, programId, week, dayIndex }) =>
    status === 'terminee' && programId !== undefined && week !== undefined && dayIndex !== undefined ? { programId, week, dayIndex } : null,
});

/**
 * Sessions of one program read for its position (decision): a program is at most 52 weeks of 7
 * days, so even every day done nearly three times over fits; a day done twice counts once.
 */
export const PROGRAM_SESSIONS_READ = 1000;

export const programDaysDone = defineQuery(doneProgramDayView, ({ programId }: { programId: string }) => ({
  where: [{ field: 'programId', op: '==', value: programId }],
  limit: PROGRAM_SESSIONS_READ,
}));
