import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

const routes: RouteConfigEntry[] = await flatRoutes();

// Test builds only (ELAN_TEST_ROUTES=1 at build time): pages that trigger the error panels and
// toasts on demand, inside the signed-in shell. Production builds never contain them.
if (process.env.ELAN_TEST_ROUTES === '1') {
  const shell = routes.find((entry) => entry.id === 'routes/_app');
  shell?.children?.push(
    route('__test/render-error', 'test-routes/render-error.tsx'),
    route('__test/load-error', 'test-routes/load-error.tsx'),
    route('__test/toasts', 'test-routes/toasts.tsx'),
    route('__test/push-foreground', 'test-routes/push-foreground.tsx'),
    route('__test/refused-write', 'test-routes/refused-write.tsx'),
    route('__test/live-history', 'test-routes/live-history.tsx'),
  );
}

// The signed-in pages sit in one pathless layout whose error boundary keeps the shell.
const signedIn = routes.find((entry) => entry.id === 'routes/_app');
if (signedIn?.children) signedIn.children = [layout('page-layout.tsx', signedIn.children)];

export default routes satisfies RouteConfig;
