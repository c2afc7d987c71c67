/*
 * The challenge form (/challenges/new, /challenges/edit/:id): its values as typed, and one
 * validation for both sides — the browser checks before posting, the route action again on the
 * posted fields. The pseudonym is checked here only in the browser: the server's own check is
 * the leaderboard's (unique names), made when the challenge is created.
 */
import { formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';
import { challengeDatesError, challengeFieldsSchema, type Challenge, type ChallengeFields } from '#app/lib/data/challenges.ts';
import { pseudonymError } from '#app/lib/data/leaderboard.ts';
import { parseWith, type Parsed } from './action-result.ts';
import type { FieldErrors } from './messages.ts';

/** What the form holds, every field as typed (and as posted). */
export interface ChallengeFormValues {
  title: string;
  description: string;
  metric: string;
  unit: string;
  target: string;
  startDate: string;
  endDate: string;
  visibility: string;
  pseudonym: string;
}

const FIELDS = ['title', 'description', 'metric', 'unit', 'target', 'startDate', 'endDate', 'visibility', 'pseudonym'] as const satisfies readonly (keyof ChallengeFormValues)[];

export function challengeFormValues(challenge: Challenge | null, today: string, defaultEnd: string): ChallengeFormValues {
  return {
    title: challenge?.title ?? '',
    description: challenge?.description ?? '',
    metric: challenge?.metric ?? 'seances',
    unit: challenge?.unit ?? '',
    target: challenge ? formatDecimalInput(challenge.target) : '',
    startDate: challenge?.startDate ?? today,
    endDate: challenge?.endDate ?? defaultEnd,
    visibility: challenge?.visibility ?? 'publique',
    pseudonym: '',
  };
}

/** The posted form's fields (a missing one reads as empty). */
export function challengeFormData(fields: Readonly<Record<string, string | readonly string[]>>): ChallengeFormValues {
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as unknown as ChallengeFormValues;
}

const PSEUDONYM_MESSAGES: Record<string, string> = {
  'leaderboard:errors.short': 'challenges:refusals.pseudonymShort',
  'leaderboard:errors.long': 'challenges:refusals.pseudonymLong',
  'leaderboard:errors.pattern': 'challenges:refusals.pseudonymPattern',
};

/** The typed values → the challenge's fields, or one message per field (all of them at once). */
export function validateChallengeForm(values: ChallengeFormValues, today: string, askPseudonym: boolean): Parsed<ChallengeFields> {
  const target = parseDecimal(values.target);
  const candidate = {
    title: values.title,
    description: values.description,
    metric: values.metric,
    unit: values.metric === 'manuel' ? values.unit : null,
    // A text that is no number stays text, so the message says "not a number" rather than "required".
    target: target ?? (values.target.trim() === '' ? null : values.target),
    startDate: values.startDate,
    endDate: values.endDate,
    visibility: values.visibility,
  };
  const verdict = parseWith(challengeFieldsSchema, candidate);
  const errors: FieldErrors = verdict.ok ? {} : { ...verdict.fieldErrors };
  // The schema checks fields across only once each is valid: say everything at the first submit.
  const dates = challengeDatesError(values);
  if (!errors.endDate && dates) errors.endDate = { key: dates };
  if (!errors.endDate && values.endDate < today) errors.endDate = { key: 'challenges:errors.endPast' };
  const pseudonym = askPseudonym ? pseudonymError(values.pseudonym.trim().replace(/\s+/g, ' ')) : null;
  if (pseudonym) errors.pseudonym = { key: PSEUDONYM_MESSAGES[pseudonym] ?? 'challenges:refusals.pseudonymPattern' };
  return verdict.ok && Object.keys(errors).length === 0 ? verdict : { ok: false, fieldErrors: errors };
}
