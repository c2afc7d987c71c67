// firestore.rules for the plate calculator's bar and discs (table: tests/integration/rules/tables/plate-setup.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { PLATE_SETUP_TABLE } from './rules/tables/plate-setup.ts';

describeRulesTables('demo-rules-plate-setup', [PLATE_SETUP_TABLE]);
