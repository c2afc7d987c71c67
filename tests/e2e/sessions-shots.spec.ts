import { expect, live, test } from './fixtures.ts';
import { adminSet, daysAgo } from './firestore-admin.ts';

const at = new Date('2026-01-05T08:00:00Z');
test('screens', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/bloc`, {
    name: 'Bloc pecs', goal: 'force', level: 'intermediaire', source: 'custom', archived: false, createdAt: at, updatedAt: at,
    weeks: [{ days: [{ name: 'Pecs lourds', exercises: [{ exerciseId: 'developpe-couche', sets: 3, reps: 5, loadKg: 102.5, restSec: 60 }, { exerciseId: 'gainage', sets: 2, durationSec: 45, restSec: 30 }] }] }],
  });
  const started = Date.parse(`${daysAgo(3)}T08:00:00Z`);
  const set = (id: string) => ({ id, kind: 'normale', reps: 5, weightKg: 100, done: true, updatedAt: started });
  await adminSet(`users/${signedIn.uid}/sessions/past`, { title: 'Pecs', date: daysAgo(3), startedAt: started, endedAt: started + 3600000, durationSec: 3600, status: 'terminee', exercises: [{ id: 'e1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [set('a'), set('b')], updatedAt: started }], notes: '', volumeKg: 1000, prs: [], changedAt: started, updatedAt: at });
  for (const theme of ['dark', 'light']) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => localStorage.setItem('elan-theme', value), theme).catch(() => {});
      await page.goto('/sessions/new/bloc/1/0');
      await live(page);
      await page.evaluate((value) => localStorage.setItem('elan-theme', value), theme);
      await page.reload();
      await live(page);
      const card = page.getByRole('region', { name: 'Développé couché' });
      const tick = card.getByRole('button', { name: 'Valider : Développé couché, série 1' });
      if ((await tick.getAttribute('aria-pressed')) !== 'true') await tick.click();
      await page.screenshot({ path: `/tmp/shots6/log-${theme}-${width}.png`, fullPage: false });
      await page.screenshot({ path: `/tmp/shots6/log-full-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { name: 'Séance terminée' })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots6/finish-light-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 900 });
  await page.getByRole('link', { name: 'Historique des séances' }).click();
  await page.screenshot({ path: `/tmp/shots6/history-light-360.png`, fullPage: true });
});
