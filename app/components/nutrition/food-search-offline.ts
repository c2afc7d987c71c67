/*
 * The food search page without the server: when its loader data cannot be fetched (no signal, or
 * the service worker gave up), the Ciqual base is searched in the browser's copy
 * (app/lib/nutrition/base-index-store.ts) with the server's ranking and the person's own foods
 * the server last gave, and the rest of the page is what the server last sent for that day: my
 * foods, recipes and the day's log, which the page's live listeners keep up to date.
 */
import { isRouteErrorResponse } from 'react-router';
import { isMeal } from '#app/lib/data/nutrition.ts';
import { NO_SAVED_COPY } from '#app/lib/offline/cache-names.ts';
import { searchQueryOf } from '#app/lib/nutrition/search-query.ts';
import type { FoodSearchData } from './food-search-screen.tsx';

export interface FoodSearchServerData extends FoodSearchData {
  /** The person's recent and frequent Ciqual codes, which the server ranks first. */
  readonly mine: readonly string[];
}

let lastFromServer: FoodSearchServerData | undefined;

/** Keeps the server's latest answer for this page, for a search made without signal. */
export function rememberFoodSearch<T extends FoodSearchServerData>(data: T): T {
  lastFromServer = data;
  return data;
}

/**
 * Whether `data` answers this request, or is the page's copy kept for use offline (made for no
 * query, on the day it was fetched), which the service worker gives without signal for any query.
 */
export function answersRequest(data: FoodSearchServerData, request: Request): boolean {
  const url = new URL(request.url);
  const day = url.searchParams.get('jour');
  const meal = url.searchParams.get('repas');
  return data.q === searchQueryOf(url) && (day === null || day === data.day) && (meal === null || meal === data.meal);
}

/**
 * The page's data with the base searched on this device, for a request the server could not
 * answer (`failure`, thrown again when the server did answer, or when this page cannot stand in:
 * no earlier answer for the same day, or no copy of the base yet).
 */
export async function foodSearchOnThisDevice(request: Request, failure: unknown, limit: number): Promise<FoodSearchServerData> {
  // The service worker's "no copy" is no signal, not the server's answer.
  const serverAnswered = failure instanceof Response || (isRouteErrorResponse(failure) && failure.data !== NO_SAVED_COPY);
  if (serverAnswered) throw failure;
  const last = lastFromServer;
  const url = new URL(request.url);
  const day = url.searchParams.get('jour');
  if (!last || (day !== null && day !== last.day)) throw failure;
  const q = searchQueryOf(url);
  const meal = url.searchParams.get('repas');
  const { searchLocalBase } = await import('#app/lib/nutrition/base-index-store.ts');
  const base = q ? await searchLocalBase(q, limit, { mine: last.mine }) : [];
  if (base === null) throw failure;
  return { ...last, q, meal: isMeal(meal) ? meal : last.meal, base, baseOnThisDevice: true };
}
