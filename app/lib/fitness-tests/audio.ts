/*
 * Web Audio beeps scheduled on the audio clock. Browsers only let sound start from a person's
 * gesture, so `unlock()` must run inside the click that starts a timer; later beeps are
 * scheduled from epoch instants computed by app/lib/timers, so a late render never shifts them.
 */
export class Beeper {
  private context: AudioContext | null = null;

  /** Call from a click handler. Silently does nothing where Web Audio is missing. */
  unlock(): void {
    if (typeof window === 'undefined') return;
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    this.context ??= new Ctor();
    if (this.context.state === 'suspended') void this.context.resume().catch(() => {});
  }

  /** A short tone at epoch `atMs` (now if already past). */
  tone(atMs: number, { frequency = 880, durationMs = 60, volume = 0.3 }: { frequency?: number; durationMs?: number; volume?: number } = {}): void {
    const ctx = this.context;
    if (!ctx || ctx.state === 'closed') return;
    const start = Math.max(ctx.currentTime, ctx.currentTime + (atMs - Date.now()) / 1000);
    const end = start + durationMs / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.frequency.value = frequency;
    // Short ramps avoid the click of a square start/stop.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(volume, start + 0.005);
    gain.gain.setValueAtTime(volume, Math.max(start + 0.005, end - 0.01));
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.01);
  }

  close(): void {
    void this.context?.close().catch(() => {});
    this.context = null;
  }
}

export function vibrate(pattern: number | number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}
