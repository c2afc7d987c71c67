/*
 * The person's calendar as iCalendar, for `/calendar.ics` (signed in) and the private subscription
 * link (by token): what is planned (program days and entries, from readPlannedItems), the
 * finished sessions with their real start and end, and the fitness tests done. The window is
 * bounded (60 days back, 180 ahead) so the file stays small for a phone that fetches it hourly.
 */
import type { TFunction } from 'i18next';
import { formatTestValue } from '#app/lib/fitness-tests/format.ts';
import { addDays, isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readPlannedItems, type PlannedItem } from '#app/lib/calendar/calendar.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { finishedSessions, HISTORY_MAX, type Session } from '#app/lib/data/sessions.ts';
import { resultsSince, type TestResult } from '#app/lib/data/test-results.ts';
import { formatElapsed, formatNumber } from '#app/lib/format/index.ts';
import { sessionViewPath } from './planned-items.ts';
import { serializeCalendar, type IcsEvent } from './ics.ts';

export const FEED_WINDOW = { daysBack: 60, daysAhead: 180 } as const;

/** Calendar apps fetch a subscription again after this long. */
const REFRESH_MINUTES = 60;

export interface FeedSources {
  readonly planned: readonly PlannedItem[];
  readonly sessions: readonly Session[];
  readonly tests: readonly TestResult[];
}

export interface FeedContext {
  readonly t: TFunction;
  /** The app's public origin: event links and the events' UID domain. */
  readonly origin: string;
  readonly now: Date;
}

const PLANNED_TEXT_KEYS = {
  programme: 'calendar-feed:event.plannedProgramDay',
  'seance-prevue': 'calendar-feed:event.plannedSession',
  'test-prevu': 'calendar-feed:event.plannedTest',
  note: 'calendar-feed:event.note',
} as const satisfies Record<PlannedItem['kind'], string>;

const lines = (...parts: (string | null | false)[]) => parts.filter((part): part is string => typeof part === 'string').join('\n');

/** A stable UID per item: moving a planned day or renaming a session updates the same event. */
function plannedUid(item: PlannedItem): string {
  if (item.entryId) return `entree-${item.entryId}`;
  if (item.programDay) return `programme-${item.programDay.programId}-s${item.programDay.week}-j${item.programDay.dayIndex}`;
  return `prevu-${item.kind}-${item.date}`;
}

function plannedEvent(item: PlannedItem, { t }: FeedContext, url: (path: string | null) => string | null, uid: (local: string) => string): IcsEvent {
  return {
    uid: uid(plannedUid(item)),
    when: { day: item.date },
    summary: item.title,
    description: lines(t(PLANNED_TEXT_KEYS[item.kind]), item.done && t('calendar-feed:event.markedDone')),
    url: url(item.link),
    status: item.done ? 'CONFIRMED' : 'TENTATIVE',
  };
}

function sessionEvent(session: Session, { t }: FeedContext, url: (path: string | null) => string | null, uid: (local: string) => string): IcsEvent {
  const end = session.endedAt ?? session.startedAt + session.durationSec * 1000;
  return {
    uid: uid(`seance-${session.id}`),
    when: { start: session.startedAt, end },
    summary: session.title,
    description: lines(
      t('calendar-feed:event.sessionDone'),
      t('calendar-feed:event.duration', { duration: formatElapsed(session.durationSec) }),
      session.volumeKg > 0 && t('calendar-feed:event.volume', { volume: formatNumber(session.volumeKg, 0) }),
      session.prs.length > 0 && t('calendar-feed:event.records', { count: session.prs.length }),
    ),
    url: url(sessionViewPath(session.id)),
    status: 'CONFIRMED',
  };
}

function testEvent(result: TestResult, { t }: FeedContext, url: (path: string | null) => string | null, uid: (local: string) => string): IcsEvent {
  return {
    uid: uid(`test-${result.id}`),
    when: { day: result.date },
    summary: t('calendar-feed:event.testTitle', { name: t(`tests:items.${result.testId}.name`) }),
    description: lines(
      t('calendar-feed:event.testResult', { result: formatTestValue(t, result.testId, result.result.unit, result.result.value) }),
      result.rating !== null && t('calendar-feed:event.testRating', { rating: t(`tests:ratings.${result.rating}`) }),
    ),
    url: url(`/tests/${encodeURIComponent(result.testId)}`),
    status: 'CONFIRMED',
  };
}

/**
 * The events of the feed (pure). A planned item done by a session of the feed opens that session:
 * it is published once, as the session with its real times.
 */
export function feedEvents(sources: FeedSources, context: FeedContext): IcsEvent[] {
  const host = new URL(context.origin).host;
  const uid = (local: string) => `${local}@${host}`;
  const url = (path: string | null) => (path ? new URL(path, context.origin).href : null);
  const sessionLinks = new Set(sources.sessions.map((session) => sessionViewPath(session.id)));
  return [
    ...sources.planned.filter((item) => !(item.done && item.link !== null && sessionLinks.has(item.link))).map((item) => plannedEvent(item, context, url, uid)),
    ...sources.sessions.map((session) => sessionEvent(session, context, url, uid)),
    ...sources.tests.map((result) => testEvent(result, context, url, uid)),
  ];
}

/** The whole feed as iCalendar text (pure). */
export function feedText(sources: FeedSources, context: FeedContext): string {
  return serializeCalendar({
    productId: context.t('calendar-feed:calendar.productId'),
    name: context.t('calendar-feed:calendar.name'),
    refreshMinutes: REFRESH_MINUTES,
    generatedAt: context.now.getTime(),
    events: feedEvents(sources, context),
  });
}

/** Reads what the feed publishes for a person, over the window around today (a Paris day). */
export async function readFeedSources(uid: string, now: Date): Promise<FeedSources> {
  const today = isoDayIn(now);
  const from = addDays(today, -FEED_WINDOW.daysBack);
  const to = addDays(today, FEED_WINDOW.daysAhead);
  const db = adminDb();
  const [planned, sessions, tests] = await Promise.all([
    readPlannedItems(uid, from, to, today),
    readQuery(db, finishedSessions, { uid, count: HISTORY_MAX, from }),
    readQuery(db, resultsSince, { uid, from }),
  ]);
  return { planned, sessions: sessions.filter((session) => session.date <= to), tests: tests.filter((result) => result.date <= to) };
}

/** The person's feed, read and written: the body of both routes. */
export async function calendarFeedOf(uid: string, context: FeedContext): Promise<string> {
  return feedText(await readFeedSources(uid, context.now), context);
}
