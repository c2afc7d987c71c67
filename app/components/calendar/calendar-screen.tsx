/*
 * /calendar: the month or week the URL names, as a grid of days (a list on phones), each day
 * opening a dialog to plan, start, move, mark done or delete. Links between periods keep the
 * view and the period in the URL, so reload and back work.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { dayAfterKey, inPeriod, periodSearch, shiftDay, type CalendarPeriod, type GridKey } from '#app/lib/calendar/period.ts';
import type { PlannableProgram, PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { remainingProgramDays } from '#app/lib/calendar/program-schedule.ts';
import { calendarEntryDoc } from '#app/lib/data/calendar.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarList } from './calendar-list.tsx';
import { DayDialog } from './day-dialog.tsx';
import { useCalendarData, type CalendarLoaderData } from './use-calendar-data.ts';

export interface CalendarScreenProps extends CalendarLoaderData {
  readonly period: CalendarPeriod;
  readonly invalid: boolean;
  readonly programs: readonly PlannableProgram[];
}

const calendarHref = (view: CalendarPeriod['view'], day: string) => `/calendar${periodSearch(view, day)}`;

function periodTitle(t: (key: string, values?: Record<string, string>) => string, period: CalendarPeriod): string {
  return period.view === 'mois' ? formatDay(period.start, 'monthYear') : t('calendar:period.week', { from: formatDay(period.start, 'short'), to: formatDay(period.end, 'long') });
}

export function CalendarScreen(props: CalendarScreenProps) {
  const { period, today, invalid, programs } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  const data = useCalendarData(props);
  const defaultFocus = inPeriod(period, today) ? today : period.start;
  // The focused day survives a change of period made from the keyboard (the new grid focuses it).
  const [focus, setFocus] = useState<{ day: string; requested: boolean }>({ day: defaultFocus, requested: false });
  const focusDay = inPeriod(period, focus.day) || period.weeks.flat().includes(focus.day) ? focus.day : defaultFocus;
  const [openDay, setOpenDay] = useState<string | null>(null);

  function onKey(day: string, key: GridKey) {
    const target = dayAfterKey(period.view, day, key);
    setFocus({ day: target, requested: true });
    const shownInGrid = period.weeks.flat().includes(target);
    const leavesPeriod = key === 'PageUp' || key === 'PageDown' || !shownInGrid;
    if (leavesPeriod) void navigate(calendarHref(period.view, target), { preventScrollReset: true });
  }

  async function move(item: PlannedItem, date: string): Promise<boolean> {
    const entryId = item.entryId;
    const ok = await writer.run(
      (data) =>
        entryId
          ? data.update(calendarEntryDoc, { id: entryId }, { date })
          : // A program day of the schedule becomes an entry on its new date; the schedule then leaves that day to it.
            data.add(calendarEntryDoc, {}, { date, kind: 'seance-prevue', title: item.title, link: item.link, done: false }),
      t('calendar:toasts.moveFailed'),
    );
    if (ok) toast.success(t('calendar:toasts.moved', { date: formatDay(date, 'full') }), item.title);
    return ok;
  }

  const { schedule, program, programSessions } = props.sources;
  const nextDay = program ? remainingProgramDays(program, programSessions.flatMap((s) => (s.programDay ? [s.programDay] : [])))[0] : undefined;
  const activeProgram = schedule && nextDay ? { programId: schedule.programId, nextDay: `${nextDay.week}-${nextDay.dayIndex}` } : null;

  const title = periodTitle(t, period);
  const previous = shiftDay(period.view, period.start, -1);
  const next = shiftDay(period.view, period.start, 1);
  const isMonth = period.view === 'mois';

  return (
    <Page
      title={t('calendar:title')}
      description={t('calendar:description')}
      actions={
        <div className="calendar-header-actions">
          <nav className="segmented calendar-views" aria-label={t('calendar:views.label')}>
            <Link to={calendarHref('mois', focusDay)} aria-current={isMonth ? 'page' : undefined}>
              {t('calendar:views.month')}
            </Link>
            <Link to={calendarHref('semaine', focusDay)} aria-current={isMonth ? undefined : 'page'}>
              {t('calendar:views.week')}
            </Link>
          </nav>
          <SaveIndicator status={writer.status} liveError={data.liveError} />
          <Link to="/calendar/abonnement" className="button">
            {t('calendar-feed:page.openFromCalendar')}
          </Link>
        </div>
      }
    >
      {invalid ? (
        <p className="callout warning" role="status">
          {t('calendar:period.invalid')}
        </p>
      ) : null}
      <div className="calendar-toolbar">
        <h2 id="calendar-period-title" className="calendar-period-title">
          {title}
        </h2>
        <PeriodNav
          label={t('calendar:nav.label')}
          className="calendar-period-nav"
          buttonClassName="button"
          steps={{
            previous: { to: calendarHref(period.view, previous), text: t(isMonth ? 'calendar:nav.previousMonth' : 'calendar:nav.previousWeek'), onClick: () => setFocus({ day: previous, requested: false }) },
            home: { to: calendarHref(period.view, today), text: t('calendar:nav.today'), onClick: () => setFocus({ day: today, requested: false }) },
            next: { to: calendarHref(period.view, next), text: t(isMonth ? 'calendar:nav.nextMonth' : 'calendar:nav.nextWeek'), onClick: () => setFocus({ day: next, requested: false }) },
          }}
        />
        <button type="button" className="button primary" onClick={() => setOpenDay(focusDay)}>
          {t('calendar:actions.plan')}
        </button>
      </div>
      <p className="field-hint calendar-hint">{`${t('calendar:period.keyboardHint')} ${t('calendar:item.dragHint')}`}</p>
      <CalendarGrid
        period={period}
        today={today}
        days={data.days}
        focusDay={focusDay}
        // Not before the grid shows the day: focusing another would take the request over.
        focusRequested={focus.requested && focusDay === focus.day}
        labelledBy="calendar-period-title"
        onKey={onKey}
        onFocusDay={(day) => setFocus((current) => (current.day === day ? current : { day, requested: false }))}
        onOpenDay={setOpenDay}
        onMove={(item, date) => void move(item, date)}
      />
      <CalendarList period={period} today={today} days={data.days} onOpenDay={setOpenDay} />
      <DayDialog
        day={openDay}
        contents={openDay ? data.days.get(openDay) : undefined}
        entries={data.entries}
        programs={programs}
        activeProgram={activeProgram}
        writer={writer}
        onMove={move}
        onClose={() => {
          const closed = openDay;
          setOpenDay(null);
          if (closed) setFocus({ day: closed, requested: true });
        }}
      />
    </Page>
  );
}
