// The JSON resources the screens fetch answer a caller without a session as every action does:
// a 401 carrying the contract's failure (a French message key), never cached.
import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { useAdminEmulator } from './admin-emulator.ts';

useAdminEmulator();

/** What these loaders read of their arguments. */
type Loader = (args: { request: Request; params: object; context: RouterContextProvider }) => Promise<unknown>;

const resources: Record<string, () => Promise<{ loader: unknown }>> = {
  '/api/nutrition/base?q=pomme': () => import('#app/routes/api.nutrition.base.ts'),
  '/api/nutrition/micronutrients?codes=13005': () => import('#app/routes/api.nutrition.micronutrients.ts'),
  '/api/nutrition/starter-foods?groupe=fruits': () => import('#app/routes/api.nutrition.starter-foods.ts'),
};

async function refusalOf(loader: () => Promise<unknown>): Promise<Response> {
  try {
    await loader();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('answered without a session');
}

describe('resources without a session', () => {
  for (const [path, load] of Object.entries(resources)) {
    it(`${path.split('?')[0]} answers 401 with the French message of the action contract`, async () => {
      const loader = (await load()).loader as Loader;
      // An expired or forged cookie is refused the same way as none.
      for (const cookie of [null, '__session=forged']) {
        const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
        const response = await refusalOf(() => loader({ request, params: {}, context: new RouterContextProvider() }));
        expect(response.status).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await response.json()).toEqual({ ok: false, message: { key: 'common:data.errors.unauthenticated' }, fieldErrors: {} });
      }
    });
  }
});
