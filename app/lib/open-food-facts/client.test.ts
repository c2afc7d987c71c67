import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offConfigFrom, OffError, openFoodFactsOrigins, readOffProduct, searchOff } from './client.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/off/${name}`, import.meta.url), 'utf8');
const config = offConfigFrom({ apiUrl: 'https://world.openfoodfacts.org/', searchUrl: 'https://search.openfoodfacts.org', contact: 'contact@elan.example' });

function answer(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Open Food Facts client', () => {
  it('names its origins for the Content-Security-Policy and identifies itself', () => {
    expect(openFoodFactsOrigins(config)).toEqual(['https://world.openfoodfacts.org', 'https://search.openfoodfacts.org']);
    expect(openFoodFactsOrigins(offConfigFrom({ apiUrl: 'http://127.0.0.1:3105', searchUrl: 'http://127.0.0.1:3105/', contact: 'x@y.z' }))).toEqual([
      'http://127.0.0.1:3105',
    ]);
    expect(config.userAgent).toBe('Elan/1.0 (contact@elan.example)');
  });

  it('reads a product by barcode through API v2, with X-User-Agent and a fields list', async () => {
    const fetchMock = answer(200, fixture('product-v2_3017620422003_nutella_openapi-example_2022.json'));
    const food = await readOffProduct(config, '3017620422003');
    expect(food).toMatchObject({
      barcode: '3017620422003',
      name: 'Pâte à tartiner Nutella noisettes et cacao - 400g',
      servings: [{ label: '15g', grams: 15 }],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^https:\/\/world\.openfoodfacts\.org\/api\/v2\/product\/3017620422003\?fields=code,product_name,/);
    expect(new Headers(init?.headers).get('X-User-Agent')).toBe('Elan/1.0 (contact@elan.example)');
  });

  it('reads the recorded 404 as "not found", not as a failure', async () => {
    answer(404, fixture('not-found_v2_12345678.json'));
    await expect(readOffProduct(config, '12345670')).resolves.toBeNull();
  });

  it('tells a rate limit (429, 503 with an HTML page) from an unreachable server', async () => {
    answer(429, '<h1>Too Many Requests</h1>', 'text/html');
    await expect(readOffProduct(config, '3017620422003')).rejects.toEqual(new OffError('limited'));
    answer(503, '<title>Page temporarily unavailable - Open Food Facts</title>', 'text/html');
    await expect(readOffProduct(config, '3017620422003')).rejects.toEqual(new OffError('limited'));
    answer(500, 'oops', 'text/plain');
    await expect(readOffProduct(config, '3017620422003')).rejects.toMatchObject({ reason: 'unreachable' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(readOffProduct(config, '3017620422003')).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('says "slow" when Open Food Facts does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')))),
      ),
    );
    await expect(readOffProduct({ ...config, timeoutMs: 50 }, '3017620422003')).rejects.toMatchObject({ reason: 'slow' });
  });

  it('searches Search-a-licious in French and keeps the hits it can show', async () => {
    const products = JSON.parse(fixture('search_cgi-search-pl_coca_page1_size20_2025-06.trimmed.json')).products as object[];
    const fetchMock = answer(200, JSON.stringify({ hits: products, count: products.length, page: 1, page_size: 20 }));
    const hits = await searchOff(config, 'coca');
    const url = new URL(fetchMock.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://search.openfoodfacts.org/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'coca', langs: 'fr', page_size: '20' });
    expect(hits.length).toBeGreaterThan(5);
    expect(hits.length).toBeLessThan(products.length); // nameless or value-less products are left out
    expect(hits.every((h) => h.name !== '' && /^\d+$/.test(h.barcode))).toBe(true);
  });
});
