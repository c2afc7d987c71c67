import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that leads on from a card: to what fills it when it is empty (primary), or to its area. */
export interface CardLink {
  readonly to: string;
  readonly label: string;
  readonly primary?: boolean;
}

/** One dashboard card: a titled panel, its content, and the links that lead on from it. */
export function Card({ title, name, links, children }: { title: string; name: string; links: readonly CardLink[]; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel dash-card" aria-labelledby={id} data-card={name}>
      <h2 id={id}>{title}</h2>
      <div className="dash-card-body">{children}</div>
      <div className="dash-card-actions">
        {links.map(({ to, label, primary }) => (
          <Link key={to} className={primary ? 'button primary' : 'button'} to={to}>
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}
