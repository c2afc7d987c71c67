/*
 * A challenge's page: its terms, the participants ranked with their progress (live: another
 * person's finished session moves their bar without a reload), and what I can do — join, leave,
 * type my total for a `manuel` challenge, share the invite link of a private one, and, as its
 * creator, edit or delete it while nobody else joined, or end it early after.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '#app/components/data/use-action.ts';
import { useLiveDoc, useLiveQuery } from '#app/components/data/use-live.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Field } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { challengePhase } from '#app/lib/challenges/index.ts';
import { formatDecimalInput, formatInstant } from '#app/lib/format/index.ts';
import { challengeDoc, challengeRanking, type Challenge, type Participant } from '#app/lib/data/challenges.ts';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import { JoinForm, ProgressLine, useChallengeText, type ChallengePageAction } from './challenge-parts.tsx';

export interface ChallengeScreenProps {
  readonly uid: string;
  readonly today: string;
  readonly challenge: Challenge;
  readonly joined: boolean;
  readonly ranking: Participant[];
  readonly pseudonym: string | null;
  /** Where the app is served, for the invite link. */
  readonly origin: string;
}

/** Each intent's fetcher, kept by key: the button that sent it may be gone once it succeeds. */
const fetcherKey = (intent: string) => `challenge-${intent}`;

function useOutcomeToasts(challengeTitle: string) {
  const { t } = useTranslation();
  useAction<ChallengePageAction>({ key: 'challenge-join', onSuccess: () => toast.success(t('challenges:join.joined', { title: challengeTitle })) });
  useAction<ChallengePageAction>({
    key: fetcherKey('progress'),
    onSuccess: (result) => toast.success(t('completed' in result && result.completed ? 'challenges:me.completedToast' : 'challenges:me.manualSaved')),
  });
  useAction<ChallengePageAction>({ key: fetcherKey('end'), failureToast: true, onSuccess: () => toast.success(t('challenges:creator.ended')) });
}

function Ranking({ challenge, ranking, uid, final }: { challenge: Challenge; ranking: Participant[]; uid: string; final: boolean }) {
  const { t } = useTranslation();
  if (ranking.length === 0) return <p className="panel">{t('challenges:view.empty')}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll it
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="ranking-caption">
      <table className="challenge-ranking">
        <caption id="ranking-caption">{t(final ? 'challenges:view.finalRanking' : 'challenges:view.rankingCaption', { title: challenge.title })}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('challenges:view.rank')}
            </th>
            <th scope="col">{t('challenges:view.person')}</th>
            <th scope="col">{t('challenges:view.progress')}</th>
          </tr>
        </thead>
        <tbody>
          {ranking.map((participant, index) => (
            <tr key={participant.uid} className={participant.uid === uid ? 'is-me' : undefined} aria-current={participant.uid === uid ? 'true' : undefined}>
              <td className="num">{index + 1}</td>
              <th scope="row">
                {participant.pseudonym}
                {participant.uid === uid ? <span className="badge">{t('challenges:view.you')}</span> : null}
              </th>
              <td>
                <ProgressLine challenge={challenge} progress={participant.progress} name={participant.pseudonym} />
                {participant.completedAt !== null ? (
                  <span className="badge success">{t('challenges:view.completedOn', { date: formatInstant(participant.completedAt, { withTime: false, timeZone: APP_TIME_ZONE }) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ManualProgressForm({ challenge, current }: { challenge: Challenge; current: number }) {
  const { t } = useTranslation();
  const { unitOf } = useChallengeText();
  const fetcher = useAction<ChallengePageAction>({ key: fetcherKey('progress') });
  const refusal = fetcher.fieldErrors.progress ?? fetcher.failure?.message;
  return (
    <fetcher.Form method="post" className="challenge-manual" noValidate>
      <input type="hidden" name="intent" value="progress" />
      <Field id="challenge-progress" label={t('challenges:me.manualLabel', { unit: unitOf(challenge) })} hint={t('challenges:me.manualHint')} error={refusal}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="progress"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={formatDecimalInput(current)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <button type="submit" className="button primary" disabled={fetcher.busy}>
        {t('challenges:me.manualSave')}
      </button>
    </fetcher.Form>
  );
}

function ConfirmedAction({ intent, label, title, body, danger }: { intent: string; label: string; title: string; body: string; danger?: boolean }) {
  const fetcher = useAction<ChallengePageAction>({ key: fetcherKey(intent) });
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setConfirming(true)} disabled={fetcher.busy}>
        {label}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={label}
        danger={danger}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit({ intent }, { method: 'post' });
        }}
      >
        <p>{body}</p>
      </ConfirmDialog>
    </>
  );
}

function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('challenges:invite.heading')}</h2>
      <p>{t('challenges:invite.body')}</p>
      <div className="challenge-invite">
        <label htmlFor="invite-link" className="visually-hidden">
          {t('challenges:invite.label')}
        </label>
        <input id="invite-link" type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="button"
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => toast.success(t('challenges:invite.copied')),
              (error: unknown) => console.warn('[challenges] clipboard refused', error),
            );
          }}
        >
          {t('challenges:invite.copy')}
        </button>
      </div>
    </section>
  );
}

export function ChallengeScreen({ uid, today, challenge: initialChallenge, joined, ranking: initialRanking, pseudonym, origin }: ChallengeScreenProps) {
  const { t } = useTranslation();
  const { amount, period } = useChallengeText();
  useOutcomeToasts(initialChallenge.title);
  const { data: liveChallenge } = useLiveDoc(challengeDoc, { id: initialChallenge.id }, initialChallenge);
  const challenge = liveChallenge ?? initialChallenge;
  const { data: ranking } = useLiveQuery(challengeRanking, { challengeId: challenge.id }, initialRanking);
  const me = ranking.find((p) => p.uid === uid);
  const state = challengePhase(challenge, today);
  const isCreator = challenge.createdBy === uid;
  const othersJoined = challenge.participantCount > (joined ? 1 : 0);
  const canRecord = joined && challenge.metric === 'manuel' && state === 'en-cours';

  return (
    <Page
      title={challenge.title}
      description={
        <>
          {t(`challenges:metrics.${challenge.metric}`)} · {t('challenges:view.target', { amount: amount(challenge, challenge.target) })}
        </>
      }
      actions={
        <Link to="/challenges" className="button">
          {t('challenges:title')}
        </Link>
      }
    >
      <p className="challenge-period">{period(challenge, today)}</p>
      {challenge.description ? <p className="challenge-description">{challenge.description}</p> : null}
      <p className="muted">
        {t(`challenges:visibility.${challenge.visibility}`)} · {t('challenges:participants', { count: challenge.participantCount })}
      </p>

      {joined ? (
        <section className="panel stack" aria-labelledby="me-heading">
          <h2 id="me-heading">{t('challenges:me.heading')}</h2>
          <ProgressLine challenge={challenge} progress={me?.progress ?? 0} name={null} />
          {challenge.metric !== 'manuel' ? <p className="muted">{t('challenges:view.automatic')}</p> : null}
          {canRecord ? <ManualProgressForm challenge={challenge} current={me?.progress ?? 0} /> : null}
          {/* A div: the confirmation's <dialog> may not sit in a <p> (the parser would close it). */}
          <div className="form-actions">
            <ConfirmedAction intent="leave" label={t('challenges:me.leave')} title={t('challenges:me.leaveTitle')} body={t('challenges:me.leaveBody')} danger />
          </div>
        </section>
      ) : state !== 'termine' ? (
        <section className="panel stack" aria-labelledby="join-heading">
          <h2 id="join-heading">{t('challenges:join.heading')}</h2>
          <JoinForm pseudonym={pseudonym} />
        </section>
      ) : null}

      {challenge.visibility === 'privee' && challenge.inviteCode && state !== 'termine' ? <InviteLink link={`${origin}/challenges/join/${challenge.inviteCode}`} /> : null}

      {isCreator ? (
        <section className="panel stack" aria-labelledby="creator-heading">
          <h2 id="creator-heading">{t('challenges:creator.heading')}</h2>
          <p>{t(othersJoined ? 'challenges:creator.locked' : 'challenges:creator.alone')}</p>
          <div className="form-actions">
            {!othersJoined ? (
              <>
                <Link to={`/challenges/edit/${challenge.id}`} className="button">
                  {t('challenges:creator.edit')}
                </Link>
                <ConfirmedAction intent="delete" label={t('challenges:creator.delete')} title={t('challenges:creator.deleteTitle')} body={t('challenges:creator.deleteBody')} danger />
              </>
            ) : null}
            {state === 'en-cours' && challenge.endDate > today ? (
              <ConfirmedAction intent="end" label={t('challenges:creator.end')} title={t('challenges:creator.endTitle')} body={t('challenges:creator.endBody')} />
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="stack" aria-labelledby="ranking-heading">
        <h2 id="ranking-heading">{t('challenges:view.ranking')}</h2>
        <Ranking challenge={challenge} ranking={ranking} uid={uid} final={state === 'termine'} />
      </section>
    </Page>
  );
}
