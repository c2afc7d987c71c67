import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTimer } from '#app/components/timers/use-timer.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { SESSION_LIMITS, type PastSession, type Session, type SessionExercise } from '#app/lib/data/sessions.ts';
import { previousSets, toggleSetDone, workingSetsDone, type DraftSet, type Exercise, type SetValues } from '#app/lib/training/index.ts';
import { AddExercise, useSessionCatalogue } from './add-exercise.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { RestBar } from './rest-bar.tsx';
import { addExercise, finishSession, recentExerciseIds } from '#app/lib/sessions/session-model.ts';
import { SessionSummary } from './session-summary.tsx';
import { useLoggedSession } from './use-logged-session.ts';

export interface LoggingScreenProps {
  /** The session this screen starts when nothing is in progress for it (ids from the loader). */
  readonly fresh: Session;
  /** This screen's path: where "reprendre la séance" leads back. */
  readonly path: string;
  /** `fresh` is a session in progress the person chose to resume: it is adopted at once. */
  readonly resumed: boolean;
  readonly titleKey: string;
  /** The person's finished sessions, latest first: last time's sets and the records. */
  readonly history: readonly PastSession[];
  readonly custom: readonly Exercise[];
}

const REST_STORAGE_KEY = 'elan-session:repos';

export function LoggingScreen({ fresh, path, resumed, titleKey, history, custom }: LoggingScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useSessionCatalogue(custom);
  const logged = useLoggedSession(fresh.title ? fresh : { ...fresh, title: t('sessions:new.defaultTitle') }, path, resumed);
  const { session, change, other, writer } = logged;
  const rest = useTimer(REST_STORAGE_KEY, { kind: 'rest', durationMs: 90_000 });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [nothingDone, setNothingDone] = useState(false);

  const pastSessions = useMemo(() => history.filter((past) => past.id !== session.id), [history, session.id]);
  const recentIds = useMemo(() => recentExerciseIds(history), [history]);

  const previousOf = (entry: SessionExercise): SetValues[] =>
    previousSets(pastSessions, entry.exerciseId, session);

  function toggle(entry: SessionExercise, set: DraftSet, previous: SetValues | undefined) {
    let restSec: number | null = null;
    change((current, now) => {
      const result = toggleSetDone(current, entry.id, set.id, now, { target: entry.target, previous });
      restSec = result.restSec;
      return result.session as Session;
    });
    if (restSec !== null && restSec > 0) {
      rest.configure({ kind: 'rest', durationMs: restSec * 1000 });
      rest.start();
    }
  }

  function finish() {
    if (workingSetsDone(session) === 0) {
      setNothingDone(true);
      return;
    }
    setNothingDone(false);
    if (rest.snap.running) rest.reset();
    change((current, now) => finishSession(current, pastSessions, now));
  }

  async function discard() {
    setConfirmDiscard(false);
    if (rest.snap.running) rest.reset();
    if (await logged.discard()) void navigate('/sessions');
  }

  const title = t(titleKey);
  // Its line is kept while nothing is saved yet, so the first save does not push the sets down
  // under the next tap.
  const actions = (
    <div className="session-save-line">
      <SaveIndicator status={writer.status} />
    </div>
  );

  if (session.status === 'terminee') {
    return (
      <Page title={title} description={session.title} actions={actions}>
        <section className="panel stack" aria-labelledby="finish-title">
          <h2 id="finish-title">{t('sessions:summary.title')}</h2>
          <SessionSummary session={session} nameOf={catalogue.nameOf} />
          <div className="program-actions">
            <Link className="button primary" to={`/sessions/view/${session.id}`}>
              {t('sessions:summary.view')}
            </Link>
            <Link className="button" to="/sessions">
              {t('sessions:summary.history')}
            </Link>
          </div>
        </section>
      </Page>
    );
  }

  return (
    <Page title={title} description={session.title} actions={actions}>
      {other ? (
        <div className="callout warning stack" role="status">
          <p>{t(other.setAside ? 'sessions:log.otherSetAside' : 'sessions:log.otherInProgress', { title: other.session.title })}</p>
          <div className="program-actions">
            <Link className="button primary" to={other.href}>
              {t('common:sessionInProgress.resume')}
            </Link>
            <button type="button" className="button" onClick={logged.discardOther}>
              {t('sessions:log.discardOther')}
            </button>
          </div>
        </div>
      ) : null}

      {session.exercises.length === 0 ? <p className="muted">{t('sessions:log.empty')}</p> : null}
      {session.exercises.map((entry, index) => (
        <ExerciseCard
          key={entry.id}
          entry={entry}
          before={session.exercises[index - 1]}
          next={session.exercises[index + 1]}
          exercise={catalogue.find(entry.exerciseId)}
          previous={previousOf(entry)}
          change={change}
          onToggle={toggle}
        />
      ))}

      {session.exercises.length < SESSION_LIMITS.exercises ? (
        <AddExercise catalogue={catalogue} recentIds={recentIds} writer={writer} onAdd={(exercise) => change((current, now) => addExercise(current, exercise, now))} />
      ) : null}

      <section className="panel stack" aria-labelledby="session-end-title">
        <h2 id="session-end-title">{t('sessions:log.endTitle')}</h2>
        <label className="exercise-notes">
          <span>{t('sessions:log.notes')}</span>
          <textarea rows={3} maxLength={SESSION_LIMITS.notesMax} value={session.notes} onChange={(event) => change((current, now) => ({ ...current, notes: event.target.value, updatedAt: now }))} />
        </label>
        {nothingDone ? (
          <p className="field-error" role="alert">
            {t('sessions:log.nothingDone')}
          </p>
        ) : null}
        <div className="program-actions">
          <button type="button" className="button primary" onClick={finish}>
            {t('sessions:log.finish')}
          </button>
          <button type="button" className="button" onClick={() => setConfirmDiscard(true)}>
            {t('sessions:log.discard')}
          </button>
        </div>
      </section>

      <RestBar timer={rest} />
      <ConfirmDialog
        open={confirmDiscard}
        title={t('sessions:log.discardTitle')}
        confirmLabel={t('sessions:log.discardConfirm')}
        danger
        onConfirm={() => void discard()}
        onCancel={() => setConfirmDiscard(false)}
      >
        <p>{t('sessions:log.discardText')}</p>
      </ConfirmDialog>
    </Page>
  );
}
