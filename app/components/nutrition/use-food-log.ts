/*
 * A day's log, live, and its writes. The day is one document holding every entry (decision):
 * a day is read in one go, and totals need all of it. A write sends only the entries it adds
 * and removes (an edit is both), never the whole list, so two devices logging the same day —
 * or a write kept offline and sent hours later — keep each other's entries, and sending the
 * same change twice changes nothing more.
 */
import { useTranslation } from 'react-i18next';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter, type Writer } from '#app/components/data/use-writer.ts';
import { refreshLeaderboardPoints } from '#app/lib/leaderboard/refresh-points.ts';
import { foodLogDoc, foodLogInputSchema, type FoodLog, type LogEntry, type Meal } from '#app/lib/data/nutrition.ts';

export interface FoodLogControl {
  readonly log: FoodLog;
  readonly error: unknown;
  readonly writer: Writer;
  /** Firebase Auth is ready: writes can run (entry by entry, they need no fresh copy of the day). */
  readonly ready: boolean;
  /** Writes `change(entries)` as the day's new list; resolves with whether the server accepted it. */
  readonly change: (change: (entries: LogEntry[]) => LogEntry[], failureTitle?: string) => Promise<boolean>;
}

export function useFoodLog(day: string, initial: FoodLog): FoodLogControl {
  const { t } = useTranslation();
  const { data: log, error } = useLiveDoc(foodLogDoc, { id: day }, initial);
  const writer = useWriter();
  const change = async (edit: (entries: LogEntry[]) => LogEntry[], failureTitle = t('nutrition:logs.saveFailed')) => {
    const entries = edit(log.entries);
    const changes = entryChanges(log.entries, entries);
    if (changes.add.length === 0 && changes.remove.length === 0) return true;
    const saved = await writer.run((data) => {
      // The whole day must still fit (the day's bound, with its own message).
      foodLogInputSchema.parse({ entries });
      return data.changeList(foodLogDoc, { id: day }, 'entries', changes);
    }, failureTitle);
    // A day gaining its first food (or losing its last) moves "days with food logged" challenges:
    // at most a request or two a day, rather than one per food.
    if (saved && entries.length > 0 !== log.entries.length > 0) refreshLeaderboardPoints();
    return saved;
  };
  return { log, error, writer, ready: writer.ready, change };
}

/**
 * What turns one list of a day's entries into the other: entries removed, entries added. Added
 * entries go to the end of the list (arrayUnion), so an edited entry would move to the end of its
 * meal: the entries after it in its meal are removed and added again behind it, in their order.
 * Sent again, the change leaves the same order.
 */
export function entryChanges(before: readonly LogEntry[], after: readonly LogEntry[]): { remove: LogEntry[]; add: LogEntry[] } {
  const same = (a: LogEntry, b: LogEntry) => JSON.stringify(a) === JSON.stringify(b);
  const afterById = new Map(after.map((entry) => [entry.id, entry]));
  const beforeById = new Map(before.map((entry) => [entry.id, entry]));
  const edited = (entry: LogEntry) => {
    const was = beforeById.get(entry.id);
    return was !== undefined && !same(was, entry);
  };
  const firstEdited = new Map<Meal, number>();
  after.forEach((entry, index) => {
    if (edited(entry) && !firstEdited.has(entry.meal)) firstEdited.set(entry.meal, index);
  });
  const movedBehind = new Set(after.filter((entry, index) => beforeById.has(entry.id) && index > (firstEdited.get(entry.meal) ?? after.length)).map((entry) => entry.id));
  return {
    remove: before.filter((entry) => {
      const kept = afterById.get(entry.id);
      return !kept || !same(kept, entry) || movedBehind.has(entry.id);
    }),
    add: after.filter((entry) => {
      const was = beforeById.get(entry.id);
      return !was || !same(was, entry) || movedBehind.has(entry.id);
    }),
  };
}

/** A fresh entry id: unique within a day, short enough for the rules' bound. */
export function newEntryId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 20);
}
