// What happens to an account outside the app (an administrator, another device), done directly
// on the Auth emulator: disable it, change its password, revoke its sessions, sign in again.
import type { Account } from './fixtures.ts';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const project = process.env.FIREBASE_PROJECT_ID ?? 'demo-elan';
const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

async function updateAccount(uid: string, changes: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${identity}/projects/${project}/accounts:update`, { method: 'POST', headers: owner, body: JSON.stringify({ localId: uid, ...changes }) });
  if (!response.ok) throw new Error(`accounts:update: ${await response.text()}`);
}

export const disableAccount = (uid: string) => updateAccount(uid, { disableUser: true });
export const changePassword = (uid: string, password: string) => updateAccount(uid, { password });
/** What firebase-admin's revokeRefreshTokens does. */
export const revokeSessions = (uid: string) => updateAccount(uid, { validSince: String(Math.floor(Date.now() / 1000)) });

/** A new sign-in with the password: an ID token whose auth_time is now. */
export async function freshIdToken(account: Account): Promise<string> {
  const response = await fetch(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signInWithPassword: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Revocation has a one-second resolution (a session signed in during the second it is revoked
 * stays valid, as in Firebase): wait until the clock has left the second of the sign-in.
 */
export async function afterSignInSecond(): Promise<void> {
  const next = (Math.floor(Date.now() / 1000) + 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, next - Date.now() + 50));
}
