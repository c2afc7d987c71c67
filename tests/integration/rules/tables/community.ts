// The leaderboard and challenges with their participants (all written by the server only): the
// only documents people share, so who reads what is tested case by case, and every write a
// browser could try, the person's own participation included, is refused.
import { increment, query, serverTimestamp, Timestamp, where } from 'firebase/firestore/lite';
import { INVALID_DAYS, OTHER, OWNER, stamps, storedStamps, type Data, type RulesCase, type RulesTable, type Write } from '../rules-table.ts';

const OUTSIDER = 'carol';

const LEADERBOARD = 'leaderboard/alice';
const entry = { pseudonym: 'Alizée', avatar: { kind: 'initiales', id: null, color: 'ocean' }, points: { semaine: 28, mois: 90, total: 400 } };
const withEntry = { [LEADERBOARD]: entry };

const leaderboard: RulesTable = {
  type: 'leaderboard/{id}',
  path: LEADERBOARD,
  cases: [
    { name: 'another signed-in person reading an entry', as: OTHER, seed: withEntry, run: { op: 'get' }, expect: 'allow' },
    { name: 'a signed-in person listing the leaderboard', as: OTHER, seed: withEntry, run: { op: 'list' }, expect: 'allow' },
    { name: 'an anonymous visitor reading an entry', as: 'anon', seed: withEntry, run: { op: 'get' }, expect: 'deny' },
    {
      name: 'the person writing their own entry (points are scored by the server)',
      run: { op: 'set', data: { ...entry, points: { semaine: 1_000_000, mois: 0, total: 0 } } },
      expect: 'deny',
    },
    { name: 'the person raising their own points', seed: withEntry, run: { op: 'update', data: { 'points.total': 1_000_000 } }, expect: 'deny' },
    { name: 'the person deleting their own entry (opting out goes through the server)', seed: withEntry, run: { op: 'delete' }, expect: 'deny' },
    { name: "another person writing someone's entry", as: OTHER, seed: withEntry, run: { op: 'update', data: { pseudonym: 'Pirate' } }, expect: 'deny' },
  ],
};

const CHALLENGE = 'challenges/c1';
const CODE = 'k9Qm2xVt7LpR4sWz8YbN3c';
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const challenge = (over: Data = {}): Data => ({
  title: 'Mars actif',
  description: '12 séances ce mois-ci',
  metric: 'seances',
  unit: null,
  target: 12,
  startDate: dayFromToday(-10),
  endDate: dayFromToday(20),
  visibility: 'publique',
  inviteCode: null,
  createdBy: OWNER,
  participantCount: 0,
  ...over,
  ...stamps(),
});
const PRIVATE = { visibility: 'privee', inviteCode: CODE };
const MANUAL = { metric: 'manuel', unit: 'km', target: 100 };
const ENDED = { startDate: dayFromToday(-30), endDate: dayFromToday(-5) };

const participantPath = (uid: string) => `${CHALLENGE}/participants/${uid}`;
const participant = (uid: string, over: Data = {}): Data => ({ uid, pseudonym: 'Bobby', progress: 0, completedAt: null, ...stamps(), ...over });

/** The challenge as stored, with the given people already joined (participantCount follows). */
function joined(over: Data, ...uids: string[]): Record<string, Data> {
  return {
    [CHALLENGE]: storedStamps(challenge({ ...over, participantCount: uids.length })),
    ...Object.fromEntries(uids.map((uid) => [participantPath(uid), storedStamps(participant(uid, { pseudonym: `Membre ${uid}` }))])),
  };
}

const batch = (...writes: Write[]) => ({ op: 'batch', writes }) as const;
const countBy = (by: number): Write => ({ path: CHALLENGE, update: { participantCount: increment(by) } });
const join = (uid: string, over: Data = {}): Write => ({ path: participantPath(uid), set: participant(uid, over) });
const leave = (uid: string): Write => ({ path: participantPath(uid), delete: true });
const withoutUid = ({ uid: _uid, ...rest }: Data): Data => rest;
const createChallenge = (data: Data) => ({ op: 'set', data }) as const;

const challengeInvalid: ReadonlyArray<readonly [string, Data]> = [
  ['an empty title', { title: '' }],
  ['a title too long', { title: 'x'.repeat(81) }],
  ['a description too long', { description: 'x'.repeat(1001) }],
  ['an unknown metric', { metric: 'pas' }],
  ['a manual metric without its unit', { metric: 'manuel', unit: null }],
  ['a unit for an automatic metric', { unit: 'km' }],
  ['a target of zero', { target: 0 }],
  ['a target beyond the bound', { target: 10_000_001 }],
  ['an end before the start', { startDate: '2026-03-10', endDate: '2026-03-09' }],
  ['a challenge longer than 366 days', { startDate: '2026-01-01', endDate: '2027-01-03' }],
  ['a private challenge without an invite code', { visibility: 'privee', inviteCode: null }],
  ['a guessable invite code', { visibility: 'privee', inviteCode: 'abc123' }],
  ['a public challenge with an invite code', { inviteCode: CODE }],
  ['an unknown visibility', { visibility: 'amis' }],
  ['an unknown key', { prize: '1 000 €' }],
  ['a client-chosen createdAt', { createdAt: Timestamp.fromMillis(0) }],
  ['a client-chosen updatedAt', { updatedAt: Timestamp.fromMillis(0) }],
  ['another person as creator', { createdBy: OTHER }],
  ['participants counted from the start', { participantCount: 3 }],
  ...(['startDate', 'endDate'] as const).flatMap((field) => INVALID_DAYS.map((day): readonly [string, Data] => [`${field} '${day}'`, { [field]: day }])),
];

const challenges: RulesTable = {
  type: 'challenges/{id}',
  path: CHALLENGE,
  cases: [
    { name: 'a signed-in person creating a public challenge, from the browser (a server action)', run: createChallenge(challenge()), expect: 'deny' },
    { name: 'a signed-in person creating a private challenge, from the browser (a server action)', run: createChallenge(challenge(PRIVATE)), expect: 'deny' },
    { name: 'a challenge over a leap day, from the browser (a server action)', run: createChallenge(challenge({ startDate: '2024-02-29', endDate: '2024-03-31' })), expect: 'deny' },
    { name: 'an anonymous visitor creating one', as: 'anon', run: createChallenge(challenge()), expect: 'deny' },
    ...challengeInvalid.map(([label, over]): RulesCase => ({ name: label, run: createChallenge({ ...challenge(), ...over }), expect: 'deny' })),
    { name: 'an id with a dot', path: 'challenges/a.b', run: createChallenge(challenge()), expect: 'deny' },

    { name: 'another person reading a public challenge', as: OTHER, seed: joined({}), run: { op: 'get' }, expect: 'allow' },
    {
      name: 'another person listing public challenges',
      as: OTHER,
      seed: joined({}),
      run: { op: 'list', query: (all) => query(all, where('visibility', '==', 'publique')) },
      expect: 'allow',
    },
    { name: 'an anonymous visitor reading a public challenge', as: 'anon', seed: joined({}), run: { op: 'get' }, expect: 'deny' },
    { name: 'the creator reading their private challenge', seed: joined(PRIVATE), run: { op: 'get' }, expect: 'allow' },
    { name: 'a participant reading a private challenge', as: OTHER, seed: joined(PRIVATE, OTHER), run: { op: 'get' }, expect: 'allow' },
    { name: 'someone who has not joined reading a private challenge', as: OTHER, seed: joined(PRIVATE), run: { op: 'get' }, expect: 'deny' },
    {
      name: 'a participant reading a private challenge whose creator deleted their account',
      as: OTHER,
      seed: { ...joined(PRIVATE, OTHER), [CHALLENGE]: storedStamps(challenge({ ...PRIVATE, createdBy: null, participantCount: 1 })) },
      run: { op: 'get' },
      expect: 'allow',
    },
    {
      name: 'someone else reading a private challenge whose creator deleted their account',
      as: OUTSIDER,
      seed: { ...joined(PRIVATE, OTHER), [CHALLENGE]: storedStamps(challenge({ ...PRIVATE, createdBy: null, participantCount: 1 })) },
      run: { op: 'get' },
      expect: 'deny',
    },

    {
      name: 'the creator editing it while nobody joined, from the browser (a server action)',
      seed: joined({}),
      run: { op: 'update', data: { title: 'Mars très actif', updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator editing it when only they joined, from the browser (a server action)',
      seed: joined({}, OWNER),
      run: { op: 'update', data: { target: 15, updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator editing it after another person joined',
      seed: joined({}, OTHER),
      run: { op: 'update', data: { target: 1, updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator ending it early after another person joined, from the browser (a server action)',
      seed: joined({}, OTHER),
      run: { op: 'update', data: { endDate: dayFromToday(1), updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator extending it after another person joined',
      seed: joined({}, OTHER),
      run: { op: 'update', data: { endDate: dayFromToday(40), updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator setting the participant count',
      seed: joined({}),
      run: { op: 'update', data: { participantCount: 5, updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    {
      name: 'the creator handing the challenge to another person',
      seed: joined({}),
      run: { op: 'update', data: { createdBy: OTHER, updatedAt: serverTimestamp() } },
      expect: 'deny',
    },
    { name: 'the creator editing it without the server time', seed: joined({}), run: { op: 'update', data: { title: 'Mars très actif' } }, expect: 'deny' },
    {
      name: 'another person editing it',
      as: OTHER,
      seed: joined({}, OTHER),
      run: { op: 'update', data: { title: 'Pirate', updatedAt: serverTimestamp() } },
      expect: 'deny',
    },

    { name: 'the creator deleting it while nobody joined, from the browser (a server action)', seed: joined({}), run: { op: 'delete' }, expect: 'deny' },
    {
      name: 'the creator deleting it with their own participation, from the browser (a server action)',
      seed: joined({}, OWNER),
      run: batch(leave(OWNER), { path: CHALLENGE, delete: true }),
      expect: 'deny',
    },
    { name: 'the creator deleting it after another person joined', seed: joined({}, OTHER), run: { op: 'delete' }, expect: 'deny' },
    { name: 'another person deleting it', as: OTHER, seed: joined({}), run: { op: 'delete' }, expect: 'deny' },

    { name: 'joining: the count goes up with the participant document, from the browser (a server action)', as: OTHER, seed: joined({}), run: batch(join(OTHER), countBy(1)), expect: 'deny' },
    { name: 'raising the count without joining', as: OTHER, seed: joined({}), run: batch(countBy(1)), expect: 'deny' },
    { name: 'raising the count by two when joining', as: OTHER, seed: joined({}), run: batch(join(OTHER), countBy(2)), expect: 'deny' },
    { name: 'lowering the count without leaving', as: OTHER, seed: joined({}, OWNER), run: batch(countBy(-1)), expect: 'deny' },
    {
      name: 'raising the count along with another change',
      as: OTHER,
      seed: joined({}),
      run: batch(join(OTHER), { path: CHALLENGE, update: { participantCount: increment(1), target: 1 } }),
      expect: 'deny',
    },
  ],
};

const withPseudonym = (pseudonym: string) => ({ pseudonym });
const progress = (over: Data) => ({ op: 'update', data: { ...over, updatedAt: serverTimestamp() } }) as const;
const BOB = participantPath(OTHER);

const participants: RulesTable = {
  type: 'challenges/{challengeId}/participants/{id}',
  path: BOB,
  cases: [
    { name: 'joining a public challenge, from the browser (a server action)', as: OTHER, seed: joined({}), run: batch(join(OTHER), countBy(1)), expect: 'deny' },
    {
      name: 'joining a private challenge with its invite code, from the browser (a server action)',
      as: OTHER,
      seed: joined(PRIVATE),
      run: batch(join(OTHER, { inviteCode: CODE }), countBy(1)),
      expect: 'deny',
    },
    {
      name: 'joining a private challenge with a wrong code',
      as: OTHER,
      seed: joined(PRIVATE),
      run: batch(join(OTHER, { inviteCode: 'x'.repeat(22) }), countBy(1)),
      expect: 'deny',
    },
    { name: 'joining a private challenge without the code', as: OTHER, seed: joined(PRIVATE), run: batch(join(OTHER), countBy(1)), expect: 'deny' },
    { name: 'joining without raising the count', as: OTHER, seed: joined({}), run: batch(join(OTHER)), expect: 'deny' },
    { name: 'joining a challenge that has ended', as: OTHER, seed: joined(ENDED), run: batch(join(OTHER), countBy(1)), expect: 'deny' },
    { name: 'joining a challenge that does not exist', as: OTHER, run: batch(join(OTHER)), expect: 'deny' },
    { name: 'joining in the name of someone else', as: OTHER, seed: joined({}), run: batch(join(OUTSIDER), countBy(1)), expect: 'deny' },
    { name: 'joining with progress already made', as: OTHER, seed: joined({}), run: batch(join(OTHER, { progress: 50 }), countBy(1)), expect: 'deny' },
    { name: 'joining already completed', as: OTHER, seed: joined({}), run: batch(join(OTHER, { completedAt: serverTimestamp() }), countBy(1)), expect: 'deny' },
    { name: 'a pseudonym too short', as: OTHER, seed: joined({}), run: batch(join(OTHER, withPseudonym('Bo')), countBy(1)), expect: 'deny' },
    { name: 'a pseudonym too long', as: OTHER, seed: joined({}), run: batch(join(OTHER, withPseudonym('B'.repeat(25))), countBy(1)), expect: 'deny' },
    { name: 'an unknown key', as: OTHER, seed: joined({}), run: batch(join(OTHER, { points: 1000 }), countBy(1)), expect: 'deny' },
    { name: 'joining without the uid the server finds it by', as: OTHER, seed: joined({}), run: batch({ path: participantPath(OTHER), set: withoutUid(participant(OTHER)) }, countBy(1)), expect: 'deny' },
    { name: "joining with another person's uid inside", as: OTHER, seed: joined({}), run: batch(join(OTHER, { uid: OUTSIDER }), countBy(1)), expect: 'deny' },

    { name: 'a participant reading their own place', as: OTHER, seed: joined({}, OTHER), run: { op: 'get' }, expect: 'allow' },
    { name: 'a participant changing their own pseudonym', as: OTHER, seed: joined({}, OTHER), run: progress({ pseudonym: 'Robert' }), expect: 'deny' },
    { name: 'a signed-in person listing the participants of a public challenge', as: OUTSIDER, seed: joined({}, OTHER), run: { op: 'list' }, expect: 'allow' },
    { name: 'an anonymous visitor listing them', as: 'anon', seed: joined({}, OTHER), run: { op: 'list' }, expect: 'deny' },
    { name: 'a participant listing the participants of a private challenge', as: OTHER, seed: joined(PRIVATE, OTHER), run: { op: 'list' }, expect: 'allow' },
    { name: 'the creator listing the participants of their private challenge', seed: joined(PRIVATE, OTHER), run: { op: 'list' }, expect: 'allow' },
    {
      name: 'someone who has not joined listing the participants of a private challenge',
      as: OUTSIDER,
      seed: joined(PRIVATE, OTHER),
      run: { op: 'list' },
      expect: 'deny',
    },

    {
      name: 'a participant recording the progress of a manual challenge, from the browser (a server action)',
      as: OTHER,
      seed: joined(MANUAL, OTHER),
      run: progress({ progress: 42.5 }),
      expect: 'deny',
    },
    {
      name: 'a participant reaching the target, from the browser (a server action)',
      as: OTHER,
      seed: joined(MANUAL, OTHER),
      run: progress({ progress: 100, completedAt: serverTimestamp() }),
      expect: 'deny',
    },
    {
      name: 'completing below the target',
      as: OTHER,
      seed: joined(MANUAL, OTHER),
      run: progress({ progress: 99, completedAt: serverTimestamp() }),
      expect: 'deny',
    },
    { name: 'reaching the target without completing', as: OTHER, seed: joined(MANUAL, OTHER), run: progress({ progress: 100 }), expect: 'deny' },
    { name: 'a negative progress', as: OTHER, seed: joined(MANUAL, OTHER), run: progress({ progress: -1 }), expect: 'deny' },
    { name: 'a progress beyond the bound', as: OTHER, seed: joined(MANUAL, OTHER), run: progress({ progress: 10_000_001 }), expect: 'deny' },
    {
      name: 'the progress of an automatic metric (the server computes it)',
      as: OTHER,
      seed: joined({}, OTHER),
      run: progress({ progress: 12 }),
      expect: 'deny',
    },
    { name: 'progress after the challenge ended', as: OTHER, seed: joined({ ...MANUAL, ...ENDED }, OTHER), run: progress({ progress: 10 }), expect: 'deny' },
    {
      name: 'changing the pseudonym with the progress',
      as: OTHER,
      seed: joined(MANUAL, OTHER),
      run: progress({ progress: 10, pseudonym: 'Robert' }),
      expect: 'deny',
    },
    { name: 'progress without the server time', as: OTHER, seed: joined(MANUAL, OTHER), run: { op: 'update', data: { progress: 10 } }, expect: 'deny' },
    { name: "the creator editing a participant's progress", seed: joined(MANUAL, OTHER), run: progress({ progress: 0.5 }), expect: 'deny' },
    { name: "another person editing a participant's progress", as: OUTSIDER, seed: joined(MANUAL, OTHER), run: progress({ progress: 0.5 }), expect: 'deny' },

    {
      name: 'leaving: the count goes down with the participant document, from the browser (a server action)',
      as: OTHER,
      seed: joined({}, OTHER),
      run: batch(leave(OTHER), countBy(-1)),
      expect: 'deny',
    },
    { name: 'leaving without lowering the count', as: OTHER, seed: joined({}, OTHER), run: batch(leave(OTHER)), expect: 'deny' },
    { name: 'removing another participant', as: OUTSIDER, seed: joined({}, OTHER), run: batch(leave(OTHER), countBy(-1)), expect: 'deny' },
    { name: 'the creator removing a participant', seed: joined({}, OTHER), run: batch(leave(OTHER), countBy(-1)), expect: 'deny' },
  ],
};

export const COMMUNITY_TABLES: readonly RulesTable[] = [leaderboard, challenges, participants];
