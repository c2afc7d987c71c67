import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  buildDirectory: process.env.ELAN_BUILD_DIR ?? 'build',
  // Every route is known from the first page (the manifest is one hashed file the service worker
  // keeps): a link followed offline never asks the server which route it leads to.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
