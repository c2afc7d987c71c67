// firestore.rules for the equipment a person has (table: tests/integration/rules/tables/equipment.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { EQUIPMENT_TABLE } from './rules/tables/equipment.ts';

describeRulesTables('demo-rules-equipment', [EQUIPMENT_TABLE]);
