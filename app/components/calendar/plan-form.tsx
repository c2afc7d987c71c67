/*
 * Plan something on a date: a day of one of the person's programs (its link starts that day's
 * session), a free session, a fitness test, or a note. Each choice writes one calendar entry.
 */
import { useTranslation } from 'react-i18next';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ErrorSummary, SelectField, SubmitButton, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { programDayTitle, type PlannableProgram } from '#app/lib/calendar/planned-items.ts';
import { programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { isIsoDay } from '#app/lib/dates/index.ts';
import { calendarEntryDoc, calendarEntrySchema, ENTRY_TITLE_MAX, type CalendarEntryInput } from '#app/lib/data/calendar.ts';
import { TEST_IDS } from '#app/lib/fitness-tests/meta.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { schemaValidation, type Validation } from '#app/lib/forms/validation.ts';

const PLAN_KINDS = ['programme', 'libre', 'test', 'note'] as const;
type PlanKind = (typeof PLAN_KINDS)[number];

interface Values {
  kind: PlanKind;
  date: string;
  programId: string;
  /** 'week-dayIndex' of the chosen program day. */
  programDay: string;
  testId: string;
  title: string;
}

function entryOf(values: Values, programs: readonly PlannableProgram[], texts: { testName: (id: string) => string; freeTitle: string }): Validation<CalendarEntryInput> {
  const errors: FieldErrors = {};
  if (!isIsoDay(values.date)) errors.date = { key: 'calendar:errors.date' };
  let candidate: CalendarEntryInput | null = null;
  if (values.kind === 'programme') {
    const program = programs.find((p) => p.id === values.programId);
    const [week, dayIndex] = values.programDay.split('-').map(Number) as [number, number];
    const day = program?.weeks[week - 1]?.days[dayIndex];
    if (!program) errors.programId = { key: 'calendar:errors.programRequired' };
    else if (!day) errors.programDay = { key: 'calendar:errors.programDayRequired' };
    else candidate = { date: values.date, kind: 'seance-prevue', title: programDayTitle(program, day.name).slice(0, ENTRY_TITLE_MAX), link: programDayStartPath(program.id, week, dayIndex), done: false };
  } else if (values.kind === 'test') {
    if (!(TEST_IDS as readonly string[]).includes(values.testId)) errors.testId = { key: 'calendar:errors.testRequired' };
    else candidate = { date: values.date, kind: 'test-prevu', title: texts.testName(values.testId), link: `/tests/${values.testId}`, done: false };
  } else {
    const free = values.kind === 'libre';
    const title = free ? values.title.trim() || texts.freeTitle : values.title;
    candidate = { date: values.date, kind: free ? 'seance-prevue' : 'note', title, link: free ? '/sessions/new' : null, done: false };
  }
  if (candidate) {
    const verdict = schemaValidation(calendarEntrySchema, candidate);
    if (verdict.ok && Object.keys(errors).length === 0) return verdict;
    if (!verdict.ok) Object.assign(errors, { ...verdict.errors, ...errors });
  }
  return { ok: false, errors };
}

export interface PlanFormProps {
  readonly date: string;
  readonly programs: readonly PlannableProgram[];
  /** The active program, offered first, with its next day not done ('week-dayIndex'). */
  readonly active: { readonly programId: string; readonly nextDay: string } | null;
  readonly writer: Writer;
}

export function PlanForm({ date, programs, active, writer }: PlanFormProps) {
  const { t } = useTranslation();
  const firstProgram = programs.find((p) => p.id === active?.programId) ?? programs[0];
  const form = useForm<Values, CalendarEntryInput>({
    values: {
      kind: firstProgram ? 'programme' : 'libre',
      date,
      programId: firstProgram?.id ?? '',
      programDay: firstProgram && firstProgram.id === active?.programId ? active.nextDay : '1-0',
      testId: '',
      title: '',
    },
    validate: (values) => entryOf(values, programs, { testName: (id) => t(`tests:items.${id}.name`), freeTitle: t('calendar:plan.freeTitle') }),
  });
  const { kind } = form.values;
  const program = programs.find((p) => p.id === form.values.programId);

  const onSubmit = form.submit((input, values) => {
    form.restart({ ...values, title: '' });
    void writer.run((data) => data.add(calendarEntryDoc, {}, input), t('calendar:plan.failed')).then((ok) => {
      if (ok) toast.success(t('calendar:plan.planned'), input.title);
      else form.restore(values);
    });
  });

  const labels = {
    date: t('calendar:plan.date'),
    programId: t('calendar:plan.program'),
    programDay: t('calendar:plan.programDay'),
    testId: t('calendar:plan.test'),
    title: t('calendar:plan.titleField'),
  };

  return (
    <form className="stack plan-form" onSubmit={onSubmit} noValidate>
      <SelectField
        {...form.field('kind')}
        label={t('calendar:plan.kind')}
        options={PLAN_KINDS.map((value) => ({ value, label: t(`calendar:plan.kinds.${value}`) }))}
      />
      <TextField {...form.field('date')} type="date" label={labels.date} required />
      {kind === 'programme' ? (
        programs.length ? (
          <>
            <SelectField
              {...form.field('programId')}
              onChange={(value) => form.update((current) => ({ ...current, programId: value, programDay: '1-0' }))}
              label={labels.programId}
              options={programs.map((p) => ({ value: p.id, label: p.name }))}
            />
            <SelectField
              {...form.field('programDay')}
              label={labels.programDay}
              options={(program?.weeks ?? []).flatMap((week, weekIndex) =>
                week.days.map((day, dayIndex) => ({ value: `${weekIndex + 1}-${dayIndex}`, label: t('calendar:plan.dayOption', { week: weekIndex + 1, day: day.name }) })),
              )}
            />
          </>
        ) : (
          <p className="callout">{t('calendar:plan.noPrograms')}</p>
        )
      ) : null}
      {kind === 'test' ? (
        <SelectField
          {...form.field('testId')}
          label={labels.testId}
          placeholder={t('calendar:plan.testPlaceholder')}
          options={TEST_IDS.map((id) => ({ value: id, label: t(`tests:items.${id}.name`) }))}
        />
      ) : null}
      {kind === 'libre' || kind === 'note' ? (
        <TextField {...form.field('title')} label={labels.title} maxLength={ENTRY_TITLE_MAX} required={kind === 'note'} hint={kind === 'libre' ? t('calendar:plan.freeTitleHint') : undefined} />
      ) : null}
      <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={!writer.ready} disabled={kind === 'programme' && !programs.length}>
          {t('calendar:plan.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
