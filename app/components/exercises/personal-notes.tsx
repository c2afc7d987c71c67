import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriter } from '#app/components/data/use-writer.ts';
import { SubmitButton, TextAreaField } from '#app/components/ui/form.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { customExerciseDoc, EXERCISE_NOTES_MAX } from '#app/lib/data/programs.ts';

/**
 * The person's own notes on their exercise (seat height, grip, what to feel): the guide a
 * personal exercise has, written by them and kept with the exercise.
 */
export function PersonalNotes({ exerciseId, initial }: { exerciseId: string; initial: string }) {
  const { t } = useTranslation();
  const writer = useWriter();
  const [notes, setNotes] = useState(initial);
  const [saved, setSaved] = useState(initial);
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = notes.trim();
        void writer.run((data) => data.update(customExerciseDoc, { id: exerciseId }, { notes: text }), t('exercise-page:notes.saveFailed')).then((ok) => {
          if (ok) setSaved(text);
        });
      }}
    >
      <TextAreaField
        name="notes"
        label={t('exercise-page:notes.label')}
        hint={t('exercise-page:notes.hint')}
        value={notes}
        onChange={setNotes}
        maxLength={EXERCISE_NOTES_MAX}
        rows={5}
      />
      <div className="form-actions">
        <SubmitButton disabled={!writer.ready || notes.trim() === saved}>{t('exercise-page:notes.save')}</SubmitButton>
        <SaveIndicator status={writer.status} />
      </div>
    </form>
  );
}
