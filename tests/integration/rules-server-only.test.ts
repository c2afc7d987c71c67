// firestore.rules for the collections only the server writes (table: tests/integration/rules/tables/server-only.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { SERVER_ONLY_TABLE } from './rules/tables/server-only.ts';

describeRulesTables('demo-rules-server-only', [SERVER_ONLY_TABLE]);
