import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#app/lib/training/index.ts';

/**
 * "Remplacer cet exercice": the exercises working the same main muscle that the person's
 * equipment allows (replacementsFor), in a modal <dialog> (focus trapped, Escape closes).
 */
export function ReplaceDialog({
  exercise,
  choices,
  onChoose,
  onClose,
}: {
  exercise: Exercise | null;
  choices: readonly Exercise[];
  onChoose: (exercise: Exercise) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const open = exercise !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

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
        {choices.length === 0 ? (
          <p>{t('programs:replace.none')}</p>
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
