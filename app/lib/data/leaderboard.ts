/*
 * `leaderboard/{uid}`: the public side of a person who joined the leaderboard: pseudonym, avatar
 * and points per period, nothing else. Written by the server only (leaderboard.server.ts), from
 * the person's own sessions, so points cannot be forged from a browser; signed-in people read it.
 * Each period keeps its key ('2026-W48', '2026-11') beside its points: an entry not recomputed
 * since the week changed counts 0 this week instead of last week's points.
 */
import * as z from 'zod/mini';
import { periodKey } from '#app/lib/challenges/index.ts';
import { defineDocument, defineQuery, serverTimeField, type PlainData } from './documents.ts';
import { avatarSchema, DEFAULT_AVATAR, type Avatar } from './profile.ts';

export const LEADERBOARD_PERIODS = ['semaine', 'mois', 'total'] as const;
export type LeaderboardTab = (typeof LEADERBOARD_PERIODS)[number];

export const PSEUDONYM_BOUNDS = { min: 3, max: 24 } as const;
/** Letters (accents included), digits, spaces, dots, dashes and underscores. */
export const PSEUDONYM_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export type PeriodScore = { key: string; points: number; reachedAt: number };

export interface LeaderboardEntry {
  readonly uid: string;
  readonly pseudonym: string;
  readonly avatar: Avatar;
  /** Points of each period and when they were reached (ties go to who got there first). */
  readonly semaine: PeriodScore;
  readonly mois: PeriodScore;
  readonly total: PeriodScore;
}

const periodFrom = (value: unknown): PeriodScore => {
  const v = (value ?? {}) as Record<string, unknown>;
  return {
    key: typeof v.key === 'string' ? v.key : '',
    points: typeof v.points === 'number' && v.points >= 0 ? v.points : 0,
    reachedAt: typeof v.reachedAt === 'number' ? v.reachedAt : 0,
  };
};

export function leaderboardEntryFromData(data: PlainData | undefined, uid: string): LeaderboardEntry | null {
  if (!data || typeof data.pseudonym !== 'string') return null;
  const avatar = avatarSchema.safeParse(data.avatar);
  return {
    uid,
    pseudonym: data.pseudonym,
    avatar: avatar.success ? avatar.data : DEFAULT_AVATAR,
    semaine: periodFrom(data.semaine),
    mois: periodFrom(data.mois),
    total: periodFrom(data.total),
  };
}

const periodSchema = z.strictObject({ key: z.string(), points: z.number().check(z.gte(0)), reachedAt: z.number() });

const entryFields = {
  pseudonym: z.string().check(z.minLength(PSEUDONYM_BOUNDS.min), z.maxLength(PSEUDONYM_BOUNDS.max)),
  avatar: avatarSchema,
  semaine: periodSchema,
  mois: periodSchema,
  total: periodSchema,
};

/**
 * A new entry carries `joinedAt`, the server's clock when the person first joined; renaming and
 * rescoring update the other fields and leave it as it was.
 */
export const leaderboardEntryDoc = defineDocument({
  path: 'leaderboard/{id}',
  fromData: leaderboardEntryFromData,
  schema: z.strictObject({ ...entryFields, joinedAt: serverTimeField }),
  patchSchema: z.partial(z.strictObject(entryFields)),
  stamps: { updatedAt: true },
  browserWrites: [],
});

/** The key a tab's entries must carry: this week's, this month's, or 'total'. */
export const leaderboardKey = (tab: LeaderboardTab, today: string) => (tab === 'total' ? 'total' : periodKey(today, tab));

export const LEADERBOARD_SIZE = 50;

/**
 * The top of a period: most points first, then who reached them first. Entries of people with
 * no points yet come last; the screen leaves them out (`rankedEntries`).
 */
export const leaderboardTop = defineQuery(leaderboardEntryDoc, ({ tab, key }: { tab: LeaderboardTab; key: string }) => ({
  where: tab === 'total' ? [] : [{ field: `${tab}.key`, op: '==' as const, value: key }],
  orderBy: [
    { field: `${tab}.points`, direction: 'desc' as const },
    { field: `${tab}.reachedAt`, direction: 'asc' as const },
  ],
  limit: LEADERBOARD_SIZE,
}));

/** The French message key for a pseudonym that cannot be used as typed, or null. */
export function pseudonymError(pseudonym: string): string | null {
  if ([...pseudonym].length < PSEUDONYM_BOUNDS.min) return 'leaderboard:errors.short';
  if ([...pseudonym].length > PSEUDONYM_BOUNDS.max) return 'leaderboard:errors.long';
  if (!PSEUDONYM_PATTERN.test(pseudonym)) return 'leaderboard:errors.pattern';
  return null;
}

/** The entries a period ranks: those with points in it. */
export const rankedEntries = (entries: readonly LeaderboardEntry[], tab: LeaderboardTab) => entries.filter((entry) => entry[tab].points > 0);

/**
 * Whether the person chose to appear on the leaderboard, kept on their profile document by the
 * server alone as they join or leave (no stamp: it is no change of the profile they wrote).
 */
export const leaderboardChoiceDoc = defineDocument({
  path: 'users/{uid}',
  fromData: (data: PlainData | undefined): boolean => data?.leaderboardOptIn === true,
  schema: z.strictObject({ leaderboardOptIn: z.boolean() }),
  stamps: {},
  browserWrites: [],
});

/**
 * `leaderboardPseudonyms/{id}`: who claimed a pseudonym, keyed by its folded form (pseudonyms.server.ts).
 * Server-only: no rules block, so no browser reads or writes it, and not in the data model people see.
 */
export const pseudonymClaimDoc = defineDocument({
  path: 'leaderboardPseudonyms/{id}',
  fromData: (data: PlainData | undefined, key: string): { readonly key: string; readonly uid: string | null } | null =>
    data ? { key, uid: typeof data.uid === 'string' ? data.uid : null } : null,
  schema: z.strictObject({ uid: z.string().check(z.minLength(1)) }),
  stamps: {},
  browserWrites: [],
});
