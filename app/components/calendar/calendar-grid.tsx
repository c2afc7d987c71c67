/*
 * The month or week as a grid of days (WAI-ARIA grid pattern): one day holds the tab stop
 * (roving tabindex), arrow keys move between days, Home and End to the week's ends, Page Up and
 * Page Down to the previous or next period; Enter or a click opens the day. A planned item can
 * be dragged onto another day; the day's dialog offers the same move from the keyboard.
 */
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DAY, countOf, type DayContents } from '#app/lib/calendar/day-contents.ts';
import { inPeriod, type CalendarPeriod, type GridKey } from '#app/lib/calendar/period.ts';
import type { PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { dayLines, isMovable, plannedKey } from './day-items.tsx';

const GRID_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
const DRAG_TYPE = 'application/x-elan-calendar-item';

export interface CalendarGridProps {
  readonly period: CalendarPeriod;
  readonly today: string;
  readonly days: Map<string, DayContents>;
  /** The day holding the tab stop. */
  readonly focusDay: string;
  /** Move the focus there once the grid shows it (set when the keyboard or a period link chose it). */
  readonly focusRequested: boolean;
  readonly labelledBy: string;
  readonly onKey: (day: string, key: GridKey) => void;
  readonly onFocusDay: (day: string) => void;
  readonly onOpenDay: (day: string) => void;
  readonly onMove: (item: PlannedItem, date: string) => void;
}

export function CalendarGrid({ period, today, days, focusDay, focusRequested, labelledBy, onKey, onFocusDay, onOpenDay, onMove }: CalendarGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  // A ref, not state: the first dragover may come before React renders the drag's start.
  const dragged = useRef<PlannedItem | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  useEffect(() => {
    if (focusRequested) gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, focusRequested, period.start]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, day: string) {
    if (GRID_KEYS.has(event.key)) {
      event.preventDefault();
      onKey(day, event.key as GridKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(day);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>, day: string) {
    event.preventDefault();
    setDropTarget(null);
    const item = dragged.current;
    dragged.current = null;
    if (item && item.date !== day) onMove(item, day);
  }

  const weekdays = period.weeks[0] ?? [];
  return (
    <div ref={gridRef} role="grid" aria-labelledby={labelledBy} className={`calendar-grid calendar-${period.view}`}>
      <div role="row" className="calendar-weekdays">
        {weekdays.map((day) => (
          <div role="columnheader" key={day} className="calendar-weekday">
            <span aria-hidden="true">{formatDay(day, 'weekdayShort')}</span>
            <span className="visually-hidden">{formatDay(day, 'weekdayName')}</span>
          </div>
        ))}
      </div>
      {period.weeks.map((week) => (
        <div role="row" key={week[0]} className="calendar-week">
          {week.map((day) => {
            const contents = days.get(day) ?? EMPTY_DAY;
            const lines = dayLines(t, day, contents);
            const count = countOf(contents);
            const classes = ['calendar-day', inPeriod(period, day) ? '' : 'outside', day === today ? 'today' : '', dropTarget === day ? 'drop-target' : '']
              .filter(Boolean)
              .join(' ');
            return (
              <div
                role="gridcell"
                key={day}
                data-day={day}
                tabIndex={day === focusDay ? 0 : -1}
                aria-current={day === today ? 'date' : undefined}
                className={classes}
                onClick={() => {
                  onFocusDay(day);
                  onOpenDay(day);
                }}
                onFocus={() => onFocusDay(day)}
                onKeyDown={(event) => onKeyDown(event, day)}
                onDragOver={(event) => {
                  if (!dragged.current) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropTarget(day);
                }}
                onDragLeave={() => setDropTarget((current) => (current === day ? null : current))}
                onDrop={(event) => onDrop(event, day)}
              >
                <span className="calendar-day-number" aria-hidden="true">
                  {formatDay(day, period.view === 'mois' ? 'dayNumber' : 'short')}
                </span>
                <span className="visually-hidden">
                  {formatDay(day, 'full')}
                  {day === today ? `, ${t('calendar:period.today')}` : ''}
                  {count === 0 ? `, ${t('calendar:period.count', { count })}` : ''}
                </span>
                {lines.length ? (
                  <ul className="calendar-chips">
                    {lines.map((line) => {
                      const movable = line.planned !== null && isMovable(line.planned);
                      return (
                        <li
                          key={line.key}
                          className={`calendar-chip ${line.tone}`}
                          draggable={movable}
                          data-item={line.planned ? plannedKey(line.planned) : undefined}
                          onDragStart={(event) => {
                            if (!line.planned || !movable) return;
                            event.dataTransfer.setData(DRAG_TYPE, plannedKey(line.planned));
                            event.dataTransfer.effectAllowed = 'move';
                            dragged.current = line.planned;
                          }}
                          onDragEnd={() => {
                            dragged.current = null;
                            setDropTarget(null);
                          }}
                        >
                          <span className="visually-hidden">{`${line.kindLabel}, `}</span>
                          <span className="calendar-chip-text">{line.text}</span>
                          {line.detail ? <span className={period.view === 'semaine' ? 'calendar-chip-detail' : 'visually-hidden'}>{` ${line.detail}`}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
