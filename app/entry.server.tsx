import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, RouterContextProvider, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { requestIdContext, routerRefusalContext } from '#app/lib/request.server.ts';
import { clientAddressContext } from '#app/lib/security/rate-limit.server.ts';
import { NonceContext } from '#app/lib/security/nonce.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';
import { cspNonceContext } from '#app/middleware/security-headers.server.ts';

// For server.mjs, which reaches them through the build's entry module: the security headers of
// static files, and the request context carrying the client's address (rate limits) and the
// request's id (logs).
export { staticResponseHeaders } from '#app/middleware/security-headers.server.ts';

export function createLoadContext(clientAddress: string | undefined, requestId?: string): RouterContextProvider {
  const context = new RouterContextProvider();
  if (clientAddress) context.set(clientAddressContext, clientAddress);
  if (requestId) context.set(requestIdContext, requestId);
  return context;
}

const requestIdOf = (context: unknown) => (context instanceof RouterContextProvider ? context.get(requestIdContext) : null) ?? '-';

/**
 * The router's own refusal of a method: a route without an action asked to act (405), or one
 * without a loader asked to read (400). Its errors are the only ones marked `internal`.
 */
function isRouterRefusal(error: unknown): error is { status: 400 | 405; data: unknown } {
  return isRouteErrorResponse(error) && (error.status === 405 || error.status === 400) && 'internal' in error && error.internal === true;
}

/**
 * Noted for the router-refusal middleware, which answers it; its reason, English and naming the
 * route's file, becomes the French one before a page or its data carries it. Only inside that
 * middleware (and so after the i18n one): a method the router does not know at all is refused
 * before any middleware runs.
 */
function noteRouterRefusal(error: unknown, context: unknown): void {
  if (!isRouterRefusal(error) || !(context instanceof RouterContextProvider)) return;
  const refusal = context.get(routerRefusalContext);
  if (!refusal) return;
  refusal.missing = error.status === 405 ? 'action' : 'loader';
  error.data = getInstance(context).t('common:errors.methodNotAllowed');
}

/**
 * An error no loader or action answered itself: logged once, with the request's id, the method
 * and the path (never the query, which may hold a token); the person gets the error page and the
 * server goes on. The router's own refusals (no such route, no action for a POST) are answers to
 * a wrong request, not errors of the app.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteRouterRefusal(error, context);
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(`[request ${requestIdOf(context)}] ${request.method} ${new URL(request.url).pathname} failed:`, error);
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const nonce = loadContext.get(cspNonceContext);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getInstance(loadContext)}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(`[request ${requestIdOf(loadContext)}] ${request.method} ${new URL(request.url).pathname} render failed:`, error);
        },
      },
    );
  });
}
