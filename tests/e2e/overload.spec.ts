import { startAppServer, type AppServer } from './app-server.ts';
import { expect, test } from './fixtures.ts';
import { fr } from './locales.ts';

// A server allowed one render at a time and one waiting: a burst of page requests gets the rest
// refused at once with the French overload page, while static files are still served.
test.describe('under overload', () => {
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer(4, { ELAN_MAX_RENDERS: '1', ELAN_RENDER_QUEUE: '1', ELAN_RENDER_QUEUE_MS: '1000' });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('answers 503 with Retry-After and a French page at once, and never makes static files wait', async () => {
    const started = Date.now();
    const timed = async (path: string) => {
      const response = await fetch(`${server.baseURL}${path}`);
      return { path, status: response.status, ms: Date.now() - started, response, text: await response.text() };
    };
    const answers = await Promise.all([...Array.from({ length: 12 }, () => timed('/login')), timed('/favicon.svg'), timed('/manifest.webmanifest')]);
    const pages = answers.filter((a) => a.path === '/login');
    expect(pages.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    const refused = pages.filter((a) => a.status === 503);
    // One rendering and one waiting: at least ten are refused.
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(pages.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.response.headers.get('retry-after')).toBe('5');
      expect(answer.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.response.headers.get('content-security-policy')).toBeTruthy();
      expect(answer.text).toContain(`<html lang="fr">`);
      expect(answer.text).toContain(`<h1>${fr('common:errors.overloadedTitle')}</h1>`);
      expect(answer.text).toContain(fr('common:errors.overloadedBody'));
      expect(answer.ms).toBeLessThan(1_500);
    }
    for (const file of answers.filter((a) => a.path !== '/login')) expect(file.status, file.path).toBe(200);
    // Once the burst is over, pages are served again.
    expect((await fetch(`${server.baseURL}/login`)).status).toBe(200);
  });
});
