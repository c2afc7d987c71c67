// React Router refuses a method a route has no function for before any of ours runs; entry.server's
// handleError notes it and the middleware answers it as the app's own 405. The two together, as
// the server runs them (production and development alike).
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from '#app/entry.server.tsx';
import { i18nextMiddleware } from '#app/lib/i18n/i18next.server.ts';
import { routerRefusalMiddleware } from './router-refusal.server.ts';

const FRENCH = 'Cette adresse n’accepte pas ce type de requête.';

/** A request through the i18n and router-refusal middlewares, the router answering with `router`. */
async function through(request: Request, router: (context: RouterContextProvider) => Response): Promise<Response> {
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '' } as never;
  let answer: Response | undefined;
  await i18nextMiddleware(args, async () => {
    answer = (await routerRefusalMiddleware(args, async () => router(context))) as Response;
    return answer;
  });
  if (!answer) throw new Error('no answer');
  return answer;
}

/** What the router makes of a method a route cannot take: its internal error, then its answer. */
function routerRefusing(status: 400 | 405, answer: (error: ErrorResponseImpl) => Response) {
  return (context: RouterContextProvider) => {
    const error = new ErrorResponseImpl(status, 'Refused', new Error('You made a request but did not provide an `action`'), true);
    handleError(error, { request: new Request('http://localhost/x'), context, params: {} } as never);
    return answer(error);
  };
}

describe('the router’s own refusal of a method', () => {
  it('answers a resource route without an action 405, GET and HEAD allowed, in French', async () => {
    const response = await through(
      new Request('http://localhost/api/offline-pages', { method: 'POST' }),
      routerRefusing(405, () => Response.json({ message: 'Unexpected Server Error' }, { status: 405 })),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe(FRENCH);
  });

  it('answers a GET to a route without a loader 405, POST allowed', async () => {
    const response = await through(
      new Request('http://localhost/api/custom-token'),
      routerRefusing(400, () => Response.json({ message: 'Unexpected Server Error' }, { status: 400 })),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.text()).toBe(FRENCH);
  });

  it('keeps a page, its reason made French before it is rendered, and adds Allow', async () => {
    const response = await through(
      new Request('http://localhost/dashboard', { method: 'POST' }),
      routerRefusing(405, (error) => new Response(`<p>${String(error.data)}</p>`, { status: 405, headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(await response.text()).toBe(`<p>${FRENCH}</p>`);
  });

  it('leaves every other answer alone, a refusal of the app’s own included', async () => {
    const own = new Response('x', { status: 405, headers: { Allow: 'GET, HEAD, POST' } });
    expect(await through(new Request('http://localhost/login', { method: 'PUT' }), () => own)).toBe(own);
    const thrown = (context: RouterContextProvider) => {
      // A 400 or 405 an app function threw is no router refusal.
      handleError(new ErrorResponseImpl(405, 'Refused', 'Non.'), { request: new Request('http://localhost/x'), context, params: {} } as never);
      return new Response('Non.', { status: 405 });
    };
    const answer = await through(new Request('http://localhost/x', { method: 'POST' }), thrown);
    expect(answer.headers.get('Allow')).toBeNull();
    expect(await answer.text()).toBe('Non.');
  });
});
