import { use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { PageErrorPanel } from '#app/components/ui/error-panels.tsx';
import { refusalHeaders } from '#app/lib/refusal-headers.ts';
import { Toaster } from '#app/components/ui/toaster.tsx';
import { namespacesPending } from '#app/lib/i18n/client.ts';
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

/** Strings of the namespaces this page uses, so the browser hydrates without fetching them. */
function I18nData() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const bundles = Object.fromEntries(
    namespacesOf(matches).map((ns) => [ns, i18n.getResourceBundle(LANGUAGE, ns) ?? {}]),
  );
  return (
    <script
      id={I18N_DATA_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeForScript(bundles) }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // <Scripts> and <ScrollRestoration> take the nonce from <ServerRouter nonce> (entry.server).
  const nonce = useNonce();
  const { t } = useTranslation();
  // Lets tests (and CSS) know the page is interactive, error pages included.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
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
