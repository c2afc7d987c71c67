/*
 * Build-time side of the app's offline support, as a Vite plugin (vite.config.ts):
 * - /manifest.webmanifest, written from the French copy (app/lib/offline/manifest.ts);
 * - /offline.html, the page shown offline for a page this device never saw, from the same copy;
 * - /sw.js, the service worker app/sw.ts bundled with the list of files to precache (Serwist's
 *   getManifest over the client build, plus each French copy namespace at its URL).
 * Under `npm run dev` the manifest is served from memory and the worker only with ELAN_SW_DEV=1
 * (with nothing precached), so development never serves stale code by default.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getManifest } from '@serwist/build';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { webAppManifest, type ManifestCopy } from '../app/lib/offline/manifest.ts';

const root = new URL('../', import.meta.url).pathname;
const localesDir = join(root, 'locales/fr');
const OFFLINE_PAGE = 'offline.html';

async function commonCopy() {
  return JSON.parse(await readFile(join(localesDir, 'common.json'), 'utf8')) as {
    app: ManifestCopy;
    offline: Record<'pageTitle' | 'title' | 'body' | 'needsNetwork' | 'home', string>;
  };
}

const manifestJson = async () => JSON.stringify(webAppManifest((await commonCopy()).app));

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A static page (no script: the policy of static files allows none), styled by the app's stylesheet. */
export async function offlinePage(stylesheet: string | undefined): Promise<string> {
  const { offline } = await commonCopy();
  return [
    '<!doctype html>',
    '<html lang="fr" data-theme="dark"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="color-scheme" content="dark light">',
    `<title>${escapeHtml(offline.pageTitle)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    stylesheet ? `<link rel="stylesheet" href="/${stylesheet}">` : '',
    '</head><body><main class="page stack">',
    `<h1>${escapeHtml(offline.title)}</h1>`,
    `<p>${escapeHtml(offline.body)}</p>`,
    `<p>${escapeHtml(offline.needsNetwork)}</p>`,
    `<p><a class="button" href="/dashboard">${escapeHtml(offline.home)}</a></p>`,
    '</main></body></html>',
    '',
  ].join('\n');
}

const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Each namespace at the URL the page fetches it from (app/routes/api.locales.$lng.$ns.ts). */
async function localeEntries() {
  const files = (await readdir(localesDir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({ url: `/api/locales/fr/${file.slice(0, -'.json'.length)}`, revision: revisionOf(await readFile(join(localesDir, file), 'utf8')) })),
  );
}

async function bundleWorker(precache: unknown[], minify: boolean): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(root, 'app/sw.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify,
    write: false,
    define: { 'self.__SW_MANIFEST': JSON.stringify(precache), 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
  });
  return result.outputFiles[0]!.text;
}

async function writeServiceWorker(clientDir: string, stylesheet: string | undefined): Promise<void> {
  await writeFile(join(clientDir, 'manifest.webmanifest'), await manifestJson());
  await writeFile(join(clientDir, OFFLINE_PAGE), await offlinePage(stylesheet));
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest', OFFLINE_PAGE],
    // Hashed names need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    additionalPrecacheEntries: await localeEntries(),
  });
  for (const warning of warnings) console.warn(`[sw] ${warning}`);
  const entries = (manifestEntries ?? []).map((entry) => ({ ...entry, url: entry.url.startsWith('/') ? entry.url : `/${entry.url}` }));
  await writeFile(join(clientDir, 'sw.js'), await bundleWorker(entries, true));
  console.log(`[sw] sw.js: ${entries.length} files precached`);
}

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'elan-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const answer = (type: string, body: Promise<string>) =>
          body.then(
            (text) => res.setHeader('Content-Type', type).setHeader('Cache-Control', 'no-cache').end(text),
            (error: unknown) => next(error),
          );
        if (path === '/manifest.webmanifest') void answer('application/manifest+json', manifestJson());
        else if (path === '/sw.js' && process.env.ELAN_SW_DEV === '1') void answer('text/javascript', bundleWorker([], false));
        else next();
      });
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        if (this.environment.name !== 'client' || !options.dir) return;
        const stylesheet = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.fileName.endsWith('.css') && file.originalFileNames.some((name) => name.endsWith('app/styles/index.css')),
        )?.fileName;
        await writeServiceWorker(options.dir, stylesheet);
      },
    },
  };
}
