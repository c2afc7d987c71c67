import type { MiddlewareFunction } from 'react-router';
import { methodNotAllowed, routerRefusalContext, type RouterRefusal } from '#app/lib/request.server.ts';

/**
 * A method a route has no function for is refused by React Router before any of ours runs: a
 * POST, PUT or DELETE to a route with only a loader (405), a GET to a route with only an action
 * (400). A resource route's answer is then the router's English "Unexpected Server Error" (with
 * its stack in development), and no answer names the methods the route takes. entry.server's
 * `handleError` notes the refusal here; each becomes the app's own 405 with its `Allow` header:
 * the French reason for a resource route, the page (or its data) for a page, whose error
 * boundary shows the same reason.
 */
export const routerRefusalMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const refusal: RouterRefusal = { missing: null };
  context.set(routerRefusalContext, refusal);
  const response = await next();
  if (refusal.missing === null) return response;
  // A route with no action takes what its loader takes; one with no loader, what its action takes.
  const allow = refusal.missing === 'action' ? 'GET, HEAD' : 'POST';
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.startsWith('text/html') && !type.startsWith('text/x-script')) return methodNotAllowed(context, allow);
  const headers = new Headers(response.headers);
  headers.set('Allow', allow);
  return new Response(response.body, { status: 405, headers });
};
