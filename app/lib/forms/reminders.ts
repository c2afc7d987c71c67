/*
 * The reminder form (/settings/notifications): its values, read from the posted form or held by
 * the page, and one validation for both — the browser checks before posting, the route action
 * again on the server. Apart from the settings document so the shell, which only listens to the
 * push switch, does not carry the form's code.
 */
import { DEFAULT_TIME_ZONE, byWeekOrder, reminderSettingsSchema, SETTINGS_ERRORS, type ReminderSettings } from '#app/lib/data/notification-settings.ts';
import { fieldErrorsFrom, type FieldErrors } from './messages.ts';

/** What the reminder form holds (checkboxes as booleans, times as typed). */
export interface ReminderFormValues {
  readonly trainingEnabled: boolean;
  readonly trainingDays: readonly string[];
  readonly trainingTime: string;
  readonly mealsEnabled: boolean;
  readonly mealsTime: string;
  readonly weeklySummaryEnabled: boolean;
  readonly weeklySummaryDay: string;
  readonly timeZone: string;
}

export function reminderFormValues(settings: ReminderSettings, timeZone = settings.timeZone): ReminderFormValues {
  return {
    trainingEnabled: settings.training.enabled,
    trainingDays: settings.training.days,
    trainingTime: settings.training.time,
    mealsEnabled: settings.meals.enabled,
    mealsTime: settings.meals.time,
    weeklySummaryEnabled: settings.weeklySummary.enabled,
    weeklySummaryDay: settings.weeklySummary.day,
    timeZone,
  };
}

/** The posted form (checkbox 'on', repeated `trainingDays`, 'HH:MM' times) → its values. */
export function reminderFormData(form: FormData): ReminderFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    trainingEnabled: form.get('trainingEnabled') === 'on',
    trainingDays: form.getAll('trainingDays').filter((v): v is string => typeof v === 'string'),
    trainingTime: text('trainingTime'),
    mealsEnabled: form.get('mealsEnabled') === 'on',
    mealsTime: text('mealsTime'),
    weeklySummaryEnabled: form.get('weeklySummaryEnabled') === 'on',
    weeklySummaryDay: text('weeklySummaryDay'),
    timeZone: text('timeZone'),
  };
}

export type ReminderValidation = { ok: true; value: ReminderSettings } | { ok: false; errors: FieldErrors };

/** The reminder form's values → settings, or one message per field (keyed by the setting's path: 'training.days'). */
export function validateReminders(values: ReminderFormValues): ReminderValidation {
  const candidate = {
    training: { enabled: values.trainingEnabled, days: [...new Set(values.trainingDays)], time: values.trainingTime.trim() },
    meals: { enabled: values.mealsEnabled, time: values.mealsTime.trim() },
    weeklySummary: { enabled: values.weeklySummaryEnabled, day: values.weeklySummaryDay.trim() },
    timeZone: values.timeZone.trim() || DEFAULT_TIME_ZONE,
  };
  const parsed = reminderSettingsSchema.safeParse(candidate);
  if (parsed.success) {
    const days = [...parsed.data.training.days].sort(byWeekOrder);
    return { ok: true, value: { ...parsed.data, training: { ...parsed.data.training, days } } };
  }
  // Only the first problem of a list matters to the person: 'training.days.0' is the days field.
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.filter((p) => typeof p === 'string') }));
  const errors = fieldErrorsFrom(issues, candidate);
  // The object-level rule does not run while a field is invalid: report it alongside them.
  if (!errors['training.days'] && candidate.training.enabled && candidate.training.days.length === 0) errors['training.days'] = { key: SETTINGS_ERRORS.days };
  return { ok: false, errors };
}

export function parseReminderForm(form: FormData): ReminderValidation {
  return validateReminders(reminderFormData(form));
}
