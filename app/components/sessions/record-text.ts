// The text of a record beaten, on its own: the dashboard shows records without the session screens' modules.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#app/lib/format/index.ts';
import type { RecordHit } from '#app/lib/training/index.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** "Développé couché : charge max 102,5 kg (avant 100 kg)". */
export function useRecordText(): (record: RecordHit, nameOf: (exerciseId: string) => string) => string {
  const { t } = useTranslation();
  return (record, nameOf) => {
    const values =
      record.kind === 'reps-max'
        ? { count: record.value, previous: record.previous, weight: kg(record.weightKg ?? 0) }
        : { value: kg(record.value), previous: kg(record.previous) };
    return t('sessions:records.line', { exercise: nameOf(record.exerciseId), record: t(`sessions:records.kinds.${record.kind}`, values) });
  };
}
