import { describe, expect, it, vi } from 'vitest';
import {
  createThemeController,
  DEFAULT_THEME,
  isTheme,
  nextTheme,
  normalizeTheme,
  resolveTheme,
  SYSTEM_DARK_QUERY,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  THEMES,
  type MediaQueryChangeLike,
  type MediaQueryListLike,
  type ThemeStorage,
} from './index.ts';

// --- fakes -----------------------------------------------------------------------------------

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: ThemeStorage & { data: Map<string, string> } = {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      data.set(key, String(value));
    }),
  };
  return storage;
}

function fakeMedia(initialDark: boolean, legacy = false) {
  let listeners: Array<(e: MediaQueryChangeLike) => void> = [];
  const mql: MediaQueryListLike & { matches: boolean } = { matches: initialDark };
  if (legacy) {
    mql.addListener = (l) => listeners.push(l);
    mql.removeListener = (l) => (listeners = listeners.filter((x) => x !== l));
  } else {
    mql.addEventListener = (_type, l) => listeners.push(l);
    mql.removeEventListener = (_type, l) => (listeners = listeners.filter((x) => x !== l));
  }
  const matchMedia = vi.fn((_query: string) => mql);
  return {
    matchMedia,
    mql,
    listenerCount: () => listeners.length,
    change(dark: boolean) {
      mql.matches = dark;
      for (const l of [...listeners]) l({ matches: dark });
    },
  };
}

function fakeRoot() {
  const attrs = new Map<string, string>();
  return {
    attrs,
    setAttribute: vi.fn((name: string, value: string) => {
      attrs.set(name, value);
    }),
  };
}

function setup(opts: { saved?: string; systemDark?: boolean; legacy?: boolean } = {}) {
  const storage = memoryStorage(opts.saved === undefined ? {} : { [THEME_STORAGE_KEY]: opts.saved });
  const media = fakeMedia(opts.systemDark ?? true, opts.legacy);
  const root = fakeRoot();
  const controller = createThemeController({ storage, matchMedia: media.matchMedia, root });
  return { storage, media, root, controller };
}

// --- pure functions --------------------------------------------------------------------------

describe('theme constants', () => {
  it('match the product spec', () => {
    expect(THEMES).toEqual(['dark', 'light', 'rose']);
    expect(DEFAULT_THEME).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('elan-theme');
    expect(THEME_ATTRIBUTE).toBe('data-theme');
    expect(SYSTEM_DARK_QUERY).toBe('(prefers-color-scheme: dark)');
  });
});

describe('resolveTheme', () => {
  // saved valid / invalid / absent × system dark / light
  const table: Array<[saved: unknown, systemDark: boolean, expected: string]> = [
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['rose', true, 'rose'],
    ['rose', false, 'rose'],
    ['blue', true, 'dark'],
    ['blue', false, 'light'],
    ['', true, 'dark'],
    ['', false, 'light'],
    ['DARK', false, 'light'],
    [' dark', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    [undefined, true, 'dark'],
    [undefined, false, 'light'],
    [42, false, 'light'],
  ];
  it.each(table)('saved %j, system dark %s → %s', (saved, systemDark, expected) => {
    expect(resolveTheme(saved, systemDark)).toBe(expected);
  });
});

describe('nextTheme', () => {
  it('cycles dark → light → rose → dark', () => {
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('light')).toBe('rose');
    expect(nextTheme('rose')).toBe('dark');
  });
  it('treats an unknown current value as dark', () => {
    expect(nextTheme('purple')).toBe('light');
    expect(nextTheme(undefined)).toBe('light');
  });
});

describe('normalizeTheme / isTheme', () => {
  it('keeps allowed values', () => {
    for (const t of THEMES) {
      expect(isTheme(t)).toBe(true);
      expect(normalizeTheme(t)).toBe(t);
    }
  });
  it.each([['blue'], [''], ['Dark'], [null], [undefined], [1], [{}], [['dark']]])('unknown %j → dark', (value) => {
    expect(isTheme(value)).toBe(false);
    expect(normalizeTheme(value)).toBe('dark');
  });
});

// --- controller ------------------------------------------------------------------------------

describe('createThemeController — initial value', () => {
  it.each([
    ['light', true, 'light'],
    ['rose', false, 'rose'],
    ['dark', false, 'dark'],
    [undefined, true, 'dark'],
    [undefined, false, 'light'],
    ['garbage', true, 'dark'],
    ['garbage', false, 'light'],
  ] as const)('saved %j, system dark %s → %s, applied on <html>', (saved, systemDark, expected) => {
    const { controller, root, media, storage } = setup({ saved, systemDark });
    expect(controller.get()).toBe(expected);
    expect(root.attrs.get('data-theme')).toBe(expected);
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    // Reading never writes: an unsaved theme must keep following the system.
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('defaults to dark with no dependencies at all (server rendering)', () => {
    const controller = createThemeController();
    expect(controller.get()).toBe('dark');
    expect(controller.set('rose')).toBe('rose');
    expect(controller.cycle()).toBe('dark');
  });

  it('defaults to dark when matchMedia is missing or throws', () => {
    const root = fakeRoot();
    expect(createThemeController({ matchMedia: null, root }).get()).toBe('dark');
    const throwing = createThemeController({
      matchMedia: () => {
        throw new Error('no media');
      },
      root,
    });
    expect(throwing.get()).toBe('dark');
  });
});

describe('createThemeController — storage unavailable never throws', () => {
  const throwingStorage: ThemeStorage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };

  it('when getItem/setItem throw', () => {
    const media = fakeMedia(false);
    const root = fakeRoot();
    const c = createThemeController({ storage: throwingStorage, matchMedia: media.matchMedia, root });
    expect(c.get()).toBe('light');
    expect(() => c.set('rose')).not.toThrow();
    expect(c.get()).toBe('rose');
    expect(root.attrs.get('data-theme')).toBe('rose');
    // The choice holds in memory even though it could not be saved.
    expect(c.isFollowingSystem()).toBe(false);
    media.change(true);
    expect(c.get()).toBe('rose');
  });

  it('when the storage getter itself throws (window.localStorage SecurityError)', () => {
    const media = fakeMedia(true);
    const c = createThemeController({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      matchMedia: media.matchMedia,
      root: fakeRoot(),
    });
    expect(c.get()).toBe('dark');
    expect(() => c.cycle()).not.toThrow();
    expect(c.get()).toBe('light');
  });

  it('when storage is null', () => {
    const c = createThemeController({ storage: null, matchMedia: fakeMedia(false).matchMedia });
    expect(c.get()).toBe('light');
    expect(c.set('dark')).toBe('dark');
  });

  it('when the root element throws on setAttribute', () => {
    const c = createThemeController({
      root: {
        setAttribute: () => {
          throw new Error('detached');
        },
      },
    });
    expect(() => c.set('light')).not.toThrow();
    expect(c.get()).toBe('light');
  });
});

describe('createThemeController — set', () => {
  it('saves and applies each allowed theme', () => {
    const { controller, storage, root } = setup({ systemDark: true });
    for (const t of ['light', 'rose', 'dark'] as const) {
      expect(controller.set(t)).toBe(t);
      expect(controller.get()).toBe(t);
      expect(storage.data.get('elan-theme')).toBe(t);
      expect(root.attrs.get('data-theme')).toBe(t);
    }
  });

  it.each([['blue'], [''], [null], [undefined], [7]])('unknown value %j falls back to dark, saved and applied', (v) => {
    const { controller, storage, root } = setup({ saved: 'rose', systemDark: false });
    expect(controller.set(v)).toBe('dark');
    expect(controller.get()).toBe('dark');
    expect(storage.data.get('elan-theme')).toBe('dark');
    expect(root.attrs.get('data-theme')).toBe('dark');
  });

  it('notifies subscribers only on change, and unsubscribe works', () => {
    const { controller } = setup({ systemDark: true });
    const seen: string[] = [];
    const unsubscribe = controller.subscribe((t) => seen.push(t));
    controller.set('dark'); // unchanged
    controller.set('light');
    controller.set('light'); // unchanged
    controller.set('rose');
    unsubscribe();
    controller.set('dark');
    expect(seen).toEqual(['light', 'rose']);
  });
});

describe('createThemeController — cycle', () => {
  it('goes dark → light → rose → dark, saving each step', () => {
    const { controller, storage, root } = setup({ systemDark: true });
    const steps = [controller.cycle(), controller.cycle(), controller.cycle(), controller.cycle()];
    expect(steps).toEqual(['light', 'rose', 'dark', 'light']);
    expect(storage.data.get('elan-theme')).toBe('light');
    expect(root.attrs.get('data-theme')).toBe('light');
  });

  it('starts from the system-derived theme when nothing is saved', () => {
    const { controller } = setup({ systemDark: false });
    expect(controller.cycle()).toBe('rose');
  });

  it('survives destructuring (no reliance on this)', () => {
    const { controller } = setup({ systemDark: true });
    const { cycle, get } = controller;
    cycle();
    expect(get()).toBe('light');
  });
});

describe('createThemeController — following the system preference', () => {
  it.each([false, true])('follows dark/light changes while nothing is saved (legacy API: %s)', (legacy) => {
    const { controller, media, root, storage } = setup({ systemDark: true, legacy });
    const seen: string[] = [];
    controller.subscribe((t) => seen.push(t));
    expect(controller.isFollowingSystem()).toBe(true);
    media.change(false);
    expect(controller.get()).toBe('light');
    expect(root.attrs.get('data-theme')).toBe('light');
    media.change(true);
    expect(controller.get()).toBe('dark');
    expect(seen).toEqual(['light', 'dark']);
    // Following the system never persists anything.
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('follows while the saved value is invalid', () => {
    const { controller, media } = setup({ saved: 'sepia', systemDark: false });
    media.change(true);
    expect(controller.get()).toBe('dark');
  });

  it('stops following once the person chose (set)', () => {
    const { controller, media } = setup({ systemDark: true });
    controller.set('dark');
    expect(controller.isFollowingSystem()).toBe(false);
    media.change(false);
    expect(controller.get()).toBe('dark');
  });

  it('stops following once the person chose (cycle)', () => {
    const { controller, media } = setup({ systemDark: false });
    controller.cycle(); // light → rose
    media.change(true);
    expect(controller.get()).toBe('rose');
  });

  it('never follows when a valid theme was saved at start', () => {
    const { controller, media } = setup({ saved: 'light', systemDark: false });
    expect(controller.isFollowingSystem()).toBe(false);
    media.change(true);
    expect(controller.get()).toBe('light');
  });

  it('stops following when another tab saved a choice meanwhile', () => {
    const { controller, media, storage } = setup({ systemDark: true });
    storage.data.set('elan-theme', 'rose');
    media.change(false);
    expect(controller.get()).toBe('dark');
    expect(controller.isFollowingSystem()).toBe(false);
  });

  it('dispose removes the media listener and subscribers', () => {
    const { controller, media } = setup({ systemDark: true });
    const listener = vi.fn();
    controller.subscribe(listener);
    expect(media.listenerCount()).toBe(1);
    controller.dispose();
    expect(media.listenerCount()).toBe(0);
    media.change(false);
    expect(controller.get()).toBe('dark');
    expect(listener).not.toHaveBeenCalled();
    expect(() => controller.dispose()).not.toThrow();
  });

  it('dispose works with the legacy listener API', () => {
    const { controller, media } = setup({ systemDark: true, legacy: true });
    expect(media.listenerCount()).toBe(1);
    controller.dispose();
    expect(media.listenerCount()).toBe(0);
  });
});
