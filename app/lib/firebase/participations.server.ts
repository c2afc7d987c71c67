/*
 * Where a person takes part: their participant documents across every challenge, found with one
 * collection-group query on the `uid` each participant document repeats (its own id). Both the
 * challenges' progress and the leaderboard's completion points start from it.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { participantFromData, type Participant } from './challenges.ts';
import { toPlainData } from './plain-values.ts';

export interface Participation {
  readonly challengeId: string;
  readonly participant: Participant;
  readonly ref: DocumentReference;
}

export async function participationsOf(db: Firestore, uid: string): Promise<Participation[]> {
  const snapshot = await db.collectionGroup('participants').where('uid', '==', uid).get();
  return snapshot.docs.flatMap((doc) => {
    const participant = participantFromData(toPlainData(doc.data()), doc.id);
    const challengeId = doc.ref.parent.parent?.id;
    return participant && challengeId ? [{ challengeId, participant, ref: doc.ref }] : [];
  });
}
