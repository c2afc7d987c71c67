/*
 * The packed Ciqual base (base-index.ts) as the server sends it: one JSON text per process, with a
 * hash of its content as ETag, so a browser that holds this very text is answered 304 and never
 * downloads it again.
 */
import { createHash } from 'node:crypto';
import { allBaseFoods } from './base.ts';
import { encodeBaseIndex } from './base-index.ts';

export interface BaseIndexFile {
  readonly body: string;
  /** A strong ETag, quoted: the content's SHA-256, base64url, 128 bits. */
  readonly etag: string;
}

let file: BaseIndexFile | undefined;

export function baseIndexFile(): BaseIndexFile {
  if (!file) {
    const body = JSON.stringify(encodeBaseIndex(allBaseFoods()));
    file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  }
  return file;
}

/** Whether an If-None-Match header names `etag` (a list, a weak form, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
