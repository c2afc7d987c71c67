import * as z from 'zod/mini';
import type { Route } from './+types/_app.leaderboard';
import { LeaderboardScreen } from '#app/components/leaderboard/leaderboard-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { LEADERBOARD_PERIODS, leaderboardEntryDoc, leaderboardKey, leaderboardTop, pseudonymError, type LeaderboardTab } from '#app/lib/data/leaderboard.ts';
import { implausibleSessionsOf, joinLeaderboard, leaveLeaderboard, rankOf } from '#app/lib/leaderboard/leaderboard.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';

export const handle = { i18n: 'leaderboard' };

const isTab = (value: unknown): value is LeaderboardTab => (LEADERBOARD_PERIODS as readonly unknown[]).includes(value);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get('periode');
  const tab = isTab(asked) ? asked : 'semaine';
  const today = isoDayIn();
  const key = leaderboardKey(tab, today);
  const db = adminDb();
  const [me, top, flagged] = await Promise.all([
    readDoc(db, leaderboardEntryDoc, { id: user.uid }),
    readQuery(db, leaderboardTop, { tab, key }),
    implausibleSessionsOf(db, user.uid, today),
  ]);
  const rank = me ? await rankOf(db, me, tab, key) : null;
  // `periodKey`, not `key`: React keeps a `key` prop to itself, and the screen would get undefined.
  return { uid: user.uid, tab, periodKey: key, me, top, rank, flagged };
}

const membershipInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join'), pseudonym: z.pipe(z.optional(z.string()), z.transform((typed) => (typed ?? '').trim().replace(/\s+/g, ' '))) }),
  z.object({ intent: z.literal('leave') }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const input = await readFormInput({ request, context }, membershipInput, { intents: ['join', 'leave'] });
  if (!input.ok) return actionFailure('common:form.checkFields', { status: 400, fieldErrors: input.fieldErrors });
  const db = adminDb();
  const { intent } = input.value;
  try {
    if (input.value.intent === 'join') {
      const { pseudonym } = input.value;
      // Refusals answer 200: a typing mistake is no failed request for the browser to log.
      const refusal = pseudonymError(pseudonym) ?? ((await joinLeaderboard(db, user.uid, pseudonym, isoDayIn())) === 'taken' ? 'leaderboard:errors.taken' : null);
      if (refusal) return actionFailure(refusal, { status: 200, intent, fieldErrors: { pseudonym: { key: refusal } } });
      return actionSuccess({ intent: 'join' as const, pseudonym });
    }
    await leaveLeaderboard(db, user.uid);
    return actionSuccess({ intent: 'leave' as const });
  } catch (error) {
    console.error('[leaderboard] not saved', error);
    return actionFailure('leaderboard:errors.failed', { status: 503, intent });
  }
}

export default function LeaderboardRoute({ loaderData }: Route.ComponentProps) {
  return <LeaderboardScreen {...loaderData} />;
}
