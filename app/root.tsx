import { use, useEffect, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { PageErrorPanel } from '#app/components/ui/error-panels.tsx';
import { refusalHeaders } from '#app/lib/refusal-headers.ts';
import { Toaster } from '#app/components/ui/toaster.tsx';
import { completeNamespaces, localeUrl, namespacesPending } from '#app/lib/i18n/client.ts';
import { renderedCopyOf } from '#app/lib/i18n/rendered-copy.ts';
import { I18N_DATA_ELEMENT_ID, LANGUAGE, namespacesOf, serializeForScript } from '#app/lib/i18n/config.ts';
import { APPLE_TOUCH_ICON, DARK_BACKGROUND } from '#app/lib/offline/manifest.ts';
import { useNonce } from '#app/lib/security/nonce.ts';
import { themeBootScript } from '#app/lib/theme/index.ts';
import { bodyLimitMiddleware } from '#app/middleware/body-limit.server.ts';
import { routerRefusalMiddleware } from '#app/middleware/router-refusal.server.ts';
import { i18nextMiddleware } from '#app/lib/i18n/i18next.server.ts';
import { securityHeadersMiddleware } from '#app/middleware/security-headers.server.ts';
import stylesheet from '#app/styles/index.css?url';

// Security headers first, so that every answer carries them, even a refusal.
export const middleware: Route.MiddlewareFunction[] = [securityHeadersMiddleware, i18nextMiddleware, routerRefusalMiddleware, bodyLimitMiddleware];

export const headers: Route.HeadersFunction = refusalHeaders;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
];

/**
 * The strings this page's render used, so the browser hydrates without fetching them; the rest of
 * its namespaces is preloaded with its scripts, for the browser to complete them right after
 * hydration (client.ts). In the browser, the element keeps what the server wrote, and later pages
 * ask for their namespaces as they open.
 */
function I18nData() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  if (typeof document !== 'undefined') {
    const json = document.getElementById(I18N_DATA_ELEMENT_ID)?.textContent ?? '';
    return <script id={I18N_DATA_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
  }
  const copy = renderedCopyOf(i18n, LANGUAGE, namespacesOf(matches));
  for (const namespace of Object.keys(copy)) preload(localeUrl(LANGUAGE, namespace), { as: 'fetch', crossOrigin: 'anonymous' });
  const json = serializeForScript(copy);
  return <script id={I18N_DATA_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  // <Scripts> and <ScrollRestoration> take the nonce from <ServerRouter nonce> (entry.server).
  const nonce = useNonce();
  const { t, i18n } = useTranslation();
  // Lets tests (and CSS) know the page is interactive, error pages included, with its copy
  // complete: what it shows from now on reads its strings without waiting.
  useEffect(() => {
    const interactive = () => document.documentElement.setAttribute('data-hydrated', '');
    completeNamespaces(i18n).then(interactive, interactive);
  }, [i18n]);
  return (
    // data-theme is set by the boot script before first paint, so it differs from the server's markup.
    <html lang={LANGUAGE} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* With a precedence, React writes the stylesheet right after these metas, ahead of the
            route modules' modulepreload links it hoists: the render-blocking CSS is asked first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="color-scheme" content="dark light" />
        {/* Installed on a phone: the title bar's colour, and iOS's full-screen mode and home-screen name. */}
        <meta name="theme-color" content={DARK_BACKGROUND} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
        <meta name="apple-mobile-web-app-title" content={t('common:app.name')} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        {/* Stylesheets and preloads need no nonce ('self' allows them). An empty one keeps <Links>
            from copying the page's, which browsers hide once parsed: a hydration mismatch. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <Toaster />
        <I18nData />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // After a client-side navigation the next page's namespaces may not be loaded yet: the render
  // suspends (inside the router's transition, so the previous page stays on screen) until they
  // are, and a namespace that cannot be loaded reaches the error boundary instead of raw keys.
  const { i18n } = useTranslation();
  const pending = namespacesPending(i18n, namespacesOf(useMatches()), useLocation().key);
  if (pending) use(pending);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorPanel error={error} />;
}
