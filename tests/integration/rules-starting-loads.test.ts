// firestore.rules for the starting loads of first program sessions (table: tests/integration/rules/tables/starting-loads.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { STARTING_LOADS_TABLE } from './rules/tables/starting-loads.ts';

describeRulesTables('demo-rules-starting-loads', [STARTING_LOADS_TABLE]);
