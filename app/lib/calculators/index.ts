/*
 * Élan calculators: one pure function per calculator page (camelCase of the route slug), each
 * taking one object of metric inputs and returning `Result` (see result.ts).
 */
import { BMI_BANDS, BMI_RANGES } from './bmi.ts';
import { ACTIVITY_LEVELS, BMR_METHODS, BMR_RANGES } from './bmr-tdee.ts';
import { BODY_FAT_BANDS, BODY_FAT_METHODS, BODY_FAT_RANGES } from './body-fat.ts';
import { FFMI_BANDS, FFMI_RANGES } from './ffmi.ts';
import { HEART_ZONE_RANGES, HEART_ZONES, MAX_HR_FORMULAS } from './heart-zones.ts';
import { CALCULATOR_ERROR_IDS, CALCULATOR_WARNING_IDS, errorKey, warningKey } from './keys.ts';
import { LEAN_MASS_RANGES } from './lean-mass.ts';
import { GOALS, MACROS_RANGES } from './nutrition.ts';
import { ONE_RM_FORMULAS, ONE_RM_RANGES } from './one-rm.ts';
import { PACE_RANGES } from './pace.ts';
import { SPORT_BMI_BANDS, SPORT_BMI_RANGES } from './sport-bmi.ts';
import { VO2MAX_METHODS, VO2MAX_RANGES } from './vo2max.ts';
import { WHTR_BANDS, WHTR_RANGES } from './whtr.ts';
import { RATINGS } from '../fitness-tests/types.ts';

export * from './result.ts';
export { bmi, bmiBand, BMI_BANDS, BMI_RANGES } from './bmi.ts';
export type { BmiBand, BmiInput } from './bmi.ts';
export { sportBmi, SPORT_BMI_RANGES } from './sport-bmi.ts';
export type { SportBmiBand, SportBmiInput, SportBmiOutput } from './sport-bmi.ts';
export {
  bmrTdee,
  mifflinBmr,
  rozaShizgalBmr,
  harrisBenedict1919Bmr,
  katchMcArdleBmr,
  activityFactor,
  ACTIVITY_LEVELS,
  BMR_METHODS,
  BMR_RANGES,
} from './bmr-tdee.ts';
export type { ActivityLevelId, BmrMethod, BmrTdeeInput, BmrTdeeOutput } from './bmr-tdee.ts';
export {
  bodyFat,
  bodyFatBand,
  navyBodyFat,
  deurenbergBodyFat,
  jacksonPollock3Density,
  siriBodyFat,
  BODY_FAT_METHODS,
  BODY_FAT_BANDS,
  BODY_FAT_RANGES,
  PLAUSIBLE_BODY_FAT,
} from './body-fat.ts';
export type { BodyFatBand, BodyFatMethod, BodyFatInput, BodyFatOutput } from './body-fat.ts';
export { ffmi, ffmiBand, FFMI_BANDS, FFMI_RANGES, FFMI_MEDIAN, FFMI_HEIGHT_CORRECTION } from './ffmi.ts';
export type { FfmiBand, FfmiInput, FfmiOutput } from './ffmi.ts';
export { heartZones, targetHr, maxHrBy, HEART_ZONES, HEART_ZONE_RANGES, MAX_HR_FORMULAS } from './heart-zones.ts';
export type { HeartZone, HeartZoneId, HeartZonesInput, HeartZonesOutput, MaxHrFormula } from './heart-zones.ts';
export { leanMass, boerLeanMass, jamesLeanMass, humeLeanMass, jamesPeakWeightKg, LEAN_MASS_RANGES } from './lean-mass.ts';
export type { LeanMassInput, LeanMassOutput } from './lean-mass.ts';
export {
  macros,
  nutritionGoals,
  goalsFromMaintenance,
  GOALS,
  GOAL_ENERGY_ADJUSTMENT,
  DEFAULT_PROTEIN_G_PER_KG,
  DEFICIT_PROTEIN_G_PER_KG_LEAN,
  DEFAULT_FAT_SHARE_PCT,
  FAT_FLOOR_G_PER_KG,
  DEFAULT_FIBER_G,
  KCAL_PER_G,
  MACROS_RANGES,
} from './nutrition.ts';
export type { Goal, MacrosInput, MacrosOutput, MaintenanceInput, NutritionGoals, NutritionGoalsInput } from './nutrition.ts';
export { oneRm, oneRmBy, ONE_RM_FORMULAS, ONE_RM_RANGES, ONE_RM_RELIABLE_MAX_REPS, PERCENT_TABLE_STEPS } from './one-rm.ts';
export type { OneRmFormula, OneRmInput, OneRmOutput, PercentRow } from './one-rm.ts';
export {
  pace,
  paceToSpeed,
  speedToPace,
  timeFromPace,
  riegel,
  riegelTime,
  RACE_DISTANCES_KM,
  PACE_RANGES,
  RIEGEL_EXPONENT,
  RIEGEL_MAX_RATIO,
  KM_PER_MILE,
} from './pace.ts';
export type { PaceInput, PaceOutput, RaceId, RiegelInput } from './pace.ts';
export { vo2max, uthVo2max, danielsVo2max, VO2MAX_METHODS, VO2MAX_RANGES } from './vo2max.ts';
export type { Vo2maxInput, Vo2maxMethod, Vo2maxOutput } from './vo2max.ts';
export { whtr, whtrBand, WHTR_BANDS, WHTR_RANGES } from './whtr.ts';
export type { WhtrBand, WhtrInput } from './whtr.ts';
export type { Sex } from './shared.ts';
export { CALCULATOR_ERROR_IDS, CALCULATOR_WARNING_IDS, errorKey, warningKey } from './keys.ts';

/** Calculator ids = route slugs; the locale file has `titles`, `formulas` and `sources` per id. */
export const CALCULATOR_IDS = [
  'bmi',
  'sport-bmi',
  'bmr-tdee',
  'body-fat',
  'ffmi',
  'heart-zones',
  'lean-mass',
  'macros',
  'one-rm',
  'pace',
  'vo2max',
  'whtr',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** Valid input ranges per calculator, for hints next to the fields. */
export const CALCULATOR_RANGES = {
  bmi: BMI_RANGES,
  'sport-bmi': SPORT_BMI_RANGES,
  'bmr-tdee': BMR_RANGES,
  'body-fat': BODY_FAT_RANGES,
  ffmi: FFMI_RANGES,
  'heart-zones': HEART_ZONE_RANGES,
  'lean-mass': LEAN_MASS_RANGES,
  macros: MACROS_RANGES,
  'one-rm': ONE_RM_RANGES,
  pace: PACE_RANGES,
  vo2max: VO2MAX_RANGES,
  whtr: WHTR_RANGES,
} as const satisfies Record<CalculatorId, object>;

/** Method ids per calculator; names at `calculators:methods.<calculator>.<method>`. */
export const CALCULATOR_METHODS = {
  'body-fat': BODY_FAT_METHODS,
  'bmr-tdee': BMR_METHODS,
  'heart-zones': MAX_HR_FORMULAS,
  'one-rm': ONE_RM_FORMULAS,
  vo2max: VO2MAX_METHODS,
} as const;

/** Band ids per calculator; French copy at `calculators:bands.<calculator>.<band>`. */
export const CALCULATOR_BANDS = {
  bmi: BMI_BANDS,
  'sport-bmi': SPORT_BMI_BANDS,
  'body-fat': BODY_FAT_BANDS,
  ffmi: FFMI_BANDS,
  'heart-zones': HEART_ZONES.map((z) => z.id),
  vo2max: RATINGS,
  whtr: WHTR_BANDS,
} as const;

export function bandKey(calculator: keyof typeof CALCULATOR_BANDS, band: string): string {
  return `calculators:bands.${calculator}.${band}`;
}

/** Every namespaced key this module can hand to the UI (errors, warnings, bands, page copy). */
export const CALCULATOR_MESSAGE_KEYS: readonly string[] = [
  ...CALCULATOR_ERROR_IDS.map(errorKey),
  ...CALCULATOR_WARNING_IDS.map(warningKey),
  ...Object.entries(CALCULATOR_BANDS).flatMap(([calc, bands]) =>
    bands.map((b) => bandKey(calc as keyof typeof CALCULATOR_BANDS, b)),
  ),
  ...CALCULATOR_IDS.flatMap((id) => [`calculators:titles.${id}`, `calculators:formulas.${id}`, `calculators:sources.${id}`]),
  ...Object.entries(CALCULATOR_METHODS).flatMap(([calc, ids]) => ids.map((m) => `calculators:methods.${calc}.${m}`)),
  ...ACTIVITY_LEVELS.flatMap((l) => [`calculators:activityLevels.${l.id}.label`, `calculators:activityLevels.${l.id}.description`]),
  ...GOALS.map((g) => `calculators:goals.${g}`),
];
