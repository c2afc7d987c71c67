/*
 * Durations as clocks: race times typed '25:00' or '1:55:00', a plank '1:35', timers' digits.
 * Seconds in, French text out (tenths after a decimal comma).
 */
import { formatNumber, parseDecimal } from './numbers.ts';

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * A duration in seconds from 'mm:ss' or 'h:mm:ss' (the last part may carry decimals:
 * '9:58,4'), or a bare number read in `bareUnit` ('25' is 25 minutes for a race, 25 s for a
 * rest). Minutes and seconds after a colon stay below 60. Empty → null; anything else, a
 * negative time included → NaN.
 */
export function parseDuration(raw: string, bareUnit: 's' | 'min' = 's'): number | null {
  const text = raw.replace(SPACES, '');
  if (text === '') return null;
  if (!text.includes(':')) {
    const value = parseDecimal(text);
    if (value === null || Number.isNaN(value) || value < 0) return Number.NaN;
    return value * (bareUnit === 'min' ? 60 : 1);
  }
  const parts = text.split(':');
  if (parts.length > 3) return Number.NaN;
  const numbers = parts.map((p, i) => (i === parts.length - 1 ? parseDecimal(p) : /^\d+$/.test(p) ? Number(p) : Number.NaN));
  if (numbers.some((n) => n === null || Number.isNaN(n) || n < 0)) return Number.NaN;
  const values = numbers as number[];
  if (values.slice(1).some((n) => n >= 60)) return Number.NaN;
  return values.reduce((total, n) => total * 60 + n, 0);
}

function clock(hours: number, minutes: number, seconds: string): string {
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Seconds as a clock, rounded to the shown precision first (59.96 s reads '1:00', never
 * '0:60'): '52:07', '1:55:00', '1:02,4' with `decimals` 1. The form `parseDuration` reads back.
 */
export function formatDuration(totalSeconds: number, decimals: 0 | 1 = 0): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.max(0, totalSeconds) * factor) / factor;
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = rounded - hours * 3600 - minutes * 60;
  return clock(hours, minutes, formatNumber(seconds, decimals).padStart(decimals ? 4 : 2, '0'));
}

/** Elapsed time on a running clock: whole seconds passed, never rounded up ('0:59' until 60 s). */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return clock(Math.floor(s / 3600), Math.floor((s % 3600) / 60), String(s % 60).padStart(2, '0'));
}

/**
 * A countdown shows the second it is in, rounded up: 0:03 until the "3" beep has passed, and
 * 0:00 only at the end — so the digits and the beeps agree.
 */
export function countdownText(remainingMs: number): string {
  return clockText(Math.ceil(Math.max(0, remainingMs) / 1000 - 1e-9));
}

/** Stopwatch and lap times with tenths, never rounded up: '1:02,4'. */
export function stopwatchText(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  return `${clockText(tenths / 10)},${tenths % 10}`;
}

// Unit symbols written here, not by Intl: engines disagree on the space before them, and the
// server's text must be the browser's (hydration).
const inUnit = (value: number, symbol: 's' | 'min' | 'h') => `${value}\u202f${symbol}`;

/**
 * How long something lasted, as people say it rather than as a clock: '16 s' under a minute,
 * '55 min' under an hour (to the nearest minute), '1 h 10' or '2 h' beyond. The one way a
 * session's length is written (history, summary, calendar).
 */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return inUnit(seconds, 's');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return inUnit(minutes, 'min');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${inUnit(hours, 'h')}\u202f${String(rest).padStart(2, '0')}` : inUnit(hours, 'h');
}
