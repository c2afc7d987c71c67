/*
 * The first-run path of a new account: four steps that make the dashboard useful, in order.
 * Whether a step is done is read from the person's data (a complete profile with a weight,
 * nutrition goals, a program, a reminder), so a step done elsewhere in the app counts too; what
 * is stored is only what data cannot say: the steps the person skipped, and that they closed the
 * path (users/{uid}/settings/firstRun).
 */

export const FIRST_RUN_STEPS = ['profil', 'objectifs', 'programme', 'rappels'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

export const isFirstRunStep = (value: unknown): value is FirstRunStep => (FIRST_RUN_STEPS as readonly unknown[]).includes(value);

export type StepStatus = 'fait' | 'passe' | 'a-faire';

/** What the person's data says about each step. */
export interface FirstRunFacts {
  /** Sex, birth date, height, activity level and goal given, and a weight measured. */
  readonly profileComplete: boolean;
  readonly hasNutritionGoals: boolean;
  /** A program not archived. */
  readonly hasProgram: boolean;
  /** A training or meal reminder switched on. */
  readonly remindersOn: boolean;
}

export interface FirstRunProgress {
  readonly skipped: readonly FirstRunStep[];
  readonly dismissed: boolean;
}

export const NO_FIRST_RUN_PROGRESS: FirstRunProgress = Object.freeze({ skipped: [], dismissed: false });

const DONE_BY: Record<FirstRunStep, keyof FirstRunFacts> = {
  profil: 'profileComplete',
  objectifs: 'hasNutritionGoals',
  programme: 'hasProgram',
  rappels: 'remindersOn',
};

/** Each step's status: done wins over skipped (a skipped step done later is done). */
export function stepStatuses(facts: FirstRunFacts, progress: FirstRunProgress): Record<FirstRunStep, StepStatus> {
  const entries = FIRST_RUN_STEPS.map((step): [FirstRunStep, StepStatus] => [step, facts[DONE_BY[step]] ? 'fait' : progress.skipped.includes(step) ? 'passe' : 'a-faire']);
  return Object.fromEntries(entries) as Record<FirstRunStep, StepStatus>;
}

/** The step to show: the first one neither done nor skipped; null once every step is one or the other. */
export function currentStep(statuses: Record<FirstRunStep, StepStatus>): FirstRunStep | null {
  return FIRST_RUN_STEPS.find((step) => statuses[step] === 'a-faire') ?? null;
}

/**
 * The path replaces the cards for a new account: until the person closes it (possible once every
 * step is done or skipped), and as long as they have not finished a session yet, since someone
 * who already trains is no newcomer and wants the cards.
 */
export function showsFirstRun(progress: FirstRunProgress, hasFinishedSession: boolean): boolean {
  return !progress.dismissed && !hasFinishedSession;
}

/** The skipped steps after skipping `step`, in path order, each once. */
export function withSkipped(progress: FirstRunProgress, step: FirstRunStep): FirstRunStep[] {
  return FIRST_RUN_STEPS.filter((s) => s === step || progress.skipped.includes(s));
}
