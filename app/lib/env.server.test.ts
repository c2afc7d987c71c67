import { describe, expect, it } from 'vitest';
import { assertDeployable, deploymentKind, emulatorSettings, EMULATORS_IN_PRODUCTION_MESSAGE } from './env.server.ts';

const realConfig = { VITE_FIREBASE_PROJECT_ID: 'elan-prod', VITE_FIREBASE_AUTH_DOMAIN: 'elan-prod.firebaseapp.com' };

describe('deploymentKind', () => {
  it('is a deployment only for a production build served with NODE_ENV=production', () => {
    expect(deploymentKind('production', 'production')).toBe('production');
    // npm test and npm run bench: `--mode test` builds served as production.
    expect(deploymentKind('production', 'test')).toBe('test-build');
    expect(deploymentKind('development', 'development')).toBe('development');
    expect(deploymentKind(undefined, 'production')).toBe('development');
  });
});

describe('emulatorSettings', () => {
  it('finds the admin SDK emulator hosts and the browser emulator flags', () => {
    expect(emulatorSettings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, realConfig)).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIRESTORE_EMULATOR_HOST',
    ]);
    expect(emulatorSettings({ FIREBASE_STORAGE_EMULATOR_HOST: 'x:1' }, realConfig)).toEqual(['FIREBASE_STORAGE_EMULATOR_HOST']);
    expect(emulatorSettings({}, { ...realConfig, VITE_FIREBASE_USE_EMULATORS: 'true' })).toEqual(['VITE_FIREBASE_USE_EMULATORS']);
    expect(emulatorSettings({}, { ...realConfig, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toEqual(['VITE_AUTH_EMULATOR_URL']);
    expect(emulatorSettings({}, { VITE_FIREBASE_PROJECT_ID: 'demo-elan' })).toEqual(['project demo-elan']);
  });

  it('finds nothing in a clean production environment', () => {
    expect(emulatorSettings({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'elan-prod', FIRESTORE_EMULATOR_HOST: '' }, realConfig)).toEqual([]);
    expect(emulatorSettings({}, { ...realConfig, VITE_FIREBASE_USE_EMULATORS: 'false' })).toEqual([]);
  });
});

describe('assertDeployable', () => {
  it('refuses emulator settings in a deployment, naming them', () => {
    expect(() => assertDeployable('production', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, realConfig)).toThrow(
      `${EMULATORS_IN_PRODUCTION_MESSAGE} Found: FIRESTORE_EMULATOR_HOST.`,
    );
  });

  it('lets test builds and development use the emulators', () => {
    for (const kind of ['test-build', 'development'] as const) {
      expect(() => assertDeployable(kind, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, { VITE_FIREBASE_PROJECT_ID: 'demo-elan' })).not.toThrow();
    }
  });
});
