import { axeViolations } from './axe.ts';
import { expect, hydrated, parisDay, test } from './fixtures.ts';
import { adminSet } from './firestore-admin.ts';

// WCAG 2.1 AA on the nutrition screens, with data, in the dark and light themes, phone and desktop.
const apple = { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 };
const screens = ['/nutrition', '/nutrition/logs', '/nutrition/foods/search?q=pomme%20crue', '/nutrition/foods', '/nutrition/seed'];

for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1280] as const) {
    test(`no axe violations on the nutrition screens — ${theme}, ${width} px`, async ({ page, signedIn }) => {
      test.setTimeout(60_000);
      const day = parisDay();
      await adminSet(`users/${signedIn.uid}/settings/nutritionGoals`, { mode: 'manuel', kcal: 2000, proteinG: 120, carbsG: 230, fatG: 70, fiberG: 30, updatedAt: new Date() });
      await adminSet(`users/${signedIn.uid}/foodLogs/${day}`, {
        entries: [{ id: 'a', meal: 'dejeuner', ref: { kind: 'base', id: '13039' }, name: 'Pomme, chair et peau, crue', grams: 150, serving: null, nutrients: apple }],
        updatedAt: new Date(),
      });
      await adminSet(`users/${signedIn.uid}/foods/f1`, {
        name: 'Pain de seigle maison', brand: null, barcode: null, per100g: apple, servings: [{ label: '1 tranche', grams: 40 }], source: 'perso', favorite: true, nutriscore: null, createdAt: new Date(), updatedAt: new Date(),
      });
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem('elan-theme', t), theme);
      for (const url of screens) {
        await page.goto(url);
        await hydrated(page);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });
  }
}
