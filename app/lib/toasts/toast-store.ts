/**
 * Toast queue: at most 5 visible, each dismissing itself after its duration (default 3500 ms,
 * never less than 1200 ms). Framework-free; React reads it through `useSyncExternalStore`
 * (`getSnapshot` keeps its identity until something changes). Timers are injected so the rules
 * are tested with a fake clock.
 *
 * The snapshot is ordered oldest first; the bottom-right stack decides how to lay it out.
 */

export const TOAST_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const MAX_TOASTS = 5;
export const DEFAULT_TOAST_DURATION_MS = 3500;
export const MIN_TOAST_DURATION_MS = 1200;
/** Browsers fire setTimeout at once beyond 2^31-1 ms; longer durations are capped there. */
export const MAX_TOAST_DURATION_MS = 2_147_483_647;

export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly title: string;
  /** Always a string ('' when none was given) so the view has one shape to render. */
  readonly description: string;
  readonly duration: number;
  /** From the injected clock; lets the view order or animate without its own clock. */
  readonly createdAt: number;
  /** One button besides "close" (an undo), which also closes the toast. */
  readonly action: ToastAction | null;
  /** Toasts of one kind share a key: the newest replaces the one shown, in its place. */
  readonly key: string | null;
}

export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

export interface ShowToastInput {
  type: ToastType;
  title: string;
  description?: string;
  duration?: number;
  action?: ToastAction;
  key?: string;
}

export interface ToastOptions {
  duration?: number;
  action?: ToastAction;
  key?: string;
}

type TimerHandle = unknown;

export interface ToastStoreDeps {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
  now?: () => number;
}

export interface ToastStore {
  show(input: ShowToastInput): string;
  dismiss(id: string): void;
  /** Runs a toast's action, then closes it. */
  act(id: string): void;
  /** Dismisses everything and cancels every timer (sign-out, tests). */
  clear(): void;
  getSnapshot(): readonly Toast[];
  /** For `useSyncExternalStore` during SSR: there are never toasts on the server. */
  getServerSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  success(title: string, description?: string, options?: ToastOptions): string;
  warning(title: string, description?: string, options?: ToastOptions): string;
  error(title: string, description?: string, options?: ToastOptions): string;
  info(title: string, description?: string, options?: ToastOptions): string;
}

export const EMPTY_TOASTS: readonly Toast[] = Object.freeze([]);

export function normalizeToastDuration(duration: number | undefined): number {
  if (duration === undefined || !Number.isFinite(duration)) return DEFAULT_TOAST_DURATION_MS;
  return Math.min(Math.max(Math.round(duration), MIN_TOAST_DURATION_MS), MAX_TOAST_DURATION_MS);
}

function isToastType(value: unknown): value is ToastType {
  return typeof value === 'string' && (TOAST_TYPES as readonly string[]).includes(value);
}

export function createToastStore(deps: ToastStoreDeps): ToastStore {
  const now = deps.now ?? (() => Date.now());
  const timers = new Map<string, TimerHandle>();
  const listeners = new Set<() => void>();
  let toasts: readonly Toast[] = EMPTY_TOASTS;
  let counter = 0;

  const commit = (next: readonly Toast[]): void => {
    toasts = next.length === 0 ? EMPTY_TOASTS : Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };

  const cancelTimer = (id: string): void => {
    const handle = timers.get(id);
    if (handle === undefined) return;
    timers.delete(id);
    deps.clearTimeout(handle);
  };

  const dismiss = (id: string): void => {
    cancelTimer(id);
    if (!toasts.some((t) => t.id === id)) return;
    commit(toasts.filter((t) => t.id !== id));
  };

  const show = (input: ShowToastInput): string => {
    counter += 1;
    const id = `toast-${counter}`;
    const toast: Toast = Object.freeze({
      id,
      // Callers are typed, but payloads from push or errors can be loose at runtime.
      type: isToastType(input.type) ? input.type : 'info',
      title: String(input.title ?? ''),
      description: input.description == null ? '' : String(input.description),
      duration: normalizeToastDuration(input.duration),
      createdAt: now(),
      action: input.action ? { label: String(input.action.label), run: input.action.run } : null,
      key: input.key ?? null,
    });

    // A counting toast ("3 aliments ajoutés") takes the place of the one it counts on, so quick
    // repeated actions never pile toasts over the page.
    const replaced = toast.key === null ? undefined : toasts.find((t) => t.key === toast.key);
    if (replaced) cancelTimer(replaced.id);
    let next = replaced ? toasts.map((t) => (t === replaced ? toast : t)) : [...toasts, toast];
    while (next.length > MAX_TOASTS) {
      const evicted = next[0];
      next = next.slice(1);
      if (evicted) cancelTimer(evicted.id);
    }
    timers.set(
      id,
      deps.setTimeout(() => {
        timers.delete(id);
        dismiss(id);
      }, toast.duration),
    );
    commit(next);
    return id;
  };

  const shortcut =
    (type: ToastType) =>
    (title: string, description?: string, options?: ToastOptions): string =>
      show({ type, title, description, duration: options?.duration, action: options?.action, key: options?.key });

  return {
    show,
    dismiss,
    act(id) {
      const shown = toasts.find((t) => t.id === id);
      dismiss(id);
      shown?.action?.run();
    },
    clear() {
      for (const id of [...timers.keys()]) cancelTimer(id);
      if (toasts.length > 0) commit(EMPTY_TOASTS);
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => EMPTY_TOASTS,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    success: shortcut('success'),
    warning: shortcut('warning'),
    error: shortcut('error'),
    info: shortcut('info'),
  };
}
