// firestore.rules for the calendar subscription token and its server-only registry.
import { describeRulesTables } from './rules/rules-table.ts';
import { CALENDAR_FEED_TABLES } from './rules/tables/calendar-feed.ts';

describeRulesTables('demo-rules-calendar-feed', CALENDAR_FEED_TABLES);
