import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLiveDoc, useLiveQuery } from '#app/components/data/use-live.ts';
import { ProgramSchedulePanel, type ProgramSchedulePanelProps } from '#app/components/calendar/program-schedule-panel.tsx';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { programDaysDone, programDoc, programInputFrom, type DoneProgramDay, type Program } from '#app/lib/data/programs.ts';
import type { SessionExercise } from '#app/lib/data/sessions.ts';
import type { StartingLoadSlot } from '#app/lib/sessions/session-model.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { nextProgramDay, type Equipment, type Exercise, type PlateSetup } from '#app/lib/training/index.ts';
import { coachingText } from '#app/lib/sessions/coaching-text.ts';
import { occurrencesIn, replaceInProgram } from '#app/lib/programs/replace-in-program.ts';
import { useCatalogue } from './catalogue.ts';
import { programFacts } from './program-facts.tsx';
import { ProgramWeeks } from './program-weeks.tsx';
import { ProgramReplaceDialog } from './replace-dialog.tsx';
import { StartingLoadsPanel } from './starting-loads-panel.tsx';

export interface NextLoads {
  readonly week: number;
  readonly dayIndex: number;
  readonly exercises: readonly ({ readonly exerciseId: string; readonly weightKg: number | undefined; readonly reps: readonly number[] } & Pick<SessionExercise, 'coaching'>)[];
}

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** "Développé couché : 62,5 kg × 5, 5, 5", and why, for each loaded exercise of the next day. */
function NextLoadsList({ loads, nameOf }: { loads: NextLoads['exercises']; nameOf: (exerciseId: string) => string }) {
  const { t } = useTranslation();
  if (!loads.length) return null;
  return (
    <div className="next-loads">
      <h3>{t('programs:detail.nextLoads')}</h3>
      <ul>
        {loads.map((load) => (
          <li key={load.exerciseId}>
            <strong>{nameOf(load.exerciseId)}</strong>{' '}
            {load.weightKg === undefined
              ? t('programs:detail.nextReps', { reps: load.reps.join(', ') })
              : t('programs:detail.nextLoad', { weight: kg(load.weightKg), reps: load.reps.join(', ') })}
            <span className="muted small"> · {coachingText(t, { coaching: load.coaching, target: load.weightKg === undefined ? {} : { weightKg: load.weightKg } })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ProgramScreenProps {
  readonly id: string;
  readonly initial: Program | null;
  readonly initialDone: DoneProgramDay[];
  readonly custom: Exercise[];
  readonly oneRms: Record<string, number>;
  /** The next day's loads from each exercise's rule (computed with the history on the server). */
  readonly nextLoads: NextLoads | null;
  /** The exercises whose first loads come from a starting load, to give or change here. */
  readonly startingLoads: readonly StartingLoadSlot[];
  readonly plates: PlateSetup;
  /** What the person has, to filter the equivalents offered by "Remplacer" (null: not said). */
  readonly equipment: Equipment[] | null;
  /** The active program's schedule, for starting this one. */
  readonly schedule: Pick<ProgramSchedulePanelProps, 'initialSchedule' | 'otherActiveName' | 'today'>;
}

const sessionLink = (programId: string, week: number, dayIndex: number) => `/sessions/new/${programId}/${week}/${dayIndex}`;

export function ProgramScreen({ id, initial, initialDone, custom, oneRms, nextLoads, startingLoads, plates, equipment, schedule }: ProgramScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: program, error } = useLiveDoc(programDoc, { id }, initial);
  const { data: done } = useLiveQuery(programDaysDone, { programId: id }, initialDone);
  const catalogue = useCatalogue(custom);
  const writer = useWriter();
  const [deleting, setDeleting] = useState(false);
  const [replacing, setReplacing] = useState<Exercise | null>(null);

  if (!program) {
    return (
      <Page title={t('programs:detail.title')}>
        <div className="callout warning">
          <p>{t('programs:detail.gone')}</p>
        </div>
        <Link to="/programs">{t('programs:detail.back')}</Link>
      </Page>
    );
  }

  const next = nextProgramDay(program, done);
  const nextDay = next ? program.weeks[next.week - 1]!.days[next.dayIndex]! : null;
  const current = program;

  function setArchived(archived: boolean) {
    void writer.run((data) => data.update(programDoc, { id }, { archived }), t('programs:detail.saveFailed')).then((ok) => {
      if (ok) toast.success(t(archived ? 'programs:detail.archivedToast' : 'programs:detail.restoredToast'), current.name);
    });
  }

  async function duplicate() {
    let copyId = '';
    const ok = await writer.run(async (data) => {
      copyId = await data.add(programDoc, {}, { ...programInputFrom(current, current.source), name: t('programs:detail.copyName', { name: current.name }).slice(0, 80) });
    }, t('programs:detail.saveFailed'));
    if (ok) void navigate(`/programs/${copyId}`);
  }

  async function replace(from: Exercise, to: Exercise) {
    setReplacing(null);
    const count = occurrencesIn(current.weeks, from.id);
    const ok = await writer.run((data) => data.update(programDoc, { id }, { weeks: replaceInProgram(current.weeks, from.id, to) }), t('programs:detail.saveFailed'));
    if (ok) toast.success(t('programs:replace.done', { from: from.name, to: to.name, count }));
  }

  async function remove() {
    setDeleting(false);
    const ok = await writer.run((data) => data.remove(programDoc, { id }), t('programs:detail.deleteFailed'));
    if (ok) {
      toast.success(t('programs:detail.deletedToast'), current.name);
      void navigate('/programs');
    }
  }

  return (
    <Page title={program.name} description={programFacts(t, program).join(' · ')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      {program.archived ? <p className="callout">{t('programs:detail.isArchived')}</p> : null}
      <section className="panel next-day" aria-labelledby="next-day-title">
        <h2 id="next-day-title">{t('programs:detail.nextTitle')}</h2>
        {next && nextDay ? (
          <>
            <p>
              <strong>{t('programs:detail.nextDay', { week: next.week, day: nextDay.name })}</strong>
              <span className="muted"> · {t('programs:detail.exercisesCount', { count: nextDay.exercises.length })}</span>
            </p>
            {nextLoads && nextLoads.week === next.week && nextLoads.dayIndex === next.dayIndex ? <NextLoadsList loads={nextLoads.exercises} nameOf={catalogue.nameOf} /> : null}
            {nextDay.exercises.length ? (
              <Link className="button primary" to={sessionLink(id, next.week, next.dayIndex)}>
                {t('programs:detail.start')}
              </Link>
            ) : (
              <p className="muted">{t('programs:view.emptyDay')}</p>
            )}
          </>
        ) : (
          <p>{t('programs:detail.finished')}</p>
        )}
        <p className="muted">{t('programs:detail.doneCount', { count: new Set(done.map((d) => `${d.week}-${d.dayIndex}`)).size })}</p>
      </section>

      <StartingLoadsPanel slots={startingLoads} plates={plates} />

      <ProgramSchedulePanel programId={id} daysPerWeek={program.weeks[0]?.days.length ?? 3} archived={program.archived} {...schedule} />

      <div className="program-actions" role="group" aria-label={t('programs:detail.actions')}>
        <Link className="button" to={`/programs/custom?programme=${id}`}>
          {t('programs:detail.edit')}
        </Link>
        <button type="button" className="button" onClick={() => void duplicate()} disabled={!writer.ready}>
          {t('programs:detail.duplicate')}
        </button>
        <button type="button" className="button" onClick={() => setArchived(!program.archived)} disabled={!writer.ready}>
          {t(program.archived ? 'programs:detail.restore' : 'programs:detail.archive')}
        </button>
        <button type="button" className="button danger" onClick={() => setDeleting(true)} disabled={!writer.ready}>
          {t('programs:detail.delete')}
        </button>
      </div>

      <section className="stack" aria-labelledby="weeks-title">
        <h2 id="weeks-title">{t('programs:detail.weeksTitle')}</h2>
        <ProgramWeeks
          weeks={program.weeks}
          catalogue={catalogue}
          oneRms={oneRms}
          current={next}
          openWeeks={[next?.week ?? 1]}
          programId={id}
          exerciseActions={(week, dayIndex, exerciseIndex) => {
            const exercise = catalogue.find(program.weeks[week - 1]!.days[dayIndex]!.exercises[exerciseIndex]!.exerciseId);
            return exercise ? (
              <button type="button" className="link-button" onClick={() => setReplacing(exercise)} disabled={!writer.ready} aria-label={t('programs:replace.label', { name: exercise.name })}>
                {t('programs:replace.action')}
              </button>
            ) : null;
          }}
          dayActions={(week, dayIndex, day) =>
            day.exercises.length ? (
              <Link className="link-button" to={sessionLink(id, week, dayIndex)} aria-label={t('programs:detail.startDayLabel', { week, day: day.name })}>
                {t('programs:detail.startDay')}
              </Link>
            ) : null
          }
        />
      </section>

      <ProgramReplaceDialog
        exercise={replacing}
        equipment={equipment}
        count={replacing ? occurrencesIn(program.weeks, replacing.id) : 0}
        source={program.source}
        onChoose={(choice) => (replacing ? void replace(replacing, choice) : undefined)}
        onClose={() => setReplacing(null)}
      />

      <ConfirmDialog
        open={deleting}
        title={t('programs:detail.deleteTitle', { name: program.name })}
        confirmLabel={t('programs:detail.deleteConfirm')}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        <p>{t('programs:detail.deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}
