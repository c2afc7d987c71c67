import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type ChartLine } from '#app/components/ui/chart.tsx';
import type { TestId } from '#app/lib/fitness-tests/index.ts';
import type { TestResult } from '#app/lib/data/test-results.ts';
import { dayToUtcMillis } from '#app/lib/dates/index.ts';

/** Run and walk times are read in minutes on an axis; other results in their own unit. */
function seriesOf(testId: TestId, history: readonly TestResult[], t: (key: string) => string): ChartLine {
  const inMinutes = testId === 'run-1_5-mile' || testId === 'rockport-1-mile';
  const unit = history[0]?.result.unit ?? 'reps';
  return {
    label: t(`tests:items.${testId}.name`),
    points: history.map((r) => [dayToUtcMillis(r.date), inMinutes ? r.result.value / 60 : r.result.value] as const),
    unit: inMinutes ? t('tests:ui.chartUnits.min') : t(`tests:ui.chartUnits.${unit}`),
    decimals: inMinutes ? 2 : unit === 'cm' ? 1 : 0,
  };
}

/** One test's results over time (the shared uPlot wrapper, loaded only when it mounts). */
export function HistoryChart({ testId, history }: { testId: TestId; history: readonly TestResult[] }) {
  const { t } = useTranslation();
  if (history.length < 2) return <p className="muted small">{t('tests:ui.history.chartNeedsTwo')}</p>;
  return <TimeSeriesChart title={t('tests:ui.history.chartTitle')} lines={[seriesOf(testId, history, t)]} height={200} />;
}
