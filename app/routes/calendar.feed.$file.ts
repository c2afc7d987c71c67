import type { Route } from './+types/calendar.feed.$file';
import { calendarFeedOf } from '#app/lib/calendar/feed.server.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { uidOfFeedToken } from '#app/lib/calendar/feed-tokens.server.ts';
import { accountActive } from '#app/lib/firebase/auth-session.server.ts';
import { limitAccount, limitAddress, tooManyRequests } from '#app/lib/security/rate-limit.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

/**
 * GET /calendar/feed/{token}.ics — the private subscription link a phone's calendar app follows:
 * the same feed as /calendar.ics, found by the unguessable token instead of a session cookie.
 * An unknown, replaced or revoked token, or the account of a disabled person, answers 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const byAddress = limitAddress('calendarFeed', context);
  if (!byAddress.allowed) return tooManyRequests(context, byAddress.retryAfterSec);
  const { t } = getInstance(context);
  const token = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : null;
  const uid = token ? await uidOfFeedToken(adminDb(), token) : null;
  if (!uid || !(await accountActive(uid))) {
    return new Response(t('calendar-feed:errors.notFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const byAccount = await limitAccount('calendarFeed', uid);
  if (!byAccount.allowed) return tooManyRequests(context, byAccount.retryAfterSec);

  const body = await calendarFeedOf(uid, { t, origin: serverEnv.appOrigin ?? new URL(request.url).origin, now: new Date() });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Served inline: calendar apps subscribe to it; the token in the URL is the only key.
      'Content-Disposition': 'inline; filename="elan-calendrier.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
