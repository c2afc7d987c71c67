import { describe, expect, it } from 'vitest';
import settingsFr from '../../../locales/fr/settings.json';
import { unreadBadgeText } from '#app/components/notifications/unread-store.ts';
import {
  defaultNotificationSettings,
  newInboxItem,
  parseInboxItem,
  parseNotificationSettings,
  parseReminderForm,
  SETTINGS_ERRORS,
  sortInbox,
  toMillis,
  type InboxItem,
} from './notifications.ts';

const ts = (ms: number) => ({ toMillis: () => ms });

describe('parseInboxItem', () => {
  it('keeps the stored fields and turns the timestamp into ms', () => {
    expect(parseInboxItem('n1', { title: 'Séance', body: 'Haut du corps', link: '/sessions/new', read: false, createdAt: ts(1000) })).toStrictEqual({
      id: 'n1',
      title: 'Séance',
      body: 'Haut du corps',
      link: '/sessions/new',
      read: false,
      createdAt: 1000,
    });
  });

  it('accepts a missing link and a pending timestamp', () => {
    expect(parseInboxItem('n2', { title: 'T', body: '', read: true })).toMatchObject({ link: null, createdAt: null });
  });

  it.each([
    [{ body: 'b', read: false }],
    [{ title: '', body: 'b', read: false }],
    [{ title: 'T', body: 'b', read: 'no' }],
    [{ title: 'T', body: 3, read: false }],
    [{ title: 'x'.repeat(121), body: '', read: false }],
    [null],
  ])('rejects %j', (data) => {
    expect(parseInboxItem('x', data)).toBeNull();
  });

  it('never turns a foreign link into a link', () => {
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'sessions', '/.//evil.example', '/a/..//x']) {
      expect(parseInboxItem('x', { title: 'T', body: '', read: false, link })?.link).toBeNull();
    }
  });
});

describe('sortInbox', () => {
  const item = (id: string, read: boolean, createdAt: number | null): InboxItem => ({ id, title: id, body: '', link: null, read, createdAt });
  it('puts unread first, newest first within each group, pending writes on top', () => {
    const sorted = sortInbox([item('old-read', true, 1), item('new-read', true, 9), item('old-unread', false, 2), item('pending', false, null), item('new-unread', false, 8)]);
    expect(sorted.map((i) => i.id)).toEqual(['pending', 'new-unread', 'old-unread', 'new-read', 'old-read']);
  });
});

describe('newInboxItem', () => {
  it('trims, bounds and sanitises, always unread', () => {
    expect(newInboxItem({ title: '  Test ', body: ' corps ', link: 'https://x.example' })).toStrictEqual({ title: 'Test', body: 'corps', link: null, read: false });
    expect(newInboxItem({ title: 'T', body: 'b'.repeat(600), link: '/notifications' }).body).toHaveLength(500);
    expect(() => newInboxItem({ title: '  ', body: '', link: null })).toThrow();
  });
});

describe('unreadBadgeText / toMillis', () => {
  it('hides zero, caps at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
  it('reads Timestamps and Dates', () => {
    expect(toMillis(ts(5))).toBe(5);
    expect(toMillis(new Date(7))).toBe(7);
    expect(toMillis('2026-01-01')).toBeNull();
  });
});

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

const lookup = (key: string) =>
  key
    .replace(/^settings:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], settingsFr);

describe('parseReminderForm', () => {
  it('reads a complete form, days in week order, de-duplicated', () => {
    const result = parseReminderForm(
      form([
        ['trainingEnabled', 'on'],
        ['trainingDays', 'vendredi'],
        ['trainingDays', 'lundi'],
        ['trainingDays', 'lundi'],
        ['trainingTime', '18:30'],
        ['mealsTime', '20:00'],
        ['weeklySummaryEnabled', 'on'],
        ['weeklySummaryDay', 'dimanche'],
        ['timeZone', 'America/Montreal'],
      ]),
    );
    expect(result).toStrictEqual({
      ok: true,
      value: {
        training: { enabled: true, days: ['lundi', 'vendredi'], time: '18:30' },
        meals: { enabled: false, time: '20:00' },
        weeklySummary: { enabled: true, day: 'dimanche' },
        timeZone: 'America/Montreal',
      },
    });
  });

  it('reports each bad field with a French message', () => {
    const result = parseReminderForm(
      form([
        ['trainingEnabled', 'on'],
        ['trainingTime', '25:00'],
        ['mealsTime', ''],
        ['weeklySummaryDay', 'jeudredi'],
        ['timeZone', 'Mars/Olympus'],
      ]),
    );
    expect(result).toStrictEqual({
      ok: false,
      errors: {
        trainingDays: SETTINGS_ERRORS.days,
        trainingTime: SETTINGS_ERRORS.time,
        mealsTime: SETTINGS_ERRORS.time,
        weeklySummaryDay: SETTINGS_ERRORS.day,
        timeZone: SETTINGS_ERRORS.timeZone,
      },
    });
    expect(lookup(SETTINGS_ERRORS.days)).toBe('Choisissez au moins un jour d’entraînement, ou désactivez ce rappel.');
    expect(lookup(SETTINGS_ERRORS.time)).toBe('Indiquez une heure valide, par exemple 18:30.');
    for (const key of Object.values(SETTINGS_ERRORS)) expect(typeof lookup(key)).toBe('string');
  });

  it('allows no training day while the training reminder is off', () => {
    const result = parseReminderForm(form([['trainingTime', '07:00'], ['mealsTime', '12:15'], ['weeklySummaryDay', 'lundi']]));
    expect(result.ok && result.value.training).toStrictEqual({ enabled: false, days: [], time: '07:00' });
    expect(result.ok && result.value.timeZone).toBe('Europe/Paris');
  });

  it('refuses an unknown training day', () => {
    const result = parseReminderForm(form([['trainingDays', 'funday'], ['trainingTime', '07:00'], ['mealsTime', '12:15'], ['weeklySummaryDay', 'lundi']]));
    expect(result).toStrictEqual({ ok: false, errors: { trainingDays: SETTINGS_ERRORS.day } });
  });
});

describe('parseNotificationSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(parseNotificationSettings(undefined)).toStrictEqual(defaultNotificationSettings);
  });
  it('keeps valid parts when another is malformed', () => {
    const parsed = parseNotificationSettings({
      pushEnabled: true,
      training: { enabled: true, days: ['mardi'], time: '06:45' },
      meals: { enabled: 'yes', time: '99:99' },
      timeZone: 'Europe/Brussels',
    });
    expect(parsed).toStrictEqual({
      pushEnabled: true,
      training: { enabled: true, days: ['mardi'], time: '06:45' },
      meals: defaultNotificationSettings.meals,
      weeklySummary: defaultNotificationSettings.weeklySummary,
      timeZone: 'Europe/Brussels',
    });
  });
});
