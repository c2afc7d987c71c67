/*
 * The nutrition pages' data names the day it was made for. The copy the service worker keeps for
 * use offline is fetched with no `?jour=`, so it names the day it was fetched on as today: opened
 * the next morning with no signal, it would show and log into yesterday. The page checks the day
 * on this device's clock (the Paris day) before it shows the data.
 */
import { isIsoDay, isoDayIn } from '#app/lib/dates/index.ts';
import type { FoodLog } from '#app/lib/data/nutrition.ts';

export interface DayData {
  readonly day: string;
  readonly log: FoodLog;
}

/** Data moved onto today from a copy of an earlier day, which `keptFrom` names. */
export type OnAskedDay<T extends DayData> = T & { readonly keptFrom?: string };

/**
 * The data for the day the URL asks (`?jour=`, else today in Paris):
 * - the data itself when it is that day's;
 * - today asked, data of an earlier day (a kept copy): today with an empty log, which the page's
 *   live listener fills with what this device holds and, online, what the server holds;
 * - another day asked that the data is not of (a kept copy standing in for the address): null,
 *   the page needs a connection.
 * Data of a later day than this device's today, with no day asked, is the server's today: kept.
 */
export function onAskedDay<T extends DayData>(data: T, url: URL, now: number = Date.now()): OnAskedDay<T> | null {
  const asked = url.searchParams.get('jour');
  const today = isoDayIn(now);
  const day = isIsoDay(asked) ? asked : today;
  if (data.day === day) return data;
  if (day === today && data.day < today) return { ...data, day, log: { day, entries: [] }, keptFrom: data.day };
  return isIsoDay(asked) ? null : data;
}
