import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nextMiddleware } from '#app/lib/i18n/i18next.server.ts';
import { assertSameOrigin } from './request.server.ts';

async function argsFor(request: Request) {
  const context = new RouterContextProvider();
  await i18nextMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '' } as never, async () => new Response(null));
  return { request, context };
}

function thrownBy(check: () => void): unknown {
  try {
    check();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('assertSameOrigin', () => {
  it('lets the app’s own origin through', async () => {
    const args = await argsFor(new Request('http://localhost:3000/logout', { method: 'POST', headers: { Origin: 'http://localhost:3000' } }));
    expect(thrownBy(() => assertSameOrigin(args))).toBeUndefined();
  });

  it('refuses another origin, or none, with the production server’s 403 and French sentence', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { Origin: 'http://localhost:3001' }, {}] as Record<string, string>[]) {
      const args = await argsFor(new Request('http://localhost:3000/logout', { method: 'POST', headers }));
      const refusal = thrownBy(() => assertSameOrigin(args));
      expect(refusal, JSON.stringify(headers)).toBeInstanceOf(Response);
      const response = refusal as Response;
      expect(response.status).toBe(403);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('Requête refusée.');
    }
  });
});
