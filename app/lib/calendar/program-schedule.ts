/*
 * Where the active program's next days fall on the calendar. A person starting a program says
 * which weekdays they train; the program's days not done yet are then placed, in program order,
 * one per training weekday from today on. Days are 'YYYY-MM-DD' Paris days and the arithmetic
 * runs on them (app/lib/dates), so no daylight-saving change can move a day.
 */
import { addDays, isoWeekday } from '#app/lib/dates/index.ts';
import { nextProgramDay } from '#app/lib/training/position.ts';

/** Which weekdays a person trains a program, chosen when starting it. ISO weekdays: 1 = lundi … 7 = dimanche. */
export interface ProgramSchedule {
  readonly programId: string;
  readonly weekdays: readonly number[];
  readonly startDate: string /* YYYY-MM-DD */;
}

export interface ScheduledProgramDay {
  readonly date: string;
  readonly week: number;
  readonly dayIndex: number;
  readonly dayName: string;
}

type ProgramWeeks = { readonly weeks: readonly { readonly days: readonly { readonly name: string }[] }[] };

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The weekdays offered when a program of `daysPerWeek` days is started: spread over the week with
 * a rest day between sessions where the count allows it (3 → lundi, mercredi, vendredi).
 */
export function defaultWeekdays(daysPerWeek: number): number[] {
  const spread: Record<number, number[]> = {
    1: [1],
    2: [2, 5],
    3: [1, 3, 5],
    4: [1, 2, 4, 5],
    5: [1, 2, 3, 4, 5],
    6: [1, 2, 3, 4, 5, 6],
    7: [1, 2, 3, 4, 5, 6, 7],
  };
  return spread[Math.min(7, Math.max(1, Math.round(daysPerWeek)))] ?? [1, 3, 5];
}

type ProgramDayRef = { readonly week: number; readonly dayIndex: number };
type NamedProgramDay = ProgramDayRef & { readonly dayName: string };

/**
 * The program's days not yet done, in program order. "Not yet done" is the progression of the
 * program screens (`nextProgramDay`): the days after the furthest one done, so a day skipped
 * earlier in the program is not brought back.
 */
export function remainingProgramDays(program: ProgramWeeks, done: readonly ProgramDayRef[]): NamedProgramDay[] {
  const order = program.weeks.flatMap((week, weekIndex) => week.days.map((day, dayIndex) => ({ week: weekIndex + 1, dayIndex, dayName: day.name })));
  const next = nextProgramDay(program, done);
  return next ? order.slice(order.findIndex((day) => day.week === next.week && day.dayIndex === next.dayIndex)) : [];
}

/**
 * `days`, in their order, one per training weekday from max(today, startDate) on, those falling
 * within [from, to] (inclusive). Placing starts from the first day whatever the range, so every
 * period shows the same dates for the same days.
 */
export function placeOnTrainingWeekdays(
  days: readonly NamedProgramDay[],
  schedule: Pick<ProgramSchedule, 'weekdays' | 'startDate'>,
  from: string,
  to: string,
  today: string,
): ScheduledProgramDay[] {
  // Only real weekdays: any other number would never match and the search below would not end.
  const trainingDays = new Set(schedule.weekdays.filter((weekday) => (ISO_WEEKDAYS as readonly number[]).includes(weekday)));
  if (trainingDays.size === 0 || from > to) return [];
  const placed: ScheduledProgramDay[] = [];
  let date = today > schedule.startDate ? today : schedule.startDate;
  for (const day of days) {
    while (!trainingDays.has(isoWeekday(date))) date = addDays(date, 1);
    if (date > to) break;
    if (date >= from) placed.push({ date, week: day.week, dayIndex: day.dayIndex, dayName: day.dayName });
    date = addDays(date, 1);
  }
  return placed;
}

/**
 * The program's next days not yet done, in program order, placed one per training weekday from
 * max(today, startDate) on, within [from, to] (inclusive, YYYY-MM-DD, Europe/Paris days).
 * A training weekday that passed without a session does not consume a program day: the next
 * program day moves to the next training weekday.
 */
export function scheduledProgramDays(
  program: ProgramWeeks,
  schedule: ProgramSchedule,
  done: readonly ProgramDayRef[],
  from: string,
  to: string,
  today: string,
): ScheduledProgramDay[] {
  return placeOnTrainingWeekdays(remainingProgramDays(program, done), schedule, from, to, today);
}
