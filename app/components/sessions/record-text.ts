// The text of a record beaten, on its own: the dashboard shows records without the session screens' modules.
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '#app/lib/format/index.ts';
import type { RecordHit } from '#app/lib/training/index.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

type Translate = ReturnType<typeof useTranslation>['t'];

/** "charge max 102,5 kg (avant 100 kg)". */
function recordPart(t: Translate, record: RecordHit): string {
  const values =
    record.kind === 'reps-max'
      ? { count: record.value, previous: record.previous, weight: kg(record.weightKg ?? 0) }
      : { value: kg(record.value), previous: kg(record.previous) };
  return t(`sessions:records.kinds.${record.kind}`, values);
}

/** "Développé couché : charge max 102,5 kg (avant 100 kg)". */
export function useRecordText(): (record: RecordHit, nameOf: (exerciseId: string) => string) => string {
  const { t } = useTranslation();
  return (record, nameOf) => t('sessions:records.line', { exercise: nameOf(record.exerciseId), record: recordPart(t, record) });
}

/**
 * One line per exercise, however many records it beat: a heavy set is often the heaviest, the
 * best estimated 1RM and the biggest set at once, said in one sentence rather than three.
 * "Développé couché : charge max 105 kg (avant 100 kg), 1RM estimé 122,5 kg (avant 116,7 kg) et …".
 */
export function useRecordLines(): (records: readonly RecordHit[], nameOf: (exerciseId: string) => string) => { exerciseId: string; text: string }[] {
  const { t } = useTranslation();
  return (records, nameOf) => {
    const byExercise = new Map<string, RecordHit[]>();
    for (const record of records) byExercise.set(record.exerciseId, [...(byExercise.get(record.exerciseId) ?? []), record]);
    return [...byExercise].map(([exerciseId, hits]) => ({
      exerciseId,
      text: t('sessions:records.line', { exercise: nameOf(exerciseId), record: formatList(hits.map((hit) => recordPart(t, hit))) }),
    }));
  };
}
