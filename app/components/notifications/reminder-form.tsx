import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { toast } from '#app/components/ui/toaster.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { WEEKDAYS, type ReminderFieldErrors, type ReminderSettings } from '#app/lib/firebase/notifications.ts';

export interface ReminderActionData {
  intent: 'reminders';
  ok: boolean;
  errors?: ReminderFieldErrors;
  /** The server could not store valid settings (database unavailable). */
  failed?: boolean;
}

/** Reminders are due in the zone of the browser the person saves from. */
function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  ) : null;
}

/**
 * Reminders saved in users/{uid}/settings/notifications by the route action (validated there
 * with zod), so the form also works before the page's JavaScript has loaded. On a refusal the
 * fields keep what the person typed.
 */
export function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReminderActionData>();
  const hydrated = useHydrated();
  const timeZone = hydrated ? browserTimeZone(settings.timeZone) : settings.timeZone;
  const errors = fetcher.data?.ok === false ? (fetcher.data.errors ?? {}) : {};
  const handled = useRef<ReminderActionData | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(t('settings:notifications.reminders.saved'));
    else if (result.failed) toast.error(t('settings:notifications.reminders.failed'));
    else toast.error(t('settings:notifications.reminders.invalid'));
  }, [fetcher.state, fetcher.data, t]);

  const invalid = (name: keyof ReminderFieldErrors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});

  return (
    <section className="panel" aria-labelledby="reminders-heading">
      <fetcher.Form method="post" className="stack reminder-form" noValidate>
        <h2 id="reminders-heading">{t('settings:notifications.reminders.heading')}</h2>
        <p className="muted">{t('settings:notifications.reminders.intro')}</p>
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="timeZone" value={timeZone} />

        <fieldset className="reminder-group">
          <legend>{t('settings:notifications.reminders.training.legend')}</legend>
          <label className="check">
            <input type="checkbox" name="trainingEnabled" defaultChecked={settings.training.enabled} />
            {t('settings:notifications.reminders.training.enabled')}
          </label>
          <fieldset className="weekday-picker" aria-describedby={errors.trainingDays ? 'trainingDays-error' : undefined}>
            <legend>{t('settings:notifications.reminders.training.days')}</legend>
            <div className="weekday-options">
              {WEEKDAYS.map((day) => (
                <label key={day} className="weekday">
                  <input type="checkbox" name="trainingDays" value={day} defaultChecked={settings.training.days.includes(day)} />
                  <span>{t(`settings:notifications.weekdays.${day}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="trainingDays-error" error={errors.trainingDays} />
          </fieldset>
          <div className="field">
            <label htmlFor="trainingTime">{t('settings:notifications.reminders.training.time')}</label>
            <input id="trainingTime" name="trainingTime" type="time" required defaultValue={settings.training.time} {...invalid('trainingTime')} />
            <FieldError id="trainingTime-error" error={errors.trainingTime} />
          </div>
        </fieldset>

        <fieldset className="reminder-group">
          <legend>{t('settings:notifications.reminders.meals.legend')}</legend>
          <label className="check">
            <input type="checkbox" name="mealsEnabled" defaultChecked={settings.meals.enabled} />
            {t('settings:notifications.reminders.meals.enabled')}
          </label>
          <div className="field">
            <label htmlFor="mealsTime">{t('settings:notifications.reminders.meals.time')}</label>
            <input id="mealsTime" name="mealsTime" type="time" required defaultValue={settings.meals.time} {...invalid('mealsTime')} />
            <FieldError id="mealsTime-error" error={errors.mealsTime} />
          </div>
        </fieldset>

        <fieldset className="reminder-group">
          <legend>{t('settings:notifications.reminders.weekly.legend')}</legend>
          <label className="check">
            <input type="checkbox" name="weeklySummaryEnabled" defaultChecked={settings.weeklySummary.enabled} />
            {t('settings:notifications.reminders.weekly.enabled')}
          </label>
          <div className="field">
            <label htmlFor="weeklySummaryDay">{t('settings:notifications.reminders.weekly.day')}</label>
            <select id="weeklySummaryDay" name="weeklySummaryDay" defaultValue={settings.weeklySummary.day} {...invalid('weeklySummaryDay')}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`settings:notifications.weekdays.${day}`)}
                </option>
              ))}
            </select>
            <FieldError id="weeklySummaryDay-error" error={errors.weeklySummaryDay} />
          </div>
        </fieldset>

        <FieldError id="timeZone-error" error={errors.timeZone} />
        <p className="field-hint">{t('settings:notifications.reminders.timeZone', { zone: timeZone })}</p>
        <div>
          <button type="submit" className="button primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? t('settings:notifications.reminders.saving') : t('settings:notifications.reminders.save')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
