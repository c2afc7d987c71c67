import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';

/** A link to another period (day, week, month) or to one of the periods a screen offers. */
export interface PeriodLink {
  readonly to: string;
  readonly text: string;
  /** Read out instead of the text when the text alone does not say which period it leads to. */
  readonly label?: string;
  readonly onClick?: () => void;
}

/** A field to go straight to a day or a week, sent with the page's GET form. */
export interface PeriodPick {
  readonly id: string;
  /** The URL parameter the screen reads (`jour`, `semaine`). */
  readonly name: string;
  readonly type: 'date' | 'week';
  readonly value: string;
  readonly label: string;
  readonly submit: string;
}

type Steps = {
  readonly previous: PeriodLink;
  /** Back to today's period; null while it is the one shown. */
  readonly home: PeriodLink | null;
  readonly next: PeriodLink;
};

type PeriodNavProps = {
  /** Names the navigation landmark. */
  readonly label: string;
  readonly className?: string;
  readonly buttonClassName?: string;
} & (
  | { readonly steps: Steps; readonly pick?: PeriodPick; readonly choices?: never; readonly children?: ReactNode }
  | { readonly choices: readonly (PeriodLink & { readonly chosen: boolean })[]; readonly steps?: never; readonly pick?: never; readonly children?: never }
);

/**
 * The one way a screen moves between periods: either previous / today / next (a day's log, a
 * week's plan, the calendar's month or week), or a choice among fixed periods (7 days, 30 days…),
 * the chosen one marked as the current page. Every period is a URL, so reload and back work.
 */
export function PeriodNav(props: PeriodNavProps) {
  const { label } = props;
  if (props.choices) {
    const { className = 'period-nav', buttonClassName = 'button' } = props;
    return (
      <nav className={className} aria-label={label}>
        {props.choices.map((choice) => (
          <Link
            key={choice.to}
            to={choice.to}
            className={buttonClassName}
            aria-label={choice.label}
            aria-current={choice.chosen ? 'page' : undefined}
            onClick={choice.onClick}
            preventScrollReset
          >
            {choice.text}
          </Link>
        ))}
      </nav>
    );
  }
  const { steps, pick, children, className = 'day-nav', buttonClassName = 'button ghost' } = props;
  const step = (link: PeriodLink) => (
    <Link className={buttonClassName} to={link.to} aria-label={link.label} onClick={link.onClick}>
      {link.text}
    </Link>
  );
  return (
    <nav className={className} aria-label={label}>
      {step(steps.previous)}
      {steps.home ? step(steps.home) : null}
      {step(steps.next)}
      {children}
      {pick ? (
        <Form method="get" className="day-pick">
          <label htmlFor={pick.id} className="visually-hidden">
            {pick.label}
          </label>
          <input id={pick.id} name={pick.name} type={pick.type} defaultValue={pick.value} key={pick.value} required />
          <button type="submit" className="button ghost">
            {pick.submit}
          </button>
        </Form>
      ) : null}
    </nav>
  );
}
