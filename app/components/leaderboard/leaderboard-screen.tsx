import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '#app/components/data/use-action.ts';
import { useLiveDoc, useLiveQuery } from '#app/components/data/use-live.ts';
import { AvatarBadge } from '#app/components/profile/avatar.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Field } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { formatDay } from '#app/lib/format/index.ts';
import { LEADERBOARD_PERIODS, leaderboardEntryDoc, leaderboardTop, PSEUDONYM_BOUNDS, rankedEntries, type LeaderboardEntry, type LeaderboardTab } from '#app/lib/data/leaderboard.ts';
import type { action } from '#app/routes/_app.leaderboard.tsx';

export interface LeaderboardScreenProps {
  readonly uid: string;
  readonly tab: LeaderboardTab;
  /** The period's key ('2026-W48', '2026-11', 'total'). */
  readonly periodKey: string;
  readonly me: LeaderboardEntry | null;
  readonly top: LeaderboardEntry[];
  readonly rank: number | null;
  readonly flagged: { id: string; title: string; date: string }[];
}

/** Joining and leaving share one fetcher, kept by the screen: the form that sent it is gone once it succeeds. */
const FETCHER_KEY = 'leaderboard-membership';

function useMembershipToasts() {
  const { t } = useTranslation();
  useAction<typeof action>({
    key: FETCHER_KEY,
    onSuccess: (result) => toast.success(result.intent === 'join' ? t('leaderboard:join.joined', { pseudonym: result.pseudonym }) : t('leaderboard:me.left')),
    // A pseudonym refused shows under its field; the rest (a failed write) as a toast.
    onFailure: (failure) => {
      if (!failure.fieldErrors.pseudonym) toast.error(t(failure.message.key));
    },
  });
}

function JoinForm() {
  const { t } = useTranslation();
  const fetcher = useAction<typeof action>({ key: FETCHER_KEY });
  const error = fetcher.fieldErrors.pseudonym;
  return (
    <section className="panel stack" aria-labelledby="join-heading">
      <h2 id="join-heading">{t('leaderboard:join.heading')}</h2>
      <p>{t('leaderboard:join.intro')}</p>
      <fetcher.Form method="post" className="leaderboard-join" noValidate>
        <input type="hidden" name="intent" value="join" />
        <Field id="pseudonym" label={t('leaderboard:join.pseudonym')} hint={t('leaderboard:join.hint')} error={error}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="pseudonym" type="text" autoComplete="nickname" maxLength={PSEUDONYM_BOUNDS.max + 10} required aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          )}
        </Field>
        <button type="submit" className="button primary" disabled={fetcher.busy}>
          {t('leaderboard:join.submit')}
        </button>
      </fetcher.Form>
    </section>
  );
}

function MyPlace({ me, rank, tab }: { me: LeaderboardEntry; rank: number | null; tab: LeaderboardTab }) {
  const { t } = useTranslation();
  const fetcher = useAction<typeof action>({ key: FETCHER_KEY });
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="panel stack" aria-label={t('leaderboard:me.as', { pseudonym: me.pseudonym })}>
      <p>{t('leaderboard:me.as', { pseudonym: me.pseudonym })}</p>
      <p className="leaderboard-my-rank">{rank ? t('leaderboard:me.rank', { rank, count: me[tab].points }) : t('leaderboard:me.noPoints')}</p>
      <p>
        <button type="button" className="button" onClick={() => setConfirming(true)} disabled={fetcher.busy}>
          {t('leaderboard:me.leave')}
        </button>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('leaderboard:me.leaveTitle')}
        confirmLabel={t('leaderboard:me.leave')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit({ intent: 'leave' }, { method: 'post' });
        }}
      >
        <p>{t('leaderboard:me.leaveBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

export function LeaderboardScreen({ uid, tab, periodKey, me: initialMe, top: initialTop, rank, flagged }: LeaderboardScreenProps) {
  const { t } = useTranslation();
  useMembershipToasts();
  // Live: points recomputed by the server show without a reload.
  const { data: me } = useLiveDoc(leaderboardEntryDoc, { id: uid }, initialMe);
  const { data: all } = useLiveQuery(leaderboardTop, { tab, key: periodKey }, initialTop);
  const top = rankedEntries(all, tab);
  const inTop = top.findIndex((entry) => entry.uid === uid);
  return (
    <Page title={t('leaderboard:title')} description={t('leaderboard:description')}>
      {me ? <MyPlace me={me} rank={inTop >= 0 ? inTop + 1 : rank} tab={tab} /> : <JoinForm />}
      {flagged.length > 0 ? (
        <section className="panel stack" role="alert" aria-labelledby="flagged-heading">
          <h2 id="flagged-heading">{t('leaderboard:flagged.heading')}</h2>
          <p>{t('leaderboard:flagged.body')}</p>
          <ul>
            {flagged.map((session) => (
              <li key={session.id}>
                <Link to={`/sessions/edit/${session.id}`}>{t('leaderboard:flagged.edit', { title: session.title, date: formatDay(session.date, 'long') })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PeriodNav label={t('leaderboard:tabsLabel')} choices={LEADERBOARD_PERIODS.map((choice) => ({ to: `/leaderboard?periode=${choice}`, text: t(`leaderboard:tabs.${choice}`), chosen: choice === tab }))} />
      {top.length === 0 ? (
        <p className="panel">{t('leaderboard:empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="leaderboard-table">
            <caption>{t('leaderboard:table.caption', { period: t(`leaderboard:tabs.${tab}`) })}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">{t('leaderboard:table.rank')}</th>
                <th scope="col">{t('leaderboard:table.person')}</th>
                <th scope="col" className="num">{t('leaderboard:table.points')}</th>
              </tr>
            </thead>
            <tbody>
              {top.map((entry, index) => (
                <tr key={entry.uid} className={entry.uid === uid ? 'is-me' : undefined} aria-current={entry.uid === uid ? 'true' : undefined}>
                  <td className="num">{index + 1}</td>
                  <th scope="row">
                    <span className="leaderboard-person">
                      <AvatarBadge avatar={entry.avatar} name={entry.pseudonym} />
                      {entry.pseudonym}
                      {entry.uid === uid ? <span className="badge">{t('leaderboard:table.you')}</span> : null}
                    </span>
                  </th>
                  <td className="num">{entry[tab].points}</td>
                </tr>
              ))}
              {me && inTop < 0 && rank ? (
                <tr className="is-me leaderboard-beyond" aria-current="true">
                  <td className="num">{rank}</td>
                  <th scope="row">
                    <span className="leaderboard-person">
                      <AvatarBadge avatar={me.avatar} name={me.pseudonym} />
                      {me.pseudonym}
                      <span className="badge">{t('leaderboard:table.you')}</span>
                    </span>
                  </th>
                  <td className="num">{me[tab].points}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <details className="panel">
        <summary>{t('leaderboard:how.heading')}</summary>
        <ul>
          {(['session', 'volume', 'records', 'perDay', 'challenge', 'lifted', 'dated', 'plausible', 'periods', 'refresh'] as const).map((line) => (
            <li key={line}>{t(`leaderboard:how.${line}`)}</li>
          ))}
        </ul>
      </details>
    </Page>
  );
}
