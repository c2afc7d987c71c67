/*
 * On a program's page: start it with the weekdays the person trains (its next days are then
 * placed on them in the calendar), change those days, or stop it. One program is active at a
 * time: starting this one replaces the schedule of another.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, SubmitButton, TextField, useMessage } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { defaultWeekdays, ISO_WEEKDAYS } from '#app/lib/calendar/program-schedule.ts';
import { addDays } from '#app/lib/dates/index.ts';
import { programScheduleDoc, programScheduleSchema, type StoredProgramSchedule } from '#app/lib/data/calendar.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

/** A Monday: ISO weekday n is this day + n − 1. */
const A_MONDAY = '2024-01-01';
const weekdayName = (weekday: number) => formatDay(addDays(A_MONDAY, weekday - 1), 'weekdayName');

export function weekdaysText(weekdays: readonly number[]): string {
  return new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(weekdays.map(weekdayName));
}

export interface ProgramSchedulePanelProps {
  readonly programId: string;
  /** Days per week of the program's first week: the weekdays offered at first. */
  readonly daysPerWeek: number;
  readonly archived: boolean;
  readonly initialSchedule: StoredProgramSchedule | null;
  /** The name of the program active now when it is another one. */
  readonly otherActiveName: string | null;
  readonly today: string;
}

export function ProgramSchedulePanel({ programId, daysPerWeek, archived, initialSchedule, otherActiveName, today }: ProgramSchedulePanelProps) {
  const { t } = useTranslation();
  const writer = useWriter();
  const { data: schedule } = useLiveDoc(programScheduleDoc, {}, initialSchedule);
  const [editing, setEditing] = useState(false);
  const active = schedule?.programId === programId ? schedule : null;

  async function stop() {
    const ok = await writer.run((data) => data.remove(programScheduleDoc, {}), t('calendar:schedule.stopFailed'));
    if (ok) toast.success(t('calendar:schedule.stopped'));
  }

  return (
    <section className="panel stack program-schedule" aria-labelledby="program-schedule-title">
      <h2 id="program-schedule-title">{t('calendar:schedule.title')}</h2>
      {active && !editing ? (
        <>
          <p>
            <strong>{t('calendar:schedule.active', { days: weekdaysText(active.weekdays) })}</strong>{' '}
            <span className="muted">{t('calendar:schedule.activeSince', { date: formatDay(active.startDate, 'long') })}</span>
          </p>
          <div className="form-actions">
            <Link className="button primary" to="/calendar">
              {t('calendar:schedule.seeCalendar')}
            </Link>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('calendar:schedule.change')}
            </button>
            <button type="button" className="button danger" disabled={!writer.ready} onClick={() => void stop()}>
              {t('calendar:schedule.stop')}
            </button>
          </div>
        </>
      ) : archived ? (
        <p className="muted">{t('calendar:schedule.archived')}</p>
      ) : editing ? (
        <ScheduleForm
          programId={programId}
          weekdays={active?.weekdays ?? defaultWeekdays(daysPerWeek)}
          startDate={active?.startDate ?? today}
          replaces={active ? null : otherActiveName}
          changing={active !== null}
          writer={writer}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="muted">{t('calendar:schedule.startIntro')}</p>
          <div className="form-actions">
            <button type="button" className="button primary" onClick={() => setEditing(true)}>
              {t('calendar:schedule.start')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

interface ScheduleFormProps {
  readonly programId: string;
  readonly weekdays: readonly number[];
  readonly startDate: string;
  readonly replaces: string | null;
  readonly changing: boolean;
  readonly writer: ReturnType<typeof useWriter>;
  readonly onDone: () => void;
}

function ScheduleForm({ programId, weekdays, startDate, replaces, changing, writer, onDone }: ScheduleFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm({
    values: { weekdays: weekdays.join(','), startDate },
    validate: (values) =>
      schemaValidation(programScheduleSchema, {
        programId,
        weekdays: values.weekdays ? values.weekdays.split(',').map(Number) : [],
        startDate: values.startDate,
      }),
  });
  const chosen = new Set(form.values.weekdays ? form.values.weekdays.split(',').map(Number) : []);
  const labels = { weekdays: t('calendar:schedule.weekdays'), startDate: t('calendar:schedule.startDate') };
  const weekdaysId = form.idOf('weekdays');
  const weekdaysError = form.errors.weekdays;

  function toggle(weekday: number) {
    const next = new Set(chosen);
    if (next.has(weekday)) next.delete(weekday);
    else next.add(weekday);
    form.set('weekdays', [...next].sort((a, b) => a - b).join(','));
  }

  const onSubmit = form.submit((input) => {
    void writer.run((data) => data.set(programScheduleDoc, {}, input), t('calendar:schedule.failed')).then((ok) => {
      if (!ok) return;
      if (changing) toast.success(t('calendar:schedule.updated'));
      else toast.success(t('calendar:schedule.started'), t('calendar:schedule.startedBody'));
      onDone();
    });
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {replaces ? <p className="callout warning">{t('calendar:schedule.replaces', { name: replaces })}</p> : null}
      <fieldset className="weekday-picker" aria-describedby={weekdaysError ? `${weekdaysId}-error` : undefined}>
        <legend>{labels.weekdays}</legend>
        <div className="weekday-options">
          {ISO_WEEKDAYS.map((weekday) => (
            <label key={weekday} className="weekday-option">
              <input
                type="checkbox"
                id={weekday === 1 ? weekdaysId : undefined}
                checked={chosen.has(weekday)}
                onChange={() => toggle(weekday)}
                aria-invalid={weekdaysError ? true : undefined}
              />
              <span>{weekdayName(weekday)}</span>
            </label>
          ))}
        </div>
        {weekdaysError ? (
          <p id={`${weekdaysId}-error`} className="field-error">
            {message(weekdaysError)}
          </p>
        ) : null}
      </fieldset>
      <TextField {...form.field('startDate')} type="date" label={labels.startDate} required />
      <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={!writer.ready}>{t(changing ? 'calendar:schedule.saveChanges' : 'calendar:schedule.save')}</SubmitButton>
        <button type="button" className="button" onClick={onDone}>
          {t('calendar:schedule.cancel')}
        </button>
      </div>
    </form>
  );
}
