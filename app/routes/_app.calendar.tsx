import type { Route } from './+types/_app.calendar';
import { CalendarScreen } from '#app/components/calendar/calendar-screen.tsx';
import { calendarQueryOf, gridRange } from '#app/lib/calendar/period.ts';
import { plannableProgram } from '#app/lib/calendar/planned-items.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readLoggedDays, readPlanningSources } from '#app/lib/calendar/calendar.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myPrograms } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: ['calendar', 'tests', 'calendar-feed'] };

// The first HTML holds the period the URL names (?vue=mois&date=2026-11); the entries stay live after hydration.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const today = isoDayIn();
  const { period, invalid } = calendarQueryOf(new URL(request.url).searchParams, today);
  const { from, to } = gridRange(period);
  const [sources, logged, programs] = await Promise.all([
    readPlanningSources(db, user.uid, from, to),
    readLoggedDays(db, user.uid, from, to),
    readQuery(db, myPrograms, { uid: user.uid }),
  ]);
  const plannable = programs.filter((program) => !program.archived).map(plannableProgram);
  return { today, period, invalid, from, to, sources, logged, programs: plannable };
}

export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  return <CalendarScreen {...loaderData} />;
}
