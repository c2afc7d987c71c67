// The text of a record beaten, on its own: the dashboard shows records without the session screens' modules.
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '#app/lib/format/index.ts';
import { groupRecords } from '#app/lib/training/records.ts';
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

/**
 * One exercise's records of one session as one line: a heavy set is often the heaviest, the best
 * estimated 1RM and the biggest set at once, said in one sentence rather than three.
 * "Développé couché : charge max 105 kg (avant 100 kg), 1RM estimé 122,5 kg (avant 116,7 kg) et …".
 */
export function useRecordGroupText(): (records: readonly RecordHit[], exerciseName: string) => string {
  const { t } = useTranslation();
  return (records, exerciseName) => t('sessions:records.line', { exercise: exerciseName, record: formatList(records.map((hit) => recordPart(t, hit))) });
}

/** A session's records, one line per exercise however many it beat. */
export function useRecordLines(): (records: readonly RecordHit[], nameOf: (exerciseId: string) => string) => { exerciseId: string; text: string }[] {
  const groupText = useRecordGroupText();
  return (records, nameOf) =>
    groupRecords(records, (record) => record.exerciseId).map((hits) => ({ exerciseId: hits[0]!.exerciseId, text: groupText(hits, nameOf(hits[0]!.exerciseId)) }));
}
