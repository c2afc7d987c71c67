/*
 * The period as a list of days, what phones show instead of the grid: each day with something
 * (and today) under its date, a button to manage it, and links to what can be opened. In today's
 * period the list opens on today; the days before it stay one tap away, folded above.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { countOf, EMPTY_DAY, type DayContents } from '#app/lib/calendar/day-contents.ts';
import { listDays } from '#app/lib/calendar/list-days.ts';
import type { CalendarPeriod } from '#app/lib/calendar/period.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { dayLines, LinkedLine } from './day-items.tsx';

interface DaysProps {
  readonly days: readonly string[];
  readonly today: string;
  readonly contents: Map<string, DayContents>;
  readonly onOpenDay: (day: string) => void;
  readonly t: TFunction;
}

function ListedDays({ days, today, contents, onOpenDay, t }: DaysProps) {
  return (
    <ol className="calendar-list-days">
      {days.map((day) => (
        <li key={day} className={day === today ? 'calendar-list-day today' : 'calendar-list-day'} aria-current={day === today ? 'date' : undefined}>
          <h3>
            <button type="button" className="calendar-list-open" onClick={() => onOpenDay(day)}>
              <span>{formatDay(day, 'full')}</span>
              {day === today ? <span className="calendar-today-badge">{t('calendar:nav.today')}</span> : null}
            </button>
          </h3>
          <ul className="day-items">
            {dayLines(t, day, contents.get(day) ?? EMPTY_DAY).map((line) => (
              <LinkedLine key={line.key} line={line} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function CalendarList({ period, today, days, onOpenDay }: { period: CalendarPeriod; today: string; days: Map<string, DayContents>; onOpenDay: (day: string) => void }) {
  const { t } = useTranslation();
  const { earlier, main } = listDays(period, today, (day) => countOf(days.get(day) ?? EMPTY_DAY) > 0);
  const shared = { today, contents: days, onOpenDay, t };
  return (
    <section className="calendar-list" aria-labelledby="calendar-list-title">
      <h2 id="calendar-list-title" className="visually-hidden">
        {t('calendar:list.title')}
      </h2>
      {earlier.length ? (
        <details className="calendar-list-earlier">
          <summary>{t(period.view === 'mois' ? 'calendar:list.earlierThisMonth' : 'calendar:list.earlierThisWeek', { count: earlier.length })}</summary>
          <ListedDays days={earlier} {...shared} />
        </details>
      ) : null}
      {main.length ? <ListedDays days={main} {...shared} /> : <p className="muted">{t('calendar:list.empty')}</p>}
    </section>
  );
}
