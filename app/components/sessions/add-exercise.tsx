import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExercisePickerDialog } from '#app/components/exercises/exercise-picker.tsx';
import { useCatalogue, type Catalogue } from '#app/components/programs/catalogue.ts';
import type { Writer } from '#app/components/data/use-writer.ts';
import type { Exercise } from '#app/lib/training/index.ts';

export interface SessionCatalogue extends Catalogue {
  /** An exercise the person just created in the picker, known from now on (its measure, its name). */
  remember(exercise: Exercise): void;
}

/** The catalogue and the person's own exercises, including those created while logging. */
export function useSessionCatalogue(initialCustom: readonly Exercise[]): SessionCatalogue {
  const [custom, setCustom] = useState(initialCustom);
  const catalogue = useCatalogue(custom);
  return {
    ...catalogue,
    remember: (exercise) => {
      if (!catalogue.find(exercise.id)) setCustom((current) => [...current, exercise]);
    },
  };
}

/**
 * "Ajouter un exercice": the app's exercise picker (search, muscle and equipment filters, recent
 * first, one's own exercise created on the spot) in a dialog that closes on the pick.
 */
export function AddExercise({ catalogue, recentIds, writer, onAdd }: { catalogue: SessionCatalogue; recentIds: readonly string[]; writer: Writer; onAdd: (exercise: Exercise) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button block add-exercise" onClick={() => setOpen(true)}>
        {t('sessions:add.title')}
      </button>
      <ExercisePickerDialog
        open={open}
        title={t('sessions:add.title')}
        exercises={catalogue.all}
        recentIds={recentIds}
        writer={writer}
        onClose={() => setOpen(false)}
        onPick={(exercise) => {
          setOpen(false);
          catalogue.remember(exercise);
          onAdd(exercise);
        }}
      />
    </>
  );
}
