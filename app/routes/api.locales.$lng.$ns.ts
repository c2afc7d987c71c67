import { data } from 'react-router';
import type { Route } from './+types/api.locales.$lng.$ns';
import { LANGUAGE } from '#app/lib/i18n/config.ts';
import { frResources } from '#app/lib/i18n/resources.server.ts';

// Namespaces a page did not embed, fetched by the browser on client-side navigation. Not under
// /locales/: in development Vite answers any extension-less URL that names a project file
// (locales/fr/auth.json) with that file compiled to a JavaScript module, before the app sees it.
// Own properties only: `constructor`, `__proto__` or `toString` are not namespaces.
export function loader({ params }: Route.LoaderArgs) {
  const bundle = params.lng === LANGUAGE && Object.hasOwn(frResources, params.ns) ? frResources[params.ns] : undefined;
  if (!bundle) throw data(null, { status: 404 });
  return Response.json(bundle, { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' } });
}
