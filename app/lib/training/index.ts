/*
 * Training domain: the built-in exercise catalogue, ready-made programs, the program assistant,
 * the instant workout, session logging (records, the session in progress, warm-ups, plates), the
 * Strong and Hevy import and export, and the helpers the program and session screens share.
 * Framework-free.
 */
export * from './types.ts';
export { EXERCISES, builtInExercise, canDo } from './exercises.ts';
export { TEMPLATES } from './templates.ts';
export { searchExercises, replacementsFor, normalizeForSearch } from './search.ts';
export type { ExerciseFilters } from './search.ts';
export { TrainingError } from './errors.ts';
export type { TrainingErrorId } from './errors.ts';
export { roundLoad, loadForPercent1RM, PERCENT_1RM_RANGE } from './loads.ts';
export { nextProgramDay } from './position.ts';
export type { ProgramDayRef } from './position.ts';
export { generateProgram, PROGRAM_OPTION_RANGES, DEFAULT_SEED } from './generate.ts';
export type { GenerateProgramOptions } from './generate.ts';
export { generateInstantWorkout, INSTANT_MINUTES_RANGE } from './instant.ts';
export type { InstantWorkoutOptions } from './instant.ts';
export { LIGHTER_WEEK_SUFFIX } from './day.ts';
export { estimateWorkSeconds, warmUpSeconds } from './prescribe.ts';
export { estimate1RM, sessionVolume, workingSetsDone, isWorkSetDone, bestOneRms, detectRecords, recomputeRecords, previousSets, groupRecords, ONE_RM_MAX_REPS } from './records.ts';
export { suggestExercises } from './exercise-aliases.ts';
export type { ExerciseSuggestion } from './exercise-aliases.ts';
export { parseWorkoutFile, parseWorkoutDate, previewImport, isDuplicate, applyExerciseMapping, WORKOUT_FILE_FORMATS } from './workout-import.ts';
export type {
  WorkoutFile,
  WorkoutFileFormat,
  WorkoutFileOptions,
  ImportedWorkout,
  ImportedExercise,
  ImportedSet,
  ImportPreview,
  ExistingSession,
  MappedWorkout,
  MappedExercise,
} from './workout-import.ts';
export { strongCsv, strongDuration, STRONG_COLUMNS } from './workout-export.ts';
export type { ExportableSession } from './workout-export.ts';
export {
  reconcileSession,
  toggleSetDone,
  restAfter,
  updateSet,
  removeSet,
  removeExercise,
  toLoggedSession,
  DEFAULT_REST_SEC,
  SESSION_STATUSES,
} from './session-draft.ts';
export type { DraftSession, DraftExercise, DraftSet, SessionStatus, SetValues, Reconciliation } from './session-draft.ts';
export { warmUpSets, BAR_KG } from './warm-up.ts';
export type { WarmUpSet } from './warm-up.ts';
export { loadingsAround, platesOfSetup, withDiscPairs, DEFAULT_PLATES, DEFAULT_PLATE_SETUP, DISC_SIZES_KG, BAR_WEIGHTS_KG, MAX_DISC_PAIRS } from './plates.ts';
export type { Plate, PlateLoading, PlateOptions, PlateSetup } from './plates.ts';
export { nextPrescription, loadableKg, defaultProgression, progressionRuleOf, PROGRESSION_KINDS, PROGRESSION_REASONS, PROGRESSION_INCREMENT_KG } from './progression.ts';
export type { ProgressionRule, ProgressionKind, PerformedSet, NextPrescription } from './progression.ts';
