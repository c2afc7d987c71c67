import { expect, hydrated, test } from './fixtures.ts';

test.describe('toasts', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.uid).toBeTruthy();
    await page.clock.install();
    await page.goto('/__test/toasts');
    await hydrated(page);
    // Freeze time (the installed clock otherwise flows with real time) so durations are exact.
    await page.clock.pauseAt(Date.now() + 2000);
  });

  test('at most five, the sixth evicts the oldest; title, description and close', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Notifications' });
    for (const type of ['success', 'warning', 'error', 'info', 'success', 'warning']) {
      await page.getByRole('button', { name: type, exact: true }).click();
    }
    const toasts = region.locator('.toast');
    await expect(toasts).toHaveCount(5);
    await expect(region.getByText('toast 1', { exact: true })).toHaveCount(0);
    await expect(region.getByText('toast 6', { exact: true })).toBeVisible();
    await expect(region.getByText('warning default').first()).toBeVisible();
    // Bottom right of the viewport.
    const box = await region.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
    await toasts.first().getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(toasts).toHaveCount(4);
  });

  test('default duration 3500 ms, minimum 1200 ms', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'info', exact: true }).click();
    await page.clock.runFor(3400);
    await expect(region.getByText('toast 1', { exact: true })).toBeVisible();
    await page.clock.runFor(200);
    await expect(region.getByText('toast 1', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'short' }).click();
    await page.clock.runFor(1100);
    await expect(region.getByText('toast 2', { exact: true })).toBeVisible();
    await page.clock.runFor(200);
    await expect(region.getByText('toast 2', { exact: true })).toHaveCount(0);
  });

  test('errors are announced as alerts, others as status', async ({ page }) => {
    await page.getByRole('button', { name: 'error', exact: true }).click();
    await page.getByRole('button', { name: 'success', exact: true }).click();
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region.getByRole('alert')).toHaveCount(1);
    await expect(region.getByRole('status')).toHaveCount(1);
    await expect(region).toHaveAttribute('aria-live', 'polite');
  });
});
