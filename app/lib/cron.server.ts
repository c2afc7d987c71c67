/*
 * The scheduler's endpoints (/api/cron/*) authenticate by a shared secret in the X-Cron-Secret
 * header, not by a person's session. Without CRON_SECRET configured they do not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '#app/lib/env.server.ts';
import type { RouterContextProvider } from 'react-router';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { acceptPost } from '#app/lib/request.server.ts';

export const CRON_SECRET_HEADER = 'x-cron-secret';

/** Compared as digests, in constant time: the answer never tells how much of a guess was right. */
function matches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const noStore = { 'Cache-Control': 'no-store' };

/** Null for the scheduler's call; otherwise the answer to give (404 when disabled, 401 when refused). */
function isCronCall(request: Request): ReturnType<typeof actionFailure> | null {
  const secret = serverEnv.cronSecret;
  if (!secret) return actionFailure('common:errors.notFoundBody', { status: 404, headers: noStore });
  if (!matches(request.headers.get(CRON_SECRET_HEADER), secret)) return actionFailure('common:errors.forbidden', { status: 401, headers: noStore });
  return null;
}

/**
 * Their action: a POST from the scheduler runs `job`, whose figures are the answer (never cached);
 * any other caller is refused before anything runs.
 */
export function cronAction<T extends object>(job: (args: { request: Request; context: Readonly<RouterContextProvider> }) => Promise<T>) {
  return async (args: { request: Request; context: Readonly<RouterContextProvider> }) => {
    acceptPost(args, 'POST');
    const refused = isCronCall(args.request);
    if (refused) return refused;
    return actionSuccess(await job(args), { headers: noStore });
  };
}
