import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchBase } from './base.ts';
import { baseIndexFile, matchesEtag } from './base-index.server.ts';

/** The server's base-index route, as seen by the browser's fetch; counts what it sends. */
function serveIndex() {
  const sent = { bodies: 0, notModified: 0 };
  const fetchIndex = vi.fn(async (_url: string, init?: RequestInit) => {
    const { body, etag } = baseIndexFile();
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    if (matchesEtag(ifNoneMatch, etag)) {
      sent.notModified += 1;
      return new Response(null, { status: 304, headers: { ETag: etag } });
    }
    sent.bodies += 1;
    return new Response(body, { headers: { ETag: etag, 'Content-Type': 'application/json' } });
  });
  return { sent, fetchIndex };
}

/** A fresh page: the module's memory is gone, IndexedDB stays. */
const freshPage = async () => {
  vi.resetModules();
  return import('./base-index-store.ts');
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser's copy of the Ciqual base", () => {
  it('is downloaded once, then only confirmed by a 304 while unchanged', async () => {
    const { sent, fetchIndex } = serveIndex();
    vi.stubGlobal('fetch', fetchIndex);
    expect(await (await freshPage()).refreshBaseIndex()).toBe('downloaded');
    expect(await (await freshPage()).refreshBaseIndex()).toBe('unchanged');
    expect(await (await freshPage()).refreshBaseIndex()).toBe('unchanged');
    expect(sent).toEqual({ bodies: 1, notModified: 2 });
    expect(fetchIndex.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
  });

  it('is searched, after the page that downloaded it is gone, as the server searches', async () => {
    vi.stubGlobal('fetch', serveIndex().fetchIndex);
    await (await freshPage()).refreshBaseIndex();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const store = await freshPage();
    expect(await store.searchLocalBase('baguette', 20)).toEqual(searchBase('baguette', 20));
    expect(await store.searchLocalBase('lait', 5, { mine: ['19050'] })).toEqual(searchBase('lait', 5, { mine: ['19050'] }));
  });

  it('answers null while no copy is held, and is searched as soon as one is', async () => {
    const store = await freshPage();
    expect(await store.searchLocalBase('pomme', 3)).toBeNull();
    vi.stubGlobal('fetch', serveIndex().fetchIndex);
    await store.refreshBaseIndex();
    expect(await store.searchLocalBase('pomme', 3)).toEqual(searchBase('pomme', 3));
  });

  it('keeps no copy the server did not send whole', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"format":1,"groups":[]', { headers: { ETag: '"x"' } })));
    const store = await freshPage();
    await expect(store.refreshBaseIndex()).rejects.toThrow();
    expect(await store.searchLocalBase('pomme', 3)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 401 })));
    await expect(store.refreshBaseIndex()).rejects.toThrow(/401/);
  });
});
