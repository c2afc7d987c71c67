// Stands in for Open Food Facts in end-to-end tests: serves the recorded responses of
// tests/fixtures/off/ (no machine running the tests reaches the real servers).
//   GET /api/v2/product/{code}  the recorded product with that barcode, else the recorded
//                               v2 "product not found" body with 404, as OFF answers;
//   GET /search?q=…             Search-a-licious' envelope ({ hits, count, page, page_size }).
//                               No Search-a-licious response was ever recorded: its hits are
//                               the recorded `cgi/search.pl` "coca" products, the same product
//                               objects, listed when every word of q is in one of their names;
//   GET /__requests             what the browser asked, with its X-User-Agent (for assertions).
// CORS as OFF sends it, X-User-Agent allowed (browsers may not set User-Agent).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'fixtures', 'off');
const port = Number(process.env.OFF_RECORDINGS_PORT ?? 3105);

const products = new Map();
for (const file of readdirSync(dir)) {
  const code = /^product(?:-v\d)?_(\d{8,13})_/.exec(file)?.[1];
  if (code) products.set(code, readFileSync(join(dir, file), 'utf8'));
}
const notFound = readFileSync(join(dir, 'not-found_v2_12345678.json'), 'utf8');
const searched = JSON.parse(readFileSync(join(dir, 'search_cgi-search-pl_coca_page1_size20_2025-06.trimmed.json'), 'utf8')).products;

const fold = (text) => String(text ?? '').toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
const requests = [];

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'HEAD, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'DNT,User-Agent,X-User-Agent,X-Requested-With,If-Modified-Since,Cache-Control,Content-Type,Range,If-None-Match,Authorization',
};

function send(response, status, body) {
  response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(body);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    return response.end();
  }
  if (url.pathname === '/__requests') return send(response, 200, JSON.stringify(requests));
  requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), userAgent: request.headers['x-user-agent'] ?? null });

  const product = /^\/api\/v2\/product\/(\d+)(?:\.json)?$/.exec(url.pathname);
  if (product) {
    const body = products.get(product[1]);
    return body ? send(response, 200, body) : send(response, 404, notFound);
  }
  if (url.pathname === '/search') {
    const words = fold(url.searchParams.get('q')).split(/\s+/).filter(Boolean);
    const hits = searched.filter((p) => {
      const names = fold([p.product_name, p.product_name_fr, p.generic_name_fr].join(' '));
      return words.length > 0 && words.every((w) => names.includes(w));
    });
    const pageSize = Number(url.searchParams.get('page_size') ?? 10);
    return send(response, 200, JSON.stringify({ hits: hits.slice(0, pageSize), count: hits.length, is_count_exact: true, page: 1, page_size: pageSize, page_count: Math.ceil(hits.length / pageSize), took: 1, timed_out: false }));
  }
  send(response, 404, JSON.stringify({ detail: 'Not Found' }));
}).listen(port, '127.0.0.1');
