/**
 * A day of a program, as in `/sessions/new/{programId}/{week}/{dayIndex}`: `week` counts from 1
 * like the weeks a person reads ("semaine 1"), `dayIndex` from 0 like the days array.
 */
export type ProgramDayRef = { week: number; dayIndex: number };

/**
 * Where the person is in a program: the day after the furthest day they have done, in program
 * order. Days skipped before it stay skipped (as in Hevy or Liftosaur, the program moves on with
 * the person rather than sending them back); sessions pointing at days the program no longer has
 * (it was edited) are ignored, and empty weeks are passed over. `null` once the last day is done.
 */
export function nextProgramDay(program: { readonly weeks: readonly { readonly days: readonly unknown[] }[] }, sessionsDone: readonly ProgramDayRef[]): ProgramDayRef | null {
  const order = program.weeks.flatMap((week, weekIndex) => week.days.map((_, dayIndex) => ({ week: weekIndex + 1, dayIndex })));
  const furthest = sessionsDone.reduce(
    (latest, done) => Math.max(latest, order.findIndex((day) => day.week === done.week && day.dayIndex === done.dayIndex)),
    -1,
  );
  return order[furthest + 1] ?? null;
}
