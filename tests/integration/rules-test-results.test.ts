// firestore.rules for fitness test results (table: tests/integration/rules/tables/test-results.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { TEST_RESULTS_TABLE } from './rules/tables/test-results.ts';

describeRulesTables('demo-rules-test-results', [TEST_RESULTS_TABLE]);
