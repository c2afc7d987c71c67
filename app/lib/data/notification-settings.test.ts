import { describe, expect, it } from 'vitest';
import settingsFr from '../../../locales/fr/settings.json';
import { parseReminderForm } from '#app/lib/forms/reminders.ts';
import { defaultNotificationSettings, parseNotificationSettings, SETTINGS_ERRORS } from './notification-settings.ts';

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
        'training.days': { key: SETTINGS_ERRORS.days },
        'training.time': { key: SETTINGS_ERRORS.time },
        'meals.time': { key: SETTINGS_ERRORS.time },
        'weeklySummary.day': { key: SETTINGS_ERRORS.day },
        timeZone: { key: SETTINGS_ERRORS.timeZone },
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
    expect(result).toStrictEqual({ ok: false, errors: { 'training.days': { key: SETTINGS_ERRORS.day } } });
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
