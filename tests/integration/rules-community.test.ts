// firestore.rules for the leaderboard, challenges and their participants, and for paths outside
// the data model (tables: tests/integration/rules/tables/community.ts and unlisted.ts).
import { describeRulesTables } from './rules/rules-table.ts';
import { COMMUNITY_TABLES } from './rules/tables/community.ts';
import { UNLISTED_TABLE } from './rules/tables/unlisted.ts';

describeRulesTables('demo-rules-community', [...COMMUNITY_TABLES, UNLISTED_TABLE]);
