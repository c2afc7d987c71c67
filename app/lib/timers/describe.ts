import type { TFunction } from 'i18next';
import type { TimerConfig } from '#app/lib/timers/index.ts';
import { clockText } from '#app/lib/format/index.ts';

const s = (ms: number) => clockText(ms / 1000);

/** One line naming a set-up, for preset buttons: "Tabata 0:20 / 0:10 × 8". */
export function describeConfig(t: TFunction, config: TimerConfig): string {
  switch (config.kind) {
    case 'rest':
      return t('timers:describe.rest', { time: s(config.durationMs) });
    case 'interval':
      return t(config.sets > 1 ? 'timers:describe.intervalSets' : 'timers:describe.interval', {
        work: s(config.workMs),
        rest: s(config.restMs),
        rounds: config.rounds,
        sets: config.sets,
      });
    case 'stopwatch':
      return t('timers:describe.stopwatch');
    case 'emom':
      return t('timers:describe.emom', { time: s(config.intervalMs), rounds: config.rounds });
    case 'amrap':
      return t('timers:describe.amrap', { time: s(config.durationMs) });
    case 'for-time':
      return config.capMs === null ? t('timers:describe.forTime') : t('timers:describe.forTimeCap', { time: s(config.capMs) });
  }
}
