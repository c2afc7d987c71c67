/*
 * Every document type of the data model (PRODUCT.md §3), as path patterns: `{name}` is one path
 * segment. `firestore.rules` denies by default and has one block per entry here;
 * tests/integration/rules-coverage.test.ts fails when an entry has no block, when a block has no
 * entry, or when an entry has no allow and deny cases. Adding a collection starts here.
 */
export const DOCUMENT_TYPES = [
  'users/{uid}',
  'users/{uid}/programs/{programId}',
  'users/{uid}/sessions/{sessionId}',
  'users/{uid}/exercises/{exerciseId}',
  'users/{uid}/testResults/{resultId}',
  'users/{uid}/measurements/{measurementId}',
  'users/{uid}/foods/{foodId}',
  'users/{uid}/recipes/{recipeId}',
  'users/{uid}/foodLogs/{day}',
  'users/{uid}/mealPlans/{isoWeek}',
  'users/{uid}/calendar/{entryId}',
  'users/{uid}/notifications/{notificationId}',
  'users/{uid}/settings/nutritionGoals',
  'users/{uid}/settings/notifications',
  'users/{uid}/settings/timers',
  'pushTokens/{uid}',
  'leaderboard/{uid}',
  'challenges/{challengeId}',
  'challenges/{challengeId}/participants/{participantId}',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
