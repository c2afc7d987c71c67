/*
 * "Créer un exercice": the person's own exercise, stored in users/{uid}/exercises and offered by
 * the picker like a built-in one. One main muscle and one piece of equipment cover what a person
 * types in a gym; the stored shape allows more, like the catalogue.
 */
import { useTranslation } from 'react-i18next';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ErrorSummary, SelectField, SubmitButton, TextField } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { customExerciseDoc, customExerciseSchema, NAME_MAX } from '#app/lib/data/programs.ts';
import { EQUIPMENT, EXERCISE_KINDS, EXERCISE_MEASURES, MUSCLES, type Exercise } from '#app/lib/training/index.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

type Values = { name: string; muscle: string; equipment: string; kind: string; measure: string };

const toInput = (values: Values) => ({
  name: values.name.trim(),
  muscles: [values.muscle],
  equipment: [values.equipment],
  kind: values.kind,
  measure: values.measure,
});

export function CustomExerciseForm({ writer, initialName, onCreated }: { writer: Writer; initialName: string; onCreated: (exercise: Exercise) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    values: { name: initialName, muscle: 'pectoraux', equipment: 'poids-du-corps', kind: 'force', measure: 'charge-reps' } as Values,
    validate: (values) => schemaValidation(customExerciseSchema, toInput(values)),
  });
  const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`programs:${group}.${value}`) }));
  return (
    <form
      className="stack custom-exercise-form"
      noValidate
      aria-labelledby="custom-exercise-title"
      onSubmit={form.submit((input) => {
        let id = '';
        void writer
          .run(async (data) => {
            id = await data.add(customExerciseDoc, {}, input);
          }, t('programs:customExercise.saveFailed'))
          .then((ok) => {
            if (ok) onCreated({ id, ...input });
          });
      })}
    >
      <h3 id="custom-exercise-title">{t('programs:customExercise.title')}</h3>
      <ErrorSummary errors={form.errors} labels={{ name: t('programs:customExercise.name') }} idOf={form.idOf} />
      <TextField {...form.field('name')} label={t('programs:customExercise.name')} maxLength={NAME_MAX} />
      <div className="form-grid">
        <SelectField {...form.field('muscle')} label={t('programs:customExercise.muscle')} options={options(MUSCLES, 'muscle')} />
        <SelectField {...form.field('equipment')} label={t('programs:customExercise.equipment')} options={options(EQUIPMENT, 'equipment')} />
        <SelectField {...form.field('kind')} label={t('programs:customExercise.kind')} options={options(EXERCISE_KINDS, 'kind')} />
        <SelectField {...form.field('measure')} label={t('programs:customExercise.measure')} options={options(EXERCISE_MEASURES, 'measure')} />
      </div>
      <SubmitButton disabled={!writer.ready}>{t('programs:customExercise.create')}</SubmitButton>
    </form>
  );
}
