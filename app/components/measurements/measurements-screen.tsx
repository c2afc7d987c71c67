import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import { measurementDoc, measurementHistory, type Measurement } from '#app/lib/data/measurements.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { HistoryTable } from './history-table.tsx';
import { Indicators } from './indicators.tsx';
import { MeasurementCharts } from './measurement-charts.tsx';
import { MeasurementForm } from './measurement-form.tsx';

export function MeasurementsScreen({ initial, facts }: { initial: Measurement[]; facts: BodyFacts }) {
  const { t } = useTranslation();
  const { data: entries, error } = useLiveQuery(measurementHistory, {}, initial);
  const writer = useWriter();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const editing = entries.find((e) => e.id === editingId) ?? null;

  function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    if (editingId === target.id) setEditingId(null);
    void writer.run((data) => data.remove(measurementDoc, { id: target.id }), t('measurements:history.deleteFailed')).then((ok) => {
      if (ok) toast.success(t('measurements:history.deleted'), formatDay(target.date, 'medium'));
    });
  }

  return (
    <Page title={t('measurements:title')} description={t('measurements:description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <div className="split-layout">
        <MeasurementForm key={editing?.id ?? 'new'} editing={editing} writer={writer} onDone={() => setEditingId(null)} />
        <Indicators entries={entries} facts={facts} />
      </div>
      <MeasurementCharts entries={entries} />
      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title">
          {t('measurements:history.title')} <span className="muted count">{t('measurements:history.count', { count: entries.length })}</span>
        </h2>
        <HistoryTable entries={entries} onEdit={(m) => setEditingId(m.id)} onDelete={setDeleting} />
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('measurements:history.deleteTitle', { date: formatDay(deleting.date, 'medium') }) : ''}
        confirmLabel={t('measurements:history.deleteConfirm')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('measurements:history.deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}
