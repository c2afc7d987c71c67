/*
 * The week card's numbers: sessions done this week, and the streak, counted in weeks (Monday to
 * Sunday, as French calendars show them) in a row with at least one finished session.
 */
import { addDays, mondayOf } from '#app/lib/dates/index.ts';

/** Finished sessions whose day falls in the week of `today`. */
export function sessionsThisWeek(sessionDays: readonly string[], today: string): number {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  return sessionDays.filter((day) => day >= monday && day <= sunday).length;
}

/**
 * Weeks in a row with a finished session, ending with the current week. The current week still
 * has days to come, so a streak is not broken until it ends without a session: until then the
 * streak counts up to last week. Days after `today` (a clock set wrong when logging) are ignored.
 */
export function weekStreak(sessionDays: readonly string[], today: string): number {
  const weeks = new Set(sessionDays.filter((day) => day <= today).map(mondayOf));
  let monday = mondayOf(today);
  if (!weeks.has(monday)) monday = addDays(monday, -7);
  let streak = 0;
  while (weeks.has(monday)) {
    streak += 1;
    monday = addDays(monday, -7);
  }
  return streak;
}
