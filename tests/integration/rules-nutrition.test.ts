// firestore.rules for foods, recipes, food logs and meal plans (tables: tests/integration/rules/tables/nutrition.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { NUTRITION_TABLES } from './rules/tables/nutrition.ts';

describeRulesTables('demo-rules-nutrition', NUTRITION_TABLES);
