// Production server: `npm start` after `npm run build`. Port from PORT (default 3000).
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderLimitMiddleware, renderLimitsFrom } from './server/render-limit.mjs';

const { forbidden, methodNotAllowed, overloadedTitle, overloadedBody } = JSON.parse(readFileSync(new URL('./locales/fr/common.json', import.meta.url), 'utf8')).errors;
const buildDir = process.env.ELAN_BUILD_DIR ?? 'build';
const port = Number(process.env.PORT ?? 3000);

// Loading the build validates the environment (app/lib/env.server.ts): a refusal is one clear
// line and a non-zero exit, not a stack trace.
let build;
try {
  build = await import(`./${buildDir}/server/index.js`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { createLoadContext, staticResponseHeaders } = build.entry.module;
const securityHeaders = staticResponseHeaders();

const app = express();
app.disable('x-powered-by');
if (process.env.TRUST_PROXY === '1') app.set('trust proxy', true);
app.use(compression());

// What this file answers itself gets the security headers here; React Router's responses get
// them (with the page's nonce) from its middleware. Not both: the adapter appends headers, and
// two policies would both apply.
const withSecurityHeaders = (res) => res.set(securityHeaders);

// Hashed build assets never change; everything else in public/ may.
app.use('/assets', express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y', setHeaders: withSecurityHeaders }));
// The service worker is checked at every visit, so a new deployment reaches people at once.
app.use(
  express.static(`${buildDir}/client`, {
    maxAge: '1h',
    setHeaders: (res, path) => {
      withSecurityHeaders(res);
      if (path.endsWith('/sw.js')) res.set('Cache-Control', 'no-cache');
    },
  }),
);

/**
 * React Router takes these methods only: another (OPTIONS, TRACE, PROPFIND…) it refuses before
 * the app's middleware runs, in English or, for a page, as a 500. No route implements one.
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
app.use((req, res, next) => {
  if (ROUTED_METHODS.has(req.method)) return next();
  withSecurityHeaders(res).status(501).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(methodNotAllowed);
});

/**
 * CSRF wall for every cookie-authenticated mutation: the browser's Origin must be the app's own.
 * It runs before React Router, whose own check would answer 400 instead of the 403 we promise.
 * The scheduler's calls are no browser's: /api/cron/ authenticates by its secret header instead.
 */
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.path.startsWith('/api/cron/')) return next();
  const expected = process.env.APP_ORIGIN ?? `${req.protocol}://${req.get('host')}`;
  if (req.get('origin') !== expected) {
    withSecurityHeaders(res).status(403).type('text/plain; charset=utf-8').send(forbidden);
    return;
  }
  next();
});

/**
 * Saturated, the server says so at once (503, a small page, Retry-After) instead of answering
 * everyone late: at most ELAN_MAX_RENDERS requests rendered at once, ELAN_RENDER_QUEUE waiting,
 * none for longer than ELAN_RENDER_QUEUE_MS (server/render-limit.mjs). Static files, served
 * above, never wait.
 */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const overloadedPage =
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(overloadedTitle)}</title></head><body><main><h1>${escapeHtml(overloadedTitle)}</h1><p>${escapeHtml(overloadedBody)}</p></main></body></html>\n`;
app.use(
  renderLimitMiddleware(renderLimitsFrom(process.env), (res) => {
    withSecurityHeaders(res).status(503).set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).type('html').send(overloadedPage);
  }),
);

// req.ip is the socket's address, or the proxy's X-Forwarded-For with TRUST_PROXY=1: rate limits
// key on it. Each request gets an id, in its answer's X-Request-Id and in any error it logs.
app.all(
  '*',
  createRequestHandler({
    build,
    getLoadContext: (req, res) => {
      const requestId = randomUUID();
      res.set('X-Request-Id', requestId);
      return createLoadContext(req.ip, requestId);
    },
  }),
);

// Every promise of the app is awaited or caught (the linter's no-floating-promises): one that is
// not is a bug, which must not take every person's requests down with it. Said loudly, and served on.
process.on('unhandledRejection', (reason) => {
  console.error('[server] BUG: a promise rejected with nothing to handle it:', reason);
});

app.listen(port, () => console.log(`Élan on http://localhost:${port}`));
