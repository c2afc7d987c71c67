/*
 * One day, in a modal dialog: what is planned (start or open it, mark it done, move it to another
 * date, delete it), what was done and noted, and the form to plan something on that day.
 * "Déplacer au…" is the keyboard's way to do what dragging does in the grid.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { useMessage } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { EMPTY_DAY, type DayContents } from '#app/lib/calendar/day-contents.ts';
import type { PlannableProgram, PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { isIsoDay } from '#app/lib/dates/index.ts';
import { calendarEntryDoc, type CalendarEntry } from '#app/lib/data/calendar.ts';
import { formatDay } from '#app/lib/format/index.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { dayLines, isMovable, LinkedLine, type DayLine } from './day-items.tsx';
import { PlanForm, type PlanFormProps } from './plan-form.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';

export interface DayDialogProps {
  /** The day shown, or null when the dialog is closed. */
  readonly day: string | null;
  readonly contents: DayContents | undefined;
  readonly entries: Map<string, CalendarEntry>;
  readonly programs: readonly PlannableProgram[];
  readonly activeProgram: PlanFormProps['active'];
  readonly writer: Writer;
  readonly onMove: (item: PlannedItem, date: string) => Promise<boolean>;
  readonly onClose: () => void;
}

export function DayDialog({ day, contents, entries, programs, activeProgram, writer, onMove, onClose }: DayDialogProps) {
  const { t } = useTranslation();
  const ref = useModalDialog(day !== null);
  const titleId = useId();
  const [deleting, setDeleting] = useState<PlannedItem | null>(null);


  const lines = day ? dayLines(t, day, contents ?? EMPTY_DAY) : [];
  const planned = lines.filter((line) => line.planned);
  const logged = lines.filter((line) => !line.planned);

  async function setDone(entry: CalendarEntry, done: boolean) {
    await writer.run((data) => data.update(calendarEntryDoc, { id: entry.id }, { done }), t('calendar:toasts.updateFailed'));
  }

  async function remove(item: PlannedItem) {
    setDeleting(null);
    if (!item.entryId) return;
    const id = item.entryId;
    if (await writer.run((data) => data.remove(calendarEntryDoc, { id }), t('calendar:toasts.deleteFailed'))) toast.success(t('calendar:toasts.deleted'), item.title);
  }

  return (
    <dialog
      ref={ref}
      className="confirm-dialog day-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {day ? (
        <div className="stack">
          <div className="day-dialog-head">
            <h2 id={titleId}>{formatDay(day, 'full')}</h2>
            <button type="button" className="button ghost" onClick={onClose}>
              {t('calendar:actions.close')}
            </button>
          </div>
          <section className="stack" aria-labelledby={`${titleId}-planned`}>
            <h3 id={`${titleId}-planned`}>{t('calendar:day.planned')}</h3>
            {planned.length ? (
              <ul className="day-items">
                {planned.map((line) => (
                  <PlannedRow
                    key={line.key}
                    line={line}
                    day={day}
                    entry={line.planned?.entryId ? (entries.get(line.planned.entryId) ?? null) : null}
                    busy={!writer.ready}
                    onDone={setDone}
                    onMove={onMove}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('calendar:day.nothingPlanned')}</p>
            )}
          </section>
          <section className="stack" aria-labelledby={`${titleId}-logged`}>
            <h3 id={`${titleId}-logged`}>{t('calendar:day.logged')}</h3>
            {logged.length ? (
              <ul className="day-items">
                {logged.map((line) => (
                  <LinkedLine key={line.key} line={line} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('calendar:day.nothingLogged')}</p>
            )}
          </section>
          <section className="stack" aria-labelledby={`${titleId}-plan`}>
            <h3 id={`${titleId}-plan`}>{t('calendar:plan.title')}</h3>
            <PlanForm key={day} date={day} programs={programs} active={activeProgram} writer={writer} />
          </section>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('calendar:confirmDelete.title', { title: deleting?.title ?? '' })}
        confirmLabel={t('calendar:confirmDelete.confirm')}
        danger
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('calendar:confirmDelete.body')}</p>
      </ConfirmDialog>
    </dialog>
  );
}

interface PlannedRowProps {
  readonly line: DayLine;
  readonly day: string;
  /** The stored entry behind the item, null for a program day of the schedule. */
  readonly entry: CalendarEntry | null;
  readonly busy: boolean;
  readonly onDone: (entry: CalendarEntry, done: boolean) => Promise<void>;
  readonly onMove: (item: PlannedItem, date: string) => Promise<boolean>;
  readonly onDelete: (item: PlannedItem) => void;
}

function PlannedRow({ line, day, entry, busy, onDone, onMove, onDelete }: PlannedRowProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [moving, setMoving] = useState(false);
  const item = line.planned as PlannedItem;
  const move = useForm({
    values: { date: day },
    validate: ({ date }): Validation<string> => {
      if (!isIsoDay(date)) return { ok: false, errors: { date: { key: 'calendar:errors.date' } } };
      if (date === item.date) return { ok: false, errors: { date: { key: 'calendar:errors.sameDay' } } };
      return { ok: true, value: date };
    },
  });
  const target = move.field('date');
  const error = message(target.error);
  const startable = item.link !== null && !item.done && (item.kind === 'programme' || item.kind === 'seance-prevue');

  return (
    <li className={`day-item ${line.tone}`}>
      <span className="day-item-kind">{line.kindLabel}</span>
      <span className="day-item-title">{line.text}</span>
      {line.detail ? <span className={item.done ? 'status done' : 'status'}>{line.detail}</span> : null}
      <div className="day-item-actions" role="group" aria-label={t('calendar:actions.itemActions', { title: line.text })}>
        {item.link ? (
          <Link className={startable ? 'button primary' : 'button'} to={item.link}>
            {t(startable ? 'calendar:actions.start' : item.kind === 'test-prevu' && !item.done ? 'calendar:actions.openTest' : 'calendar:actions.open')}
          </Link>
        ) : null}
        {entry && !(item.done && !entry.done) ? (
          <button type="button" className="button" disabled={busy} onClick={() => void onDone(entry, !entry.done)}>
            {t(entry.done ? 'calendar:actions.markTodo' : 'calendar:actions.markDone')}
          </button>
        ) : null}
        {isMovable(item) ? (
          <button type="button" className="button" aria-expanded={moving} onClick={() => setMoving(!moving)}>
            {t('calendar:actions.move')}
          </button>
        ) : null}
        {entry ? (
          <button type="button" className="button danger" disabled={busy} onClick={() => onDelete(item)}>
            {t('calendar:actions.delete')}
          </button>
        ) : null}
      </div>
      {moving ? (
        <form
          className="move-form"
          noValidate
          onSubmit={move.submit((date) => {
            void onMove(item, date).then((moved) => moved && setMoving(false));
          })}
        >
          <div className="field">
            <label htmlFor={target.id}>{t('calendar:actions.moveTo')}</label>
            <input
              id={target.id}
              name={target.name}
              type="date"
              value={target.value}
              onChange={(event) => target.onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${target.id}-error` : undefined}
            />
            {error ? (
              <p id={`${target.id}-error`} className="form-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t('calendar:actions.moveConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setMoving(false)}>
            {t('calendar:actions.moveCancel')}
          </button>
        </form>
      ) : null}
    </li>
  );
}
