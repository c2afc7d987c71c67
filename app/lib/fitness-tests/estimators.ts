/*
 * Field-test equations, as their authors published them. Kept apart from scoring so the VO2max
 * calculator and the test pages share one implementation.
 */
import type { Sex } from './types.ts';

const LB_PER_KG = 1 / 0.45359237;
const sexCode = (sex: Sex): number => (sex === 'homme' ? 1 : 0);

/** Cooper 1968 (JAMA 203:201): VO2max = (d − 504.9) / 44.73, d in metres. */
export function cooperVo2max(distanceM: number): number {
  return (distanceM - 504.9) / 44.73;
}

/** 1.5-mile run: 3.5 + 483 / t (t in minutes), the conversion behind the ACSM tables. */
export function run15MileVo2max(timeSec: number): number {
  return 3.5 + 483 / (timeSec / 60);
}

/**
 * Rockport walk, Kline et al. 1987, relative "generalised" equation (⚠️ reproduced, the
 * abstract prints only the L/min form). Weight in lb, time in decimal minutes, HR in bpm.
 */
export function rockportVo2max(p: { sex: Sex; age: number; weightKg: number; timeSec: number; heartRate: number }): number {
  return (
    132.853 -
    0.0769 * p.weightKg * LB_PER_KG -
    0.3877 * p.age +
    6.315 * sexCode(p.sex) -
    3.2649 * (p.timeSec / 60) -
    0.1565 * p.heartRate
  );
}

/** Queens College step test, McArdle et al. 1972: sex-specific line on the recovery HR. */
export function queensVo2max(sex: Sex, recoveryHr: number): number {
  return sex === 'homme' ? 111.33 - 0.42 * recoveryHr : 65.81 - 0.1847 * recoveryHr;
}

/** Sayers et al. 1999 (MSSE 31:572) peak power, W, from jump height (cm) and body mass (kg). */
export function sayersPeakPowerW(jumpCm: number, weightKg: number): number {
  return 60.7 * jumpCm + 45.3 * weightKg - 2055;
}
