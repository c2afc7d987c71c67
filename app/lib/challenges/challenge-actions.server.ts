/*
 * What the challenges' route actions share: the form's fields checked again on the server (the
 * browser's check is a convenience), and a refusal or failure turned into one French message.
 */
import * as z from 'zod/mini';
import { parseDecimal } from '#app/lib/format/index.ts';
import { actionFailure, type Parsed } from '#app/lib/forms/action-result.ts';
import { challengeFormData, validateChallengeForm } from '#app/lib/forms/challenge.ts';
import type { ChallengeFields } from '#app/lib/data/challenges.ts';
import { ChallengeRefused } from './challenges.server.ts';

/** The challenge's fields as the form posts them (one form field each), or their French messages. */
export function challengeFieldsFrom(fields: Readonly<Record<string, string | readonly string[]>>, today: string): Parsed<ChallengeFields> {
  return validateChallengeForm(challengeFormData(fields), today, false);
}

const pseudonymField = z.pipe(z.optional(z.string()), z.transform((typed) => typed ?? ''));

/** Joining, from the challenge's page or its invite link: the pseudonym is checked when joining. */
export const joinInput = z.object({ pseudonym: pseudonymField });

/** What a challenge's page posts, by intent. */
export const challengePageInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join'), pseudonym: pseudonymField }),
  z.object({
    intent: z.literal('progress'),
    progress: z.pipe(
      z.optional(z.string()),
      z.transform((typed, payload) => {
        const value = parseDecimal(typed ?? '');
        if (value === null) payload.issues.push({ code: 'custom', message: 'challenges:errors.progress', input: typed, path: [] });
        return value ?? 0;
      }),
    ),
  }),
  z.object({ intent: z.enum(['leave', 'end', 'delete']) }),
]);

/**
 * Runs a challenge write: a refusal (a rule of the challenge) answers 200 with its message, as a
 * typing mistake is no failed request; anything else is logged and answers 503.
 */
export async function runChallengeAction<R>(intent: string, work: () => Promise<R>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ChallengeRefused) return actionFailure(`challenges:refusals.${error.reason}`, { status: 200, intent });
    console.error('[challenges] not saved', error);
    return actionFailure('challenges:errors.failed', { status: 503, intent });
  }
}
