import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const html = (page: Page) => page.locator('html');

test.describe('theme', () => {
  test('follows the system preference when nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a saved value wins over the system and stops following it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elan-theme', 'rose'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('data-theme', 'rose');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(200);
    await expect(html(page)).toHaveAttribute('data-theme', 'rose');
  });

  test('an invalid saved value falls back to the system preference', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elan-theme', 'fuchsia'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('cycle dark → light → rose → dark, saved and kept across reload', async ({ page, signedIn }) => {
    expect(signedIn.uid).toBeTruthy();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: /^Thème/ });
    for (const expected of ['light', 'rose', 'dark', 'light']) {
      await toggle.click();
      await expect(html(page)).toHaveAttribute('data-theme', expected);
      expect(await page.evaluate(() => localStorage.getItem('elan-theme'))).toBe(expected);
    }
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('no flash: the theme is on <html> before any module script runs', async ({ page, pageErrors }) => {
    await page.addInitScript(() => localStorage.setItem('elan-theme', 'rose'));
    // Block every JavaScript module: only the inline boot script in <head> can set the theme.
    await page.route(/\.js$/, (route) => route.abort());
    pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_FAILED \(.*\.js\)$/);
    const response = await page.goto('/login');
    const body = (await response?.text()) ?? '';
    expect(body.indexOf('elan-theme')).toBeGreaterThan(-1);
    expect(body.indexOf('elan-theme')).toBeLessThan(body.indexOf('<body'));
    await expect(html(page)).toHaveAttribute('data-theme', 'rose');
  });
});
