/**
 * Theme state: dark | light | rose, persisted in localStorage under `elan-theme` and applied
 * as `data-theme` on <html>. Pure rules first, then a controller whose browser dependencies
 * are injected so every rule is unit-testable without a DOM.
 */

export const THEMES = ['dark', 'light', 'rose'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'dark';
export const THEME_STORAGE_KEY = 'elan-theme';
export const THEME_ATTRIBUTE = 'data-theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Anything that is not an allowed theme falls back to dark (seed rule). */
export function normalizeTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/**
 * A valid saved value wins; otherwise the system preference decides between dark and light.
 * `rose` is never derived from the system: it only exists as an explicit choice.
 */
export function resolveTheme(saved: unknown, systemDark: boolean): Theme {
  if (isTheme(saved)) return saved;
  return systemDark ? 'dark' : 'light';
}

export function nextTheme(current: unknown): Theme {
  switch (normalizeTheme(current)) {
    case 'dark':
      return 'light';
    case 'light':
      return 'rose';
    case 'rose':
      return 'dark';
  }
}

// ---------------------------------------------------------------------------------------------
// Controller

export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MediaQueryChangeLike {
  readonly matches: boolean;
}

export interface MediaQueryListLike {
  readonly matches: boolean;
  addEventListener?(type: 'change', listener: (event: MediaQueryChangeLike) => void): void;
  removeEventListener?(type: 'change', listener: (event: MediaQueryChangeLike) => void): void;
  /** Safari < 14 only knows the deprecated listener API. */
  addListener?(listener: (event: MediaQueryChangeLike) => void): void;
  removeListener?(listener: (event: MediaQueryChangeLike) => void): void;
}

export interface ThemeRoot {
  setAttribute(name: string, value: string): void;
}

export interface ThemeControllerDeps {
  /**
   * A getter rather than the object itself because merely reading `window.localStorage`
   * throws a SecurityError when storage is blocked (third-party iframes, some privacy modes).
   */
  storage?: ThemeStorage | null | (() => ThemeStorage | null | undefined);
  matchMedia?: ((query: string) => MediaQueryListLike) | null;
  root?: ThemeRoot | null;
}

export type ThemeListener = (theme: Theme) => void;

export interface ThemeController {
  get(): Theme;
  /** Saves and applies; an unknown value becomes dark. Returns the applied theme. */
  set(theme: unknown): Theme;
  cycle(): Theme;
  /** True while no valid theme was chosen, i.e. the theme tracks the system preference. */
  isFollowingSystem(): boolean;
  subscribe(listener: ThemeListener): () => void;
  dispose(): void;
}

function safeStorage(source: ThemeControllerDeps['storage']): ThemeStorage | null {
  try {
    const storage = typeof source === 'function' ? source() : source;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readSavedTheme(source: ThemeControllerDeps['storage']): string | null {
  try {
    return safeStorage(source)?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeSavedTheme(source: ThemeControllerDeps['storage'], theme: Theme): void {
  try {
    safeStorage(source)?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Quota exceeded or storage blocked: the choice still holds for this page's lifetime.
  }
}

export function createThemeController(deps: ThemeControllerDeps = {}): ThemeController {
  const { storage, root } = deps;
  const listeners = new Set<ThemeListener>();

  let mql: MediaQueryListLike | null = null;
  try {
    mql = deps.matchMedia ? deps.matchMedia(SYSTEM_DARK_QUERY) : null;
  } catch {
    mql = null;
  }
  // Without a readable system preference the product default (dark) applies.
  const systemDark = (): boolean => (mql ? mql.matches : true);

  const saved = readSavedTheme(storage);
  // Kept in memory as well as in storage so that a failed write still stops system-following.
  let chosen = isTheme(saved);
  let current: Theme = resolveTheme(saved, systemDark());
  let disposed = false;

  const apply = (theme: Theme): void => {
    try {
      root?.setAttribute(THEME_ATTRIBUTE, theme);
    } catch {
      // A detached or exotic root must not break the caller.
    }
  };

  const emit = (): void => {
    for (const listener of [...listeners]) listener(current);
  };

  const update = (theme: Theme): void => {
    apply(theme);
    if (theme === current) return;
    current = theme;
    emit();
  };

  const onSystemChange = (event: MediaQueryChangeLike): void => {
    if (disposed || chosen) return;
    // Another tab may have saved a choice since this controller started.
    if (isTheme(readSavedTheme(storage))) {
      chosen = true;
      return;
    }
    update(event.matches ? 'dark' : 'light');
  };

  if (mql) {
    if (typeof mql.addEventListener === 'function') mql.addEventListener('change', onSystemChange);
    else if (typeof mql.addListener === 'function') mql.addListener(onSystemChange);
  }

  // The boot script normally applied this already; re-applying is idempotent and covers pages
  // rendered without it.
  apply(current);

  const set = (theme: unknown): Theme => {
    const next = normalizeTheme(theme);
    chosen = true;
    writeSavedTheme(storage, next);
    update(next);
    return current;
  };

  // Methods do not rely on `this`, so they survive destructuring in React components.
  return {
    get: () => current,
    set,
    cycle: () => set(nextTheme(current)),
    isFollowingSystem: () => !chosen,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      if (mql) {
        if (typeof mql.removeEventListener === 'function') mql.removeEventListener('change', onSystemChange);
        else if (typeof mql.removeListener === 'function') mql.removeListener(onSystemChange);
      }
    },
  };
}

/** Browser wiring; on the server every dependency is absent and the controller stays inert. */
export function browserThemeDeps(): ThemeControllerDeps {
  if (typeof window === 'undefined' || typeof document === 'undefined') return {};
  return {
    storage: () => window.localStorage,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : null,
    root: document.documentElement,
  };
}
