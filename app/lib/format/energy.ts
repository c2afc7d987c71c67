/*
 * Energy is stored in kilocalories everywhere (goals, foods, logs); a person may read it in
 * kilojoules (profile choice). Whole units: decimals of a kilocalorie are false precision.
 */
import { formatNumber } from './numbers.ts';

export const ENERGY_UNITS = ['kcal', 'kj'] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];

/** The thermochemical calorie: 1 kcal = 4,184 kJ. */
export const KJ_PER_KCAL = 4.184;

export function kcalToKj(kcal: number): number {
  return kcal * KJ_PER_KCAL;
}

/** '2 150 kcal' or '8 996 kJ'. */
export function formatEnergy(kcal: number, unit: EnergyUnit = 'kcal', options: { signed?: boolean } = {}): string {
  const value = unit === 'kj' ? kcalToKj(kcal) : kcal;
  return `${formatNumber(Math.round(value), 0, options)} ${unit === 'kj' ? 'kJ' : 'kcal'}`;
}
