/*
 * Community pseudonyms: the name a person goes by on the leaderboard and in challenges, unique
 * among everyone whatever its case, accents, spacing and look-alike letters (pseudonymKey).
 * `leaderboardPseudonyms/{key}` (named after where pseudonyms began) holds the uid that claimed a
 * key. It is server-only (no rules block, so no browser reads or writes it) and not part of the
 * data model people see. A claim is kept while the person uses the name anywhere (their
 * leaderboard entry or a challenge they take part in) and released when they stop.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { pseudonymKey } from '#app/lib/identity/pseudonym-key.server.ts';
import { leaderboardEntryDoc } from './leaderboard.ts';
import { documentPath } from './documents.ts';

const PSEUDONYMS = 'leaderboardPseudonyms';

const claimRef = (db: Firestore, pseudonym: string) => db.collection(PSEUDONYMS).doc(pseudonymKey(pseudonym));

/**
 * Reads, in `transaction`, who holds the pseudonym; returns the write that claims it for `uid`
 * (to run after the transaction's other reads), or null when someone else holds it.
 */
export async function claimPseudonymIn(transaction: Transaction, db: Firestore, uid: string, pseudonym: string): Promise<(() => void) | null> {
  const ref = claimRef(db, pseudonym);
  const claim = await transaction.get(ref);
  if (claim.exists && claim.get('uid') !== uid) return null;
  return () => void transaction.set(ref, { uid });
}

/** Whether nobody else holds the pseudonym (or one that looks the same). */
export async function isPseudonymFreeFor(db: Firestore, uid: string, pseudonym: string): Promise<boolean> {
  const claim = await claimRef(db, pseudonym).get();
  return !claim.exists || claim.get('uid') === uid;
}

/** Releases the person's claim on a pseudonym they no longer use anywhere. */
export async function releasePseudonymIfUnused(db: Firestore, uid: string, pseudonym: string): Promise<void> {
  const key = pseudonymKey(pseudonym);
  await db.runTransaction(async (transaction) => {
    const ref = db.collection(PSEUDONYMS).doc(key);
    const [claim, entry, participations] = await Promise.all([
      transaction.get(ref),
      transaction.get(db.doc(documentPath(leaderboardEntryDoc, { id: uid }))),
      transaction.get(db.collectionGroup('participants').where('uid', '==', uid).select('pseudonym')),
    ]);
    if (!claim.exists || claim.get('uid') !== uid) return;
    const names = [entry.get('pseudonym') as unknown, ...participations.docs.map((doc) => doc.get('pseudonym') as unknown)];
    if (names.some((name) => typeof name === 'string' && pseudonymKey(name) === key)) return;
    transaction.delete(ref);
  });
}

/** Account deletion: every claim the person holds, whatever key it was stored under. */
export async function releaseAllPseudonymsOf(db: Firestore, uid: string): Promise<void> {
  const claims = await db.collection(PSEUDONYMS).where('uid', '==', uid).get();
  await Promise.all(claims.docs.map((doc) => doc.ref.delete()));
}
