import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guidePath } from '#app/components/exercises/guide-link.tsx';
import type { ProgramSource } from '#app/lib/data/programs.ts';
import type { Equipment, Exercise } from '#app/lib/training/index.ts';
import { equivalentExercises } from '#app/lib/training/movements.ts';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';

/**
 * "Remplacer cet exercice": the exercises it can be swapped for (the assistant: the same main
 * muscle with the person's equipment, replacementsFor; a program's page: its equivalents), in a
 * modal <dialog> (focus trapped, Escape or a tap on the dimmed background closes). `intro` says what the swap changes; `none`
 * replaces the sentence shown when there is no choice.
 */
export function ReplaceDialog({
  exercise,
  choices,
  onChoose,
  onClose,
  intro,
  none,
}: {
  exercise: Exercise | null;
  choices: readonly Exercise[];
  onChoose: (exercise: Exercise) => void;
  onClose: () => void;
  intro?: ReactNode;
  none?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useModalDialog(exercise !== null, onClose);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog replace-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="stack">
        <h2 id={`${id}-title`}>{exercise ? t('programs:replace.title', { name: exercise.name }) : null}</h2>
        {intro}
        {choices.length === 0 ? (
          <p>{none ?? t('programs:replace.none')}</p>
        ) : (
          <ul className="replace-choices">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button type="button" className="button block replace-choice" onClick={() => onChoose(choice)}>
                  <span>{choice.name}</span>
                  <span className="muted">{choice.muscles.map((muscle) => t(`programs:muscle.${muscle}`)).join(', ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('programs:replace.cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** What a swap changes: `count` places in this program, and for a template's copy, only the copy. */
export function ReplaceScope({ count, source }: { count: number; source: ProgramSource }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('programs:replace.scope', { count })}</p>
      {source === 'modele' ? <p className="muted">{t('programs:replace.templateCopy')}</p> : null}
    </>
  );
}

/**
 * The equivalents a program's replace dialog offers: what `equipment` allows, or every one with a
 * line inviting the person to say what they have (on the exercise's guide page) when it is unknown.
 */
export function EquivalentsNote({ exerciseId, equipmentKnown }: { exerciseId: string; equipmentKnown: boolean }) {
  const { t } = useTranslation();
  if (equipmentKnown) return null;
  return (
    <p className="callout">
      {t('programs:replace.equipmentUnknown')} <Link to={guidePath(exerciseId)}>{t('programs:replace.equipmentLink')}</Link>
    </p>
  );
}

/**
 * A program's replace dialog (its page and the builder): the equivalents of `exercise` that
 * `equipment` allows (every one, with an invitation to say what one has, when it is unknown),
 * and what the swap changes: `count` places in a program from `source`.
 */
export function ProgramReplaceDialog({
  exercise,
  equipment,
  count,
  source,
  onChoose,
  onClose,
}: {
  exercise: Exercise | null;
  equipment: readonly Equipment[] | null;
  count: number;
  source: ProgramSource;
  onChoose: (choice: Exercise) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReplaceDialog
      exercise={exercise}
      choices={exercise ? equivalentExercises(exercise, equipment) : []}
      none={t(equipment ? 'programs:replace.noEquivalentWithEquipment' : 'programs:replace.noEquivalent')}
      intro={
        exercise ? (
          <>
            <ReplaceScope count={count} source={source} />
            <EquivalentsNote exerciseId={exercise.id} equipmentKnown={equipment !== null} />
          </>
        ) : null
      }
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
