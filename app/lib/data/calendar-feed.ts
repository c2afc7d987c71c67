/*
 * `users/{uid}/settings/calendarFeed`: the person's current calendar subscription token, so the
 * subscription page can show their link. Written by the server only (feed-tokens.server.ts),
 * read by its owner; the token's registry, `calendarFeeds/{token}`, is the server's alone.
 */
import * as z from 'zod/mini';
import { defineDocument, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

/** 24 random bytes in base64url: 192 bits, 32 characters, safe in a URL path. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export interface CalendarFeed {
  readonly token: string;
  /** Epoch ms when this token was made; null while the server timestamp is pending. */
  readonly createdAt: number | null;
}

/** No document, or one that does not fit: no subscription link yet. */
export function calendarFeedFromData(data: PlainData | undefined): CalendarFeed | null {
  if (!data || typeof data.token !== 'string' || !FEED_TOKEN_PATTERN.test(data.token)) return null;
  return { token: data.token, createdAt: instantOf(data.createdAt) };
}

export const calendarFeedDoc = defineDocument({
  path: 'users/{uid}/settings/calendarFeed',
  fromData: calendarFeedFromData,
  schema: z.strictObject({ token: z.string().check(z.regex(FEED_TOKEN_PATTERN)) }),
  stamps: { createdAt: true },
  browserWrites: [],
});
