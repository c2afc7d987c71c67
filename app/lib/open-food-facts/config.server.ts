import { serverEnv } from '#app/lib/env.server.ts';
import { offConfigFrom, type OffConfig } from './client.ts';

/** Open Food Facts settings for the browser, from the server's environment (loaders pass them on). */
export function offConfig(request: Request): OffConfig {
  const { apiUrl, searchUrl, contact } = serverEnv.openFoodFacts;
  return offConfigFrom({
    apiUrl,
    searchUrl,
    contact: contact ?? new URL(request.url).origin,
  });
}
