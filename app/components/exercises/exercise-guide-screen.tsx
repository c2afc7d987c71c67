import { useState, useSyncExternalStore } from 'react';
import { useWriter } from '#app/components/data/use-writer.ts';
import { EquipmentField } from '#app/components/programs/option-fields.tsx';
import { ReplaceScope } from '#app/components/programs/replace-dialog.tsx';
import { equipmentDoc, storedEquipment } from '#app/lib/data/equipment.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { programDoc, type Program } from '#app/lib/data/programs.ts';
import { occurrencesIn, replaceInProgram } from '#app/lib/programs/replace-in-program.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { canReplace, replaceExercise } from '#app/lib/sessions/session-model.ts';
import { readStoredSession, storeSession } from '#app/lib/sessions/stored-session.ts';
import { subscribeStoredSession } from '#app/lib/sessions/session-in-progress.ts';
import { Page } from '#app/components/ui/page.tsx';
import type { ExerciseGuide } from '#app/lib/training/exercise-guides.ts';
import type { Equipment, Exercise } from '#app/lib/training/types.ts';
import type { PersonalExercise } from '#app/lib/data/programs.ts';
import { ExerciseMuscles } from './body-map.tsx';
import { guidePath } from './guide-link.tsx';
import { PersonalNotes } from './personal-notes.tsx';

type ProgramContext = Pick<Program, 'id' | 'name' | 'source' | 'weeks'>;
type Props = { exercise: PersonalExercise; personal: boolean; guide: ExerciseGuide | null; equivalents: Exercise[]; equipment: Equipment[] | null; program: ProgramContext | null };

/** How to do an exercise: its guide, its muscles on the body map, its equipment and its equivalents. */
export function ExerciseGuideScreen({ exercise, personal, guide, equivalents, equipment, program }: Props) {
  const { t } = useTranslation();
  const inSession = useReplacing(exercise.id);
  const inProgram = useReplacingInProgram(exercise, program);
  // The session in progress first: it is where the person stands.
  const replacing = inSession ?? inProgram;
  const equipmentText = (item: Exercise['equipment'][number]) => t(`programs:equipment.${item}`);
  return (
    <Page title={exercise.name} description={personal ? t('exercise-page:personal') : t(`exercise-page:kind.${exercise.kind}`)}>
      <div className="exercise-guide">
        <section className="panel stack" aria-labelledby="guide-muscles">
          <h2 id="guide-muscles">{t('exercise-page:muscles')}</h2>
          <ExerciseMuscles muscles={exercise.muscles} />
          <h3>{t('exercise-page:equipment')}</h3>
          <p>{exercise.equipment.map(equipmentText).join(', ')}</p>
        </section>
        <section className="panel stack" aria-labelledby="guide-how">
          <h2 id="guide-how">{t('exercise-page:howTo')}</h2>
          {guide ? (
            <>
              <h3>{t('exercise-page:setup')}</h3>
              <p>{guide.setup}</p>
              <h3>{t('exercise-page:execution')}</h3>
              <p>{guide.execution}</p>
              <h3>{t('exercise-page:breathing')}</h3>
              <p>{guide.breathing}</p>
              <h3>{t('exercise-page:cues')}</h3>
              <ul>
                {guide.cues.map((cue) => (
                  <li key={cue}>{cue}</li>
                ))}
              </ul>
              <h3>{t('exercise-page:mistakes')}</h3>
              <ul>
                {guide.mistakes.map((mistake) => (
                  <li key={mistake}>{mistake}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="muted">{t('exercise-page:personalNoGuide')}</p>
              <PersonalNotes exerciseId={exercise.id} initial={exercise.notes ?? ''} />
            </>
          )}
        </section>
        <section className="panel stack" aria-labelledby="guide-equivalents">
          <h2 id="guide-equivalents">{t('exercise-page:equivalents.title')}</h2>
          <p className="muted">{t(personal ? 'exercise-page:equivalents.introPersonal' : 'exercise-page:equivalents.intro')}</p>
          {equipment === null ? <p className="callout">{t('exercise-page:equivalents.equipmentUnknown')}</p> : <p className="muted">{t('exercise-page:equivalents.equipmentKnown')}</p>}
          <MyEquipment initial={equipment} />
          {inSession && equivalents.length ? <p>{t('exercise-page:replace.hint', { name: exercise.name })}</p> : null}
          {!inSession && program && equivalents.length ? (
            <>
              <p>{t('exercise-page:replace.programHint', { name: exercise.name, program: program.name })}</p>
              <ReplaceScope count={occurrencesIn(program.weeks, exercise.id)} source={program.source} />
            </>
          ) : null}
          {equivalents.length === 0 ? (
            <p className="muted">{t('exercise-page:equivalents.none')}</p>
          ) : (
            <ul className="exercise-equivalents">
              {equivalents.map((other) => (
                <li key={other.id}>
                  <Link to={guidePath(other.id)}>{other.name}</Link>
                  <span className="muted">{other.equipment.map(equipmentText).join(', ')}</span>
                  {replacing ? (
                    <button type="button" className="button" onClick={() => replacing.replaceWith(other)} disabled={!replacing.ready} aria-label={t('exercise-page:replace.label', { name: exercise.name, other: other.name })}>
                      {t('exercise-page:replace.button')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}

/*
 * Where the person says what equipment they have (decision): here, beside the equivalents it
 * filters, where its effect shows at once, rather than on a settings page far from it; the program
 * assistant also stores its equipment answer when none is stored yet. Folded once it is known.
 * Saved whole, then the page reads again so the server filters the equivalents.
 */
function MyEquipment({ initial }: { initial: Equipment[] | null }) {
  const { t } = useTranslation();
  const writer = useWriter();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Equipment[]>(initial ?? []);
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    const ok = await writer.run((data) => data.set(equipmentDoc, {}, { equipment: storedEquipment(draft) }, { merge: true }), t('exercise-page:myEquipment.saveFailed'));
    setSaving(false);
    if (!ok) return;
    toast.success(t('exercise-page:myEquipment.saved'), t('exercise-page:myEquipment.savedDetail'));
    await revalidator.revalidate();
  }
  return (
    <details className="my-equipment" open={initial === null}>
      <summary>{t('exercise-page:myEquipment.title')}</summary>
      <div className="stack">
        <EquipmentField value={draft} onChange={setDraft} />
        <button type="button" className="button primary" onClick={() => void save()} disabled={!writer.ready || saving}>
          {t('exercise-page:myEquipment.save')}
        </button>
      </div>
    </details>
  );
}

/**
 * Opened from an exercise of the session in progress (`?entree=`), while none of its sets is
 * done: the way to put an equivalent in its place in the browser's copy of the session, which
 * the logging screen then takes up (and sends on) as its newest change.
 */
function useReplacing(exerciseId: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const stored = useSyncExternalStore(subscribeStoredSession, readStoredSession, () => null);
  const entryId = searchParams.get('entree');
  const entry = stored?.session.status === 'en-cours' ? stored.session.exercises.find((candidate) => candidate.id === entryId) : undefined;
  if (!stored || !entry || entry.exerciseId !== exerciseId || !canReplace(entry)) return null;
  return {
    ready: true,
    replaceWith(other: Exercise) {
      storeSession(stored.path, replaceExercise(stored.session, entry.id, other, Date.now()));
      void navigate(stored.path);
    },
  };
}

/**
 * Opened from one of the person's programs that has the exercise (`?programme=`): the way to
 * swap it for an equivalent everywhere in that program, then back to the program's page.
 */
function useReplacingInProgram(exercise: Exercise, program: ProgramContext | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  if (!program) return null;
  return {
    ready: writer.ready,
    replaceWith(other: Exercise) {
      const count = occurrencesIn(program.weeks, exercise.id);
      void writer
        .run((data) => data.update(programDoc, { id: program.id }, { weeks: replaceInProgram(program.weeks, exercise.id, other) }), t('exercise-page:replace.programFailed'))
        .then((ok) => {
          if (!ok) return;
          toast.success(t('programs:replace.done', { from: exercise.name, to: other.name, count }), program.name);
          void navigate(`/programs/${program.id}`);
        });
    },
  };
}
