import type { Route } from './+types/_app.calendar[.]ics';
import { calendarFeedOf } from '#app/lib/calendar/feed.server.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { localIsoDay } from '#app/lib/dates/index.ts';
import { requireUserWithinLimits } from '#app/lib/security/rate-limit.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';

/**
 * GET /calendar.ics — the signed-in person's calendar (planned and done sessions, tests) as an
 * iCalendar file to import. A resource route: it checks the session itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserWithinLimits('export', request, context);

  const body = await calendarFeedOf(user.uid, { t: getInstance(context).t, origin: serverEnv.appOrigin ?? new URL(request.url).origin, now: new Date() });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="elan-calendrier-${localIsoDay()}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
