import type { CalculatorId } from '#app/lib/calculators/index.ts';
import { bmiDef, bodyFatDef, ffmiDef, leanMassDef, sportBmiDef, whtrDef } from './defs-body.tsx';
import { bmrTdeeDef, macrosDef } from './defs-energy.tsx';
import { heartZonesDef, oneRmDef, paceConverterDef, paceDef, vo2maxDef } from './defs-performance.tsx';
import type { CalculatorDef } from './form-engine.ts';

/** The forms of each calculator page, in reading order (pace has two: race and converter). */
export const CALCULATOR_FORMS: Readonly<Record<CalculatorId, readonly CalculatorDef<object>[]>> = {
  bmi: [bmiDef],
  'sport-bmi': [sportBmiDef],
  'bmr-tdee': [bmrTdeeDef],
  'body-fat': [bodyFatDef],
  ffmi: [ffmiDef],
  'heart-zones': [heartZonesDef],
  'lean-mass': [leanMassDef],
  macros: [macrosDef],
  'one-rm': [oneRmDef],
  pace: [paceDef, paceConverterDef],
  vo2max: [vo2maxDef],
  whtr: [whtrDef],
} as unknown as Record<CalculatorId, readonly CalculatorDef<object>[]>;
