/*
 * The scheduler's endpoints (/api/cron/*) authenticate by a shared secret in the X-Cron-Secret
 * header, not by a person's session. Without CRON_SECRET configured they do not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { serverEnv } from '#app/lib/env.server.ts';

export const CRON_SECRET_HEADER = 'x-cron-secret';

/** Compared as digests, in constant time: the answer never tells how much of a guess was right. */
function matches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const noStore = { 'Cache-Control': 'no-store' };

/** Their loader: only POST runs a job; a GET (a crawler, a mistaken scheduler) is told so. */
export function cronLoader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...noStore } });
}

/** Null for the scheduler's call; otherwise the answer to give (404 when disabled, 401 when refused). */
export function isCronCall(request: Request): ReturnType<typeof data<{ ok: false }>> | null {
  const secret = serverEnv.cronSecret;
  if (!secret) return data({ ok: false }, { status: 404, headers: noStore });
  if (!matches(request.headers.get(CRON_SECRET_HEADER), secret)) return data({ ok: false }, { status: 401, headers: noStore });
  return null;
}
