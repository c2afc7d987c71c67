import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { sessionDoc, sessionInputFrom, SESSION_LIMITS, type PastSession, type Session } from '#app/lib/data/sessions.ts';
import { previousSets, sessionVolume, toLoggedSession, toggleSetDone, type Exercise } from '#app/lib/training/index.ts';
import { AddExercise, useSessionCatalogue } from './add-exercise.tsx';
import { ExerciseCard } from './exercise-card.tsx';
import { addExercise, recentExerciseIds, recordsAfterChange } from '#app/lib/sessions/session-model.ts';
import { refreshLeaderboardPoints } from '#app/lib/leaderboard/refresh-points.ts';

/**
 * A finished session corrected after the fact: its sets, exercises and notes. Saving recomputes
 * its volume and records, and the records of the sessions after it that this changes.
 */
export function EditScreen({ initial, history, custom }: { initial: Session | null; history: readonly PastSession[]; custom: readonly Exercise[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useSessionCatalogue(custom);
  const writer = useWriter();
  const [session, setSession] = useState(initial);
  const recentIds = useMemo(() => recentExerciseIds(history), [history]);

  if (!session) {
    return (
      <Page title={t('sessions:edit.title')}>
        <div className="callout warning">
          <p>{t('sessions:view.gone')}</p>
        </div>
        <Link to="/sessions">{t('sessions:view.back')}</Link>
      </Page>
    );
  }
  const current = session;
  const change = (update: (session: Session, now: number) => Session) => setSession((s) => (s ? update(s, Date.now()) : s));
  const others = history.filter((past) => past.id !== current.id);

  async function save() {
    const now = Date.now();
    const { own, others: later } = recordsAfterChange(history, { edited: current });
    const saved: Session = { ...current, volumeKg: sessionVolume(toLoggedSession(current)), prs: own, updatedAt: now };
    let input: ReturnType<typeof sessionInputFrom>;
    try {
      input = sessionInputFrom(saved);
    } catch {
      toast.error(t('sessions:edit.invalid'));
      return;
    }
    const ok = await writer.run(async (data) => {
      await data.set(sessionDoc, { id: saved.id }, input);
      await Promise.all(later.map((update) => data.update(sessionDoc, { id: update.id }, { prs: update.prs })));
    }, t('sessions:log.saveFailed'));
    if (ok) {
      refreshLeaderboardPoints();
      toast.success(t('sessions:edit.saved'));
      void navigate(`/sessions/view/${saved.id}`);
    }
  }

  return (
    <Page title={t('sessions:edit.title')} description={current.title} actions={<SaveIndicator status={writer.status} />}>
      {current.exercises.map((entry, index) => (
        <ExerciseCard
          key={entry.id}
          entry={entry}
          before={current.exercises[index - 1]}
          next={current.exercises[index + 1]}
          exercise={catalogue.find(entry.exerciseId)}
          previous={previousSets(others, entry.exerciseId, current)}
          change={change}
          onToggle={(exercise, set) => change((s, now) => toggleSetDone(s, exercise.id, set.id, now).session as Session)}
        />
      ))}
      {current.exercises.length < SESSION_LIMITS.exercises ? (
        <AddExercise catalogue={catalogue} recentIds={recentIds} writer={writer} onAdd={(exercise) => change((s, now) => addExercise(s, exercise, now))} />
      ) : null}
      <section className="panel stack" aria-labelledby="edit-end-title">
        <h2 id="edit-end-title">{t('sessions:log.endTitle')}</h2>
        <label className="exercise-notes">
          <span>{t('sessions:log.notes')}</span>
          <textarea rows={3} maxLength={SESSION_LIMITS.notesMax} value={current.notes} onChange={(event) => change((s, now) => ({ ...s, notes: event.target.value, updatedAt: now }))} />
        </label>
        <div className="program-actions">
          <button type="button" className="button primary" disabled={!writer.ready} onClick={() => void save()}>
            {t('sessions:edit.save')}
          </button>
          <Link className="button" to={`/sessions/view/${current.id}`}>
            {t('sessions:edit.cancel')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
