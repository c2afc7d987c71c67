/* Reminders the server sends: which are due, on each person's own clock. Framework-free. */
export { dueReminders, wallClockIn, REMINDER_KINDS, REMINDER_GRACE_MINUTES } from './due.ts';
export type { ReminderKind, DueRemindersInput, WallClock } from './due.ts';
