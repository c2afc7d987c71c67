// The demo account of `npm run dev`, created once in the Auth emulator (idempotent).
export const DEMO_EMAIL = 'demo@elan.test';
export const DEMO_PASSWORD = 'elan-demo';

export async function seedDemoAccount(env) {
  const base = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const body = JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Camille', returnSecureToken: true });
  const headers = { 'Content-Type': 'application/json' };
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, { method: 'POST', headers, body });
  if (!signIn.ok) {
    const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, { method: 'POST', headers, body });
    if (!signUp.ok) throw new Error(`Could not create the demo account: ${await signUp.text()}`);
  }
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
