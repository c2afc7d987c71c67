import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOtherAccountsPages, pagesCacheName } from './cache-names.ts';
import { webAppManifest, type ManifestCopy } from './manifest.ts';

const common = JSON.parse(readFileSync(new URL('../../../locales/fr/common.json', import.meta.url), 'utf8')) as { app: ManifestCopy };

describe('webAppManifest', () => {
  const manifest = webAppManifest(common.app);

  it('is written from the French copy, opens on the dashboard, standalone, in the dark theme', () => {
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Élan',
      lang: 'fr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#0f1115',
      theme_color: '#0f1115',
    });
    expect(manifest.name).toBe(`Élan — ${common.app.tagline}`);
    expect(manifest.description).toBe(common.app.description);
  });

  it('has PNG icons at 192 and 512 px, plain and maskable, and the two shortcuts', () => {
    const png = (purpose: string) => manifest.icons.filter((icon) => icon.type === 'image/png' && icon.purpose === purpose).map((icon) => icon.sizes);
    expect(png('any')).toEqual(['192x192', '512x512']);
    expect(png('maskable')).toEqual(['192x192', '512x512']);
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'Nouvelle séance', url: '/sessions/new' },
      { name: 'Journal alimentaire', url: '/nutrition/logs' },
    ]);
  });
});

describe('per-account caches', () => {
  it('tells another account’s pages from this one’s, and every account’s when nobody is signed in', () => {
    expect(pagesCacheName('u1')).toBe('elan-pages-u1');
    expect(isOtherAccountsPages('elan-pages-u2', 'u1')).toBe(true);
    expect(isOtherAccountsPages('elan-pages-u1', 'u1')).toBe(false);
    expect(isOtherAccountsPages('elan-pages-u1', null)).toBe(true);
    // The precache and the account record are not pages.
    expect(isOtherAccountsPages('serwist-precache-v2-http://localhost/', null)).toBe(false);
    expect(isOtherAccountsPages('elan-account', null)).toBe(false);
  });
});
