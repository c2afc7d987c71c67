/** Error and warning ids of the `calculators` namespace (`locales/fr/calculators.json`). */
export const CALCULATOR_ERROR_IDS = [
  'required',
  'notANumber',
  'invalidChoice',
  'sexRequired',
  'weightRange',
  'heightRange',
  'ageRange',
  'waistRange',
  'neckRange',
  'hipRange',
  'bodyFatRange',
  'targetBodyFatRange',
  'skinfoldRange',
  'restingHrRange',
  'maxHrRange',
  'restingAboveMax',
  'maxHrOrAgeRequired',
  'loadRange',
  'repsRange',
  'distanceRange',
  'targetDistanceRange',
  'timeRange',
  'raceTimeRange',
  'paceRange',
  'speedRange',
  'raceRatio',
  'activityFactorRange',
  'kcalRange',
  'proteinRange',
  'fatShareRange',
  'leanMassRange',
  'navyCircumferences',
  'bodyFatOutOfModel',
] as const;
export type CalculatorErrorId = (typeof CALCULATOR_ERROR_IDS)[number];

export const CALCULATOR_WARNING_IDS = ['highReps', 'carbsBelowZero', 'jamesUnreliable'] as const;
export type CalculatorWarningId = (typeof CALCULATOR_WARNING_IDS)[number];

export const errorKey = (id: CalculatorErrorId): `calculators:errors.${CalculatorErrorId}` => `calculators:errors.${id}`;
export const warningKey = (id: CalculatorWarningId): `calculators:warnings.${CalculatorWarningId}` =>
  `calculators:warnings.${id}`;

export const COMMON_KEYS = { required: errorKey('required'), notANumber: errorKey('notANumber') } as const;
