import { request as httpRequest, type ClientRequest } from 'node:http';
import { startAppServer, type AppServer } from './app-server.ts';
import { expect, test } from './fixtures.ts';
import { fr } from './locales.ts';

/**
 * A sign-in whose form never finishes arriving: the server admits it and waits for the rest of
 * its body, so it holds the one render place until the test lets it go.
 */
function holdRenderPlace(baseURL: string): ClientRequest {
  const held = httpRequest(`${baseURL}/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '1000' },
  });
  held.on('error', () => {});
  held.write('idToken=');
  return held;
}

// A server allowed one render at a time and one waiting: while a slow request holds the place, a
// burst of page requests gets all but one refused at once with the French overload page, static
// files are still served, and the one waiting is served once the place frees.
test.describe('under overload', () => {
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer(4, { ELAN_MAX_RENDERS: '1', ELAN_RENDER_QUEUE: '1', ELAN_RENDER_QUEUE_MS: '20000' });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('answers 503 with Retry-After and a French page at once, and never makes static files wait', async () => {
    const held = holdRenderPlace(server.baseURL);
    // The held request has the place once a page asked after it waits (and is given up on);
    // while it has not, the page is served at once.
    await expect
      .poll(async () => {
        try {
          await fetch(`${server.baseURL}/login`, { signal: AbortSignal.timeout(1_000) });
          return 'served';
        } catch {
          return 'waited';
        }
      })
      .toBe('waited');
    // The page given up on leaves the queue when its client goes.
    await new Promise((r) => setTimeout(r, 300));

    const answered: Array<{ status: number; response: Response; text: string }> = [];
    const page = async () => {
      const response = await fetch(`${server.baseURL}/login`);
      const answer = { status: response.status, response, text: await response.text() };
      answered.push(answer);
      return answer;
    };
    const burst = Promise.all(Array.from({ length: 12 }, page));
    // One waits for the place; the eleven others are answered while it is still held.
    await expect.poll(() => answered.length).toBeGreaterThanOrEqual(11);
    for (const answer of answered) {
      expect(answer.status).toBe(503);
      expect(answer.response.headers.get('retry-after')).toBe('5');
      expect(answer.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.response.headers.get('content-security-policy')).toBeTruthy();
      expect(answer.text).toContain(`<html lang="fr">`);
      expect(answer.text).toContain(`<h1>${fr('common:errors.overloadedTitle')}</h1>`);
      expect(answer.text).toContain(fr('common:errors.overloadedBody'));
    }
    // Static files never wait for a render place.
    for (const path of ['/favicon.svg', '/manifest.webmanifest']) expect((await fetch(`${server.baseURL}${path}`)).status, path).toBe(200);
    expect(answered.every((a) => a.status === 503)).toBe(true);

    // The slow request goes away: the one waiting is served, and so are pages after it.
    held.destroy();
    const all = await burst;
    expect(all.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await fetch(`${server.baseURL}/login`)).status).toBe(200);
    expect(server.running()).toBe(true);
  });
});
