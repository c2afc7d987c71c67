/*
 * What the challenges' route actions share: the form's fields checked again on the server (the
 * browser's check is a convenience), and a refusal or failure turned into one French message.
 */
import { data } from 'react-router';
import { fieldErrorsFrom, type FieldErrors } from '#app/lib/forms/messages.ts';
import { challengeFieldsSchema, type ChallengeFields } from './challenges.ts';
import { ChallengeRefused } from './challenges.server.ts';

/** The challenge's fields as the form posts them (JSON in `fields`), or their French messages. */
export function challengeFieldsFrom(form: FormData, today: string): { ok: true; value: ChallengeFields } | { ok: false; fields: FieldErrors } {
  let candidate: unknown;
  try {
    candidate = JSON.parse(String(form.get('fields') ?? ''));
  } catch {
    return { ok: false, fields: { form: { key: 'common:form.invalid' } } };
  }
  const parsed = challengeFieldsSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, fields: fieldErrorsFrom(parsed.error.issues, candidate) };
  if (parsed.data.endDate < today) return { ok: false, fields: { endDate: { key: 'challenges:errors.endPast' } } };
  return { ok: true, value: parsed.data };
}

/**
 * Runs a challenge write: a refusal (a rule of the challenge) answers 200 with its message, as a
 * typing mistake is no failed request; anything else is logged and answers 503.
 */
export async function runChallengeAction<R>(intent: string, work: () => Promise<R>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ChallengeRefused) return { intent, ok: false as const, error: `challenges:refusals.${error.reason}` };
    console.error('[challenges] not saved', error);
    return data({ intent, ok: false as const, error: 'challenges:errors.failed' }, { status: 503 });
  }
}
