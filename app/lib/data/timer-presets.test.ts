import { describe, expect, it } from 'vitest';
import { TABATA } from '#app/lib/timers/index.ts';
import { fieldErrorsFrom } from '#app/lib/forms/messages.ts';
import { MAX_TIMER_PRESETS, newPresetSchema, timerPresetsFromData, timerPresetsSchema, type TimerPreset } from './timer-presets.ts';

const tabata = { id: 'a', name: 'Tabata', config: TABATA };

describe('timer presets', () => {
  it('keeps valid entries and drops malformed ones', () => {
    const presets = timerPresetsFromData({
      presets: [tabata, { id: 'b', name: 'Repos', config: { kind: 'rest', durationMs: -5 } }, { id: 'c', name: '', config: { kind: 'stopwatch' } }, 'x'],
    });
    expect(presets).toEqual([tabata]);
    expect(timerPresetsFromData(undefined)).toEqual([]);
    expect(timerPresetsFromData({ presets: 'nope' })).toEqual([]);
  });

  it('refuses a list that would not round-trip', () => {
    expect(timerPresetsSchema.safeParse([tabata]).success).toBe(true);
    expect(timerPresetsSchema.safeParse([{ ...tabata, config: { kind: 'interval', workMs: 0 } }]).success).toBe(false);
    expect(timerPresetsSchema.safeParse(Array.from({ length: MAX_TIMER_PRESETS + 1 }, (_, i) => ({ ...tabata, id: String(i) }))).success).toBe(false);
  });

  it('checks a new name before writing', () => {
    const check = (name: string, existing: TimerPreset[]) => {
      const parsed = newPresetSchema(existing).safeParse({ name });
      return parsed.success ? parsed.data : fieldErrorsFrom(parsed.error.issues, { name }).name;
    };
    expect(check('  ', [])).toEqual({ key: 'timers:presets.errors.empty' });
    expect(check('x'.repeat(41), [])).toEqual({ key: 'timers:presets.errors.tooLong', params: { max: 40 } });
    expect(check('Jambes', Array.from({ length: MAX_TIMER_PRESETS }, () => tabata))).toEqual({ key: 'timers:presets.errors.full' });
    expect(check(' Jambes ', [])).toEqual({ name: 'Jambes' });
  });
});
