// firestore.rules for programs, sessions, custom exercises and calendar entries
// (tables: tests/integration/rules/tables/training.ts and calendar.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { CALENDAR_TABLE } from './rules/tables/calendar.ts';
import { TRAINING_TABLES } from './rules/tables/training.ts';

describeRulesTables('demo-rules-training', [...TRAINING_TABLES, CALENDAR_TABLE]);
