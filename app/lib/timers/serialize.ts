import { isValidConfig } from './config.ts';
import type { TimerState } from './types.ts';

/** localStorage format: the state as JSON (it contains only numbers, strings, arrays, null). */
export function serializeTimer(state: TimerState): string {
  return JSON.stringify(state);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumOrNull = (v: unknown): boolean => v === null || isNum(v);

/**
 * Restores a saved timer, or null for anything malformed or from another version — the UI
 * then starts fresh rather than showing a corrupt clock.
 */
export function parseTimer(text: string | null): TimerState | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const s = data as Record<string, unknown>;
  const extra = s.extraMs;
  const ok =
    s.version === 1 &&
    isValidConfig(s.config) &&
    isNumOrNull(s.startedAt) &&
    isNumOrNull(s.pausedAt) &&
    isNum(s.pausedMs) &&
    isNum(s.skippedMs) &&
    isNumOrNull(s.finishedAtElapsedMs) &&
    Array.isArray(s.laps) &&
    s.laps.every(isNum) &&
    isNum(s.roundsDone) &&
    typeof extra === 'object' &&
    extra !== null &&
    !Array.isArray(extra) &&
    Object.values(extra).every(isNum);
  return ok ? (data as TimerState) : null;
}
