import { BMR_RANGES, mifflinBmr } from './bmr-tdee.ts';
import { warningKey } from './keys.ts';
import { failure, success, type Result } from './result.ts';
import { checkChoice, checkRanges, checkSex, type Sex } from './shared.ts';

export const GOALS = ['perte', 'maintien', 'prise'] as const;
export type Goal = (typeof GOALS)[number];

/** B8 algorithm (❓ adopted): −20 % to lose, +10 % to gain, on maintenance energy. */
export const GOAL_ENERGY_ADJUSTMENT: Readonly<Record<Goal, number>> = { perte: -0.2, maintien: 0, prise: 0.1 };

/*
 * Default protein, g·kg⁻¹·d⁻¹ (decision). Maintain/gain: 1.6, where Morton et al. 2018's
 * meta-analysis (Br J Sports Med 52:376) found the benefit for lean mass plateaus, inside the
 * ISSN 2017 1.4–2.0 range. Lose: ISSN's 2.3 g per kg of lean mass when lean mass is known
 * (the reference's deficit rule); otherwise 2.0 per kg of body weight — 2.3 × total weight
 * would overshoot for people with much fat mass.
 */
export const DEFAULT_PROTEIN_G_PER_KG: Readonly<Record<Goal, number>> = { perte: 2.0, maintien: 1.6, prise: 1.6 };
export const DEFICIT_PROTEIN_G_PER_KG_LEAN = 2.3;

/** Fat share of energy: 30 %, inside EFSA's 20–35 % and just under ANSES' 35–40 % (⚠️). */
export const DEFAULT_FAT_SHARE_PCT = 30;
/** Fat never below 0.6 g per kg body weight (B8 algorithm). */
export const FAT_FLOOR_G_PER_KG = 0.6;
/**
 * Decision (C2 ❓ 25 vs 30 g): 30 g, the French PNNS/ANSES adult target, the higher of the two;
 * EFSA's 25 g is an adequate intake, not a target.
 */
export const DEFAULT_FIBER_G = 30;

export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

export const MACROS_RANGES = {
  weightKg: { min: 30, max: 250 },
  maintenanceKcal: { min: 1000, max: 6000 },
  /** Lower bound: the adult requirement (0.8); upper: ISSN's deficit maximum (3.1). */
  proteinGPerKg: { min: 0.8, max: 3.1 },
  fatSharePct: { min: 15, max: 45 },
  leanMassKg: { min: 20, max: 200 },
} as const;

export interface MacrosInput {
  readonly weightKg: number;
  /** Energy to maintain weight (TDEE); the goal adjusts it. */
  readonly maintenanceKcal: number;
  readonly goal?: Goal;
  /** Overrides the goal default; per kg of lean mass when losing with lean mass known. */
  readonly proteinGPerKg?: number;
  readonly fatSharePct?: number;
  readonly leanMassKg?: number;
}

export interface MacrosOutput {
  /** Target energy after the goal adjustment. */
  readonly kcal: number;
  readonly proteinG: number;
  readonly fatG: number;
  readonly carbsG: number;
  readonly proteinBasis: 'weight' | 'lean-mass';
  readonly warnings: readonly string[];
}

/** Energy target split as protein (g/kg) + fat (share, floored) + carbohydrate remainder. */
export function macros(input: MacrosInput): Result<MacrosOutput> {
  const goal = input.goal ?? 'maintien';
  const R = MACROS_RANGES;
  const optional = ['proteinGPerKg', 'fatSharePct', 'leanMassKg'] as const;
  const errors = [...checkChoice('goal', goal, GOALS), ...checkRanges(input, R, ['weightKg', 'maintenanceKcal', ...optional], optional)];
  if (errors.length) return failure(errors);
  return success(split(input, goal));
}

function split(input: MacrosInput, goal: Goal): MacrosOutput {
  const kcal = input.maintenanceKcal * (1 + GOAL_ENERGY_ADJUSTMENT[goal]);
  const byLean = goal === 'perte' && input.leanMassKg !== undefined;
  const perKg = input.proteinGPerKg ?? (byLean ? DEFICIT_PROTEIN_G_PER_KG_LEAN : DEFAULT_PROTEIN_G_PER_KG[goal]);
  const proteinG = perKg * (byLean ? (input.leanMassKg ?? input.weightKg) : input.weightKg);
  const rest = fatAndCarbs({ kcal, proteinG, weightKg: input.weightKg, fatSharePct: input.fatSharePct ?? DEFAULT_FAT_SHARE_PCT });
  return { kcal, proteinG, ...rest, proteinBasis: byLean ? 'lean-mass' : 'weight' };
}

/** Fat from its share of energy (never under its floor), carbohydrate takes what is left. */
function fatAndCarbs(p: { kcal: number; proteinG: number; weightKg: number; fatSharePct: number }) {
  const fatFloorG = FAT_FLOOR_G_PER_KG * p.weightKg;
  let fatG = Math.max((p.fatSharePct / 100) * p.kcal / KCAL_PER_G.fat, fatFloorG);
  let carbsKcal = p.kcal - p.proteinG * KCAL_PER_G.protein - fatG * KCAL_PER_G.fat;
  const warnings: string[] = [];
  if (carbsKcal < 0) {
    // B8: fat gives way first, down to its floor; if protein + fat floor still exceed the
    // target, carbohydrate stays at 0 and the UI warns that the target cannot be met.
    fatG = fatFloorG;
    carbsKcal = p.kcal - p.proteinG * KCAL_PER_G.protein - fatG * KCAL_PER_G.fat;
    if (carbsKcal < 0) {
      carbsKcal = 0;
      warnings.push(warningKey('carbsBelowZero'));
    }
  }
  return { fatG, carbsG: carbsKcal / KCAL_PER_G.carbs, warnings };
}

export interface NutritionGoalsInput {
  readonly sex: Sex;
  readonly age: number;
  readonly weightKg: number;
  readonly heightCm: number;
  readonly activityFactor: number;
  readonly goal: Goal;
}

/** Shape of `settings/nutritionGoals` (automatic mode), whole numbers as stored and shown. */
export interface NutritionGoals {
  readonly kcal: number;
  readonly proteinG: number;
  readonly carbsG: number;
  readonly fatG: number;
  readonly fiberG: number;
  readonly bmr: number;
  readonly tdee: number;
  /** True when the deficit was capped so the target does not fall under the BMR. */
  readonly flooredAtBmr: boolean;
  readonly warnings: readonly string[];
}

/**
 * Automatic daily goals: Mifflin–St Jeor × activity factor, ± goal, split by `macros`.
 * Decision (app safety rule, not in the reference): a weight-loss target never goes below the
 * BMR — with the sedentary factor, −20 % of TDEE would (1.2 × 0.8 = 0.96 × BMR).
 */
export function nutritionGoals(input: NutritionGoalsInput): Result<NutritionGoals> {
  const R = BMR_RANGES;
  const errors = [
    ...checkSex(input.sex),
    ...checkChoice('goal', input.goal, GOALS),
    ...checkRanges(input, R, ['age', 'weightKg', 'heightCm', 'activityFactor']),
  ];
  if (errors.length) return failure(errors);
  const bmr = mifflinBmr(input);
  const tdee = bmr * input.activityFactor;
  return success({ ...goalsFromMaintenance({ maintenanceKcal: tdee, bmr, weightKg: input.weightKg, goal: input.goal }), bmr: Math.round(bmr), tdee: Math.round(tdee) });
}

export interface MaintenanceInput {
  /** Energy that keeps the weight stable: a formula's TDEE, or one measured from intake and weight. */
  readonly maintenanceKcal: number;
  readonly bmr: number;
  readonly weightKg: number;
  readonly goal: Goal;
}

/**
 * The goals' split of a maintenance energy, shared by the automatic goals and the energy
 * balance's measured expenditure: ± the goal's adjustment (never under the BMR), protein per kg,
 * fat by share with its floor, carbohydrate the rest, and the fibre target.
 */
export function goalsFromMaintenance(input: MaintenanceInput): Omit<NutritionGoals, 'bmr' | 'tdee'> {
  const target = input.maintenanceKcal * (1 + GOAL_ENERGY_ADJUSTMENT[input.goal]);
  const flooredAtBmr = target < input.bmr;
  const kcal = flooredAtBmr ? input.bmr : target;
  const proteinG = DEFAULT_PROTEIN_G_PER_KG[input.goal] * input.weightKg;
  const rest = fatAndCarbs({ kcal, proteinG, weightKg: input.weightKg, fatSharePct: DEFAULT_FAT_SHARE_PCT });
  return {
    kcal: Math.round(kcal),
    proteinG: Math.round(proteinG),
    carbsG: Math.round(rest.carbsG),
    fatG: Math.round(rest.fatG),
    fiberG: DEFAULT_FIBER_G,
    flooredAtBmr,
    warnings: rest.warnings,
  };
}
