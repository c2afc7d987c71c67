/*
 * What a kept write was, in the person's words: "Repas du 27 nov.", "Mesure du 26 nov.",
 * "Recette « Houmous »". The key names a sentence in locales/fr/common.json (outbox.refused.*),
 * the values fill it; the screen adds the server's reason.
 */
import { formatDay } from '#app/lib/format/days.ts';
import { isIsoDay, localIsoDay } from '#app/lib/dates/index.ts';
import { calendarEntryDoc } from '#app/lib/data/calendar.ts';
import { mealPlanDoc } from '#app/lib/data/meal-plans.ts';
import { measurementDoc } from '#app/lib/data/measurements.ts';
import { foodDoc, foodLogDoc } from '#app/lib/data/nutrition.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { customExerciseDoc, programDoc } from '#app/lib/data/programs.ts';
import { recipeDoc } from '#app/lib/data/recipes.ts';
import { sessionDoc } from '#app/lib/data/sessions.ts';
import { testResultDoc } from '#app/lib/data/test-results.ts';
import type { OutboxRecord, WriteDescription } from './outbox.ts';

/** The sentence of each document type (its key under outbox.refused); any other is a 'change'. */
const SENTENCES: ReadonlyMap<string, string> = new Map([
  [foodLogDoc.path, 'foodLog'],
  [measurementDoc.path, 'measurement'],
  [sessionDoc.path, 'session'],
  [testResultDoc.path, 'testResult'],
  [calendarEntryDoc.path, 'calendarEntry'],
  [recipeDoc.path, 'recipe'],
  [foodDoc.path, 'food'],
  [programDoc.path, 'program'],
  [customExerciseDoc.path, 'exercise'],
  [mealPlanDoc.path, 'mealPlan'],
  [profileDoc.path, 'profile'],
]);

function fieldOf(data: unknown, field: string): string | null {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function describeWrite(record: Pick<OutboxRecord, 'type' | 'write' | 'at'>): WriteDescription {
  const { write } = record;
  const data = write.kind === 'add' || write.kind === 'set' ? write.input : write.kind === 'update' ? write.patch : undefined;
  const params = write.kind === 'batch' ? write.writes[0]?.params : write.params;
  // The day the data is about (a day log's id, a measurement's date), else the day it was written.
  const id = params?.id;
  const day = id && isIsoDay(id) ? id : (fieldOf(data, 'date') ?? localIsoDay(new Date(record.at)));
  const name = fieldOf(data, 'name') ?? fieldOf(data, 'title');
  // A deletion names neither a date nor a name of its own: "Suppression du 27 nov.".
  const sentence = write.kind === 'delete' ? 'removal' : (SENTENCES.get(record.type) ?? 'change');
  return {
    key: `common:outbox.refused.${sentence}`,
    values: { date: formatDay(day, 'short'), ...(id && sentence === 'mealPlan' ? { week: id } : {}), ...(name ? { name, context: 'named' } : {}) },
  };
}
