import i18next from 'i18next';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nextOptions } from '#app/lib/i18n/config.ts';
import type { PlannedItem } from '#app/lib/calendar/calendar.server.ts';
import { sessionFromData, type Session } from '#app/lib/data/sessions.ts';
import { parseTestResult, type TestResult } from '#app/lib/data/test-results.ts';
import calendarFeed from '../../../locales/fr/calendar-feed.json';
import tests from '../../../locales/fr/tests.json';
import { feedEvents, feedText, type FeedContext } from './feed.server.ts';

const i18n = i18next.createInstance();
let context: FeedContext;

beforeAll(async () => {
  await i18n.init({ ...i18nextOptions, resources: { fr: { 'calendar-feed': calendarFeed, tests } }, ns: ['calendar-feed', 'tests'] });
  context = { t: i18n.t, origin: 'https://elan.example', now: new Date(Date.UTC(2026, 10, 23, 6, 30)) };
});

const session = (id: string, over: Record<string, unknown> = {}): Session => {
  const parsed = sessionFromData(id, {
    programId: 'p1',
    week: 1,
    dayIndex: 0,
    title: 'Force · Jour A',
    date: '2026-11-20',
    startedAt: Date.UTC(2026, 10, 20, 17, 5),
    endedAt: Date.UTC(2026, 10, 20, 18, 20),
    durationSec: 4500,
    status: 'terminee',
    exercises: [],
    notes: '',
    volumeKg: 12450,
    prs: [{ exerciseId: 'squat', kind: 'charge-max', value: 120, previous: 115 }],
    changedAt: 1,
    ...over,
  });
  if (!parsed) throw new Error('invalid session fixture');
  return parsed;
};

const cooper = parseTestResult('t1', {
  testId: 'cooper-12min',
  date: '2026-11-18',
  inputs: { distanceM: 2650 },
  result: { value: 2650, unit: 'm' },
  estimates: { vo2max: 47.9 },
  rating: 'bon',
  age: 34,
  sex: 'femme',
  createdAt: 1,
}) as TestResult;

const planned = (over: Partial<PlannedItem>): PlannedItem => ({
  date: '2026-11-25',
  kind: 'programme',
  title: 'Force · Jour B',
  link: '/sessions/new/p1/1/1',
  done: false,
  entryId: null,
  programDay: { programId: 'p1', week: 1, dayIndex: 1 },
  ...over,
});

describe('feedEvents', () => {
  it('publishes a planned program day as a day-long tentative event with a stable UID and an absolute link', () => {
    const [event] = feedEvents({ planned: [planned({})], sessions: [], tests: [] }, context);
    expect(event).toEqual({
      uid: 'programme-p1-s1-j1@elan.example',
      when: { day: '2026-11-25' },
      summary: 'Force · Jour B',
      description: 'Séance prévue par votre programme.',
      url: 'https://elan.example/sessions/new/p1/1/1',
      status: 'TENTATIVE',
    });
  });

  it('keeps the UID of a program day when it moves to another date', () => {
    const [before] = feedEvents({ planned: [planned({})], sessions: [], tests: [] }, context);
    const [after] = feedEvents({ planned: [planned({ date: '2026-11-27' })], sessions: [], tests: [] }, context);
    expect(after!.uid).toBe(before!.uid);
  });

  it('names entries by their id, notes and tests planned included; an entry done by hand says so', () => {
    const events = feedEvents(
      {
        planned: [
          planned({ kind: 'note', title: 'Repos', link: null, entryId: 'e1', programDay: null }),
          planned({ kind: 'test-prevu', title: 'Test de Cooper', link: '/tests/cooper-12min', entryId: 'e2', programDay: null, done: true }),
        ],
        sessions: [],
        tests: [],
      },
      context,
    );
    expect(events.map((e) => [e.uid, e.description, e.url, e.status])).toEqual([
      ['entree-e1@elan.example', 'Note du calendrier.', null, 'TENTATIVE'],
      ['entree-e2@elan.example', 'Test prévu.\nFait.', 'https://elan.example/tests/cooper-12min', 'CONFIRMED'],
    ]);
  });

  it('publishes a finished session with its real start and end, duration, volume and records', () => {
    const [event] = feedEvents({ planned: [], sessions: [session('s1')], tests: [] }, context);
    expect(event).toMatchObject({
      uid: 'seance-s1@elan.example',
      when: { start: Date.UTC(2026, 10, 20, 17, 5), end: Date.UTC(2026, 10, 20, 18, 20) },
      summary: 'Force · Jour A',
      url: 'https://elan.example/sessions/view/s1',
      status: 'CONFIRMED',
    });
    expect(event!.description).toBe('Séance terminée.\nDurée : 1\u202fh\u202f15\nVolume : 12\u202f450 kg\n1 record battu');
  });

  it('ends a session without an end time after its duration, and leaves out an empty volume and no records', () => {
    const [event] = feedEvents({ planned: [], sessions: [session('s2', { endedAt: null, volumeKg: 0, prs: [], durationSec: 1800 })], tests: [] }, context);
    expect(event!.when).toEqual({ start: Date.UTC(2026, 10, 20, 17, 5), end: Date.UTC(2026, 10, 20, 17, 35) });
    expect(event!.description).toBe('Séance terminée.\nDurée : 30\u202fmin');
  });

  it('publishes a planned day done by a session of the feed once, as that session', () => {
    const done = planned({ date: '2026-11-20', link: '/sessions/view/s1', done: true, programDay: { programId: 'p1', week: 1, dayIndex: 0 } });
    const events = feedEvents({ planned: [done], sessions: [session('s1')], tests: [] }, context);
    expect(events.map((e) => e.uid)).toEqual(['seance-s1@elan.example']);
  });

  it('publishes a fitness test with its French name, result and rating', () => {
    const [event] = feedEvents({ planned: [], sessions: [], tests: [cooper] }, context);
    expect(event).toEqual({
      uid: 'test-t1@elan.example',
      when: { day: '2026-11-18' },
      summary: 'Test : Test de Cooper (12 minutes)',
      description: 'Résultat : 2\u202f650 m\nNiveau : Bon',
      url: 'https://elan.example/tests/cooper-12min',
      status: 'CONFIRMED',
    });
  });
});

describe('feedText', () => {
  it('is a calendar ical.js reads back, named in French', () => {
    const text = feedText({ planned: [planned({})], sessions: [session('s1')], tests: [cooper] }, context);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Élan — entraînement');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Élan//Calendrier d’entraînement//FR');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary)).toEqual(['Force · Jour B', 'Force · Jour A', 'Test : Test de Cooper (12 minutes)']);
    expect(events[1]!.description).toBe('Séance terminée.\nDurée : 1\u202fh\u202f15\nVolume : 12\u202f450 kg\n1 record battu');
  });
});
