import { describe, expect, test } from 'vitest';
import { defaultNotificationSettings, type ReminderSettings } from '#app/lib/data/notification-settings.ts';
import { dueReminders, wallClockIn, weekSummary } from './index.ts';

const settings = (patch: Partial<ReminderSettings> = {}): ReminderSettings => ({
  ...defaultNotificationSettings,
  training: { enabled: true, days: ['lundi', 'mercredi', 'vendredi'], time: '18:00' },
  meals: { enabled: true, time: '20:00' },
  ...patch,
});
const at = (iso: string) => new Date(iso).getTime();

describe('wallClockIn', () => {
  test('Paris in winter (UTC+1) and summer (UTC+2)', () => {
    expect(wallClockIn(at('2026-11-23T17:00:00Z'), 'Europe/Paris')).toEqual({ day: '2026-11-23', minutes: 18 * 60 });
    expect(wallClockIn(at('2026-07-01T16:00:00Z'), 'Europe/Paris')).toEqual({ day: '2026-07-01', minutes: 18 * 60 });
  });
  test('the day changes at local midnight, not UTC midnight', () => {
    expect(wallClockIn(at('2026-11-23T23:30:00Z'), 'Europe/Paris').day).toBe('2026-11-24');
    expect(wallClockIn(at('2026-11-24T03:30:00Z'), 'America/Montreal').day).toBe('2026-11-23');
  });
});

describe('dueReminders', () => {
  // Monday 23 November 2026, Paris is UTC+1.
  test('due at its local time on a chosen day, not before', () => {
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T16:59:00Z'), lastSentAt: {} })).toEqual([]);
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T17:00:00Z'), lastSentAt: {} })).toEqual(['training']);
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T19:00:00Z'), lastSentAt: {} })).toEqual(['meals']);
  });
  test('not on a day that is not chosen (Tuesday), while meals are every day', () => {
    expect(dueReminders({ settings: settings(), now: at('2026-11-24T17:00:00Z'), lastSentAt: {} })).toEqual([]);
    expect(dueReminders({ settings: settings(), now: at('2026-11-24T19:05:00Z'), lastSentAt: {} })).toEqual(['meals']);
  });
  test('once a day: sent at 18:00 → not again at 18:01, again the next chosen day', () => {
    const sent = at('2026-11-23T17:00:20Z');
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T17:01:00Z'), lastSentAt: { training: sent } })).toEqual([]);
    expect(dueReminders({ settings: settings(), now: at('2026-11-25T17:00:00Z'), lastSentAt: { training: sent } })).toEqual(['training']);
  });
  test('a scheduler back after more than an hour sends nothing late', () => {
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T18:00:00Z'), lastSentAt: {} })).toEqual(['training']);
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T18:01:00Z'), lastSentAt: {} })).toEqual([]);
  });
  test('no training reminder once that day’s session is done; disabled reminders never', () => {
    expect(dueReminders({ settings: settings(), now: at('2026-11-23T17:00:00Z'), lastSentAt: {}, trainedToday: true })).toEqual([]);
    const off = settings({ training: { enabled: false, days: ['lundi'], time: '18:00' }, meals: { enabled: false, time: '18:00' } });
    expect(dueReminders({ settings: off, now: at('2026-11-23T17:00:00Z'), lastSentAt: {} })).toEqual([]);
  });
  test('in the person’s own time zone', () => {
    const montreal = settings({ timeZone: 'America/Montreal' });
    // 18:00 in Montréal (UTC−5) is 23:00 UTC, midnight in Paris.
    expect(dueReminders({ settings: montreal, now: at('2026-11-23T23:00:00Z'), lastSentAt: {} })).toEqual(['training']);
    expect(dueReminders({ settings: montreal, now: at('2026-11-23T17:00:00Z'), lastSentAt: {} })).toEqual([]);
  });
  test('spring forward (Paris, Sunday 29 March 2026, 02:00 → 03:00): a 02:30 reminder goes at 03:00', () => {
    const night = settings({ training: { enabled: true, days: ['dimanche'], time: '02:30' }, meals: { enabled: false, time: '20:00' } });
    expect(dueReminders({ settings: night, now: at('2026-03-29T00:59:00Z'), lastSentAt: {} })).toEqual([]); // 01:59 local
    expect(dueReminders({ settings: night, now: at('2026-03-29T01:00:00Z'), lastSentAt: {} })).toEqual(['training']); // 03:00 local
  });
  test('fall back (Paris, Sunday 25 October 2026, 03:00 → 02:00): 02:30 happens twice, sent once', () => {
    const night = settings({ training: { enabled: true, days: ['dimanche'], time: '02:30' }, meals: { enabled: false, time: '20:00' } });
    const first = at('2026-10-25T00:30:00Z'); // 02:30 summer time
    expect(dueReminders({ settings: night, now: first, lastSentAt: {} })).toEqual(['training']);
    const second = at('2026-10-25T01:30:00Z'); // 02:30 again, winter time
    expect(wallClockIn(second, 'Europe/Paris')).toEqual({ day: '2026-10-25', minutes: 150 });
    expect(dueReminders({ settings: night, now: second, lastSentAt: { training: first } })).toEqual([]);
  });
});

describe('the weekly summary', () => {
  const weekly = (day: ReminderSettings['weeklySummary']['day']) =>
    settings({ training: { enabled: false, days: ['lundi'], time: '18:00' }, meals: { enabled: false, time: '20:00' }, weeklySummary: { enabled: true, day } });
  test('due at 19:00 local on its chosen day only, once', () => {
    // Sunday 29 November 2026, Paris UTC+1.
    expect(dueReminders({ settings: weekly('dimanche'), now: at('2026-11-29T17:59:00Z'), lastSentAt: {} })).toEqual([]);
    expect(dueReminders({ settings: weekly('dimanche'), now: at('2026-11-29T18:00:00Z'), lastSentAt: {} })).toEqual(['weeklySummary']);
    expect(dueReminders({ settings: weekly('dimanche'), now: at('2026-11-29T18:05:00Z'), lastSentAt: { weeklySummary: at('2026-11-29T18:00:00Z') } })).toEqual([]);
    expect(dueReminders({ settings: weekly('lundi'), now: at('2026-11-29T18:00:00Z'), lastSentAt: {} })).toEqual([]);
    expect(dueReminders({ settings: { ...weekly('dimanche'), weeklySummary: { enabled: false, day: 'dimanche' } }, now: at('2026-11-29T18:00:00Z'), lastSentAt: {} })).toEqual([]);
  });
  test('counts the finished sessions and the days with food of the seven days that end on the day', () => {
    const session = (date: string, status: string, durationSec = 3600, volumeKg = 1000) => ({ date, status, durationSec, volumeKg });
    const log = (day: string, entries: number) => ({ day, entries: Array.from({ length: entries }, () => ({})) });
    expect(
      weekSummary(
        [session('2026-11-22', 'terminee'), session('2026-11-23', 'terminee', 2700, 8450.5), session('2026-11-29', 'terminee'), session('2026-11-28', 'en-cours'), session('2026-11-30', 'terminee')],
        [log('2026-11-22', 3), log('2026-11-23', 2), log('2026-11-24', 0), log('2026-11-29', 1), log('2026-11-29', 4)],
        '2026-11-29',
      ),
    ).toEqual({ sessions: 2, durationSec: 6300, volumeKg: 9450.5, loggedDays: 2 });
  });
});
