// The data layer itself: the Firestore SDK stays out of first bundles, the save indicator follows
// the server's answer to a write, and live lists follow their params and the loader's new data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { adminList, adminSet, watchWrites } from './firestore-admin.ts';

const client = join(process.env.ELAN_BUILD_DIR ?? 'build', 'client');

function readManifest(): { routes: Record<string, { module: string; imports?: string[] }> } {
  const assets = join(client, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

test('no route’s first bundle holds the Firestore SDK: it loads after hydration', () => {
  // A name only the Firestore SDK's source holds (as text, so minifying keeps it).
  const isFirestore = (asset: string) => readFileSync(join(client, asset), 'utf8').includes('initializeFirestore');
  const sdkChunks = readdirSync(join(client, 'assets')).filter((f) => f.endsWith('.js') && isFirestore(`/assets/${f}`));
  expect(sdkChunks.length, 'the Firestore SDK is in the build').toBeGreaterThan(0);
  const { routes } = readManifest();
  expect(Object.keys(routes).length).toBeGreaterThan(20);
  const offenders = Object.entries(routes).flatMap(([id, route]) =>
    [route.module, ...(route.imports ?? [])].filter(isFirestore).map((asset) => `${id}: ${asset}`),
  );
  expect(offenders).toEqual([]);
});

/** Every text the save indicator shows from now on, in order. */
async function recordSaveIndicator(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __saveStates: string[] }).__saveStates = seen;
    const indicator = document.querySelector('.save-indicator')!;
    new MutationObserver(() => seen.push(`${indicator.getAttribute('data-state')}:${indicator.textContent}`)).observe(indicator, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __saveStates: string[] }).__saveStates);
}

test('a write the rules refuse shows the French error toast and never "Enregistré"', async ({ page, signedIn }) => {
  await page.goto('/__test/refused-write');
  await hydrated(page);
  const indicator = page.locator('.save-indicator');
  const states = await recordSaveIndicator(page);
  const foreignWrites = await watchWrites('users/someone-else');

  await page.getByRole('button', { name: 'write someone else’s measurement' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(toast).toContainText('foreign write failed');
  await expect(toast).toContainText('Vous n’avez pas le droit de modifier ces données. Reconnectez-vous puis réessayez.');
  await expect(indicator).toHaveAttribute('data-state', 'idle');
  expect(await states()).toContain('pending:Enregistrement…');
  expect((await states()).filter((s) => s.includes('Enregistré'))).toEqual([]);
  await expect(indicator).not.toContainText('Enregistré');
  // The one attempt reached the server and was refused there: nothing of it was stored.
  expect((await foreignWrites.list()).map((w) => ({ caller: w.caller, outcome: w.outcome }))).toEqual([{ caller: signedIn.uid, outcome: 'PERMISSION_DENIED' }]);

  // The same writer says 'Enregistré' once the server accepted a write.
  await page.getByRole('button', { name: 'write my measurement' }).click();
  await expect(indicator).toHaveText('Enregistré');
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/measurements`)).length).toBe(1);
});

function result(testId: string, date: string) {
  return { testId, date, inputs: {}, result: { value: 30, unit: 'reps' }, estimates: {}, rating: null, age: 30, sex: 'homme', createdAt: new Date(`${date}T08:00:00Z`) };
}

test('a live list follows its params and the loader’s new data on the same route', async ({ page, signedIn }) => {
  const path = (id: string) => `users/${signedIn.uid}/testResults/${id}`;
  await adminSet(path('s1'), result('situps-1min', '2025-01-10'));
  await adminSet(path('p1'), result('pushups-max', '2025-01-11'));
  const items = page.getByRole('list', { name: 'results' }).getByRole('listitem');
  const state = page.getByTestId('live-state');

  await page.goto('/__test/live-history?test=situps-1min');
  await hydrated(page);
  await expect(state).toHaveText('live situps-1min');
  await expect(items).toHaveText(['situps-1min 2025-01-10']);
  await adminSet(path('s2'), result('situps-1min', '2025-02-10'));
  await expect(items).toHaveText(['situps-1min 2025-02-10', 'situps-1min 2025-01-10']);

  // Same route, new params: the loader's list shows at once, then the listener on the new query.
  await page.getByRole('link', { name: 'pushups' }).click();
  await expect(page).toHaveURL(/test=pushups-max/);
  await expect(items).toHaveText(['pushups-max 2025-01-11']);
  await expect(state).toHaveText('live pushups-max');
  await adminSet(path('s3'), result('situps-1min', '2025-03-10'));
  await adminSet(path('p2'), result('pushups-max', '2025-03-11'));
  await expect(items).toHaveText(['pushups-max 2025-03-11', 'pushups-max 2025-01-11']);

  // And back: the old query's listener starts again from the loader's (now longer) list.
  await page.getByRole('link', { name: 'situps' }).click();
  await expect(items).toHaveText(['situps-1min 2025-03-10', 'situps-1min 2025-02-10', 'situps-1min 2025-01-10']);
  await expect(state).toHaveText('live situps-1min');
});
