// firestore.rules for programs, sessions, custom exercises, calendar entries and the program
// schedule (tables: tests/integration/rules/tables/training.ts and calendar.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { CALENDAR_TABLES } from './rules/tables/calendar.ts';
import { TRAINING_TABLES } from './rules/tables/training.ts';

describeRulesTables('demo-rules-training', [...TRAINING_TABLES, ...CALENDAR_TABLES]);
