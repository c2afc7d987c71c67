import { data } from 'react-router';
import type { Route } from './+types/_app.leaderboard';
import { LeaderboardScreen } from '#app/components/leaderboard/leaderboard-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/firebase/documents.server.ts';
import { LEADERBOARD_PERIODS, leaderboardEntryDoc, leaderboardKey, leaderboardTop, pseudonymError, type LeaderboardTab } from '#app/lib/firebase/leaderboard.ts';
import { implausibleSessionsOf, joinLeaderboard, leaveLeaderboard, rankOf } from '#app/lib/firebase/leaderboard.server.ts';
import { assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { readForm } from '#app/lib/request.server.ts';

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

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm({ request, context }, { intents: ['join', 'leave'] });
  const intent = form.get('intent');
  const db = adminDb();
  try {
    if (intent === 'join') {
      const pseudonym = String(form.get('pseudonym') ?? '').trim().replace(/\s+/g, ' ');
      const error = pseudonymError(pseudonym);
      // Refusals answer 200: a typing mistake is no failed request for the browser to log.
      if (error) return { intent, ok: false as const, error };
      const outcome = await joinLeaderboard(db, user.uid, pseudonym, isoDayIn());
      if (outcome === 'taken') return { intent, ok: false as const, error: 'leaderboard:errors.taken' };
      return { intent, ok: true as const, pseudonym };
    }
    if (intent === 'leave') {
      await leaveLeaderboard(db, user.uid);
      return { intent, ok: true as const };
    }
  } catch (error) {
    console.error('[leaderboard] not saved', error);
    return data({ intent, ok: false as const, error: 'leaderboard:errors.failed' }, { status: 503 });
  }
  return data({ intent: 'unknown', ok: false as const }, { status: 400 });
}

export default function LeaderboardRoute({ loaderData }: Route.ComponentProps) {
  return <LeaderboardScreen {...loaderData} />;
}
