// firestore.rules for the dashboard's first-run progress (table: tests/integration/rules/tables/first-run.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { FIRST_RUN_TABLE } from './rules/tables/first-run.ts';

describeRulesTables('demo-rules-first-run', [FIRST_RUN_TABLE]);
