/*
 * `challenges/{id}` and `challenges/{challengeId}/participants/{uid}`: challenges between people.
 * A challenge is public (anyone signed in reads and joins it) or private (read by its creator and
 * participants, joined through an invite link carrying an unguessable code). Every write goes
 * through the server (challenges.server.ts): joining needs the invite check and the participant
 * count in one transaction, and progress (automatic, or `manuel` as typed by the participant)
 * decides completions that are worth leaderboard points. firestore.rules let browsers read them
 * and write neither: the server's checks (these schemas, challenges.server.ts) are the only ones.
 */
import * as z from 'zod/mini';
import { CHALLENGE_METRICS, compareParticipants, type ChallengeMetric } from '#app/lib/challenges/index.ts';
import { daysBetween, isIsoDay } from '#app/lib/dates/index.ts';
import { defineDocument, defineQuery, serverTimeField, type PlainData } from './documents.ts';
import { PSEUDONYM_BOUNDS } from './leaderboard.ts';
import { instantOf } from './plain-values.ts';

export const CHALLENGE_VISIBILITIES = ['publique', 'privee'] as const;
export type ChallengeVisibility = (typeof CHALLENGE_VISIBILITIES)[number];

/** A challenge's bounds, checked by the server on every write (no browser writes a challenge). */
export const CHALLENGE_BOUNDS = {
  title: { min: 1, max: 80 },
  description: { max: 1000 },
  unit: { min: 1, max: 20 },
  target: { max: 10_000_000 },
  /** Days from start to end at most (a year, leap years included). */
  maxSpanDays: 366,
  participants: 100_000,
} as const;

/** 22–64 URL-safe characters: at least 128 random bits as base64url (challenges.server.ts draws them). */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export interface Challenge {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly metric: ChallengeMetric;
  /** What a `manuel` challenge counts ('km', 'pompes'); null for the automatic metrics. */
  readonly unit: string | null;
  readonly target: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly visibility: ChallengeVisibility;
  /** Only for a private challenge, and only shown to its creator and participants. */
  readonly inviteCode: string | null;
  /** Null once the creator deleted their account: nobody can edit, end or delete it any more. */
  readonly createdBy: string | null;
  readonly participantCount: number;
  readonly createdAt: number | null;
}

const isMetric = (value: unknown): value is ChallengeMetric => (CHALLENGE_METRICS as readonly unknown[]).includes(value);

export function challengeFromData(data: PlainData | undefined, id: string): Challenge | null {
  if (!data || typeof data.title !== 'string' || !isMetric(data.metric) || typeof data.target !== 'number') return null;
  if (!isIsoDay(data.startDate) || !isIsoDay(data.endDate) || (typeof data.createdBy !== 'string' && data.createdBy !== null)) return null;
  return {
    id,
    title: data.title,
    description: typeof data.description === 'string' ? data.description : '',
    metric: data.metric,
    unit: typeof data.unit === 'string' ? data.unit : null,
    target: data.target,
    startDate: data.startDate,
    endDate: data.endDate,
    visibility: data.visibility === 'privee' ? 'privee' : 'publique',
    inviteCode: typeof data.inviteCode === 'string' ? data.inviteCode : null,
    createdBy: data.createdBy,
    participantCount: typeof data.participantCount === 'number' ? data.participantCount : 0,
    createdAt: instantOf(data.createdAt),
  };
}

const day = z.string().check(z.refine(isIsoDay, { message: 'challenges:errors.date' }));

const challengeFieldShapes = {
  title: z.string().check(
    z.trim(),
    z.minLength(CHALLENGE_BOUNDS.title.min, {
      message: 'challenges:errors.titleRequired',
    }),
    z.maxLength(CHALLENGE_BOUNDS.title.max, {
      message: 'challenges:errors.titleLong',
    }),
  ),
  description: z.string().check(
    z.trim(),
    z.maxLength(CHALLENGE_BOUNDS.description.max, {
      message: 'challenges:errors.descriptionLong',
    }),
  ),
  metric: z.enum(CHALLENGE_METRICS, { message: 'challenges:errors.metric' }),
  unit: z.nullable(
    z.string().check(
      z.trim(),
      z.minLength(CHALLENGE_BOUNDS.unit.min, {
        message: 'challenges:errors.unitRequired',
      }),
      z.maxLength(CHALLENGE_BOUNDS.unit.max, {
        message: 'challenges:errors.unitLong',
      }),
    ),
  ),
  target: z.number().check(z.gt(0, { message: 'challenges:errors.target' }), z.lte(CHALLENGE_BOUNDS.target.max, { message: 'challenges:errors.targetHigh' })),
  startDate: day,
  endDate: day,
  visibility: z.enum(CHALLENGE_VISIBILITIES, {
    message: 'challenges:errors.visibility',
  }),
};

export type FieldsToCheck = {
  metric: ChallengeMetric;
  unit: string | null;
  startDate: string;
  endDate: string;
};

/** The message key for dates a challenge cannot have (checked once each day is valid), or null. */
export function challengeDatesError({ startDate, endDate }: Pick<FieldsToCheck, 'startDate' | 'endDate'>): string | null {
  if (!isIsoDay(startDate) || !isIsoDay(endDate)) return null;
  if (endDate < startDate) return 'challenges:errors.endBeforeStart';
  return daysBetween(startDate, endDate) > CHALLENGE_BOUNDS.maxSpanDays ? 'challenges:errors.tooLong' : null;
}

/** What isChallenge checks across fields: a unit for `manuel` only, the end after the start, a year at most. */
const challengeChecks = [
  z.refine<FieldsToCheck>((c) => (c.metric === 'manuel') === (c.unit !== null), { message: 'challenges:errors.unitRequired', path: ['unit'] }),
  ...(['challenges:errors.endBeforeStart', 'challenges:errors.tooLong'] as const).map((message) =>
    z.refine<FieldsToCheck>((c) => challengeDatesError(c) !== message, { message, path: ['endDate'] }),
  ),
];

/** What a person chooses when creating or editing a challenge (the form's fields). */
export const challengeFieldsSchema = z.object(challengeFieldShapes).check(...challengeChecks);

export type ChallengeFields = z.infer<typeof challengeFieldsSchema>;

const storedChallengeSchema = z
  .strictObject({
    ...challengeFieldShapes,
    inviteCode: z.nullable(z.string().check(z.regex(INVITE_CODE_PATTERN))),
    createdBy: z.string().check(z.minLength(1)),
    participantCount: z.number().check(z.int(), z.gte(0), z.lte(CHALLENGE_BOUNDS.participants)),
  })
  .check(
    ...challengeChecks,
    z.refine((c) => (c.visibility === 'privee') === (c.inviteCode !== null), {
      message: 'challenges:errors.visibility',
      path: ['inviteCode'],
    }),
  );

export const challengeDoc = defineDocument({
  path: 'challenges/{id}',
  fromData: challengeFromData,
  schema: storedChallengeSchema,
  /** An edit sends every field again; otherwise a challenge only ends early or loses its deleted creator. */
  patchSchema: z.union([storedChallengeSchema, z.strictObject({ endDate: day }), z.strictObject({ createdBy: z.null() })]),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: [],
});

export interface Participant {
  readonly uid: string;
  readonly pseudonym: string;
  readonly progress: number;
  /** When the target was reached (epoch ms), null until then. */
  readonly completedAt: number | null;
  /** When the person joined: ties of progress go to who joined first. */
  readonly joinedAt: number | null;
}

export function participantFromData(data: PlainData | undefined, id: string): Participant | null {
  if (!data || typeof data.pseudonym !== 'string') return null;
  return {
    uid: id,
    pseudonym: data.pseudonym,
    progress: typeof data.progress === 'number' && data.progress >= 0 ? data.progress : 0,
    completedAt: instantOf(data.completedAt),
    joinedAt: instantOf(data.createdAt),
  };
}

/**
 * A new participant: no progress, not completed. `uid` repeats the document id so that the
 * server finds a person's challenges with one collection-group query.
 */
export const participantDoc = defineDocument({
  path: 'challenges/{challengeId}/participants/{id}',
  fromData: participantFromData,
  schema: z.strictObject({
    uid: z.string().check(z.minLength(1)),
    pseudonym: z.string().check(z.minLength(PSEUDONYM_BOUNDS.min), z.maxLength(PSEUDONYM_BOUNDS.max)),
    progress: z.literal(0),
    completedAt: z.null(),
  }),
  /** Progress as computed or typed, and when the target was reached (or no longer is). */
  patchSchema: z.partial(
    z.strictObject({
      progress: z.number().check(z.gte(0)),
      completedAt: z.union([z.null(), z.date(), serverTimeField]),
    }),
  ),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: [],
});

/** At most this many participants are listed on a challenge's page (the ranking's head). */
export const RANKING_SIZE = 200;

/** A challenge's ranking: who completed first, then most progress, then who joined first. */
export const challengeRanking = defineQuery(participantDoc, { orderBy: [{ field: 'progress', direction: 'desc' }], limit: RANKING_SIZE }, compareParticipants);

/** Public challenges still open, soonest end first (the server leaves out those I joined). */
export const openPublicChallenges = defineQuery(challengeDoc, ({ today }: { today: string }) => ({
  where: [
    { field: 'visibility', op: '==' as const, value: 'publique' },
    { field: 'endDate', op: '>=' as const, value: today },
  ],
  orderBy: [{ field: 'endDate', direction: 'asc' as const }],
  limit: 50,
}));
