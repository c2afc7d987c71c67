import { useTranslation } from 'react-i18next';
import type { TimerControls } from '#app/components/timers/use-timer.ts';
import { countdownText } from '#app/lib/format/index.ts';
import { REST_ADJUST_STEP_MS } from '#app/lib/timers/index.ts';

/**
 * The rest after a ticked set, stuck to the bottom of the screen above the tab bar: the
 * countdown, ±15 s and skip. The timers' clock (timestamps, kept in the browser's storage) so a
 * locked phone or a reload does not stop it; it beeps and vibrates at the end.
 */
export function RestBar({ timer }: { timer: TimerControls }) {
  const { t } = useTranslation();
  if (!timer.snap.running) return null;
  return (
    <section className="rest-bar" aria-label={t('sessions:rest.label')}>
      <p className="rest-bar-time">
        <span>{t('sessions:rest.title')}</span>
        <strong role="timer">{countdownText(timer.snap.remainingMs ?? 0)}</strong>
      </p>
      <div className="rest-bar-actions">
        <button type="button" className="button" onClick={() => timer.addTime(-REST_ADJUST_STEP_MS)} aria-label={t('sessions:rest.minusLabel')}>
          {t('sessions:rest.minus')}
        </button>
        <button type="button" className="button" onClick={() => timer.addTime(REST_ADJUST_STEP_MS)} aria-label={t('sessions:rest.plusLabel')}>
          {t('sessions:rest.plus')}
        </button>
        <button type="button" className="button primary" onClick={() => timer.skip()}>
          {t('sessions:rest.skip')}
        </button>
      </div>
    </section>
  );
}
