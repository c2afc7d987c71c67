/** Clock digits: "1:30", "12:05", "1:02:03". */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * A countdown shows the second it is in, rounded up: 0:03 until the "3" beep has passed, and
 * 0:00 only at the end — so the digits and the beeps agree.
 */
export function countdownText(remainingMs: number): string {
  return clockText(Math.ceil(Math.max(0, remainingMs) / 1000 - 1e-9));
}

/** Lap and stopwatch times with tenths, French decimal comma: "1:02,4". */
export function preciseText(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  return `${clockText(tenths / 10)},${tenths % 10}`;
}
