import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';

/** One timer's page: its title and description, the way back to the timers, then the timer. */
export function TimerPage({ kind, children }: { kind: 'interval' | 'rest' | 'workout'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`timers:${kind}.title`)} description={t(`timers:${kind}.description`)}>
      <p className="timer-back">
        <Link to="/timers">{t('timers:back')}</Link>
      </p>
      {children}
    </Page>
  );
}

/** A titled panel beside the timer (its settings, the saved set-ups). */
export function TimerSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="timer-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
