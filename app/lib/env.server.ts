import { z } from 'zod';
import { firebaseEnvWithDevDefaults, isDemoProject, parseBooleanFlag, type FirebaseEnv } from '#app/lib/firebase/config.ts';

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
  /** Open Food Facts product API and Search-a-licious: their public servers unless set (tests point them at recordings). */
  OFF_API_URL: z.url().default('https://world.openfoodfacts.org'),
  OFF_SEARCH_URL: z.url().default('https://search.openfoodfacts.org'),
  /** Who Open Food Facts may contact about the app's requests (an e-mail address or a URL); the app's origin when unset. */
  OFF_CONTACT: z.string().min(3).max(200).optional(),
  /**
   * The secret a scheduler sends in the X-Cron-Secret header to POST /api/cron/reminders; without
   * it the endpoint answers 404. At least 24 characters (e.g. `openssl rand -hex 32`).
   */
  CRON_SECRET: z.string().min(24).optional(),
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

export type DeploymentKind = 'production' | 'test-build' | 'development';

/**
 * A real deployment is a production build (Vite mode 'production') run with NODE_ENV=production.
 * The test suite and the benchmark also run `NODE_ENV=production node server.mjs`, but on a
 * build made with `--mode test`, against the emulators: that is not a deployment.
 */
export function deploymentKind(nodeEnv: string | undefined, buildMode: string): DeploymentKind {
  if (nodeEnv !== 'production') return 'development';
  return buildMode === 'production' ? 'production' : 'test-build';
}

export const EMULATORS_IN_PRODUCTION_MESSAGE =
  'Refusing to start: emulator settings are present in a production deployment. Unset them, or build with --mode test to run against the emulators.';

/**
 * The emulator settings that would make a deployment talk to local emulators: firebase-admin's
 * `*_EMULATOR_HOST` variables at run time, and the browser's emulator flags, which Vite bakes
 * into the build (a `demo-` project only ever exists on the emulators).
 */
export function emulatorSettings(runtimeEnv: Readonly<Record<string, string | undefined>>, buildEnv: FirebaseEnv): string[] {
  const found = Object.keys(runtimeEnv).filter((key) => /_EMULATOR_HOST$/.test(key) && runtimeEnv[key]);
  if ([runtimeEnv, buildEnv].some((source) => parseBooleanFlag(source.VITE_FIREBASE_USE_EMULATORS))) found.push('VITE_FIREBASE_USE_EMULATORS');
  for (const key of ['VITE_FIRESTORE_EMULATOR_HOST', 'VITE_AUTH_EMULATOR_URL']) {
    if ((runtimeEnv[key] || buildEnv[key]) && !found.includes(key)) found.push(key);
  }
  const projectId = buildEnv.VITE_FIREBASE_PROJECT_ID || runtimeEnv.FIREBASE_PROJECT_ID;
  if (projectId && isDemoProject(projectId)) found.push(`project ${projectId}`);
  return found;
}

/** Throws the refusal (with the offending names) when a real deployment carries emulator settings. */
export function assertDeployable(kind: DeploymentKind, runtimeEnv: Readonly<Record<string, string | undefined>>, buildEnv: FirebaseEnv): void {
  if (kind !== 'production') return;
  const found = emulatorSettings(runtimeEnv, buildEnv);
  if (found.length > 0) throw new Error(`${EMULATORS_IN_PRODUCTION_MESSAGE} Found: ${found.join(', ')}.`);
}

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}
const env = parsed.data;
assertDeployable(deploymentKind(env.NODE_ENV, import.meta.env.MODE), process.env, import.meta.env);

export const serverEnv = {
  isProduction: env.NODE_ENV === 'production',
  projectId: env.FIREBASE_PROJECT_ID ?? env.VITE_FIREBASE_PROJECT_ID ?? 'demo-elan',
  usesEmulators: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST),
  firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
  appOrigin: env.APP_ORIGIN,
  cronSecret: env.CRON_SECRET,
  revocationCheckTtlMs: env.ELAN_REVOCATION_CHECK_TTL_MS,
  recentSignInMs: env.ELAN_RECENT_SIGN_IN_MS,
  /** The Firebase web config the browser bundle was built with (same defaults as the browser). */
  clientFirebaseEnv: firebaseEnvWithDevDefaults(import.meta.env, import.meta.env.MODE !== 'production'),
  openFoodFacts: { apiUrl: env.OFF_API_URL, searchUrl: env.OFF_SEARCH_URL, contact: env.OFF_CONTACT ?? env.APP_ORIGIN },
};
