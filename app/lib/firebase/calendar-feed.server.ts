/*
 * The private calendar subscription link's trusted side. A person's link carries a random token
 * (192 bits); `calendarFeeds/{token}` holds the uid it serves, so the public feed route finds the
 * person without a cookie. The registry is server-only (no rules block: no browser reads or
 * lists tokens), and the person's current token is mirrored in `users/{uid}/settings/calendarFeed`
 * for their subscription page. Replacing or revoking a token deletes its registry document in the
 * same transaction, so the old link answers 404 from then on.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { calendarFeedDoc, calendarFeedFromData, FEED_TOKEN_PATTERN } from './calendar-feed.ts';
import { documentPath, writeData } from './documents.ts';

const FEEDS = 'calendarFeeds';

const feedPath = (token: string) => `${FEEDS}/${token}`;
const settingsPath = (uid: string) => documentPath(calendarFeedDoc, { uid });

/** A new unguessable token: 24 bytes from the system's CSPRNG, base64url. */
export function newFeedToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Removes every registry entry of the person's within the transaction (reads first, as Firestore wants). */
async function dropTokens(db: Firestore, transaction: Transaction, uid: string): Promise<void> {
  // By uid rather than through the settings document, so no token is left serving a feed even if
  // the two ever disagreed.
  const registered = await transaction.get(db.collection(FEEDS).where('uid', '==', uid));
  for (const doc of registered.docs) transaction.delete(doc.ref);
}

/**
 * The person's subscription token: the current one, or a new one when there is none or when
 * `replace` is set (every older token stops working in the same commit).
 */
export async function issueCalendarFeedToken(db: Firestore, uid: string, options: { readonly replace: boolean }): Promise<string> {
  return db.runTransaction(async (transaction) => {
    const settingsRef = db.doc(settingsPath(uid));
    const current = calendarFeedFromData((await transaction.get(settingsRef)).data());
    if (current && !options.replace) return current.token;
    await dropTokens(db, transaction, uid);
    const token = newFeedToken();
    transaction.create(db.doc(feedPath(token)), { uid, createdAt: FieldValue.serverTimestamp() });
    transaction.set(settingsRef, writeData(calendarFeedDoc, { token }, { partial: false, creating: true, serverTime: () => FieldValue.serverTimestamp() }));
    return token;
  });
}

/** Turns the subscription off: the link answers 404 and the page offers to create a new one. */
export async function revokeCalendarFeed(db: Firestore, uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await dropTokens(db, transaction, uid);
    transaction.delete(db.doc(settingsPath(uid)));
  });
}

/** The uid a token serves, or null for a malformed, replaced or revoked one. */
export async function uidOfFeedToken(db: Firestore, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const uid = (await db.doc(feedPath(token)).get()).get('uid') as unknown;
  return typeof uid === 'string' && uid.length > 0 ? uid : null;
}
