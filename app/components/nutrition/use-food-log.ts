/*
 * A day's log, live, and its writes. The day is one document holding every entry (decision):
 * a day is read in one go, and totals need all of it. Each write sends the whole
 * list computed from the live value, which already holds this tab's pending writes (latency
 * compensation), so quick successive adds keep each other; two devices editing the same day in
 * the same second is the rare case where the last write wins.
 */
import { useTranslation } from 'react-i18next';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter, type Writer } from '#app/components/data/use-writer.ts';
import { refreshLeaderboardPoints } from '#app/components/leaderboard/refresh-points.ts';
import { foodLogDoc, type FoodLog, type LogEntry } from '#app/lib/firebase/nutrition.ts';

export interface FoodLogControl {
  readonly log: FoodLog;
  readonly error: unknown;
  readonly writer: Writer;
  /**
   * The listener has the server's copy of the day: writes wait for it, since each one sends the
   * whole list and must not be built on a day read before another device changed it.
   */
  readonly ready: boolean;
  /** Writes `change(entries)` as the day's new list; resolves with whether the server accepted it. */
  readonly change: (change: (entries: LogEntry[]) => LogEntry[], failureTitle?: string) => Promise<boolean>;
}

export function useFoodLog(day: string, initial: FoodLog): FoodLogControl {
  const { t } = useTranslation();
  const { data: log, error, live } = useLiveDoc(foodLogDoc, { id: day }, initial);
  const writer = useWriter();
  const change = async (edit: (entries: LogEntry[]) => LogEntry[], failureTitle = t('nutrition:logs.saveFailed')) => {
    const entries = edit(log.entries);
    const saved = await writer.run((data) => data.set(foodLogDoc, { id: day }, { entries }, { merge: true }), failureTitle);
    // A day gaining its first food (or losing its last) moves "days with food logged" challenges:
    // at most a request or two a day, rather than one per food.
    if (saved && entries.length > 0 !== log.entries.length > 0) refreshLeaderboardPoints();
    return saved;
  };
  return { log, error, writer, ready: writer.ready && live, change };
}

/** A fresh entry id: unique within a day, short enough for the rules' bound. */
export function newEntryId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 20);
}
