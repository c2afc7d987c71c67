import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A link that leads on from a card: to what fills it when it is empty (primary), or to its area. */
export interface CardLink {
  readonly to: string;
  readonly label: string;
  readonly primary?: boolean;
  /** Stays where the page is scrolled (a link to the page itself, reading it again). */
  readonly keepScroll?: boolean;
}

/** One dashboard card: a titled panel, its content, and the links that lead on from it. */
export function Card({ title, name, links, children }: { title: string; name: string; links: readonly CardLink[]; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel dash-card" aria-labelledby={id} data-card={name}>
      <h2 id={id}>{title}</h2>
      <div className="dash-card-body">{children}</div>
      <div className="dash-card-actions">
        {links.map(({ to, label, primary, keepScroll }) => (
          <Link key={to} className={primary ? 'button primary' : 'button'} to={to} preventScrollReset={keepScroll}>
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The cards, by the name their data and their copy go by. */
export type CardName = 'today' | 'week' | 'nutrition' | 'weight' | 'records' | 'challenges' | 'leaderboard' | 'notifications';

/**
 * A card whose read failed on the server, in its place among the others. Retrying reads the page
 * again: a link to the dashboard itself, so it works before the scripts load too.
 */
export function FailedCard({ name }: { name: CardName }) {
  const { t } = useTranslation();
  return (
    <Card name={name} title={t(`dashboard:${name}.title`)} links={[{ to: '/dashboard', label: t('dashboard:failed.retry'), primary: true, keepScroll: true }]}>
      <p className="callout warning" data-testid="card-failed">
        {t('dashboard:failed.message')}
      </p>
    </Card>
  );
}
