import type { NormTable, Sex } from '../types.ts';
import { ascendingRow, descendingRow, type ClassSpec } from './build.ts';

type Bounds = readonly [sex: Sex, ageMin: number, ageMax: number | null, bounds: number[]];

/* Cooper 12-min distance table (A1, ⚠️ attribution). Men 30–39 "below average" uses the
 * Wikipedia 1500–1899 reading, as the reference recommends. Lower bounds of classes 2–5, m. */
const COOPER_CLASSES: readonly ClassSpec[] = [
  ['poor', 'tres-faible'],
  ['below-average', 'faible'],
  ['average', 'moyen'],
  ['above-average', 'bon'],
  ['excellent', 'excellent'],
];
const COOPER_BOUNDS: readonly Bounds[] = [
  ['homme', 13, 14, [2100, 2200, 2400, 2701]],
  ['homme', 15, 16, [2200, 2300, 2500, 2801]],
  ['homme', 17, 19, [2300, 2500, 2700, 3001]],
  ['homme', 20, 29, [1600, 2200, 2400, 2801]],
  ['homme', 30, 39, [1500, 1900, 2300, 2701]],
  ['homme', 40, 49, [1400, 1700, 2100, 2501]],
  ['homme', 50, null, [1300, 1600, 2000, 2401]],
  ['femme', 13, 14, [1500, 1600, 1900, 2001]],
  ['femme', 15, 16, [1600, 1700, 2000, 2101]],
  ['femme', 17, 19, [1700, 1800, 2100, 2301]],
  ['femme', 20, 29, [1500, 1800, 2200, 2701]],
  ['femme', 30, 39, [1400, 1700, 2000, 2501]],
  ['femme', 40, 49, [1200, 1500, 1900, 2301]],
  ['femme', 50, null, [1100, 1400, 1700, 2201]],
];
export const COOPER_DISTANCE: NormTable = {
  id: 'cooper-distance',
  sourceKey: 'tests:sources.cooperDistance',
  basis: 'value',
  unit: 'm',
  rounding: 'round',
  indicative: false,
  rows: COOPER_BOUNDS.map(([s, a, b, x]) => ascendingRow(s, a, b, COOPER_CLASSES, x)),
};

/* 1.5-mile times (A2), Cooper's Aerobics classification, 13–49 y. Six source classes: Cooper's
 * "superior" is the app's excellent and his "excellent" + "good" both become bon (his
 * "excellent" is the reference's "très bon", and very good → bon everywhere in this module).
 * Upper bounds in seconds of classes 1–5; a published "< 8:37" is "≤ 8:36" once times are
 * rounded up to whole seconds. */
const RUN_CLASSES: readonly ClassSpec[] = [
  ['superior', 'excellent'],
  ['excellent', 'bon'],
  ['good', 'bon'],
  ['fair', 'moyen'],
  ['poor', 'faible'],
  ['very-poor', 'tres-faible'],
];
const mmss = (m: number, s: number): number => m * 60 + s;
const RUN_BOUNDS: readonly Bounds[] = [
  ['homme', 13, 19, [mmss(8, 36), mmss(9, 40), mmss(10, 48), mmss(12, 10), mmss(15, 30)]],
  ['homme', 20, 29, [mmss(9, 44), mmss(10, 45), mmss(12, 0), mmss(14, 0), mmss(16, 0)]],
  ['homme', 30, 39, [mmss(9, 59), mmss(11, 0), mmss(12, 30), mmss(14, 45), mmss(16, 30)]],
  ['homme', 40, 49, [mmss(10, 29), mmss(11, 30), mmss(13, 0), mmss(15, 35), mmss(17, 30)]],
  ['femme', 13, 19, [mmss(11, 49), mmss(12, 29), mmss(14, 30), mmss(16, 54), mmss(18, 30)]],
  ['femme', 20, 29, [mmss(12, 29), mmss(13, 30), mmss(15, 54), mmss(18, 30), mmss(19, 0)]],
  ['femme', 30, 39, [mmss(12, 59), mmss(14, 30), mmss(16, 30), mmss(19, 0), mmss(19, 30)]],
  ['femme', 40, 49, [mmss(13, 44), mmss(15, 55), mmss(17, 30), mmss(19, 30), mmss(20, 0)]],
];
export const RUN_1_5_MILE_TIMES: NormTable = {
  id: 'run-1_5-mile-cooper',
  sourceKey: 'tests:sources.cooperAerobics',
  basis: 'value',
  unit: 's',
  rounding: 'ceil',
  indicative: false,
  rows: RUN_BOUNDS.map(([s, a, b, x]) => descendingRow(s, a, b, RUN_CLASSES, x)),
};

/* Broad jump (A5): no adult age-banded norm exists. Decision (A5 ❓ accepted): Finnish Defence
 * Forces grades for 20–24 y, applied to 18–29 y, grade ≥ 5 excellent … ≤ 1 très faible; no
 * rating from 30 y. Flagged indicative. Lower bounds (cm) of grades 2–5. */
const FINNISH_CLASSES: readonly ClassSpec[] = [
  ['grade-1', 'tres-faible'],
  ['grade-2', 'faible'],
  ['grade-3', 'moyen'],
  ['grade-4', 'bon'],
  ['grade-5', 'excellent'],
];
export const BROAD_JUMP: NormTable = {
  id: 'broad-jump-finnish-defence-2011',
  sourceKey: 'tests:sources.finnishDefence2011',
  basis: 'value',
  unit: 'cm',
  rounding: 'round',
  indicative: true,
  rows: [
    ascendingRow('homme', 18, 29, FINNISH_CLASSES, [210, 230, 250, 270]),
    ascendingRow('femme', 18, 29, FINNISH_CLASSES, [160, 180, 200, 220]),
  ],
};

/* Vertical jump (A6 ❓ accepted): Topend's 7-level adult scale for 18–39 y, none from 40 y.
 * Same symmetric 7→5 collapse as the VO2max tables. Lower bounds (cm) of classes 2–7. */
const SEVEN_CLASSES: readonly ClassSpec[] = [
  ['very-poor', 'tres-faible'],
  ['poor', 'faible'],
  ['below-average', 'faible'],
  ['average', 'moyen'],
  ['above-average', 'bon'],
  ['very-good', 'bon'],
  ['excellent', 'excellent'],
];
export const VERTICAL_JUMP: NormTable = {
  id: 'vertical-jump-topend',
  sourceKey: 'tests:sources.topendVertical',
  basis: 'value',
  unit: 'cm',
  rounding: 'round',
  indicative: true,
  rows: [
    ascendingRow('homme', 18, 39, SEVEN_CLASSES, [21, 31, 41, 51, 61, 71]),
    ascendingRow('femme', 18, 39, SEVEN_CLASSES, [11, 21, 31, 41, 51, 61]),
  ],
};

/* CSEP push-ups (A7): men on toes, women on knees only. Men 40–49 excellent uses ≥ 25 (⚠️, the
 * reading consistent with the next band 17–24). Lower bounds of classes 2–5. */
const CSEP_CLASSES: readonly ClassSpec[] = [
  ['needs-improvement', 'tres-faible'],
  ['fair', 'faible'],
  ['good', 'moyen'],
  ['very-good', 'bon'],
  ['excellent', 'excellent'],
];
const PUSHUP_BOUNDS: readonly Bounds[] = [
  ['homme', 15, 19, [18, 23, 29, 39]],
  ['homme', 20, 29, [17, 22, 29, 36]],
  ['homme', 30, 39, [12, 17, 22, 30]],
  ['homme', 40, 49, [10, 13, 17, 25]],
  ['homme', 50, 59, [7, 10, 13, 21]],
  ['homme', 60, 69, [5, 8, 11, 18]],
  ['femme', 15, 19, [12, 18, 25, 33]],
  ['femme', 20, 29, [10, 15, 21, 30]],
  ['femme', 30, 39, [8, 13, 20, 27]],
  ['femme', 40, 49, [5, 11, 15, 24]],
  ['femme', 50, 59, [2, 7, 11, 21]],
  ['femme', 60, 69, [2, 5, 12, 17]],
];
export const PUSHUPS_CSEP: NormTable = {
  id: 'pushups-csep-2003',
  sourceKey: 'tests:sources.csep2003',
  basis: 'value',
  unit: 'reps',
  rounding: 'round',
  indicative: false,
  rows: PUSHUP_BOUNDS.map(([s, a, b, x]) => ascendingRow(s, a, b, CSEP_CLASSES, x)),
};

/* 1-min sit-ups (A8, ⚠️ YMCA/Golding attribution). Decision: the uniform symmetric collapse
 * (very poor → très faible; poor + below average → faible; good + above average → bon) rather
 * than the reference's proposal (poor + very poor → très faible), so every 7-class table maps
 * the same way. Women 56–65 / > 65 rows kept as published although not monotonic. */
const SITUP_BOUNDS: readonly Bounds[] = [
  ['homme', 18, 25, [25, 31, 35, 39, 44, 50]],
  ['homme', 26, 35, [22, 29, 31, 35, 40, 46]],
  ['homme', 36, 45, [17, 23, 27, 30, 35, 42]],
  ['homme', 46, 55, [13, 18, 22, 25, 29, 36]],
  ['homme', 56, 65, [9, 13, 17, 21, 25, 32]],
  ['homme', 66, null, [7, 11, 15, 19, 22, 29]],
  ['femme', 18, 25, [18, 25, 29, 33, 37, 44]],
  ['femme', 26, 35, [13, 21, 25, 29, 33, 40]],
  ['femme', 36, 45, [7, 15, 19, 23, 27, 34]],
  ['femme', 46, 55, [5, 10, 14, 18, 22, 28]],
  ['femme', 56, 65, [3, 7, 10, 13, 18, 25]],
  ['femme', 66, null, [2, 5, 11, 14, 17, 24]],
];
const SITUP_CLASSES: readonly ClassSpec[] = [
  ['very-poor', 'tres-faible'],
  ['poor', 'faible'],
  ['below-average', 'faible'],
  ['average', 'moyen'],
  ['above-average', 'bon'],
  ['good', 'bon'],
  ['excellent', 'excellent'],
];
export const SITUPS_YMCA: NormTable = {
  id: 'situps-ymca',
  sourceKey: 'tests:sources.ymcaSitups',
  basis: 'value',
  unit: 'reps',
  rounding: 'round',
  indicative: false,
  rows: SITUP_BOUNDS.map(([s, a, b, x]) => ascendingRow(s, a, b, SITUP_CLASSES, x)),
};

/* Plank (A9 ❓ accepted): the reference's indicative scale derived from Strand 2014 and the
 * Linfield quartiles, 18–35 y, same for both sexes (no data to split them), no age adjustment. */
const PLANK_CLASSES: readonly ClassSpec[] = [
  ['tres-faible', 'tres-faible'],
  ['faible', 'faible'],
  ['moyen', 'moyen'],
  ['bon', 'bon'],
  ['excellent', 'excellent'],
];
export const PLANK_INDICATIVE: NormTable = {
  id: 'plank-indicative',
  sourceKey: 'tests:sources.plankIndicative',
  basis: 'value',
  unit: 's',
  rounding: 'round',
  indicative: true,
  rows: [
    ascendingRow('homme', 18, 35, PLANK_CLASSES, [30, 60, 90, 130]),
    ascendingRow('femme', 18, 35, PLANK_CLASSES, [30, 60, 90, 130]),
  ],
};

/* YMCA sit-and-reach (A10), compared on the YMCA score in cm (zero of the soles at 38.1 cm),
 * using the reference's cm column. Classes from ACSM percentile descriptors: < P30, P30–49,
 * P50–69, P70–89, ≥ P90. Lower bounds = P30, P50, P70, P90. */
const YMCA_CLASSES: readonly ClassSpec[] = [
  ['well-below-average', 'tres-faible'],
  ['below-average', 'faible'],
  ['average', 'moyen'],
  ['above-average', 'bon'],
  ['well-above-average', 'excellent'],
];
const REACH_BOUNDS: readonly Bounds[] = [
  ['homme', 18, 25, [36, 43, 48, 56]],
  ['homme', 26, 35, [33, 38, 43, 53]],
  ['homme', 36, 45, [33, 38, 43, 53]],
  ['homme', 46, 55, [25, 33, 38, 48]],
  ['homme', 56, 65, [23, 28, 33, 43]],
  ['homme', 66, null, [20, 25, 33, 43]],
  ['femme', 18, 25, [43, 48, 53, 61]],
  ['femme', 26, 35, [41, 48, 51, 58]],
  ['femme', 36, 45, [38, 43, 48, 56]],
  ['femme', 46, 55, [36, 41, 46, 53]],
  ['femme', 56, 65, [33, 38, 43, 51]],
  ['femme', 66, null, [33, 38, 43, 51]],
];
export const SIT_AND_REACH_YMCA: NormTable = {
  id: 'sit-and-reach-ymca',
  sourceKey: 'tests:sources.ymcaSitAndReach',
  basis: 'ymca-score',
  unit: 'cm',
  rounding: 'round',
  indicative: false,
  rows: REACH_BOUNDS.map(([s, a, b, x]) => ascendingRow(s, a, b, YMCA_CLASSES, x)),
};
