/*
 * A prescription in words, as a gym notebook writes it: "4 × 8–12 · 60 kg · RPE 8 · repos 2 min".
 * Loads are shown as a gym can load them (roundLoad); a %1RM load also in kg when the person's
 * best estimated 1RM for the exercise is known.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '#app/lib/format/index.ts';
import { loadForPercent1RM, roundLoad, type Exercise, type Prescription } from '#app/lib/training/index.ts';

/** "45 s", "20 min", "1 min 30 s". */
export function durationText(t: TFunction, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('programs:units.seconds', { value: rest });
  if (rest === 0) return t('programs:units.minutes', { value: minutes });
  return t('programs:units.minutesSeconds', { minutes, seconds: rest });
}

function volumeText(t: TFunction, p: Prescription): string {
  if (p.repRange) return t('programs:prescription.setsRange', { sets: p.sets, low: p.repRange[0], high: p.repRange[1] });
  if (p.reps !== undefined) return t('programs:prescription.setsReps', { sets: p.sets, reps: p.reps });
  if (p.distanceM !== undefined) {
    const distance = p.distanceM >= 1000 ? t('programs:units.km', { value: formatNumber(p.distanceM / 1000, 2, { trimZeros: true }) }) : t('programs:units.m', { value: formatNumber(p.distanceM) });
    return t('programs:prescription.setsOf', { sets: p.sets, what: distance });
  }
  if (p.durationSec !== undefined) return t('programs:prescription.setsOf', { sets: p.sets, what: durationText(t, p.durationSec) });
  return t('programs:prescription.sets', { count: p.sets });
}

export function loadText(t: TFunction, p: Prescription, exercise: Exercise | undefined, oneRmKg: number | undefined): string | null {
  const equipment = exercise?.equipment ?? [];
  if (p.loadKg !== undefined) return t('programs:units.kg', { value: formatNumber(roundLoad(p.loadKg, equipment), 2, { trimZeros: true }) });
  if (p.percent1RM === undefined) return null;
  const percent = t('programs:prescription.percent1RM', { value: formatNumber(p.percent1RM, 1, { trimZeros: true }) });
  if (!oneRmKg) return percent;
  const kg = loadForPercent1RM(oneRmKg, p.percent1RM, equipment);
  return t('programs:prescription.percentInKg', { percent, kg: formatNumber(kg, 2, { trimZeros: true }) });
}

export function prescriptionText(t: TFunction, p: Prescription, exercise: Exercise | undefined, oneRmKg?: number): string {
  const parts = [volumeText(t, p), loadText(t, p, exercise, oneRmKg)];
  if (p.rpe !== undefined) parts.push(t('programs:prescription.rpe', { value: formatNumber(p.rpe, 1, { trimZeros: true }) }));
  if (p.restSec > 0) parts.push(t('programs:prescription.rest', { time: durationText(t, p.restSec) }));
  return parts.filter(Boolean).join(' · ');
}
