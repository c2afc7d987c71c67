import { z } from 'zod';
import { firebaseEnvWithDevDefaults } from '#app/lib/firebase/config.ts';

// Validated once at boot: a misconfigured production server fails loudly instead of serving errors.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  /** Public origin when the server sits behind a proxy (e.g. https://elan.example). */
  APP_ORIGIN: z.url().optional(),
  /** Enables the test-only routes (error panels, toasts) in test builds. */
  ELAN_TEST_ROUTES: z.enum(['0', '1']).optional(),
  /**
   * How long a session's revocation check (signed out, password changed, account disabled) is
   * trusted, per account. Only ever shorter than the default minute: tests set it low so that a
   * revocation made elsewhere shows at once.
   */
  ELAN_REVOCATION_CHECK_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(60_000),
  /**
   * How recent a sign-in must be to open a session or delete the account: 5 minutes. Only ever
   * shorter: tests set a few seconds to meet an old sign-in without waiting 5 minutes.
   */
  ELAN_RECENT_SIGN_IN_MS: z.coerce.number().int().min(1_000).max(300_000).default(300_000),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}
const env = parsed.data;

export const serverEnv = {
  isProduction: env.NODE_ENV === 'production',
  projectId: env.FIREBASE_PROJECT_ID ?? env.VITE_FIREBASE_PROJECT_ID ?? 'demo-elan',
  usesEmulators: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST),
  firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
  appOrigin: env.APP_ORIGIN,
  revocationCheckTtlMs: env.ELAN_REVOCATION_CHECK_TTL_MS,
  recentSignInMs: env.ELAN_RECENT_SIGN_IN_MS,
  /** The Firebase web config the browser bundle was built with (same defaults as the browser). */
  clientFirebaseEnv: firebaseEnvWithDevDefaults(import.meta.env, import.meta.env.MODE !== 'production'),
};
