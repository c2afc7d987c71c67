import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// WCAG 2.1 AA on the sign-in page and the app shell, in every theme, phone and desktop widths.
const themes = ['dark', 'light', 'rose'] as const;
const widths = [360, 1280] as const;

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of themes) {
  for (const width of widths) {
    test(`no axe violations on /login and /dashboard — ${theme}, ${width} px`, async ({ page, signedIn }) => {
      expect(signedIn.uid).toBeTruthy();
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem('elan-theme', t), theme);
      await page.goto('/dashboard');
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
      await page.context().clearCookies();
      await page.goto('/login');
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
    });
  }
}
