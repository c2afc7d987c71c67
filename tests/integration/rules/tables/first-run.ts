// Where a new account is in the dashboard's first-run path: the steps skipped and whether it was closed.
import { serverTimestamp } from 'firebase/firestore/lite';
import { FIRST_RUN_STEPS } from '#app/lib/dashboard/first-run.ts';
import { documentTable, withoutKey, type RulesTable } from '../rules-table.ts';

export const FIRST_RUN_TABLE: RulesTable = documentTable('users/{uid}/settings/firstRun', {
  path: 'users/alice/settings/firstRun',
  merge: true,
  list: false,
  valid: { skipped: ['objectifs'], dismissed: false, updatedAt: serverTimestamp() },
  change: { skipped: ['objectifs', 'rappels'], dismissed: true },
  invalid: [
    ['an unknown step', { skipped: ['objectifs', 'tour'] }],
    ['a step skipped twice', { skipped: ['objectifs', 'objectifs'] }],
    ['more steps than the path has', { skipped: [...FIRST_RUN_STEPS, 'profil'] }],
    ['steps that are not a list', { skipped: 'objectifs' }],
    ['a dismissal that is not a boolean', { dismissed: 'oui' }],
    ['a missing dismissal', (valid) => withoutKey(valid, 'dismissed')],
    ['missing skipped steps', (valid) => withoutKey(valid, 'skipped')],
  ],
});
