/*
 * Which reminders are due at a given instant, read on the person's own wall clock. A reminder is
 * due from its time until an hour after it (a scheduler that was down longer sends nothing late:
 * a training reminder at midnight helps nobody), once per local day. Wall-clock reading handles
 * daylight-saving changes without arithmetic on offsets: on the spring-forward night a 02:30
 * reminder goes at 03:00, the first minute the clock shows past it; on the fall-back night the
 * clock shows 02:30 twice and the reminder, already sent that day, is not sent again.
 */
import { isoWeekday } from '#app/lib/dates/index.ts';
import { WEEKDAYS, type ReminderSettings } from '#app/lib/data/notification-settings.ts';

export const REMINDER_KINDS = ['training', 'meals', 'weeklySummary'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The local time the weekly summary goes out on its chosen day: the evening, once the day's training is done. */
export const WEEKLY_SUMMARY_TIME = '19:00';

/** How late a reminder may still go out. */
export const REMINDER_GRACE_MINUTES = 60;

export type WallClock = { day: string /* YYYY-MM-DD */; minutes: number /* since local midnight */ };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The day and time an instant shows on a clock in `timeZone`. */
export function wallClockIn(instant: Date | number, timeZone: string): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type DueRemindersInput = {
  settings: ReminderSettings;
  now: Date | number;
  /** When each reminder was last sent (epoch ms), if ever. */
  lastSentAt: Partial<Record<ReminderKind, number | null>>;
  /** The person already finished a session today (their local day): no training reminder. */
  trainedToday?: boolean;
};

export function dueReminders({ settings, now, lastSentAt, trainedToday = false }: DueRemindersInput): ReminderKind[] {
  const clock = wallClockIn(now, settings.timeZone);
  const weekday = WEEKDAYS[isoWeekday(clock.day) - 1]!;
  const wanted: Record<ReminderKind, { enabled: boolean; time: string }> = {
    training: { enabled: settings.training.enabled && settings.training.days.includes(weekday) && !trainedToday, time: settings.training.time },
    meals: settings.meals,
    weeklySummary: { enabled: settings.weeklySummary.enabled && settings.weeklySummary.day === weekday, time: WEEKLY_SUMMARY_TIME },
  };
  return REMINDER_KINDS.filter((kind) => {
    const { enabled, time } = wanted[kind];
    if (!enabled) return false;
    const late = clock.minutes - minutesOf(time);
    if (late < 0 || late > REMINDER_GRACE_MINUTES) return false;
    const last = lastSentAt[kind];
    if (last == null) return true;
    // Sent already today at or after its time (the second 02:30 of a fall-back night included).
    const sent = wallClockIn(last, settings.timeZone);
    return !(sent.day === clock.day && sent.minutes >= minutesOf(time));
  });
}
