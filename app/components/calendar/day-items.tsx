/*
 * How each thing of a day reads: a short line in the grid's cells, the same with its details in
 * the list and the day's dialog. One place, so every view names things the same way.
 */
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DayContents } from '#app/lib/calendar/day-contents.ts';
import { sessionViewPath, type PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { formatElapsed, formatNumber } from '#app/lib/format/index.ts';

export interface DayLine {
  readonly key: string;
  /** The CSS modifier of its chip: the kind, and whether it is done. */
  readonly tone: string;
  readonly kindLabel: string;
  readonly text: string;
  readonly detail: string | null;
  readonly link: string | null;
  /** A planned item, which can be moved (the others are facts). */
  readonly planned: PlannedItem | null;
}

export function plannedKey(item: PlannedItem): string {
  return item.entryId ?? `programme-${item.date}-${item.programDay?.week}-${item.programDay?.dayIndex}`;
}

/** Planned items can be moved unless done: an entry, or a program day the schedule placed. */
export function isMovable(item: PlannedItem): boolean {
  return !item.done && (item.entryId !== null || item.kind === 'programme');
}

export function dayLines(t: TFunction, date: string, day: DayContents): DayLine[] {
  return [
    ...day.planned.map(
      (item): DayLine => ({
        key: plannedKey(item),
        tone: `${item.kind}${item.done ? ' done' : ''}`,
        kindLabel: t(`calendar:kinds.${item.kind}`),
        text: item.title,
        detail: item.kind === 'note' ? null : t(item.done ? 'calendar:item.done' : 'calendar:item.todo'),
        link: item.link,
        planned: item,
      }),
    ),
    ...day.sessions.map(
      (session): DayLine => ({
        key: `session-${session.id}`,
        tone: 'session done',
        kindLabel: t('calendar:kinds.session'),
        text: session.title,
        detail: t('calendar:item.sessionFacts', { duration: formatElapsed(session.durationSec), volume: formatNumber(session.volumeKg, 1, { trimZeros: true }) }),
        link: sessionViewPath(session.id),
        planned: null,
      }),
    ),
    ...day.tests.map(
      (test): DayLine => ({
        key: `test-${test.id}`,
        tone: 'test done',
        kindLabel: t('calendar:kinds.test'),
        text: t(`tests:items.${test.testId}.name`),
        detail: null,
        link: `/tests/${test.testId}`,
        planned: null,
      }),
    ),
    ...day.measurements.map(
      (measurement): DayLine => ({
        key: `measurement-${measurement.id}`,
        tone: 'measurement',
        kindLabel: t('calendar:kinds.measurement'),
        text: measurement.weightKg === null ? t('calendar:item.measurement') : t('calendar:item.weight', { weight: formatNumber(measurement.weightKg, 1, { trimZeros: true }) }),
        detail: null,
        link: '/measurements',
        planned: null,
      }),
    ),
    ...(day.foodLogged
      ? [{ key: 'food', tone: 'food', kindLabel: t('calendar:kinds.food'), text: t('calendar:item.foodLogged'), detail: null, link: `/nutrition/logs?jour=${date}`, planned: null }]
      : []),
  ];
}

/** A line that opens what it names: its kind, its text as a link when it has one, its details. */
export function LinkedLine({ line }: { line: DayLine }) {
  return (
    <li className={`day-item ${line.tone}`}>
      <span className="day-item-kind">{line.kindLabel}</span>
      {line.link ? <Link to={line.link}>{line.text}</Link> : <span>{line.text}</span>}
      {line.detail ? <span className="muted">{line.detail}</span> : null}
    </li>
  );
}
