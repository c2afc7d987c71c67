/*
 * Community pseudonyms: the name a person goes by on the leaderboard and in challenges, unique
 * among everyone whatever its case, accents, spacing and look-alike letters (pseudonymKey).
 * `leaderboardPseudonyms/{key}` (named after where pseudonyms began) holds the uid that claimed a
 * key. It is server-only (no rules block, so no browser reads or writes it) and not part of the
 * data model people see. A claim is kept while the person uses the name anywhere (their
 * leaderboard entry or a challenge they take part in) and released when they stop.
 *
 * Claims made before look-alike letters were folded are keyed by case, accents and separators
 * only (legacyKey): they are still honoured and released, so no name taken then can be taken twice.
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { pseudonymKey } from '#app/lib/identity/pseudonym-key.server.ts';
import { leaderboardEntryDoc } from './leaderboard.ts';
import { documentPath } from './documents.ts';

const PSEUDONYMS = 'leaderboardPseudonyms';

const legacyKey = (pseudonym: string) =>
  pseudonym
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/** The claim of a pseudonym, then its claim under the former key when that differs. */
const claimRefs = (db: Firestore, pseudonym: string) => {
  const keys = [...new Set([pseudonymKey(pseudonym), legacyKey(pseudonym)])];
  return keys.map((key) => db.collection(PSEUDONYMS).doc(key)) as [DocumentReference, ...DocumentReference[]];
};

const heldByOther = (uid: string) => (claim: DocumentSnapshot) => claim.exists && claim.get('uid') !== uid;

/**
 * Reads, in `transaction`, who holds the pseudonym; returns the write that claims it for `uid`
 * (to run after the transaction's other reads), or null when someone else holds it.
 */
export async function claimPseudonymIn(transaction: Transaction, db: Firestore, uid: string, pseudonym: string): Promise<(() => void) | null> {
  const refs = claimRefs(db, pseudonym);
  const claims = await Promise.all(refs.map((claim) => transaction.get(claim)));
  const [ref] = refs;
  if (claims.some(heldByOther(uid))) return null;
  return () => void transaction.set(ref, { uid });
}

/** Whether nobody else holds the pseudonym (or one that looks the same). */
export async function isPseudonymFreeFor(db: Firestore, uid: string, pseudonym: string): Promise<boolean> {
  const claims = await db.getAll(...claimRefs(db, pseudonym));
  return !claims.some(heldByOther(uid));
}

/** Releases the person's claim on a pseudonym they no longer use anywhere. */
export async function releasePseudonymIfUnused(db: Firestore, uid: string, pseudonym: string): Promise<void> {
  const key = pseudonymKey(pseudonym);
  await db.runTransaction(async (transaction) => {
    const refs = claimRefs(db, pseudonym);
    const [claims, entry, participations] = await Promise.all([
      Promise.all(refs.map((ref) => transaction.get(ref))),
      transaction.get(db.doc(documentPath(leaderboardEntryDoc, { id: uid }))),
      transaction.get(db.collectionGroup('participants').where('uid', '==', uid).select('pseudonym')),
    ]);
    const names = [entry.get('pseudonym') as unknown, ...participations.docs.map((doc) => doc.get('pseudonym') as unknown)];
    if (names.some((name) => typeof name === 'string' && pseudonymKey(name) === key)) return;
    for (const claim of claims) if (claim.exists && claim.get('uid') === uid) transaction.delete(claim.ref);
  });
}

/** Account deletion: every claim the person holds, whatever key it was stored under. */
export async function releaseAllPseudonymsOf(db: Firestore, uid: string): Promise<void> {
  const claims = await db.collection(PSEUDONYMS).where('uid', '==', uid).get();
  await Promise.all(claims.docs.map((doc) => doc.ref.delete()));
}
