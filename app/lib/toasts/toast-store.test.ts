import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  EMPTY_TOASTS,
  MAX_TOASTS,
  MIN_TOAST_DURATION_MS,
  normalizeToastDuration,
  TOAST_TYPES,
  type ShowToastInput,
  type ToastType,
} from './index.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function makeStore() {
  const setTimeoutSpy = vi.fn((cb: () => void, ms: number) => setTimeout(cb, ms));
  const clearTimeoutSpy = vi.fn((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const store = createToastStore({ setTimeout: setTimeoutSpy, clearTimeout: clearTimeoutSpy, now: () => Date.now() });
  return { store, setTimeoutSpy, clearTimeoutSpy };
}

const titles = (store: ReturnType<typeof makeStore>['store']) => store.getSnapshot().map((t) => t.title);

describe('toast constants', () => {
  it('match the product spec', () => {
    expect(TOAST_TYPES).toEqual(['success', 'warning', 'error', 'info']);
    expect(MAX_TOASTS).toBe(5);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3500);
    expect(MIN_TOAST_DURATION_MS).toBe(1200);
  });
});

describe('normalizeToastDuration', () => {
  it.each([
    [undefined, 3500],
    [Number.NaN, 3500],
    [Number.POSITIVE_INFINITY, 3500],
    [0, 1200],
    [-50, 1200],
    [1199, 1200],
    [1200, 1200],
    [1201, 1201],
    [5000, 5000],
    [2500.4, 2500],
    [1e12, 2_147_483_647],
  ])('%s → %s', (input, expected) => {
    expect(normalizeToastDuration(input)).toBe(expected);
  });
});

describe('createToastStore — show', () => {
  it('starts empty with the shared empty snapshot', () => {
    const { store } = makeStore();
    expect(store.getSnapshot()).toBe(EMPTY_TOASTS);
    expect(store.getServerSnapshot()).toBe(EMPTY_TOASTS);
  });

  it('returns an id and records type, title, description, duration, createdAt', () => {
    const { store } = makeStore();
    const id = store.show({ type: 'success', title: 'Séance enregistrée', description: 'Bravo' });
    expect(typeof id).toBe('string');
    expect(store.getSnapshot()).toEqual([
      {
        id,
        type: 'success',
        title: 'Séance enregistrée',
        description: 'Bravo',
        duration: 3500,
        createdAt: Date.parse('2025-03-01T10:00:00Z'),
        action: null,
        key: null,
      },
    ]);
  });

  it('gives unique ids', () => {
    const { store } = makeStore();
    const ids = new Set([store.info('a'), store.info('b'), store.info('c')]);
    expect(ids.size).toBe(3);
  });

  it('uses an empty description when none is given', () => {
    const { store } = makeStore();
    store.show({ type: 'info', title: 't' });
    expect(store.getSnapshot()[0]?.description).toBe('');
  });

  it('falls back to info for an unknown runtime type', () => {
    const { store } = makeStore();
    store.show({ type: 'bogus', title: 't' } as unknown as ShowToastInput);
    expect(store.getSnapshot()[0]?.type).toBe('info');
  });

  it.each(TOAST_TYPES.map((t) => [t]))('shortcut %s(title, description, options)', (type: ToastType) => {
    const { store } = makeStore();
    const id = store[type]('Titre', 'Détail', { duration: 2000 });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ id, type, title: 'Titre', description: 'Détail', duration: 2000 }),
    ]);
  });
});

describe('createToastStore — snapshot identity and immutability', () => {
  it('keeps the same snapshot between changes and a new one after each change', () => {
    const { store } = makeStore();
    store.info('a');
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.info('b');
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(first.map((t) => t.title)).toEqual(['a']); // old snapshot untouched
    store.dismiss('does-not-exist');
    expect(store.getSnapshot()).toBe(second);
  });

  it('freezes the snapshot and its toasts', () => {
    const { store } = makeStore();
    store.info('a');
    const snap = store.getSnapshot();
    expect(Object.isFrozen(snap)).toBe(true);
    expect(Object.isFrozen(snap[0])).toBe(true);
    expect(() => (snap as unknown as unknown[]).push(1)).toThrow();
  });

  it('returns to the shared empty snapshot when the last toast goes', () => {
    const { store } = makeStore();
    const id = store.info('a');
    store.dismiss(id);
    expect(store.getSnapshot()).toBe(EMPTY_TOASTS);
  });
});

describe('createToastStore — at most 5', () => {
  it('a sixth evicts the oldest and cancels its timer', () => {
    const { store, clearTimeoutSpy } = makeStore();
    const ids = ['1', '2', '3', '4', '5'].map((t) => store.info(t));
    expect(titles(store)).toEqual(['1', '2', '3', '4', '5']);
    store.info('6');
    expect(store.getSnapshot()).toHaveLength(5);
    expect(titles(store)).toEqual(['2', '3', '4', '5', '6']);
    expect(clearTimeoutSpy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(5);
    // The evicted toast's id is inert now.
    store.dismiss(ids[0]!);
    expect(titles(store)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('keeps evicting the oldest across many additions', () => {
    const { store } = makeStore();
    for (let i = 1; i <= 12; i++) store.info(String(i));
    expect(titles(store)).toEqual(['8', '9', '10', '11', '12']);
    expect(vi.getTimerCount()).toBe(5);
  });
});

describe('createToastStore — durations', () => {
  it('dismisses itself after the default 3500 ms', () => {
    const { store, setTimeoutSpy } = makeStore();
    store.info('a');
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 3500);
    vi.advanceTimersByTime(3499);
    expect(titles(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('clamps a shorter request to 1200 ms', () => {
    const { store, setTimeoutSpy } = makeStore();
    store.show({ type: 'warning', title: 'court', duration: 300 });
    expect(store.getSnapshot()[0]?.duration).toBe(1200);
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 1200);
    vi.advanceTimersByTime(300);
    expect(titles(store)).toEqual(['court']);
    vi.advanceTimersByTime(899);
    expect(titles(store)).toEqual(['court']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours a longer custom duration', () => {
    const { store } = makeStore();
    store.error('long', undefined, { duration: 8000 });
    vi.advanceTimersByTime(7999);
    expect(titles(store)).toEqual(['long']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('each toast expires on its own schedule', () => {
    const { store } = makeStore();
    store.info('a'); // t=0, expires 3500
    vi.advanceTimersByTime(1000);
    store.info('b', undefined, { duration: 1200 }); // expires 2200
    vi.advanceTimersByTime(1200);
    expect(titles(store)).toEqual(['a']);
    vi.advanceTimersByTime(1300);
    expect(titles(store)).toEqual([]);
  });
});

describe('createToastStore — close', () => {
  it('dismiss removes at once and cancels the timer', () => {
    const { store, clearTimeoutSpy } = makeStore();
    const a = store.info('a');
    store.info('b');
    store.dismiss(a);
    expect(titles(store)).toEqual(['b']);
    expect(clearTimeoutSpy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('dismissing twice or an unknown id is a no-op without notification', () => {
    const { store } = makeStore();
    const a = store.info('a');
    store.dismiss(a);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(a);
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
  });

  it('clear removes everything and cancels all timers', () => {
    const { store } = makeStore();
    store.info('a');
    store.info('b');
    store.clear();
    expect(store.getSnapshot()).toBe(EMPTY_TOASTS);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createToastStore — subscribe', () => {
  it('notifies on show, auto-dismiss and close; unsubscribe stops it', () => {
    const { store } = makeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.info('a');
    store.info('b');
    store.dismiss(a);
    vi.advanceTimersByTime(3500);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.info('c');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('notifies once when a sixth toast evicts the oldest', () => {
    const { store } = makeStore();
    for (let i = 0; i < 5; i++) store.info(String(i));
    const listener = vi.fn();
    store.subscribe(listener);
    store.info('6');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('works without an injected clock', () => {
    const store = createToastStore({
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    store.info('a');
    expect(store.getSnapshot()[0]?.createdAt).toBe(Date.now());
  });
});

describe('createToastStore — actions and counting toasts', () => {
  it('runs the action once, closing the toast and cancelling its timer', () => {
    const { store, clearTimeoutSpy } = makeStore();
    const run = vi.fn();
    const id = store.success('Pomme ajoutée', undefined, { action: { label: 'Annuler', run } });
    store.info('autre');
    store.act(id);
    expect(run).toHaveBeenCalledTimes(1);
    expect(clearTimeoutSpy).toHaveBeenCalled();
    expect(titles(store)).toEqual(['autre']);
    store.act(id);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a toast with the key of one shown takes its place with a fresh timer; other keys stack', () => {
    const { store } = makeStore();
    const first = store.success('Pomme ajoutée', undefined, { key: 'quick-add' });
    store.info('autre');
    vi.advanceTimersByTime(3000);
    const second = store.success('2 aliments ajoutés', undefined, { key: 'quick-add' });
    expect(second).not.toBe(first);
    expect(titles(store)).toEqual(['2 aliments ajoutés', 'autre']);
    store.success('Copié', undefined, { key: 'other' });
    expect(titles(store)).toHaveLength(3);
    // The first one's timer no longer closes its replacement.
    vi.advanceTimersByTime(1000);
    expect(titles(store)).toEqual(['2 aliments ajoutés', 'Copié']);
    vi.advanceTimersByTime(2499);
    expect(titles(store)).toEqual(['2 aliments ajoutés', 'Copié']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });
});
