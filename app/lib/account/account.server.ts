/*
 * Trusted operations on a whole account, run by server actions only: export everything of the
 * person's, and erase it all (plus the Auth account). Never called from the browser SDK:
 * rules would make a client-side recursive delete partial and unverifiable.
 */
import type { Auth } from 'firebase-admin/auth';
import { removeChallengesCreatedBy, removeParticipationsOf } from '#app/lib/challenges/challenges.server.ts';
import { revokeCalendarFeed } from '#app/lib/calendar/feed-tokens.server.ts';
import { deleteAsServer, deleteTreeAsServer, readStored, storedPagesUnder, subcollectionIds, type Firestore } from '#app/lib/data/documents.server.ts';
import type { ExportedDoc, ExportSource } from './export.ts';
import { leaderboardEntryDoc } from '#app/lib/data/leaderboard.ts';
import { leaveLeaderboard } from '#app/lib/leaderboard/leaderboard.server.ts';
import { participationsOf } from '#app/lib/challenges/participations.server.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { releaseAllPseudonymsOf } from '#app/lib/leaderboard/pseudonyms.server.ts';
import { pushTokenDoc } from '#app/lib/data/push-tokens.ts';

/** Documents read per request while exporting: memory stays bounded whatever the account's size. */
export const EXPORT_PAGE_SIZE = 300;

/** The person's records kept outside `users/{uid}`, each keyed by their uid. */
export const ACCOUNT_RECORD_COLLECTIONS = ['pushTokens', 'leaderboard'] as const;

/** Each of those records read as stored and erased, through its document type. */
const accountRecords = (uid: string): readonly { name: (typeof ACCOUNT_RECORD_COLLECTIONS)[number]; read(db: Firestore): Promise<unknown>; erase(db: Firestore): Promise<unknown> }[] => [
    { name: 'pushTokens', read: (db: Firestore) => readStored(db, pushTokenDoc, { uid }), erase: (db: Firestore) => deleteAsServer(db, pushTokenDoc, { uid }) },
    { name: 'leaderboard', read: (db: Firestore) => readStored(db, leaderboardEntryDoc, { id: uid }), erase: (db: Firestore) => deleteAsServer(db, leaderboardEntryDoc, { id: uid }) },
];

/**
 * Collection ids directly under `users/{uid}`, discovered rather than listed, so an area added
 * later is exported (and erased) without touching this file. Élan's data model nests no deeper.
 */
export async function listUserCollections(db: Firestore, uid: string): Promise<string[]> {
  return (await subcollectionIds(db, profileDoc, { uid })).sort();
}

/** A collection of the person's, a page at a time in document id order. */
export function userCollectionPages(db: Firestore, uid: string, name: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportedDoc[]> {
  return storedPagesUnder(db, profileDoc, { uid }, name, pageSize);
}

/** What an export reads, the small parts read now (so a failure can still be a clean error). */
export async function userExportSource(db: Firestore, uid: string, email: string | null, now = new Date()): Promise<ExportSource> {
  const [profile, collections, records, participations] = await Promise.all([
    readStored(db, profileDoc, { uid }),
    listUserCollections(db, uid),
    Promise.all(accountRecords(uid).map(async (record) => [record.name, await record.read(db)] as const)),
    participationsOf(db, uid),
  ]);
  return {
    uid,
    email,
    now,
    profile: profile ?? undefined,
    collections,
    // Their places in challenges, by challenge id (the documents live under each challenge).
    records: { ...Object.fromEntries(records), challenges: participations.length ? Object.fromEntries(participations.map((p) => [p.challengeId, p.participant])) : null },
    pages: (name) => userCollectionPages(db, uid, name),
  };
}

/**
 * Erases the person: every document under `users/{uid}` (all depths), their records outside it
 * (push token, leaderboard entry, their places in challenges with each challenge's count following,
 * the challenges they created that nobody else joined — the others lose their creator —, their
 * pseudonyms, calendar subscription token), then the Auth account last — if a step fails, the person can
 * still sign in and try again, and nothing of theirs is left orphaned without an owner able to
 * delete it.
 */
export async function deleteAccount(db: Firestore, auth: Auth, uid: string): Promise<void> {
  // First, so the pseudonym is free again (the profile it marks is erased next).
  await leaveLeaderboard(db, uid);
  await removeParticipationsOf(db, uid);
  await removeChallengesCreatedBy(db, uid);
  // Whatever key a claim was stored under (keys were once computed differently).
  await releaseAllPseudonymsOf(db, uid);
  // Before the settings document that names the token goes: the link stops serving at once.
  await revokeCalendarFeed(db, uid);
  await deleteTreeAsServer(db, profileDoc, { uid });
  await Promise.all(accountRecords(uid).map((record) => record.erase(db)));
  await auth.deleteUser(uid);
}
