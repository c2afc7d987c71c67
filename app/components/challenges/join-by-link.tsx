import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { challengePhase } from '#app/lib/challenges/index.ts';
import type { Challenge } from '#app/lib/data/challenges.ts';
import { JoinForm, useChallengeText } from './challenge-parts.tsx';

export interface JoinByLinkScreenProps {
  readonly today: string;
  /** The private challenge the code opens; null for a code that opens none. */
  readonly challenge: Challenge | null;
  readonly pseudonym: string | null;
}

/** Where an invite link leads: what the challenge is, and joining it. */
export function JoinByLinkScreen({ today, challenge, pseudonym }: JoinByLinkScreenProps) {
  const { t } = useTranslation();
  const { amount, period } = useChallengeText();
  const back = (
    <p>
      <Link to="/challenges" className="button">
        {t('challenges:join.back')}
      </Link>
    </p>
  );
  if (!challenge) {
    return (
      <Page title={t('challenges:join.title')}>
        <p className="panel" role="alert">
          {t('challenges:join.invalid')}
        </p>
        {back}
      </Page>
    );
  }
  const ended = challengePhase(challenge, today) === 'termine';
  return (
    <Page title={t('challenges:join.title')}>
      <section className="panel stack" aria-labelledby="invited-heading">
        <h2 id="invited-heading">{challenge.title}</h2>
        {challenge.description ? <p className="challenge-description">{challenge.description}</p> : null}
        <p className="muted">
          {t(`challenges:metrics.${challenge.metric}`)} · {t('challenges:view.target', { amount: amount(challenge, challenge.target) })}
        </p>
        <p className="challenge-period">{period(challenge, today)}</p>
        <p className="muted">{t('challenges:participants', { count: challenge.participantCount })}</p>
        {ended ? <p role="alert">{t('challenges:join.ended')}</p> : <JoinForm pseudonym={pseudonym} />}
      </section>
      {back}
    </Page>
  );
}
