/*
 * Every document type of Élan's data model (docs/data-layer.md), by path template: `{name}` is one
 * path segment, `{id}` a document's own id. firestore.rules denies by default and has one block
 * per path here; tests/integration/rules-coverage.test.ts fails when a path has no block, a block
 * no path, or a path no allow and deny cases.
 */
import { challengeDoc, participantDoc } from './challenges.ts';
import { calendarEntryDoc, programScheduleDoc } from './calendar.ts';
import { calendarFeedDoc } from './calendar-feed.ts';
import { firstRunDoc } from './first-run.ts';
import { leaderboardEntryDoc } from './leaderboard.ts';
import { mealPlanDoc } from './meal-plans.ts';
import { measurementDoc } from './measurements.ts';
import { notificationSettingsDoc } from './notification-settings.ts';
import { inboxItemDoc } from './notifications.ts';
import { nutritionGoalsDoc } from './nutrition-goals.ts';
import { foodDoc, foodLogDoc } from './nutrition.ts';
import { profileDoc } from './profile.ts';
import { recipeDoc } from './recipes.ts';
import { customExerciseDoc, programDoc } from './programs.ts';
import { pushTokenDoc } from './push-tokens.ts';
import { sessionDoc } from './sessions.ts';
import { testResultDoc } from './test-results.ts';
import { timerPresetsDoc } from './timer-presets.ts';
import { plateSetupDoc } from './plate-setup.ts';
import { startingLoadDoc } from './starting-loads.ts';
import { equipmentDoc } from './equipment.ts';

/** The document types the app reads and writes today, with their descriptors. */
export const DOCUMENT_TYPES = [
  profileDoc,
  measurementDoc,
  testResultDoc,
  nutritionGoalsDoc,
  foodDoc,
  foodLogDoc,
  mealPlanDoc,
  recipeDoc,
  notificationSettingsDoc,
  timerPresetsDoc,
  programDoc,
  customExerciseDoc,
  sessionDoc,
  inboxItemDoc,
  pushTokenDoc,
  leaderboardEntryDoc,
  challengeDoc,
  participantDoc,
  calendarEntryDoc,
  programScheduleDoc,
  calendarFeedDoc,
  firstRunDoc,
  plateSetupDoc,
  startingLoadDoc,
  equipmentDoc,
] as const;

/** Path templates in the form firestore.rules match them: 'users/{uid}/measurements/{id}'. */
export const DOCUMENT_PATHS = DOCUMENT_TYPES.map((type) => type.path);

export type DocumentPath = (typeof DOCUMENT_TYPES)[number]['path'];
