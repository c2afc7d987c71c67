/*
 * `users/{uid}/settings/timers`: the person's saved timer set-ups, one array in one document
 * (a handful of presets, read together by every timer page). The whole list is written back
 * with merge, so latency compensation shows an added or removed preset at once.
 * `firestore.rules` mirrors these bounds and TIMER_LIMITS (`isTimerPresets`).
 */
import * as z from 'zod/mini';
import { isValidConfig, type TimerConfig } from '#app/lib/timers/index.ts';
import { defineDocument, type PlainData } from './documents.ts';

/** Enough for every routine a person repeats; the list stays one small document. */
export const MAX_TIMER_PRESETS = 30;
export const PRESET_NAME_MAX = 40;

const configSchema = z.custom<TimerConfig>((value) => isValidConfig(value));

/** A preset's name as typed: the messages say what to fix. */
export const presetNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'timers:presets.errors.empty'), z.maxLength(PRESET_NAME_MAX, 'timers:presets.errors.tooLong'));

export const timerPresetSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: presetNameSchema,
  config: configSchema,
});
export type TimerPreset = z.infer<typeof timerPresetSchema>;

export const timerPresetsSchema = z.array(timerPresetSchema).check(z.maxLength(MAX_TIMER_PRESETS, 'timers:presets.errors.full'));

/**
 * Reads the stored list leniently: one malformed entry (edited elsewhere, older format) is
 * dropped instead of hiding every other preset. No document yet: no presets.
 */
export function timerPresetsFromData(data: PlainData | undefined): TimerPreset[] {
  const list = data?.presets;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = timerPresetSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const timerPresetsDoc = defineDocument({
  path: 'users/{uid}/settings/timers',
  fromData: timerPresetsFromData,
  schema: z.strictObject({ presets: timerPresetsSchema }),
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});

/** The form of a new preset: its name, and room left in the list. */
export function newPresetSchema(existing: readonly TimerPreset[]) {
  return z
    .object({ name: presetNameSchema })
    .check(z.refine(() => existing.length < MAX_TIMER_PRESETS, { message: 'timers:presets.errors.full', path: ['name'] }));
}
