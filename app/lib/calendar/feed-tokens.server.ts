/*
 * The private calendar subscription link's trusted side. A person's link carries a random token
 * (192 bits); `calendarFeeds/{token}` holds the uid it serves, so the public feed route finds the
 * person without a cookie. The registry is server-only (no rules block: no browser reads or
 * lists tokens), and the person's current token is mirrored in `users/{uid}/settings/calendarFeed`
 * for their subscription page. Replacing or revoking a token deletes its registry document in the
 * same transaction, so the old link answers 404 from then on.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { calendarFeedDoc, FEED_TOKEN_PATTERN } from '#app/lib/data/calendar-feed.ts';
import { defineDocument, defineQuery, type PlainData } from '#app/lib/data/documents.ts';
import { readDoc, transactAsServer, type Firestore, type ServerTransaction } from '#app/lib/data/documents.server.ts';

/** `calendarFeeds/{token}`: the uid a token serves (server-only: no rules block). */
const feedRegistrationDoc = defineDocument({
  path: 'calendarFeeds/{id}',
  fromData: (data: PlainData | undefined, token: string) => {
    const uid: unknown = data?.uid;
    return typeof uid === 'string' && uid.length > 0 ? { token, uid } : null;
  },
  schema: z.strictObject({ uid: z.string().check(z.minLength(1)) }),
  stamps: { createdAt: true },
  browserWrites: [],
});

const registrationsOf = defineQuery(feedRegistrationDoc, ({ uid }: { uid: string }) => ({ where: [{ field: 'uid', op: '==' as const, value: uid }] }));

/** A new unguessable token: 24 bytes from the system's CSPRNG, base64url. */
export function newFeedToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Removes every registry entry of the person's within the transaction (reads first, as Firestore wants). */
async function dropTokens(tx: ServerTransaction, uid: string): Promise<void> {
  // By uid rather than through the settings document, so no token is left serving a feed even if
  // the two ever disagreed.
  const registered = await tx.query(registrationsOf, { uid });
  for (const { token } of registered) tx.delete(feedRegistrationDoc, { id: token });
}

/**
 * The person's subscription token: the current one, or a new one when there is none or when
 * `replace` is set (every older token stops working in the same commit).
 */
export async function issueCalendarFeedToken(db: Firestore, uid: string, options: { readonly replace: boolean }): Promise<string> {
  return transactAsServer(db, async (tx) => {
    const current = await tx.read(calendarFeedDoc, { uid });
    if (current && !options.replace) return current.token;
    await dropTokens(tx, uid);
    const token = newFeedToken();
    tx.create(feedRegistrationDoc, { id: token }, { uid });
    tx.set(calendarFeedDoc, { uid }, { token });
    return token;
  });
}

/** Turns the subscription off: the link answers 404 and the page offers to create a new one. */
export async function revokeCalendarFeed(db: Firestore, uid: string): Promise<void> {
  await transactAsServer(db, async (tx) => {
    await dropTokens(tx, uid);
    tx.delete(calendarFeedDoc, { uid });
  });
}

/** The uid a token serves, or null for a malformed, replaced or revoked one. */
export async function uidOfFeedToken(db: Firestore, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  return (await readDoc(db, feedRegistrationDoc, { id: token }))?.uid ?? null;
}
