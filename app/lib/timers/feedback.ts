/*
 * What the person hears and feels: Web Audio beeps, vibration, and the screen wake lock.
 * Browser-only and best effort: a device without one of them still runs the clock.
 */

type AudioContextCtor = typeof AudioContext;

export interface Beeper {
  /** Must run inside a user gesture (Start, or any tap after a reload): browsers block audio otherwise. */
  unlock(): void;
  /** Short beep for 3-2-1, long higher beep at the phase change. */
  beep(kind: 'count' | 'change'): void;
}

export function createBeeper(): Beeper {
  let context: AudioContext | null = null;
  return {
    unlock() {
      if (typeof window === 'undefined') return;
      if (!context) {
        const Ctor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext) as
          | AudioContextCtor
          | undefined;
        if (!Ctor) return;
        try {
          context = new Ctor();
        } catch {
          return;
        }
      }
      if (context.state === 'suspended') void context.resume().catch(() => {});
    },
    beep(kind) {
      if (!context || context.state !== 'running') return;
      const start = context.currentTime;
      const length = kind === 'change' ? 0.45 : 0.15;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = kind === 'change' ? 1320 : 880;
      // Short ramps avoid the click of a square start and stop.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.5, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + length + 0.02);
    },
  };
}

export function vibrate(pattern: number | number[]): void {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Not allowed without a prior gesture on some browsers: the beep and the screen still tell.
  }
}

/** Keeps the screen on while `active`; the lock is lost when the tab is hidden, so it is taken again on return. */
export function watchWakeLock(active: () => boolean): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => {};
  let sentinel: WakeLockSentinel | null = null;
  let disposed = false;
  const acquire = () => {
    if (disposed || !active() || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        if (disposed) void lock.release();
        else sentinel = lock;
      })
      .catch(() => {
        // Denied (battery saver, unsupported context): the timer still works.
      });
  };
  const onVisibility = () => acquire();
  document.addEventListener('visibilitychange', onVisibility);
  acquire();
  return () => {
    disposed = true;
    document.removeEventListener('visibilitychange', onVisibility);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
  };
}
