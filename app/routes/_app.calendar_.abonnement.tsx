import * as z from 'zod/mini';
import type { Route } from './+types/_app.calendar_.abonnement';
import { SUBSCRIPTION_INTENTS, SubscriptionScreen } from '#app/components/calendar-feed/subscription-screen.tsx';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { issueCalendarFeedToken, revokeCalendarFeed } from '#app/lib/calendar/feed-tokens.server.ts';
import { calendarFeedDoc } from '#app/lib/data/calendar-feed.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';

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

const subscriptionInput = z.object({ intent: z.enum(SUBSCRIPTION_INTENTS) });

/** Creating, replacing and turning off the link: server-only writes (the token never comes from a browser). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const input = await readFormInput({ request, context }, subscriptionInput, { intents: SUBSCRIPTION_INTENTS });
  // The intent was checked by readFormInput: nothing else is read.
  if (!input.ok) return actionFailure('calendar-feed:page.failed', { status: 400, fieldErrors: input.fieldErrors });
  const { intent } = input.value;
  const db = adminDb();
  try {
    if (intent === 'revoke') await revokeCalendarFeed(db, user.uid);
    else await issueCalendarFeedToken(db, user.uid, { replace: intent === 'regenerate' });
  } catch (error) {
    console.error('calendar feed change failed', user.uid, intent, error);
    return actionFailure('calendar-feed:page.failed', { status: 500 });
  }
  return actionSuccess({ intent });
}

export default function CalendarSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionScreen link={loaderData.link} />;
}
