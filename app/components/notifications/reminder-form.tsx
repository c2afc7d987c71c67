import { useEffect, useRef, useState, type ReactNode } from 'react';
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

interface ReminderGroupProps {
  readonly legend: string;
  /** The on/off checkbox: its form name, label and state. */
  readonly toggle: { readonly name: string; readonly label: string; readonly on: boolean; readonly onChange: (on: boolean) => void };
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
function ReminderGroup({ legend, toggle, keep, children }: ReminderGroupProps) {
  const off = useHydrated() && !toggle.on;
  return (
    <fieldset className="reminder-group">
      <legend>{legend}</legend>
      <label className="check">
        <input type="checkbox" name={toggle.name} checked={toggle.on} onChange={(e) => toggle.onChange(e.target.checked)} />
        {toggle.label}
      </label>
      <fieldset className="reminder-options" disabled={off}>
        {children}
      </fieldset>
      {off ? keep.map(([name, value]) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />) : null}
    </fieldset>
  );
}

function ReminderTime({ name, label, value, onChange, error }: { name: 'trainingTime' | 'mealsTime'; label: string; value: string; onChange: (value: string) => void; error: string | undefined }) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="time"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
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
  const [training, setTraining] = useState(settings.training);
  const [meals, setMeals] = useState(settings.meals);
  const [weekly, setWeekly] = useState(settings.weeklySummary);

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

        <ReminderGroup
          legend={t('settings:notifications.reminders.training.legend')}
          toggle={{
            name: 'trainingEnabled',
            label: t('settings:notifications.reminders.training.enabled'),
            on: training.enabled,
            onChange: (on) => setTraining((r) => ({ ...r, enabled: on })),
          }}
          keep={[...training.days.map((day) => ['trainingDays', day] as const), ['trainingTime', training.time]]}
        >
          <fieldset className="weekday-picker" aria-describedby={errors.trainingDays ? 'trainingDays-error' : undefined}>
            <legend>{t('settings:notifications.reminders.training.days')}</legend>
            <div className="weekday-options">
              {WEEKDAYS.map((day) => (
                <label key={day} className="weekday">
                  <input
                    type="checkbox"
                    name="trainingDays"
                    value={day}
                    checked={training.days.includes(day)}
                    onChange={(e) =>
                      setTraining((r) => ({ ...r, days: e.target.checked ? WEEKDAYS.filter((d) => d === day || r.days.includes(d)) : r.days.filter((d) => d !== day) }))
                    }
                  />
                  <span>{t(`settings:notifications.weekdays.${day}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="trainingDays-error" error={errors.trainingDays} />
          </fieldset>
          <ReminderTime
            name="trainingTime"
            label={t('settings:notifications.reminders.training.time')}
            value={training.time}
            onChange={(time) => setTraining((r) => ({ ...r, time }))}
            error={errors.trainingTime}
          />
        </ReminderGroup>

        <ReminderGroup
          legend={t('settings:notifications.reminders.meals.legend')}
          toggle={{
            name: 'mealsEnabled',
            label: t('settings:notifications.reminders.meals.enabled'),
            on: meals.enabled,
            onChange: (on) => setMeals((r) => ({ ...r, enabled: on })),
          }}
          keep={[['mealsTime', meals.time]]}
        >
          <ReminderTime
            name="mealsTime"
            label={t('settings:notifications.reminders.meals.time')}
            value={meals.time}
            onChange={(time) => setMeals((r) => ({ ...r, time }))}
            error={errors.mealsTime}
          />
        </ReminderGroup>

        <ReminderGroup
          legend={t('settings:notifications.reminders.weekly.legend')}
          toggle={{
            name: 'weeklySummaryEnabled',
            label: t('settings:notifications.reminders.weekly.enabled'),
            on: weekly.enabled,
            onChange: (on) => setWeekly((r) => ({ ...r, enabled: on })),
          }}
          keep={[['weeklySummaryDay', weekly.day]]}
        >
          <div className="field">
            <label htmlFor="weeklySummaryDay">{t('settings:notifications.reminders.weekly.day')}</label>
            <select
              id="weeklySummaryDay"
              name="weeklySummaryDay"
              value={weekly.day}
              onChange={(e) => setWeekly((r) => ({ ...r, day: e.target.value as typeof r.day }))}
              {...invalid('weeklySummaryDay')}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`settings:notifications.weekdays.${day}`)}
                </option>
              ))}
            </select>
            <FieldError id="weeklySummaryDay-error" error={errors.weeklySummaryDay} />
          </div>
        </ReminderGroup>

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
