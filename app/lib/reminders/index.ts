/* Reminders the server sends: which are due, on each person's own clock. Framework-free. */
export { dueReminders, wallClockIn, REMINDER_KINDS, REMINDER_GRACE_MINUTES, WEEKLY_SUMMARY_TIME } from './due.ts';
export type { ReminderKind, DueRemindersInput, WallClock } from './due.ts';
export { weekSummary, summaryStart, SUMMARY_DAYS } from './week-summary.ts';
export type { WeekSummary } from './week-summary.ts';
