import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useLive } from '#app/components/data/use-live.ts';
import { runWrite } from '#app/components/data/write.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type { Measurement } from '#app/lib/firebase/measurements.ts';
import type { BodyFacts } from '#app/lib/measurements/derived.ts';
import { formatDay } from './format.ts';
import { HistoryTable } from './history-table.tsx';
import { Indicators } from './indicators.tsx';
import { watchMeasurementList } from './live.ts';
import { MeasurementCharts } from './measurement-charts.tsx';
import { MeasurementForm } from './measurement-form.tsx';

export function MeasurementsScreen({ initial, facts }: { initial: Measurement[]; facts: BodyFacts }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const { data: entries, pending, error } = useLive(initial, watchMeasurementList);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const editing = entries.find((e) => e.id === editingId) ?? null;

  function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target || auth.status !== 'signed-in') return;
    const uid = auth.user.uid;
    if (editingId === target.id) setEditingId(null);
    void runWrite(
      async (firebase) => {
        const repo = await import('#app/lib/firebase/measurements.client.ts');
        await repo.deleteMeasurement(firebase.db, uid, target.id);
      },
      { failureTitle: t('measurements:history.deleteFailed'), t },
    ).then((ok) => {
      if (ok) toast.success(t('measurements:history.deleted'), formatDay(target.date));
    });
  }

  return (
    <Page title={t('measurements:title')} description={t('measurements:description')} actions={<SaveIndicator pending={pending} error={error} />}>
      <div className="measurements-layout">
        <MeasurementForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditingId(null)} />
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
        title={deleting ? t('measurements:history.deleteTitle', { date: formatDay(deleting.date) }) : ''}
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
