// firestore.rules for the notification inbox, reminder settings and push tokens
// (tables: tests/integration/rules/tables/notifications.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { NOTIFICATIONS_TABLES } from './rules/tables/notifications.ts';

describeRulesTables('demo-rules-notifications', NOTIFICATIONS_TABLES);
