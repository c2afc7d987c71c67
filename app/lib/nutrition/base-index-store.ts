/*
 * The browser's copy of the packed Ciqual base (base-index.ts), kept in IndexedDB so the food
 * search works without signal. Downloaded once, in idle time after sign-in
 * (components/offline/use-base-index-download.ts); each later check sends the ETag of the copy
 * held and costs a 304 while the base is unchanged. Searched with the server's own ranking code
 * (base-search.ts), so both give the same foods in the same order. The Ciqual table is public
 * data, the same for every account: sign-out leaves it. Loaded on demand only, never with a page.
 */
import { openDB, type DBSchema } from 'idb';
import type { BaseFood } from './base.ts';
import { decodeBaseIndex } from './base-index.ts';
import { createBaseSearch, type BaseSearch, type BaseSearchOptions } from './base-search.ts';

export const BASE_INDEX_URL = '/api/nutrition/base-index';
export const BASE_INDEX_DATABASE = 'elan-ciqual';
const STORE = 'index';
const KEY = 'current';

interface StoredIndex {
  /** The server's ETag for `text`. */
  readonly etag: string;
  /** The index as the server sent it (JSON). */
  readonly text: string;
  readonly savedAt: number;
}

interface BaseIndexSchema extends DBSchema {
  [STORE]: { key: string; value: StoredIndex };
}

const openStore = () =>
  openDB<BaseIndexSchema>(BASE_INDEX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });

async function readStored(): Promise<StoredIndex | undefined> {
  const db = await openStore();
  try {
    return await db.get(STORE, KEY);
  } finally {
    db.close();
  }
}

let search: Promise<BaseSearch<BaseFood> | null> | undefined;

/**
 * Fetches the index unless the copy held is current. 'unchanged': the server answered 304;
 * 'downloaded': a new copy is kept (and searched from now on).
 */
export async function refreshBaseIndex(): Promise<'unchanged' | 'downloaded'> {
  const stored = await readStored();
  // `no-store` with the ETag set by hand: the server's 304 reaches this code, and the HTTP cache
  // keeps no second copy of a file IndexedDB already holds.
  const response = await fetch(BASE_INDEX_URL, { cache: 'no-store', headers: stored ? { 'If-None-Match': stored.etag } : {} });
  if (response.status === 304) return 'unchanged';
  if (!response.ok) throw new Error(`Ciqual index: HTTP ${response.status}`);
  const etag = response.headers.get('ETag');
  if (!etag) throw new Error('Ciqual index: no ETag');
  const text = await response.text();
  // Never keep a copy that would not decode.
  const foods = decodeBaseIndex(JSON.parse(text));
  const db = await openStore();
  try {
    await db.put(STORE, { etag, text, savedAt: Date.now() }, KEY);
  } finally {
    db.close();
  }
  search = Promise.resolve(createBaseSearch(foods));
  return 'downloaded';
}

/**
 * The base searched in this browser, as the server would search it; null while no copy is held.
 * The copy is read and indexed on the first search only (about as long as the server's first).
 */
export async function searchLocalBase(query: string, limit: number, options?: BaseSearchOptions): Promise<BaseFood[] | null> {
  search ??= readStored().then((stored) => (stored ? createBaseSearch(decodeBaseIndex(JSON.parse(stored.text))) : null));
  const ready = await search.catch((error: unknown) => {
    console.warn('[nutrition] local Ciqual index unreadable', error);
    return null;
  });
  // Nothing held yet: the next search looks again, a download may have finished meanwhile.
  if (!ready) search = undefined;
  return ready ? ready(query, limit, options) : null;
}
