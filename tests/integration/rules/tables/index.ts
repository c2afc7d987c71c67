// Every rules table, for the coverage test (each document type has allow and deny cases).
import type { RulesTable } from '../rules-table.ts';
import { CALENDAR_TABLES } from './calendar.ts';
import { CALENDAR_FEED_TABLES } from './calendar-feed.ts';
import { COMMUNITY_TABLES } from './community.ts';
import { EQUIPMENT_TABLE } from './equipment.ts';
import { FIRST_RUN_TABLE } from './first-run.ts';
import { PLATE_SETUP_TABLE } from './plate-setup.ts';
import { NOTIFICATIONS_TABLES } from './notifications.ts';
import { NUTRITION_TABLES } from './nutrition.ts';
import { PROFILE_TABLES } from './profile.ts';
import { STARTING_LOADS_TABLE } from './starting-loads.ts';
import { SERVER_ONLY_TABLE } from './server-only.ts';
import { TEST_RESULTS_TABLE } from './test-results.ts';
import { TRAINING_TABLES } from './training.ts';
import { UNLISTED_TABLE } from './unlisted.ts';

export const RULES_TABLES: readonly RulesTable[] = [
  ...PROFILE_TABLES,
  TEST_RESULTS_TABLE,
  ...NOTIFICATIONS_TABLES,
  ...TRAINING_TABLES,
  ...NUTRITION_TABLES,
  ...CALENDAR_TABLES,
  ...CALENDAR_FEED_TABLES,
  ...COMMUNITY_TABLES,
  UNLISTED_TABLE,
  SERVER_ONLY_TABLE,
  FIRST_RUN_TABLE,
  PLATE_SETUP_TABLE,
  STARTING_LOADS_TABLE,
  EQUIPMENT_TABLE,
];
