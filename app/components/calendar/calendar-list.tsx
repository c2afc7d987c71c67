/*
 * The period as a list of days, what phones show instead of the grid: each day with something
 * (and today) under its date, a button to manage it, and links to what can be opened.
 */
import { useTranslation } from 'react-i18next';
import { countOf, EMPTY_DAY, type DayContents } from '#app/lib/calendar/day-contents.ts';
import { inPeriod, type CalendarPeriod } from '#app/lib/calendar/period.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { dayLines, LinkedLine } from './day-items.tsx';

export function CalendarList({ period, today, days, onOpenDay }: { period: CalendarPeriod; today: string; days: Map<string, DayContents>; onOpenDay: (day: string) => void }) {
  const { t } = useTranslation();
  const shown = period.weeks.flat().filter((day) => inPeriod(period, day) && (day === today || countOf(days.get(day) ?? EMPTY_DAY) > 0));
  return (
    <section className="calendar-list" aria-labelledby="calendar-list-title">
      <h2 id="calendar-list-title" className="visually-hidden">
        {t('calendar:list.title')}
      </h2>
      {shown.length ? (
        <ol className="calendar-list-days">
          {shown.map((day) => (
            <li key={day} className={day === today ? 'calendar-list-day today' : 'calendar-list-day'} aria-current={day === today ? 'date' : undefined}>
              <h3>
                <button type="button" className="calendar-list-open" onClick={() => onOpenDay(day)}>
                  <span>{formatDay(day, 'full')}</span>
                  {day === today ? <span className="calendar-today-badge">{t('calendar:nav.today')}</span> : null}
                </button>
              </h3>
              <ul className="day-items">
                {dayLines(t, day, days.get(day) ?? EMPTY_DAY).map((line) => (
                  <LinkedLine key={line.key} line={line} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('calendar:list.empty')}</p>
      )}
    </section>
  );
}
