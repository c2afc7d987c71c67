import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#app/components/data/use-action.ts';
import { ErrorSummary } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { WEEKDAYS, type ReminderSettings } from '#app/lib/data/notification-settings.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { reminderFormValues, validateReminders, type ReminderFormValues } from '#app/lib/forms/reminders.ts';
import { WEEKLY_SUMMARY_TIME } from '#app/lib/reminders/due.ts';
import type { action } from '#app/routes/_app.settings.notifications.tsx';

/** Reminders are due in the zone of the browser the person saves from. */
function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** Where each setting's message goes: the control that fixes it. */
const CONTROL_OF: Readonly<Record<string, string>> = {
  'training.days': 'trainingDays-lundi',
  'training.time': 'trainingTime',
  'meals.time': 'mealsTime',
  'weeklySummary.day': 'weeklySummaryDay',
  timeZone: 'timeZone',
};
const controlOf = (path: string) => CONTROL_OF[path] ?? path;

interface ReminderGroupProps {
  readonly legend: string;
  /** The on/off checkbox: its label, and its props from the form. */
  readonly toggle: { readonly label: string; readonly name: string; readonly checked: boolean; readonly onChange: (event: { target: { checked: boolean } }) => void };
  /** Form names and values of the settings inside, sent even while they are locked. */
  readonly keep: readonly (readonly [string, string])[];
  readonly children: ReactNode;
}

/**
 * One reminder: its on/off checkbox, then its own settings (days, time), greyed out and locked
 * while it is off. A disabled field is not sent with the form, so what they hold travels in
 * hidden fields: turning a reminder off never forgets its days or time. Before hydration the
 * fields stay usable (the form works without JavaScript) and only CSS greys them.
 */
function ReminderGroup({ legend, toggle: { label, ...toggle }, keep, children }: ReminderGroupProps) {
  const off = useHydrated() && !toggle.checked;
  return (
    <fieldset className="reminder-group">
      <legend>{legend}</legend>
      <label className="check">
        <input type="checkbox" {...toggle} />
        {label}
      </label>
      <fieldset className="reminder-options" disabled={off}>
        {children}
      </fieldset>
      {off ? keep.map(([name, value]) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />) : null}
    </fieldset>
  );
}

/**
 * Reminders saved in users/{uid}/settings/notifications by the route action, so the form also
 * works before the page's JavaScript has loaded. Once it has, the same validation runs here
 * first (the action checks again); on a refusal the fields keep what the person typed.
 */
export function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation();
  const fetcher = useAction<typeof action>({ failureToast: true, onSuccess: () => toast.success(t('settings:notifications.reminders.saved')) });
  const hydrated = useHydrated();
  const form = useForm({ values: reminderFormValues(settings, hydrated ? browserTimeZone(settings.timeZone) : settings.timeZone), validate: validateReminders });
  const { values } = form;
  const errors: FieldErrors = { ...fetcher.fieldErrors, ...form.errors };

  const onSubmit = form.submit((_value, _values, element) => void fetcher.submit(element));

  const message = (path: string) => {
    const error = errors[path];
    return error ? (
      <p id={`${controlOf(path)}-error`} className="field-error">
        {t(error.key, error.params ?? {})}
      </p>
    ) : null;
  };
  const invalid = (path: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': `${controlOf(path)}-error` } : {});
  const check = (name: keyof ReminderFormValues) => ({
    name,
    checked: values[name] === true,
    onChange: (event: { target: { checked: boolean } }) => form.set(name, event.target.checked as never),
  });
  const toggleDay = (day: string, on: boolean) =>
    form.update((current) => ({ ...current, trainingDays: on ? [...current.trainingDays, day] : current.trainingDays.filter((d) => d !== day) }));
  const labels = {
    'training.days': t('settings:notifications.reminders.training.days'),
    'training.time': t('settings:notifications.reminders.training.time'),
    'meals.time': t('settings:notifications.reminders.meals.time'),
    'weeklySummary.day': t('settings:notifications.reminders.weekly.day'),
  };

  return (
    <section className="panel" aria-labelledby="reminders-heading">
      <fetcher.Form method="post" className="stack reminder-form" noValidate onSubmit={onSubmit}>
        <h2 id="reminders-heading">{t('settings:notifications.reminders.heading')}</h2>
        <p className="muted">{t('settings:notifications.reminders.intro')}</p>
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="timeZone" value={values.timeZone} />

        <ReminderGroup
          legend={t('settings:notifications.reminders.training.legend')}
          toggle={{ label: t('settings:notifications.reminders.training.enabled'), ...check('trainingEnabled') }}
          keep={[...values.trainingDays.map((day) => ['trainingDays', day] as const), ['trainingTime', values.trainingTime]]}
        >
          <fieldset className="weekday-picker" aria-describedby={errors['training.days'] ? 'trainingDays-lundi-error' : undefined}>
            <legend>{t('settings:notifications.reminders.training.days')}</legend>
            <div className="weekday-options">
              {WEEKDAYS.map((day) => (
                <label key={day} className="weekday">
                  <input
                    type="checkbox"
                    id={`trainingDays-${day}`}
                    name="trainingDays"
                    value={day}
                    checked={values.trainingDays.includes(day)}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                    aria-invalid={errors['training.days'] ? true : undefined}
                  />
                  <span>{t(`settings:notifications.weekdays.${day}`)}</span>
                </label>
              ))}
            </div>
            {message('training.days')}
          </fieldset>
          <div className="field">
            <label htmlFor="trainingTime">{t('settings:notifications.reminders.training.time')}</label>
            <input id="trainingTime" name="trainingTime" type="time" required value={values.trainingTime} onChange={(e) => form.set('trainingTime', e.target.value)} {...invalid('training.time')} />
            {message('training.time')}
          </div>
        </ReminderGroup>

        <ReminderGroup
          legend={t('settings:notifications.reminders.meals.legend')}
          toggle={{ label: t('settings:notifications.reminders.meals.enabled'), ...check('mealsEnabled') }}
          keep={[['mealsTime', values.mealsTime]]}
        >
          <div className="field">
            <label htmlFor="mealsTime">{t('settings:notifications.reminders.meals.time')}</label>
            <input id="mealsTime" name="mealsTime" type="time" required value={values.mealsTime} onChange={(e) => form.set('mealsTime', e.target.value)} {...invalid('meals.time')} />
            {message('meals.time')}
          </div>
        </ReminderGroup>

        <ReminderGroup
          legend={t('settings:notifications.reminders.weekly.legend')}
          toggle={{ label: t('settings:notifications.reminders.weekly.enabled'), ...check('weeklySummaryEnabled') }}
          keep={[['weeklySummaryDay', values.weeklySummaryDay]]}
        >
          <div className="field">
            <label htmlFor="weeklySummaryDay">{t('settings:notifications.reminders.weekly.day')}</label>
            <select id="weeklySummaryDay" name="weeklySummaryDay" value={values.weeklySummaryDay} onChange={(e) => form.set('weeklySummaryDay', e.target.value)} {...invalid('weeklySummary.day')}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`settings:notifications.weekdays.${day}`)}
                </option>
              ))}
            </select>
            {message('weeklySummary.day')}
            <p className="field-hint">{t('settings:notifications.reminders.weekly.hint', { time: WEEKLY_SUMMARY_TIME })}</p>
          </div>
        </ReminderGroup>

        {message('timeZone')}
        <p className="field-hint">{t('settings:notifications.reminders.timeZone', { zone: values.timeZone })}</p>
        <ErrorSummary errors={errors} labels={labels} idOf={controlOf} />
        <div>
          <button type="submit" className="button primary" disabled={fetcher.busy}>
            {fetcher.busy ? t('settings:notifications.reminders.saving') : t('settings:notifications.reminders.save')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
