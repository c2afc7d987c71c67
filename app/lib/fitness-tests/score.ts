import {
  checkNumbers,
  failure,
  success,
  type FieldError,
  type NumberCheck,
  type Range,
  type Result,
} from '../calculators/result.ts';
import {
  cooperVo2max,
  queensVo2max,
  rockportVo2max,
  run15MileVo2max,
  sayersPeakPowerW,
} from './estimators.ts';
import { testErrorKey, type TestErrorId } from './messages.ts';
import {
  PUSHUP_NORM_VARIANT,
  PUSHUP_VARIANTS,
  SIT_AND_REACH_DEVICES,
  TESTS,
  isTestId,
  sitAndReachRange,
  type NumericInputName,
  type PushupVariant,
  type SitAndReachDevice,
  type TestId,
  type TestInputs,
  type TestMeta,
} from './meta.ts';
import { classify, findRow } from './norms/build.ts';
import {
  BROAD_JUMP,
  COOPER_DISTANCE,
  PLANK_INDICATIVE,
  PUSHUPS_CSEP,
  RUN_1_5_MILE_TIMES,
  SITUPS_YMCA,
  SIT_AND_REACH_YMCA,
  VERTICAL_JUMP,
} from './norms/tables.ts';
import { rateVo2max, vo2maxNormFor, type NormMatch } from './norms/vo2max.ts';
import type { NormClass, NormRow, NormTable, Person, Rating } from './types.ts';

/** Ages a person may have at all; norm coverage is narrower and yields `rating: null`. */
export const PERSON_AGE_RANGE: Range = { min: 5, max: 110 };

/*
 * Field-test VO2max is shown clamped to 10–90 mL·kg⁻¹·min⁻¹ (A1): outside that the linear
 * equations have left their data (e.g. a 800 m Cooper gives 6.6) and the number would look
 * more precise than it is. The rating is computed on the clamped value so the two agree.
 */
export const VO2MAX_DISPLAY_RANGE: Range = { min: 10, max: 90 };

const clampVo2 = (v: number): number => Math.min(VO2MAX_DISPLAY_RANGE.max, Math.max(VO2MAX_DISPLAY_RANGE.min, v));

const COOPER_TEEN_MAX_AGE = 19;
const RUN_TABLE_MAX_AGE = 49;

export interface RatingSource {
  readonly table: NormTable;
  readonly row: NormRow;
  /** The class the value fell in: source wording and app rating. */
  readonly normClass: NormClass;
}

export interface TestScore {
  /** The recorded result in `unit` (sit and reach: reach past the soles, any device). */
  readonly value: number;
  readonly unit: TestMeta['unit'];
  readonly vo2max?: number;
  /** null: no norm covers this person (or this push-up variant) — the UI shows 'pas de norme'. */
  readonly rating: Rating | null;
  readonly ratingSource: RatingSource | null;
  /** Cooper adults: the distance table, shown second (the reference prefers rating by VO2max). */
  readonly distanceRating?: RatingSource | null;
  readonly peakPowerW?: number;
  /** Broad jump / body height. */
  readonly relativeJump?: number;
  /** Sit and reach on the YMCA yardstick (what the norm compares). */
  readonly ymcaScoreCm?: number;
}

const RANGE_KEYS: Readonly<Record<TestId, Partial<Record<NumericInputName, TestErrorId>>>> = {
  'cooper-12min': { distanceM: 'distanceMRange' },
  'run-1_5-mile': { timeSec: 'runTimeRange' },
  'rockport-1-mile': { timeSec: 'walkTimeRange', heartRate: 'heartRateRange', weightKg: 'weightRange' },
  'step-queens': { recoveryHr: 'recoveryHrRange' },
  'broad-jump': { distanceCm: 'broadJumpRange', heightCm: 'bodyHeightRange' },
  'vertical-jump': { distanceCm: 'verticalJumpRange', weightKg: 'weightRange' },
  'pushups-max': { reps: 'pushupRepsRange' },
  'situps-1min': { reps: 'situpRepsRange' },
  'plank-hold': { timeSec: 'plankTimeRange' },
  'sit-and-reach': { distanceCm: 'reachRange' },
};

const COMMON = { required: testErrorKey('required'), notANumber: testErrorKey('notANumber') };

/** Messages word run and walk times in minutes although they are checked in seconds. */
const inMinutes = (r: Range): Range => ({ min: r.min / 60, max: r.max / 60 });

function lookup(table: NormTable, person: Person, value: number): RatingSource | null {
  const row = findRow(table, person);
  const normClass = row ? classify(table, row, value) : null;
  return row && normClass ? { table, row, normClass } : null;
}

function rated(source: RatingSource | null): Pick<TestScore, 'rating' | 'ratingSource'> {
  return { rating: source?.normClass.rating ?? null, ratingSource: source };
}

function fromVo2(vo2max: number, person: Person): Pick<TestScore, 'rating' | 'ratingSource'> {
  const r = rateVo2max(vo2max, person);
  return rated(r ? { ...r.match, normClass: r.normClass } : null);
}

function validatePerson(person: Person): FieldError[] {
  const errors: FieldError[] = [];
  if (person.sex !== 'homme' && person.sex !== 'femme') errors.push({ field: 'sex', key: testErrorKey('sexRequired') });
  errors.push(
    ...checkNumbers([{ field: 'age', value: person.age, range: PERSON_AGE_RANGE, rangeKey: testErrorKey('ageRange') }], COMMON),
  );
  return errors;
}

/** The weight used by a test: the form's value wins over the profile's. */
function effectiveInputs(meta: TestMeta, inputs: TestInputs, person: Person): TestInputs {
  const usesProfileWeight = meta.inputs.some((i) => i.name === 'weightKg' && i.fromProfile);
  return usesProfileWeight && inputs.weightKg === undefined && person.weightKg !== undefined
    ? { ...inputs, weightKg: person.weightKg }
    : inputs;
}

function validateInputs(meta: TestMeta, inputs: TestInputs): FieldError[] {
  const errors: FieldError[] = [];
  let device: SitAndReachDevice = 'ymca';
  if (meta.id === 'sit-and-reach' && inputs.device !== undefined) {
    if (Object.hasOwn(SIT_AND_REACH_DEVICES, inputs.device)) device = inputs.device;
    else errors.push({ field: 'device', key: testErrorKey('invalidChoice') });
  }
  if (meta.id === 'pushups-max' && inputs.variant !== undefined && !PUSHUP_VARIANTS.includes(inputs.variant)) {
    errors.push({ field: 'variant', key: testErrorKey('invalidChoice') });
  }
  const checks: NumberCheck[] = meta.inputs.map((spec) => {
    const range = meta.id === 'sit-and-reach' && spec.name === 'distanceCm' ? sitAndReachRange(device) : spec.range;
    const rangeKey = testErrorKey(RANGE_KEYS[meta.id][spec.name] ?? 'required');
    const display = spec.unit === 's' && meta.id !== 'plank-hold' ? inMinutes(range) : undefined;
    return { field: spec.name, value: inputs[spec.name], range, rangeKey, optional: spec.optional, display };
  });
  return [...errors, ...checkNumbers(checks, COMMON)];
}

/** Inputs are known valid here; `need` only narrows the optional type. */
function need(value: number | undefined): number {
  if (value === undefined) throw new Error('validated input missing');
  return value;
}

function compute(id: TestId, inputs: TestInputs, person: Person): TestScore {
  const age = person.age;
  switch (id) {
    case 'cooper-12min': {
      const d = need(inputs.distanceM);
      const vo2max = clampVo2(cooperVo2max(d));
      const distance = lookup(COOPER_DISTANCE, person, d);
      // Teenagers: the distance table is the only norm; adults: VO2max first (A1 caveat).
      if (Math.floor(age) <= COOPER_TEEN_MAX_AGE) return { value: d, unit: 'm', vo2max, ...rated(distance) };
      return { value: d, unit: 'm', vo2max, ...fromVo2(vo2max, person), distanceRating: distance };
    }
    case 'run-1_5-mile': {
      const t = need(inputs.timeSec);
      const vo2max = clampVo2(run15MileVo2max(t));
      const byTable = Math.floor(age) <= RUN_TABLE_MAX_AGE;
      return { value: t, unit: 's', vo2max, ...(byTable ? rated(lookup(RUN_1_5_MILE_TIMES, person, t)) : fromVo2(vo2max, person)) };
    }
    case 'rockport-1-mile': {
      const t = need(inputs.timeSec);
      const vo2max = clampVo2(
        rockportVo2max({ sex: person.sex, age, weightKg: need(inputs.weightKg), timeSec: t, heartRate: need(inputs.heartRate) }),
      );
      return { value: t, unit: 's', vo2max, ...fromVo2(vo2max, person) };
    }
    case 'step-queens': {
      const hr = need(inputs.recoveryHr);
      const vo2max = clampVo2(queensVo2max(person.sex, hr));
      return { value: hr, unit: 'bpm', vo2max, ...fromVo2(vo2max, person) };
    }
    case 'broad-jump': {
      const d = need(inputs.distanceCm);
      const relative = inputs.heightCm === undefined ? {} : { relativeJump: d / inputs.heightCm };
      return { value: d, unit: 'cm', ...rated(lookup(BROAD_JUMP, person, d)), ...relative };
    }
    case 'vertical-jump': {
      const h = need(inputs.distanceCm);
      const power = inputs.weightKg === undefined ? {} : { peakPowerW: sayersPeakPowerW(h, inputs.weightKg) };
      return { value: h, unit: 'cm', ...rated(lookup(VERTICAL_JUMP, person, h)), ...power };
    }
    case 'pushups-max': {
      const reps = need(inputs.reps);
      const variant: PushupVariant = inputs.variant ?? PUSHUP_NORM_VARIANT[person.sex];
      // A7: no validated table for women on toes or men on knees → raw count only.
      const source = variant === PUSHUP_NORM_VARIANT[person.sex] ? lookup(PUSHUPS_CSEP, person, reps) : null;
      return { value: reps, unit: 'reps', ...rated(source) };
    }
    case 'situps-1min': {
      const reps = need(inputs.reps);
      return { value: reps, unit: 'reps', ...rated(lookup(SITUPS_YMCA, person, reps)) };
    }
    case 'plank-hold': {
      const t = need(inputs.timeSec);
      return { value: t, unit: 's', ...rated(lookup(PLANK_INDICATIVE, person, t)) };
    }
    case 'sit-and-reach': {
      const pastSoles = need(inputs.distanceCm) - SIT_AND_REACH_DEVICES[inputs.device ?? 'ymca'];
      const ymcaScoreCm = pastSoles + SIT_AND_REACH_DEVICES.ymca;
      return { value: pastSoles, unit: 'cm', ymcaScoreCm, ...rated(lookup(SIT_AND_REACH_YMCA, person, ymcaScoreCm)) };
    }
  }
}

/**
 * Scores one test for one person: recorded value, VO2max where the test estimates it, and the
 * rating from the norm table covering the person's sex and age (null when none does — norms
 * are never extrapolated).
 */
export function scoreTest(testId: TestId, inputs: TestInputs, person: Person): Result<TestScore> {
  if (!isTestId(testId)) return failure([{ field: 'testId', key: testErrorKey('unknownTest') }]);
  const meta = TESTS[testId];
  const effective = effectiveInputs(meta, inputs, person);
  const errors = [...validatePerson(person), ...validateInputs(meta, effective)];
  if (errors.length === 0 && meta.ageRange && (person.age < meta.ageRange.min || person.age > meta.ageRange.max)) {
    errors.push({ field: 'age', key: testErrorKey('rockportAgeRange'), params: { ...meta.ageRange } });
  }
  if (errors.length > 0) return failure(errors);
  return success(compute(testId, effective, person));
}

/**
 * The norm table (and the person's row) a rating comes from, so the UI can show it. For Cooper
 * and the 1.5-mile run it depends on age (teen/adult tables vs VO2max); for push-ups on the
 * variant. null = 'pas de norme'.
 */
export function normTableFor(
  testId: TestId,
  person: Pick<Person, 'sex' | 'age'>,
  options: { readonly variant?: PushupVariant } = {},
): NormMatch | null {
  const age = Math.floor(person.age);
  const withRow = (table: NormTable): NormMatch | null => {
    const row = findRow(table, person);
    return row ? { table, row } : null;
  };
  switch (testId) {
    case 'cooper-12min':
      return age <= COOPER_TEEN_MAX_AGE ? withRow(COOPER_DISTANCE) : vo2maxNormFor(person);
    case 'run-1_5-mile':
      return age <= RUN_TABLE_MAX_AGE ? withRow(RUN_1_5_MILE_TIMES) : vo2maxNormFor(person);
    case 'rockport-1-mile':
    case 'step-queens':
      return vo2maxNormFor(person);
    case 'broad-jump':
      return withRow(BROAD_JUMP);
    case 'vertical-jump':
      return withRow(VERTICAL_JUMP);
    case 'pushups-max': {
      const variant = options.variant ?? PUSHUP_NORM_VARIANT[person.sex];
      return variant === PUSHUP_NORM_VARIANT[person.sex] ? withRow(PUSHUPS_CSEP) : null;
    }
    case 'situps-1min':
      return withRow(SITUPS_YMCA);
    case 'plank-hold':
      return withRow(PLANK_INDICATIVE);
    case 'sit-and-reach':
      return withRow(SIT_AND_REACH_YMCA);
  }
}
