import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { useCatalogue } from '#app/components/programs/catalogue.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { pastSessions, sessionDoc, type Session } from '#app/lib/data/sessions.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';
import type { Exercise } from '#app/lib/training/index.ts';
import { setText } from './exercise-card.tsx';
import { recordsAfterChange, supersetPlace, type SupersetPlace } from '#app/lib/sessions/session-model.ts';
import { SessionSummary } from './session-summary.tsx';
import { SupersetBadge, SupersetHint } from './superset.tsx';
import { refreshLeaderboardPoints } from '#app/lib/leaderboard/refresh-points.ts';
import { MuscleSetsMap } from '#app/components/exercises/body-map.tsx';
import { setsPerMuscle } from '#app/lib/training/muscle-volume.ts';

/**
 * A finished session: its figures and records, every set, and the way to edit or delete it.
 * Deleting it recomputes the records of the sessions after it.
 */
export function SessionView({ id, initial, custom }: { id: string; initial: Session | null; custom: Exercise[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useCatalogue(custom);
  const { data: session, error } = useLiveDoc(sessionDoc, { id }, initial);
  const writer = useWriter();
  const [deleting, setDeleting] = useState(false);

  if (!session) {
    return (
      <Page title={t('sessions:view.title')}>
        <div className="callout warning">
          <p>{t('sessions:view.gone')}</p>
        </div>
        <Link to="/sessions">{t('sessions:view.back')}</Link>
      </Page>
    );
  }

  async function remove() {
    setDeleting(false);
    const ok = await writer.run(async (data) => {
      // The sessions after this one may hold records only because this one is gone, or lose none:
      // computed from the server's history of the moment, so nothing is rewritten from a stale copy.
      const { others: later } = recordsAfterChange(await data.readFromServer(pastSessions, {}), { removedId: id });
      await Promise.all([data.remove(sessionDoc, { id }), ...later.map((update) => data.update(sessionDoc, { id: update.id }, { prs: update.prs }))]);
    }, t('sessions:view.deleteFailed'));
    if (ok) {
      refreshLeaderboardPoints();
      toast.success(t('sessions:view.deleted'));
      void navigate('/sessions');
    }
  }

  return (
    <Page title={t('sessions:view.title')} description={t('sessions:view.subtitle', { title: session.title, date: formatDay(session.date) })} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      {session.status === 'en-cours' ? (
        <p className="callout">{t('sessions:view.inProgress')}</p>
      ) : (
        <>
          <SessionSummary session={session} nameOf={catalogue.nameOf} />
          <section className="panel" aria-label={t('body-map:session.title')}>
            <MuscleSetsMap values={setsPerMuscle([session], catalogue.find)} scope="seance" title={t('body-map:session.title')} />
          </section>
        </>
      )}
      {session.exercises.map((entry, index) => (
        <section key={entry.id} className="panel stack" aria-labelledby={`entry-${entry.id}`}>
          <ExerciseHead entry={entry} place={supersetPlace(entry, session.exercises[index - 1], session.exercises[index + 1])} />
          <ol className="logged-sets">
            {entry.sets
              .filter((set) => set.done)
              .map((set) => (
                <li key={set.id}>
                  {setText(t, { reps: set.reps ?? 0, weightKg: set.weightKg ?? 0, durationSec: set.durationSec ?? undefined, distanceM: set.distanceM ?? undefined })}
                  {set.kind === 'normale' ? null : ` · ${t(`sessions:set.kinds.${set.kind}`)}`}
                  {set.rpe ? ` · ${t('sessions:view.rpe', { value: formatNumber(set.rpe, 1, { trimZeros: true }) })}` : null}
                </li>
              ))}
          </ol>
          {entry.notes ? <p className="muted">{entry.notes}</p> : null}
        </section>
      ))}
      {session.notes ? (
        <section className="panel">
          <h2>{t('sessions:log.notes')}</h2>
          <p>{session.notes}</p>
        </section>
      ) : null}
      <div className="program-actions">
        <Link className="button primary" to={`/sessions/edit/${id}`}>
          {t('sessions:view.edit')}
        </Link>
        <button type="button" className="button" onClick={() => setDeleting(true)}>
          {t('sessions:view.delete')}
        </button>
        <Link className="button ghost" to="/sessions">
          {t('sessions:view.back')}
        </Link>
      </div>
      <ConfirmDialog open={deleting} title={t('sessions:view.deleteTitle')} confirmLabel={t('sessions:view.deleteConfirm')} danger onConfirm={() => void remove()} onCancel={() => setDeleting(false)}>
        <p>{t('sessions:view.deleteText')}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** An exercise's name with its superset, laid out as on the logging screen's cards. */
function ExerciseHead({ entry, place }: { entry: Session['exercises'][number]; place: SupersetPlace | null }) {
  return (
    <header className="exercise-card-head">
      <div className="exercise-card-title">
        <h2 id={`entry-${entry.id}`}>{entry.name}</h2>
        <SupersetBadge place={place} />
      </div>
      {place?.next ? (
        <div className="exercise-card-facts">
          <SupersetHint place={place} finished />
        </div>
      ) : null}
    </header>
  );
}
