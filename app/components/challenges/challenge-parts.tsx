/* Pieces every challenge screen shows: amounts in the challenge's unit, its dates, progress bars, the join form. */
import { useTranslation } from 'react-i18next';
import { messageText, useAction } from '#app/components/data/use-action.ts';
import { Field } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { challengeCountdown, challengePhase, progressShare } from '#app/lib/challenges/index.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';
import type { Challenge } from '#app/lib/data/challenges.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import { PSEUDONYM_BOUNDS } from '#app/lib/data/leaderboard.ts';
import type { action } from '#app/routes/_app.challenges.view.$id.tsx';

/** What a challenge's page action answers (the invite link's answers the same way when joining). */
export type ChallengePageAction = typeof action;

type Terms = Pick<Challenge, 'metric' | 'unit'>;

export function useChallengeText() {
  const { t } = useTranslation();
  const unitOf = (terms: Terms) => (terms.metric === 'manuel' ? (terms.unit ?? '') : t(`challenges:units.${terms.metric}`));
  return {
    unitOf,
    /** '12 séances', '8 450 kg', '42,5 km'. */
    amount: (terms: Terms, value: number) => t('challenges:amount', { value: formatNumber(value, 2, { trimZeros: true }), unit: unitOf(terms) }),
    /**
     * The challenge's one statement of its dates, with where today stands: 'Du 3 novembre au
     * 2 décembre 2026 · encore 8 jours', '… · dernier jour aujourd’hui', '… · commence demain',
     * '… · terminé'.
     */
    period: (challenge: Pick<Challenge, 'startDate' | 'endDate'>, today: string) => {
      const sameYear = challenge.startDate.slice(0, 4) === challenge.endDate.slice(0, 4);
      const range = t('challenges:period.range', { start: formatDay(challenge.startDate, sameYear ? 'dayMonth' : 'long'), end: formatDay(challenge.endDate, 'long') });
      const countdown = challengeCountdown(challenge, today);
      const where =
        countdown.phase === 'a-venir'
          ? t('challenges:period.startsIn', { count: countdown.daysToStart })
          : countdown.phase === 'termine'
            ? t('challenges:period.ended')
            : countdown.daysLeft === 1
              ? t('challenges:period.lastDay')
              : t('challenges:period.daysLeft', { count: countdown.daysLeft });
      return `${range} · ${where}`;
    },
    /** 'Jusqu’au 30 novembre 2026 inclus', 'Terminé le …', 'Commence le …'. */
    phase: (challenge: Pick<Challenge, 'startDate' | 'endDate'>, today: string) => {
      const phase = challengePhase(challenge, today);
      return t(`challenges:phase.${phase}`, { date: formatDay(phase === 'a-venir' ? challenge.startDate : challenge.endDate, 'long') });
    },
  };
}

/** A progress bar with its figures: '7 sur 12 séances'; `name` is whose (null: mine). */
export function ProgressLine({ challenge, progress, name }: { challenge: Challenge; progress: number; name: string | null }) {
  const { t } = useTranslation();
  const { amount } = useChallengeText();
  const text = t('challenges:progressOf', { progress: formatNumber(progress, 2, { trimZeros: true }), target: amount(challenge, challenge.target) });
  return (
    <div className="challenge-progress">
      <progress
        className={progress >= challenge.target ? 'challenge-bar done' : 'challenge-bar'}
        max={1}
        value={progressShare(progress, challenge.target)}
        aria-label={t(name === null ? 'challenges:myProgressLabel' : 'challenges:progressLabel', {
          name,
          progress: formatNumber(progress, 2, { trimZeros: true }),
          target: amount(challenge, challenge.target),
        })}
      />
      <span className="challenge-progress-text">{text}</span>
    </div>
  );
}

/** The name a person takes part under, when they have none yet (controlled when `value` is given). */
export function PseudonymField({ id: givenId, error, value, onChange }: { id: string; error?: FieldMessage; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field id={givenId} label={t('challenges:form.pseudonym')} hint={t('challenges:form.pseudonymHint')} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name="pseudonym"
          type="text"
          autoComplete="nickname"
          maxLength={PSEUDONYM_BOUNDS.max + 10}
          value={value}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          required
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}

/** A refusal about the pseudonym typed (shown under its field; other refusals show as a toast). */
export const isPseudonymRefusal = (key: string | undefined): key is string => key !== undefined && /^challenges:refusals\.pseudonym/.test(key);

/**
 * Joining: under the name the person already goes by, or one they type here. `action` is the
 * route that joins (the challenge's page, or the invite link's).
 */
export function JoinForm({ pseudonym, action }: { pseudonym: string | null; action?: string }) {
  const { t } = useTranslation();
  const fetcher = useAction<ChallengePageAction>({
    key: 'challenge-join',
    onFailure: (failure) => {
      if (!isPseudonymRefusal(failure.message.key)) toast.error(messageText(t, failure.message));
    },
  });
  const refusal = fetcher.failure?.message.key;
  const fieldError = isPseudonymRefusal(refusal) ? { key: refusal } : undefined;
  return (
    <fetcher.Form method="post" action={action} className="challenge-join" noValidate>
      <input type="hidden" name="intent" value="join" />
      <p>{t('challenges:join.intro')}</p>
      {pseudonym ? (
        <p>{t('challenges:join.as', { pseudonym })}</p>
      ) : (
        <PseudonymField id="challenge-pseudonym" error={fieldError} />
      )}
      <p>
        <button type="submit" className="button primary" disabled={fetcher.busy}>
          {t('challenges:join.submit')}
        </button>
      </p>
    </fetcher.Form>
  );
}
