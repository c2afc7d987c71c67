// Malformed and hostile requests, sent to a production server of its own (so its error output
// can be read): each gets its 4xx with a French reason, none a 500, and the server goes on serving.
import { createAccount } from './fixtures.ts';
import { startAppServer, type AppServer } from './app-server.ts';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

let server: AppServer;
let cookie: string;

test.beforeAll(async () => {
  server = await startAppServer(9, {});
  const account = await createAccount('Fuzz');
  const response = await fetch(`${server.baseURL}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ idToken: account.idToken, redirectTo: '/dashboard' }),
  });
  expect(response.status).toBe(302);
  cookie = /^(__session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(cookie).not.toBe('');
});

test.afterAll(async () => {
  await server?.stop();
});

interface Sent {
  readonly status: number;
  readonly body: string;
  readonly headers: Headers;
}

async function send(method: string, path: string, init: { type?: string; body?: string; signedIn?: boolean } = {}): Promise<Sent> {
  const headers: Record<string, string> = { Origin: server.baseURL };
  if (init.signedIn !== false) headers.Cookie = cookie;
  if (init.type) headers['Content-Type'] = init.type;
  const response = await fetch(`${server.baseURL}${path}`, { method, headers, body: init.body, redirect: 'manual' });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** A refusal: the expected status, no stack trace, no English error text (nor the router's own). */
function expectRefusal(sent: Sent, status: number, label: string) {
  expect(sent.status, label).toBe(status);
  expect(sent.body, label).not.toMatch(/\n\s+at |TypeError|SyntaxError|Unexpected Server Error|You made a|did not provide/);
}

const FORM_POSTS = ['/login', '/leaderboard', '/profile', '/settings/notifications', '/challenges/new', '/challenges/view/x', '/challenges/edit/x', '/nutrition/meal-plans', '/calendar/abonnement'];

test('a POST that is no form answers 415, in French', async () => {
  for (const path of FORM_POSTS) {
    for (const [type, body] of [[undefined, 'x'], ['text/plain', 'intent=join'], ['application/json', '{"intent":"join"}']] as const) {
      const sent = await send('POST', path, { type, body });
      expectRefusal(sent, 415, `POST ${path} as ${type ?? 'nothing'}`);
      expect(sent.body, path).toContain('Cette action attend un formulaire.');
    }
  }
});

test('a form that cannot be read answers 400', async () => {
  const broken = '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\njoin\r\n--XY';
  for (const path of FORM_POSTS) {
    const sent = await send('POST', path, { type: 'multipart/form-data; boundary=XYZ', body: broken });
    expectRefusal(sent, 400, `broken multipart to ${path}`);
    expect(sent.body, path).toContain('Ce formulaire n’a pas pu être lu.');
  }
});

test('an unknown intent answers 400', async () => {
  for (const path of ['/leaderboard', '/profile', '/settings/notifications', '/challenges/view/x', '/nutrition/meal-plans', '/calendar/abonnement']) {
    for (const body of ['intent=nope', 'intent=__proto__', 'pseudonym=x']) {
      const sent = await send('POST', path, { type: 'application/x-www-form-urlencoded', body });
      expectRefusal(sent, 400, `${body} to ${path}`);
      expect(sent.body, path).toContain('Cette action n’existe pas.');
    }
  }
});

test('a method the route does not take answers 405 with Allow, in French', async () => {
  for (const [method, path, allow] of [
    ['DELETE', '/login', 'GET, HEAD, POST'],
    ['PUT', '/login', 'GET, HEAD, POST'],
    ['DELETE', '/leaderboard', 'GET, HEAD, POST'],
    ['PATCH', '/profile', 'GET, HEAD, POST'],
    ['DELETE', '/logout', 'GET, HEAD, POST'],
    ['PUT', '/api/custom-token', 'POST'],
    ['DELETE', '/api/leaderboard/refresh', 'POST'],
    ['DELETE', '/api/notifications/send-test', 'POST'],
    ['DELETE', '/challenges/view/x', 'GET, HEAD, POST'],
    // Routes with no action: React Router's own refusal, made the app's.
    ['POST', '/api/offline-pages', 'GET, HEAD'],
    ['PUT', '/api/nutrition/base-index', 'GET, HEAD'],
    ['DELETE', '/api/nutrition/micronutrients?codes=13005', 'GET, HEAD'],
    ['POST', '/sessions/export', 'GET, HEAD'],
    ['PATCH', '/api/locales/fr/common', 'GET, HEAD'],
    ['POST', '/dashboard', 'GET, HEAD'],
    ['POST', '/dashboard.data', 'GET, HEAD'],
    // Routes with no loader.
    ['GET', '/api/custom-token', 'POST'],
    ['GET', '/api/cron/reminders', 'POST'],
  ] as const) {
    const sent = await send(method, path, method === 'GET' ? {} : { type: 'application/x-www-form-urlencoded', body: 'intent=join' });
    expectRefusal(sent, 405, `${method} ${path}`);
    expect(sent.headers.get('allow'), `${method} ${path}`).toBe(allow);
    expect(sent.body, `${method} ${path}`).toContain('Cette adresse n’accepte pas ce type de requête.');
  }
});

test('a method no route implements answers 501, in French', async () => {
  for (const [method, path] of [['OPTIONS', '/dashboard'], ['OPTIONS', '/api/offline-pages'], ['PROPFIND', '/api/offline-pages'], ['PROPFIND', '/login']] as const) {
    const sent = await send(method, path);
    expectRefusal(sent, 501, `${method} ${path}`);
    expect(sent.body, `${method} ${path}`).toBe('Cette adresse n’accepte pas ce type de requête.');
  }
});

test('an action posted from another site answers 403, in French', async () => {
  for (const path of ['/logout', '/login', '/profile', '/api/custom-token', '/api/offline-pages']) {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await fetch(`${server.baseURL}${path}`, {
        method: 'POST',
        headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=join',
        redirect: 'manual',
      });
      const sent = { status: response.status, body: await response.text(), headers: response.headers };
      expectRefusal(sent, 403, `${origin} to ${path}`);
      expect(sent.body, path).toBe('Requête refusée.');
    }
  }
});

test('the French refusal panel shows on a document request', async () => {
  const sent = await send('POST', '/leaderboard', { type: 'text/plain', body: 'x' });
  expect(sent.headers.get('content-type')).toContain('text/html');
  expect(sent.body).toContain('Requête impossible');
  expect(sent.body).toContain('Cette action attend un formulaire.');
});

const ID_ROUTES = [
  (id: string) => `/challenges/view/${id}`,
  (id: string) => `/challenges/edit/${id}`,
  (id: string) => `/sessions/view/${id}`,
  (id: string) => `/sessions/edit/${id}`,
  (id: string) => `/programs/${id}`,
  (id: string) => `/programs/exercices/${id}`,
  (id: string) => `/nutrition/recipes/${id}`,
  (id: string) => `/sessions/new/${id}/1/0`,
];
const QUERY_ROUTES = [(id: string) => `/programs/custom?programme=${id}`];

/** Ids Firestore refuses, as they appear in a URL: each names no page. */
const INVALID_IDS = ['a%2Fb', '%2F', '%2Fusers', '__x__', '__proto__', 'x'.repeat(2_000), '%C3%A9'.repeat(800), '%00', 'a%00b', '%0A'];
/** Ids that are valid but name nothing here, and dot segments the URL itself resolves. */
const ODD_IDS = ['constructor', 'prototype', 'toString', '%F0%9F%8F%8B%EF%B8%8F', '%2E%2E', '%2E', '..%2Fx', 'a%25b'];

function withData(path: string): string {
  const [pathname, query] = path.split('?');
  return `${pathname}.data${query ? `?${query}` : ''}`;
}

test('an id Firestore refuses answers 404 on every id route, document and .data, GET and POST', async () => {
  for (const route of [...ID_ROUTES, ...QUERY_ROUTES]) {
    for (const id of INVALID_IDS) {
      const path = route(id);
      for (const url of [path, withData(path)]) {
        const page = await send('GET', url);
        expectRefusal(page, 404, `GET ${url.slice(0, 80)}`);
        const posted = await send('POST', url, { type: 'application/x-www-form-urlencoded', body: 'intent=join' });
        expect(posted.status, `POST ${url.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(posted.status, `POST ${url.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  }
  const notFound = await send('GET', '/challenges/view/__proto__');
  expect(notFound.body).toContain('404 — Page introuvable');
});

test('odd but valid ids never answer 5xx', async () => {
  for (const route of [...ID_ROUTES, ...QUERY_ROUTES]) {
    for (const id of ODD_IDS) {
      const path = route(id);
      for (const url of [path, withData(path)]) {
        for (const method of ['GET', 'POST']) {
          const sent = await send(method, url, method === 'POST' ? { type: 'application/x-www-form-urlencoded', body: 'intent=join' } : {});
          expect(sent.status, `${method} ${url}`).toBeLessThan(500);
        }
      }
    }
  }
});

test('an unexpected error is logged once with its request id, and the server goes on', async () => {
  const before = server.errors().length;
  const failed = await send('GET', '/__test/load-error');
  expect(failed.status).toBe(500);
  const id = failed.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => server.errors().slice(before)).toContain(`[request ${id}] GET /__test/load-error failed:`);
  expect(server.errors().split(`[request ${id}]`).length - 1).toBe(1);
});

test('after all of it, the server still serves and logged no stray rejection', async () => {
  expect(server.running()).toBe(true);
  const login = await send('GET', '/login', { signedIn: false });
  expect(login.status).toBe(200);
  expect(server.errors()).not.toContain('BUG: a promise rejected');
  // Every refusal above was an answer, not an error: only the provoked one was logged.
  expect(server.errors().match(/\[request [0-9a-f-]+\]/g) ?? [], server.errors().slice(0, 2_000)).toHaveLength(1);
});
