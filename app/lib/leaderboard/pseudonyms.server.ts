/*
 * Community pseudonyms: the name a person goes by on the leaderboard and in challenges, unique
 * among everyone whatever its case, accents, spacing and look-alike letters (pseudonymKey).
 * `leaderboardPseudonyms/{key}` (named after where pseudonyms began, `pseudonymClaimDoc`) holds
 * the uid that claimed a key. It is server-only (no rules block, so no browser reads or writes
 * it) and not part of the data model people see. A claim is kept while the person uses the name
 * anywhere (their leaderboard entry or a challenge they take part in) and released when they stop.
 *
 * Claims made before look-alike letters were folded are keyed by case, accents and separators
 * only (legacyKey): they are still honoured and released, so no name taken then can be taken twice.
 */
import { pseudonymKey } from '#app/lib/identity/pseudonym-key.server.ts';
import { participantDoc } from '#app/lib/data/challenges.ts';
import { defineQuery } from '#app/lib/data/documents.ts';
import { deleteAsServer, readDocs, readIds, transactAsServer, type Firestore, type ServerTransaction } from '#app/lib/data/documents.server.ts';
import { leaderboardEntryDoc, pseudonymClaimDoc } from '#app/lib/data/leaderboard.ts';

const legacyKey = (pseudonym: string) =>
  pseudonym
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/** The keys of a pseudonym's claim: its own, then its former one when that differs. */
const claimKeys = (pseudonym: string) => [...new Set([pseudonymKey(pseudonym), legacyKey(pseudonym)])] as [string, ...string[]];

type Claim = { readonly key: string; readonly uid: string | null } | null;

const heldByOther = (uid: string) => (claim: Claim) => claim !== null && claim.uid !== uid;

/** Every claim a person holds, whatever key it was stored under. */
const claimsOf = defineQuery(pseudonymClaimDoc, ({ uid }: { uid: string }) => ({ where: [{ field: 'uid', op: '==' as const, value: uid }] }));

/**
 * Reads, in `tx`, who holds the pseudonym; returns the write that claims it for `uid` (to run
 * after the transaction's other reads), or null when someone else holds it.
 */
export async function claimPseudonymIn(tx: ServerTransaction, uid: string, pseudonym: string): Promise<(() => void) | null> {
  const keys = claimKeys(pseudonym);
  const claims = await Promise.all(keys.map((id) => tx.read(pseudonymClaimDoc, { id })));
  if (claims.some(heldByOther(uid))) return null;
  return () => tx.set(pseudonymClaimDoc, { id: keys[0] }, { uid });
}

/** Whether nobody else holds the pseudonym (or one that looks the same). */
export async function isPseudonymFreeFor(db: Firestore, uid: string, pseudonym: string): Promise<boolean> {
  const claims = await readDocs(
    db,
    pseudonymClaimDoc,
    claimKeys(pseudonym).map((id) => ({ id })),
  );
  return !claims.some(heldByOther(uid));
}

/** Releases the person's claim on a pseudonym they no longer use anywhere. */
export async function releasePseudonymIfUnused(db: Firestore, uid: string, pseudonym: string): Promise<void> {
  const key = pseudonymKey(pseudonym);
  await transactAsServer(db, async (tx) => {
    const [claims, entry, participations] = await Promise.all([
      Promise.all(claimKeys(pseudonym).map((id) => tx.read(pseudonymClaimDoc, { id }))),
      tx.read(leaderboardEntryDoc, { id: uid }),
      tx.group(participantDoc, { where: [{ field: 'uid', op: '==', value: uid }] }),
    ]);
    const names = [entry?.pseudonym, ...participations.map(({ value }) => value.pseudonym)];
    if (names.some((name) => typeof name === 'string' && pseudonymKey(name) === key)) return;
    for (const claim of claims) if (claim?.uid === uid) tx.delete(pseudonymClaimDoc, { id: claim.key });
  });
}

/** Account deletion: every claim the person holds, whatever key it was stored under. */
export async function releaseAllPseudonymsOf(db: Firestore, uid: string): Promise<void> {
  const keys = await readIds(db, claimsOf, { uid });
  await Promise.all(keys.map((id) => deleteAsServer(db, pseudonymClaimDoc, { id })));
}
