/*
 * Every document type of Élan's data model, in one list. firestore.rules must hold a block for
 * each path here (a test checks it), and a new area adds its descriptor to this list.
 */
import type { DocumentType } from './documents.ts';
import { measurementDoc } from './measurements.ts';
import { notificationSettingsDoc } from './notification-settings.ts';
import { inboxItemDoc } from './notifications.ts';
import { nutritionGoalsDoc } from './nutrition-goals.ts';
import { profileDoc } from './profile.ts';
import { pushTokenDoc } from './push-tokens.ts';
import { testResultDoc } from './test-results.ts';
import { timerPresetsDoc } from './timer-presets.ts';

export const DOCUMENT_TYPES: readonly Pick<DocumentType<unknown>, 'path' | 'browserWrites' | 'stamps'>[] = [
  profileDoc,
  measurementDoc,
  testResultDoc,
  nutritionGoalsDoc,
  notificationSettingsDoc,
  timerPresetsDoc,
  inboxItemDoc,
  pushTokenDoc,
];

/** Path templates in the form firestore.rules match them: 'users/{uid}/measurements/{id}'. */
export const DOCUMENT_PATHS: readonly string[] = DOCUMENT_TYPES.map((type) => type.path);
