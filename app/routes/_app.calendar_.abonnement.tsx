import { data } from 'react-router';
import type { Route } from './+types/_app.calendar_.abonnement';
import { SUBSCRIPTION_INTENTS, SubscriptionScreen, type SubscriptionIntent, type SubscriptionResult } from '#app/components/calendar-feed/subscription-screen.tsx';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { issueCalendarFeedToken, revokeCalendarFeed } from '#app/lib/firebase/calendar-feed.server.ts';
import { calendarFeedDoc } from '#app/lib/firebase/calendar-feed.ts';
import { readDoc } from '#app/lib/firebase/documents.server.ts';
import { assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { readForm } from '#app/lib/request.server.ts';

export const handle = { i18n: ['calendar-feed'] };

/** The public path of a subscription token's feed (routes/calendar.feed.$file.ts). */
const feedPath = (token: string) => `/calendar/feed/${token}.ics`;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const feed = await readDoc(adminDb(), calendarFeedDoc, { uid: user.uid });
  if (!feed) return { link: null };
  const url = new URL(feedPath(feed.token), serverEnv.appOrigin ?? new URL(request.url).origin);
  return { link: { url: url.href, webcalUrl: `webcal://${url.host}${url.pathname}`, createdAt: feed.createdAt } };
}

const isIntent = (value: unknown): value is SubscriptionIntent => SUBSCRIPTION_INTENTS.includes(value as SubscriptionIntent);

/** Creating, replacing and turning off the link: server-only writes (the token never comes from a browser). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const intent = (await readForm({ request, context }, { intents: SUBSCRIPTION_INTENTS })).get('intent');
  if (!isIntent(intent)) throw data(null, { status: 400 });
  const db = adminDb();
  try {
    if (intent === 'revoke') await revokeCalendarFeed(db, user.uid);
    else await issueCalendarFeedToken(db, user.uid, { replace: intent === 'regenerate' });
  } catch (error) {
    console.error('calendar feed change failed', user.uid, intent, error);
    return data<SubscriptionResult>({ ok: false }, { status: 500 });
  }
  return data<SubscriptionResult>({ ok: true, intent });
}

export default function CalendarSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionScreen link={loaderData.link} />;
}
