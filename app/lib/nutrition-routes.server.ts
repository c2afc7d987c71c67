/* What the nutrition routes read from their URL: the day (`?jour=`) and the meal (`?repas=`). */
import { APP_TIME_ZONE, isIsoDay, isoDayIn } from '#app/lib/dates/index.ts';
import { isMeal, type Meal } from '#app/lib/data/nutrition.ts';

export { SEARCH_QUERY_MAX } from './nutrition/search-query.ts';

/** Server's "today" is the Paris day: the app's people are in France; the URL names any other day. */
export function dayOf(url: URL): string {
  const day = url.searchParams.get('jour');
  return isIsoDay(day) ? day : isoDayIn();
}

/** The meal of the hour in Paris when the URL names none: breakfast before 10 h, lunch before 15 h… */
export function mealOf(url: URL, now = new Date()): Meal {
  const meal = url.searchParams.get('repas');
  if (isMeal(meal)) return meal;
  const hour = Number(
    new Intl.DateTimeFormat('fr-FR', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: APP_TIME_ZONE,
    }).format(now),
  );
  return hour < 10 ? 'petit-dejeuner' : hour < 15 ? 'dejeuner' : hour < 18 ? 'collation' : 'diner';
}

export function dayAndMealOf(url: URL): { day: string; meal: Meal } {
  return { day: dayOf(url), meal: mealOf(url) };
}
