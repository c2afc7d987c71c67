import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToResume } from '#app/components/sessions/use-session-to-resume.ts';
import { CARD_FAILED, type CardResult } from '#app/lib/dashboard/card-result.ts';
import type { TodayPlan } from '#app/lib/dashboard/dashboard.server.ts';
import { Card, FailedCard } from './card.tsx';

/** Above a new account's first-run path, where there is no today card: the session to resume. */
export function SessionInProgressNotice() {
  const { t } = useTranslation();
  const inProgress = useSessionToResume();
  if (!inProgress) return null;
  return (
    <div className="resume-session" role="status">
      <span>{t('dashboard:today.inProgress', { title: inProgress.title })}</span>
      <Link className="button primary" to={inProgress.href}>
        {t('dashboard:today.resume')}
      </Link>
    </div>
  );
}

/**
 * What to do today: the session in progress to resume (this browser's copy, or one left in
 * progress on another device, as the shell's banner offers it elsewhere), else what the calendar
 * plans today, else the next day of the program followed. The session to resume does not come
 * from the server's reads, so it is offered even when they failed.
 */
export function TodayCard({ plan }: { plan: CardResult<TodayPlan> }) {
  const { t } = useTranslation();
  const inProgress = useSessionToResume();

  if (inProgress) {
    return (
      <Card name="today" title={t('dashboard:today.title')} links={[{ to: inProgress.href, label: t('dashboard:today.resume'), primary: true }]}>
        <p className="dash-figure">{t('dashboard:today.inProgress', { title: inProgress.title })}</p>
      </Card>
    );
  }
  return plan === CARD_FAILED ? <FailedCard name="today" /> : <PlannedToday planned={plan.planned} next={plan.next} />;
}

function PlannedToday({ planned, next }: TodayPlan) {
  const { t } = useTranslation();
  const title = t('dashboard:today.title');
  const toStart = planned.find((item) => !item.done && item.kind !== 'note' && item.link !== null);

  if (toStart?.link) {
    return (
      <Card
        name="today"
        title={title}
        links={[
          { to: toStart.link, label: t('dashboard:today.start'), primary: true },
          { to: '/calendar', label: t('dashboard:today.calendar') },
        ]}
      >
        <p className="muted">{t(`dashboard:today.kinds.${toStart.kind}`)}</p>
        <p className="dash-figure">{toStart.title}</p>
        {planned.length > 1 ? (
          <>
            <h3 className="dash-subtitle">{t('dashboard:today.planned')}</h3>
            <ul className="dash-list">
              {planned.map((item, index) => (
                <li key={`${item.entryId ?? item.kind}-${item.date}-${index}`} data-done={item.done || undefined}>
                  {item.link && item !== toStart ? <Link to={item.link}>{item.done ? t('dashboard:today.plannedDone', { title: item.title }) : item.title}</Link> : <span>{item.done ? t('dashboard:today.plannedDone', { title: item.title }) : item.title}</span>}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    );
  }

  if (!next) {
    return (
      <Card
        name="today"
        title={title}
        links={[
          { to: '/programs', label: t('dashboard:today.choose'), primary: true },
          { to: '/sessions/new', label: t('dashboard:today.free') },
        ]}
      >
        <p className="dash-figure">{t('dashboard:today.emptyTitle')}</p>
        <p className="muted">{t('dashboard:today.empty')}</p>
      </Card>
    );
  }

  const day = t('dashboard:today.day', { day: next.dayName, week: next.week });
  return (
    <Card
      name="today"
      title={title}
      links={[
        { to: `/sessions/new/${next.programId}/${next.week}/${next.dayIndex}`, label: t('dashboard:today.start'), primary: true },
        { to: `/programs/${next.programId}`, label: t('dashboard:today.openProgram') },
      ]}
    >
      <p className="muted">{t('dashboard:today.next', { program: next.programName })}</p>
      <p className="dash-figure">{day}</p>
      <progress className="dash-meter" max={next.daysTotal} value={next.daysDone} aria-label={t('dashboard:today.progress', { count: next.daysDone, total: next.daysTotal })} />
      <p className="muted">{t('dashboard:today.progress', { count: next.daysDone, total: next.daysTotal })}</p>
    </Card>
  );
}
