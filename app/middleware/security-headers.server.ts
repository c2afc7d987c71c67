import { createContext, type MiddlewareFunction } from 'react-router';
import { serverEnv } from '#app/lib/env.server.ts';
import { openFoodFactsOrigins } from '#app/lib/open-food-facts/client.ts';
import { createNonce, securityHeaders, type HeaderSettings } from '#app/lib/security/headers.server.ts';

/** The nonce of this request's inline scripts (read by entry.server). */
export const cspNonceContext = createContext<string | undefined>(undefined);

const settings: HeaderSettings = {
  clientFirebaseEnv: serverEnv.clientFirebaseEnv,
  devServer: import.meta.env.DEV,
  production: serverEnv.isProduction,
  connectOrigins: openFoodFactsOrigins(serverEnv.openFoodFacts),
};

/** Headers for what React Router does not serve (server.mjs's static files): no inline script at all. */
export function staticResponseHeaders(): Record<string, string> {
  return securityHeaders(settings);
}

/** Outermost root middleware: every page, data request and resource route gets the headers. */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = createNonce();
  context.set(cspNonceContext, nonce);
  let response = await next();
  const headers = securityHeaders(settings, { nonce, origin: new URL(request.url).origin });
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  } catch {
    // A response with immutable headers (one passed through from fetch) gets a mutable copy.
    response = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  }
  return response;
};
