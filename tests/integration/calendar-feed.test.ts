// The calendar subscription token against the project's Firestore emulator: issued once, replaced
// (the old token stops at once), revoked, kept apart between people, and gone with the account.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Account from '#app/lib/account/account.server.ts';
import type * as CalendarFeed from '#app/lib/calendar/feed-tokens.server.ts';
import { FEED_TOKEN_PATTERN } from '#app/lib/data/calendar-feed.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let feeds: typeof CalendarFeed;
let account: typeof Account;

beforeAll(async () => {
  db = adminDb();
  feeds = await import('#app/lib/calendar/feed-tokens.server.ts');
  account = await import('#app/lib/account/account.server.ts');
});

const settingsToken = async (uid: string) => (await db.doc(`users/${uid}/settings/calendarFeed`).get()).get('token') as unknown;
const registryOf = async (uid: string) => (await db.collection('calendarFeeds').where('uid', '==', uid).get()).docs.map((doc) => doc.id);

describe('calendar subscription token', () => {
  it('makes distinct, URL-safe tokens of 192 random bits', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => feeds.newFeedToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(FEED_TOKEN_PATTERN);
  });

  it('issues a token once: asking again without replacing gives the same one', async () => {
    const token = await feeds.issueCalendarFeedToken(db, 'alice', { replace: false });
    expect(token).toMatch(FEED_TOKEN_PATTERN);
    expect(await feeds.issueCalendarFeedToken(db, 'alice', { replace: false })).toBe(token);
    expect(await settingsToken('alice')).toBe(token);
    expect(await registryOf('alice')).toEqual([token]);
    expect(await feeds.uidOfFeedToken(db, token)).toBe('alice');
    expect((await db.doc(`calendarFeeds/${token}`).get()).get('createdAt')).toBeDefined();
  });

  it('replaces the token: the old one serves nobody from then on', async () => {
    const old = (await settingsToken('alice')) as string;
    const renewed = await feeds.issueCalendarFeedToken(db, 'alice', { replace: true });
    expect(renewed).not.toBe(old);
    expect(await feeds.uidOfFeedToken(db, old)).toBeNull();
    expect(await feeds.uidOfFeedToken(db, renewed)).toBe('alice');
    expect(await registryOf('alice')).toEqual([renewed]);
    expect(await settingsToken('alice')).toBe(renewed);
  });

  it('keeps people apart: another person’s token and a replacement leave the first one’s alone', async () => {
    const alice = (await settingsToken('alice')) as string;
    const bob = await feeds.issueCalendarFeedToken(db, 'bob', { replace: false });
    await feeds.issueCalendarFeedToken(db, 'bob', { replace: true });
    expect(await feeds.uidOfFeedToken(db, bob)).toBeNull();
    expect(await feeds.uidOfFeedToken(db, alice)).toBe('alice');
  });

  it('revokes: no token serves the person and the page has none to show', async () => {
    const token = (await settingsToken('alice')) as string;
    await feeds.revokeCalendarFeed(db, 'alice');
    expect(await feeds.uidOfFeedToken(db, token)).toBeNull();
    expect(await registryOf('alice')).toEqual([]);
    expect((await db.doc('users/alice/settings/calendarFeed').get()).exists).toBe(false);
    // Revoking twice is harmless.
    await feeds.revokeCalendarFeed(db, 'alice');
  });

  it('removes a registry entry left without its settings document when a token is issued', async () => {
    await db.doc(`calendarFeeds/${'o'.repeat(32)}`).set({ uid: 'carol' });
    const token = await feeds.issueCalendarFeedToken(db, 'carol', { replace: false });
    expect(await registryOf('carol')).toEqual([token]);
  });

  it('answers null for malformed tokens without reading a path they could name', async () => {
    for (const token of ['', 'short', `${'a'.repeat(31)}/`, '../users/alice', 'a'.repeat(33)]) expect(await feeds.uidOfFeedToken(db, token)).toBeNull();
  });

  it('deleting the account deletes its token', async () => {
    const token = await feeds.issueCalendarFeedToken(db, 'dora', { replace: false });
    await db.doc('users/dora').set({ displayName: 'Dora' });
    const deleted: string[] = [];
    const auth = { deleteUser: async (uid: string) => void deleted.push(uid) } as unknown as Parameters<typeof account.deleteAccount>[1];
    await account.deleteAccount(db, auth, 'dora');
    expect(deleted).toEqual(['dora']);
    expect(await feeds.uidOfFeedToken(db, token)).toBeNull();
    expect(await registryOf('dora')).toEqual([]);
  });
});
