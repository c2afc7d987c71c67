/*
 * `users/{uid}/settings/timers`: the person's saved timer set-ups, one array in one document
 * (a handful of presets, read together by every timer page). Isomorphic half: schema and
 * parsing; `timer-presets.client.ts` holds the browser SDK calls. `firestore.rules` mirrors
 * these bounds and TIMER_LIMITS (`isTimerPresets`).
 */
import * as z from 'zod/mini';
import { isValidConfig, type TimerConfig } from '#app/lib/timers/index.ts';

export const timerPresetsPath = (uid: string) => `users/${uid}/settings/timers`;

/** Enough for every routine a person repeats; the list stays one small document. */
export const MAX_TIMER_PRESETS = 30;
export const PRESET_NAME_MAX = 40;

const configSchema = z.custom<TimerConfig>((value) => isValidConfig(value));

export const timerPresetSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PRESET_NAME_MAX)),
  config: configSchema,
});
export type TimerPreset = z.infer<typeof timerPresetSchema>;

export const timerPresetsSchema = z.array(timerPresetSchema).check(z.maxLength(MAX_TIMER_PRESETS));

/**
 * Reads the stored list leniently: one malformed entry (edited elsewhere, older format) is
 * dropped instead of hiding every other preset.
 */
export function timerPresetsFromData(data: Record<string, unknown> | undefined): TimerPreset[] {
  const list = data?.presets;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = timerPresetSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export type PresetNameError = 'empty' | 'tooLong' | 'full';

/** Checks a new preset against the list before any write; the French message is the UI's. */
export function checkNewPreset(name: string, existing: readonly TimerPreset[]): PresetNameError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > PRESET_NAME_MAX) return 'tooLong';
  if (existing.length >= MAX_TIMER_PRESETS) return 'full';
  return null;
}
