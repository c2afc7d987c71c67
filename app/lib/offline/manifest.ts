/*
 * The web app manifest, written from the French copy (common.json's `app`) so that its names stay
 * with the rest of the text. Served by app/routes/manifest[.]webmanifest.ts.
 */

export interface ManifestCopy {
  name: string;
  tagline: string;
  description: string;
  shortcuts: { newSession: string; foodLog: string };
}

/** The dark theme's page colour (app/styles/app.css `--bg`): the splash screen and title bar. */
export const DARK_BACKGROUND = '#0f1115';

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

export function webAppManifest(copy: ManifestCopy) {
  return {
    // A fixed id: the installed app stays the same one if start_url ever changes.
    id: '/',
    name: `${copy.name} — ${copy.tagline}`,
    short_name: copy.name,
    description: copy.description,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: DARK_BACKGROUND,
    theme_color: DARK_BACKGROUND,
    icons: [
      icon('/icons/icon-192.png', 192, 'any'),
      icon('/icons/icon-512.png', 512, 'any'),
      icon('/icons/icon-maskable-192.png', 192, 'maskable'),
      icon('/icons/icon-maskable-512.png', 512, 'maskable'),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      { name: copy.shortcuts.newSession, url: '/sessions/new', icons: [icon('/icons/icon-192.png', 192, 'any')] },
      { name: copy.shortcuts.foodLog, url: '/nutrition/logs', icons: [icon('/icons/icon-192.png', 192, 'any')] },
    ],
  };
}
