import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';

/**
 * Every package the browser imports (statically or with import()), pre-bundled when the dev
 * server starts. React and React Router are added by the React Router plugin.
 * vite.config.test.ts fails when browser code imports a package missing here.
 */
export const browserDependencies = [
  'barcode-detector/ponyfill',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore',
  'firebase/messaging',
  'i18next',
  'idb',
  'lucide-react',
  'react-i18next',
  'uplot',
  'zod/mini',
];

export default defineConfig({
  plugins: [reactRouter(), serviceWorkerPlugin()],
  // The service worker is registered by production builds, and under `npm run dev` only when asked.
  define: { 'import.meta.env.ELAN_SW_DEV': JSON.stringify(process.env.ELAN_SW_DEV === '1') },
  // DEV_PORT moves `npm run dev` off 5173 when another copy of the app already serves there.
  server: { port: Number(process.env.DEV_PORT || 5173), strictPort: true, host: 'localhost' },
  // A separate pre-bundle cache lets a test start the dev server as on a first `npm run dev`.
  cacheDir: process.env.ELAN_VITE_CACHE_DIR || 'node_modules/.vite',
  optimizeDeps: {
    include: browserDependencies,
    // No dependency discovered after start-up: each discovery re-bundles and reloads the page,
    // and modules already loaded can keep another copy of React ("Invalid hook call"). React
    // Router's dev server also resolves server-only imports (firebase-admin…) in the browser's
    // environment when it collects a route's styles, which would be discovered as well.
    noDiscovery: true,
  },
  build: { target: 'es2022' },
});
