/*
 * The notification inbox (`users/{uid}/notifications/{id}`) and the reminder settings
 * (`users/{uid}/settings/notifications`): schemas and plain-value conversions shared by the
 * server (firebase-admin) and the browser (firebase/firestore). No Firebase import here; both
 * SDKs' Timestamp classes expose `toMillis()`, which is all this module relies on.
 * zod/mini because this module reaches the browser.
 */
import * as z from 'zod/mini';
import { inAppPath } from '#app/lib/in-app-path.ts';

export const NOTIFICATIONS_COLLECTION = 'notifications';
export const NOTIFICATION_SETTINGS_DOC = 'notifications';
/** The inbox shows the most recent items; older ones stay stored (and counted as unread). */
export const INBOX_LIMIT = 200;
/** The shell badge listens to at most this many unread items and shows "99+" beyond. */
export const UNREAD_BADGE_LIMIT = 100;

export const inboxPath = (uid: string): string => `users/${uid}/${NOTIFICATIONS_COLLECTION}`;
export const notificationSettingsPath = (uid: string): string => `users/${uid}/settings/${NOTIFICATION_SETTINGS_DOC}`;
export const pushTokenPath = (uid: string): string => `pushTokens/${uid}`;

// ---------------------------------------------------------------------------------------------
// Inbox items

export const TITLE_MAX = 120;
export const BODY_MAX = 500;

/** Stored shape (PRODUCT.md §3): title, body, link, createdAt, read. */
const storedInboxItem = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(TITLE_MAX)),
  body: z.string().check(z.maxLength(BODY_MAX)),
  link: z.nullable(z.string()),
  read: z.boolean(),
});

export interface InboxItem {
  id: string;
  title: string;
  body: string;
  /** In-app path ('/sessions/new'…) or null. */
  link: string | null;
  read: boolean;
  /** Epoch ms, or null while the server timestamp is pending. */
  createdAt: number | null;
}

/** Firestore Timestamp (admin or browser) or Date → epoch ms; anything else → null. */
export function toMillis(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    const ms: unknown = value.toMillis();
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
  }
  return null;
}

/** A stored document → an inbox item, or null when it does not have the inbox shape. */
export function parseInboxItem(id: string, data: unknown): InboxItem | null {
  const record = (data ?? {}) as Record<string, unknown>;
  const parsed = storedInboxItem.safeParse({ ...record, link: record.link ?? null });
  if (!parsed.success) return null;
  return {
    id,
    title: parsed.data.title,
    body: parsed.data.body,
    link: inAppPath(parsed.data.link),
    read: parsed.data.read,
    createdAt: toMillis(record.createdAt),
  };
}

/** Unread first, then newest first; a pending (null) timestamp is the newest. */
export function sortInbox(items: readonly InboxItem[]): InboxItem[] {
  const time = (item: InboxItem) => item.createdAt ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => {
    if (a.read !== b.read) return a.read ? 1 : -1;
    const diff = time(b) - time(a);
    if (diff !== 0) return diff > 0 ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** What the server writes: the stored fields minus createdAt (a server timestamp). */
export interface NewInboxItem {
  title: string;
  body: string;
  link: string | null;
}

export function newInboxItem(input: NewInboxItem): NewInboxItem & { read: false } {
  const title = input.title.trim().slice(0, TITLE_MAX);
  if (!title) throw new Error('inbox item: empty title');
  return { title, body: input.body.trim().slice(0, BODY_MAX), link: inAppPath(input.link), read: false };
}

// ---------------------------------------------------------------------------------------------
// Reminder settings

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

export const reminderSettingsSchema = z
  .object({ training: trainingSchema, meals: mealsSchema, weeklySummary: weeklySummarySchema, timeZone: timeZoneSchema })
  .check(
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

/**
 * A stored settings document → complete settings. Each part that is missing or malformed falls
 * back to its default on its own, so one bad field never discards the rest.
 */
export function parseNotificationSettings(data: unknown): NotificationSettings {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const d = defaultNotificationSettings;
  const part = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const training = part(trainingSchema, record.training, d.training);
  return {
    pushEnabled: record.pushEnabled === true,
    training: { ...training, days: [...new Set(training.days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)) },
    meals: part(mealsSchema, record.meals, d.meals),
    weeklySummary: part(weeklySummarySchema, record.weeklySummary, d.weeklySummary),
    timeZone: part(timeZoneSchema, record.timeZone, d.timeZone),
  };
}

export type ReminderFieldErrors = Partial<Record<'trainingDays' | 'trainingTime' | 'mealsTime' | 'weeklySummaryDay' | 'timeZone', string>>;

const FIELD_OF_PATH: Record<string, keyof ReminderFieldErrors> = {
  'training.days': 'trainingDays',
  'training.time': 'trainingTime',
  'meals.time': 'mealsTime',
  'weeklySummary.day': 'weeklySummaryDay',
  timeZone: 'timeZone',
};

/** The reminder form (checkbox 'on', repeated `trainingDays`, 'HH:MM' times) → settings or field errors. */
export function parseReminderForm(
  form: FormData,
): { ok: true; value: ReminderSettings } | { ok: false; errors: ReminderFieldErrors } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const candidate = {
    training: {
      enabled: form.get('trainingEnabled') === 'on',
      days: [...new Set(form.getAll('trainingDays').filter((v): v is string => typeof v === 'string'))],
      time: text('trainingTime'),
    },
    meals: { enabled: form.get('mealsEnabled') === 'on', time: text('mealsTime') },
    weeklySummary: { enabled: form.get('weeklySummaryEnabled') === 'on', day: text('weeklySummaryDay') },
    timeZone: text('timeZone') || DEFAULT_TIME_ZONE,
  };
  const parsed = reminderSettingsSchema.safeParse(candidate);
  if (parsed.success) {
    const days = [...parsed.data.training.days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
    return { ok: true, value: { ...parsed.data, training: { ...parsed.data.training, days } } };
  }
  const errors: ReminderFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((p) => typeof p === 'string').join('.');
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) {
      errors[field] = Object.values(SETTINGS_ERRORS).includes(issue.message as never) ? issue.message : fallbackError(field);
    }
  }
  // The object-level rule does not run while a field is invalid: report it alongside them.
  if (!errors.trainingDays && candidate.training.enabled && candidate.training.days.length === 0) errors.trainingDays = SETTINGS_ERRORS.days;
  return { ok: false, errors };
}

function fallbackError(field: keyof ReminderFieldErrors): string {
  if (field === 'trainingDays') return SETTINGS_ERRORS.day;
  if (field === 'weeklySummaryDay') return SETTINGS_ERRORS.day;
  if (field === 'timeZone') return SETTINGS_ERRORS.timeZone;
  return SETTINGS_ERRORS.time;
}
