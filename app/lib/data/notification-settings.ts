/*
 * `users/{uid}/settings/notifications`: whether the person wants push, and their reminders.
 * Written by the server only (the route action, so the form works before the page's JavaScript
 * has loaded); the browser reads it live to start or stop push.
 */
import * as z from 'zod/mini';
import { defineDocument, type PlainData } from './documents.ts';

export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Error messages are locale keys; the screen translates them. */
export const SETTINGS_ERRORS = {
  days: 'settings:notifications.errors.days',
  time: 'settings:notifications.errors.time',
  day: 'settings:notifications.errors.day',
  timeZone: 'settings:notifications.errors.timeZone',
} as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const time = z.string().check(z.regex(TIME_PATTERN, SETTINGS_ERRORS.time));
const weekday = z.enum(WEEKDAYS, SETTINGS_ERRORS.day);

const trainingSchema = z.object({ enabled: z.boolean(), days: z.array(weekday), time });
const mealsSchema = z.object({ enabled: z.boolean(), time });
const weeklySummarySchema = z.object({ enabled: z.boolean(), day: weekday });
/** IANA zone of the person's browser: reminders are due in their local time. */
const timeZoneSchema = z.string().check(z.refine(isTimeZone, SETTINGS_ERRORS.timeZone));

const reminderFields = { training: trainingSchema, meals: mealsSchema, weeklySummary: weeklySummarySchema, timeZone: timeZoneSchema };

export const reminderSettingsSchema = z.object(reminderFields).check(
  z.refine((value) => !value.training.enabled || value.training.days.length > 0, {
    message: SETTINGS_ERRORS.days,
    path: ['training', 'days'],
  }),
);

export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export interface NotificationSettings extends ReminderSettings {
  /** The person chose to receive push notifications (the browser permission is separate). */
  pushEnabled: boolean;
}

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export const defaultNotificationSettings: NotificationSettings = Object.freeze({
  pushEnabled: false,
  training: { enabled: false, days: ['lundi', 'mercredi', 'vendredi'], time: '18:00' },
  meals: { enabled: false, time: '20:00' },
  weeklySummary: { enabled: false, day: 'dimanche' },
  timeZone: DEFAULT_TIME_ZONE,
}) as NotificationSettings;

/** Monday first, as the form lists the days. */
export const byWeekOrder = (a: Weekday, b: Weekday) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b);

/**
 * A stored settings document → complete settings. Each part that is missing or malformed falls
 * back to its default on its own, so one bad field never discards the rest.
 */
export function parseNotificationSettings(data: PlainData | undefined): NotificationSettings {
  const record = data ?? {};
  const d = defaultNotificationSettings;
  const part = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const training = part(trainingSchema, record.training, d.training);
  return {
    pushEnabled: record.pushEnabled === true,
    training: { ...training, days: [...new Set(training.days)].sort(byWeekOrder) },
    meals: part(mealsSchema, record.meals, d.meals),
    weeklySummary: part(weeklySummarySchema, record.weeklySummary, d.weeklySummary),
    timeZone: part(timeZoneSchema, record.timeZone, d.timeZone),
  };
}

const storedSettingsSchema = z.strictObject({ pushEnabled: z.boolean(), ...reminderFields });

/**
 * The sendings side of the settings document, written by the reminders' run alone as field paths
 * (one reminder's time, the others kept) and with no stamp: it is no change of the settings.
 */
export const reminderSendingsDoc = defineDocument({
  path: 'users/{uid}/settings/notifications',
  fromData: (data: PlainData | undefined) => {
    const raw = data?.remindersSentAt;
    const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const at = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    return { settings: parseNotificationSettings(data), sentAt: { training: at(record.training), meals: at(record.meals), weeklySummary: at(record.weeklySummary) } };
  },
  schema: z.strictObject({ remindersSentAt: z.partial(z.strictObject({ training: z.date(), meals: z.date(), weeklySummary: z.date() })) }),
  stamps: {},
  browserWrites: [],
});

export const notificationSettingsDoc = defineDocument({
  path: 'users/{uid}/settings/notifications',
  fromData: parseNotificationSettings,
  schema: storedSettingsSchema,
  // Each server write sets its own part: the reminders, or the push switch.
  patchSchema: z.partial(storedSettingsSchema),
  stamps: { updatedAt: true },
  browserWrites: [],
});
