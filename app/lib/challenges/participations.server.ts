/*
 * Where a person takes part: their participant documents across every challenge, found with one
 * collection-group query on the `uid` each participant document repeats (its own id). Both the
 * challenges' progress and the leaderboard's completion points start from it.
 */
import { participantDoc, type Participant } from '#app/lib/data/challenges.ts';
import { readGroup, type Firestore } from '#app/lib/data/documents.server.ts';

export interface Participation {
  readonly challengeId: string;
  readonly participant: Participant;
}

export async function participationsOf(db: Firestore, uid: string): Promise<Participation[]> {
  const members = await readGroup(db, participantDoc, { where: [{ field: 'uid', op: '==', value: uid }] });
  return members.map(({ params, value }) => ({ challengeId: params.challengeId, participant: value }));
}
