import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import type { Challenge } from '#app/lib/data/challenges.ts';
import type { ArchivedChallenge, MyChallenge } from '#app/lib/challenges/challenges.server.ts';
import { ProgressLine, useChallengeText } from './challenge-parts.tsx';

export interface ChallengesScreenProps {
  readonly today: string;
  readonly active: MyChallenge[];
  readonly open: Challenge[];
  readonly archive: ArchivedChallenge[];
}

function ChallengeHeading({ challenge, today }: { challenge: Challenge; today: string }) {
  const { t } = useTranslation();
  const { amount, phase } = useChallengeText();
  return (
    <>
      <h3 className="challenge-card-title">
        <Link to={`/challenges/view/${challenge.id}`}>{challenge.title}</Link>
        {challenge.visibility === 'privee' ? <span className="badge">{t('challenges:visibility.privee')}</span> : null}
      </h3>
      <p className="muted">
        {t(`challenges:metrics.${challenge.metric}`)} · {t('challenges:view.target', { amount: amount(challenge, challenge.target) })} · {phase(challenge, today)} ·{' '}
        {t('challenges:participants', { count: challenge.participantCount })}
      </p>
    </>
  );
}

/** One part of the overview: its heading, and its cards or what it holds when empty. */
function Section<T extends { readonly id: string }>({ id, heading, empty, items, card }: { id: string; heading: string; empty: string; items: readonly T[]; card: (item: T) => ReactNode }) {
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p className="panel">{empty}</p>
      ) : (
        <ul className="challenge-list">
          {items.map((item) => (
            <li key={item.id} className="panel challenge-card">
              {card(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const withId = <M extends { readonly challenge: Challenge }>(mine: readonly M[]) => mine.map((m) => ({ ...m, id: m.challenge.id }));

export function ChallengesScreen({ today, active, open, archive }: ChallengesScreenProps) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('challenges:title')}
      description={t('challenges:description')}
      actions={
        <Link to="/challenges/new" className="button primary">
          {t('challenges:list.create')}
        </Link>
      }
    >
      <Section
        id="my-challenges"
        heading={t('challenges:list.mine')}
        empty={t('challenges:list.mineEmpty')}
        items={withId(active)}
        card={({ challenge, progress, completedAt }) => (
          <>
            <ChallengeHeading challenge={challenge} today={today} />
            <ProgressLine challenge={challenge} progress={progress} name={null} />
            {completedAt !== null ? <p className="badge success">{t('challenges:completed')}</p> : null}
          </>
        )}
      />
      <Section
        id="open-challenges"
        heading={t('challenges:list.open')}
        empty={t('challenges:list.openEmpty')}
        items={open}
        card={(challenge) => (
          <>
            <ChallengeHeading challenge={challenge} today={today} />
            {challenge.description ? <p className="challenge-description">{challenge.description}</p> : null}
          </>
        )}
      />
      <Section
        id="ended-challenges"
        heading={t('challenges:list.archive')}
        empty={t('challenges:list.archiveEmpty')}
        items={withId(archive)}
        card={({ challenge, progress, completedAt, rank }) => (
          <>
            <ChallengeHeading challenge={challenge} today={today} />
            <ProgressLine challenge={challenge} progress={progress} name={null} />
            <p>
              {rank !== null ? t('challenges:list.finalPlace', { rank, count: challenge.participantCount }) : null}
              {completedAt !== null ? <span className="badge success">{t('challenges:completed')}</span> : null}
            </p>
          </>
        )}
      />
    </Page>
  );
}
