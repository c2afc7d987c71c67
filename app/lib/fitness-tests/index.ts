export { scoreTest, normTableFor, PERSON_AGE_RANGE, VO2MAX_DISPLAY_RANGE } from './score.ts';
export type { TestScore, RatingSource } from './score.ts';
export {
  TESTS,
  TEST_IDS,
  isTestId,
  PUSHUP_VARIANTS,
  PUSHUP_NORM_VARIANT,
  SIT_AND_REACH_DEVICES,
  REACH_PAST_SOLES_RANGE,
  sitAndReachRange,
} from './meta.ts';
export type { TestId, TestInputs, TestMeta, InputSpec, TimerSpec, PushupVariant, SitAndReachDevice } from './meta.ts';
export { TEST_ERROR_IDS, TEST_MESSAGE_KEYS, testErrorKey } from './messages.ts';
export { RATINGS } from './types.ts';
export type { Rating, Person, Sex, NormTable, NormRow, NormClass } from './types.ts';
export { rateVo2max, vo2maxNormFor, VO2MAX_SHVARTZ, VO2MAX_COOPER_INSTITUTE } from './norms/vo2max.ts';
export * from './norms/tables.ts';
export { cooperVo2max, run15MileVo2max, rockportVo2max, queensVo2max, sayersPeakPowerW } from './estimators.ts';
