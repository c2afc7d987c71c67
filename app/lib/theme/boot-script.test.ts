import { describe, expect, it } from 'vitest';
import { createThemeController, resolveTheme, themeBootScript, type ThemeStorage } from './index.ts';

interface FakeEnv {
  storage: 'absent' | 'throws-on-access' | 'throws-on-get' | { value: string | null };
  media: 'absent' | 'throws' | { dark: boolean };
}

/** Evaluates the inline script against fake globals and returns the data-theme it applied. */
function runBootScript(env: FakeEnv): string | undefined {
  const attrs = new Map<string, string>();
  const document = {
    documentElement: {
      setAttribute(name: string, value: string) {
        attrs.set(name, value);
      },
    },
  };
  const window: Record<string, unknown> = {};
  if (env.storage === 'throws-on-access') {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  } else if (env.storage === 'throws-on-get') {
    window.localStorage = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    };
  } else if (env.storage !== 'absent') {
    const value = env.storage.value;
    window.localStorage = { getItem: (key: string) => (key === 'elan-theme' ? value : null) };
  }
  if (env.media === 'throws') {
    window.matchMedia = () => {
      throw new Error('matchMedia broken');
    };
  } else if (env.media !== 'absent') {
    const dark = env.media.dark;
    window.matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && dark });
  }
  // The script only reaches the page through `window` and `document`.
  new Function('window', 'document', themeBootScript)(window, document);
  return attrs.get('data-theme');
}

describe('themeBootScript', () => {
  it('is a self-contained IIFE with no imports and nothing that would close the script tag', () => {
    expect(themeBootScript.startsWith('(function(){')).toBe(true);
    expect(themeBootScript.endsWith('})();')).toBe(true);
    expect(themeBootScript).not.toMatch(/\bimport\b|\brequire\b|<\/?script/i);
    expect(themeBootScript).not.toContain('<');
    expect(themeBootScript.length).toBeLessThan(600);
  });

  const savedValues: Array<string | null> = ['dark', 'light', 'rose', 'blue', '', 'Dark', null];
  for (const saved of savedValues) {
    for (const dark of [true, false]) {
      it(`agrees with resolveTheme: saved ${JSON.stringify(saved)}, system dark ${dark}`, () => {
        const applied = runBootScript({ storage: { value: saved }, media: { dark } });
        expect(applied).toBe(resolveTheme(saved, dark));
      });
    }
  }

  it.each([true, false])('localStorage getter throwing → system preference (dark=%s)', (dark) => {
    expect(runBootScript({ storage: 'throws-on-access', media: { dark } })).toBe(resolveTheme(null, dark));
  });

  it.each([true, false])('localStorage.getItem throwing → system preference (dark=%s)', (dark) => {
    expect(runBootScript({ storage: 'throws-on-get', media: { dark } })).toBe(resolveTheme(null, dark));
  });

  it.each([true, false])('localStorage absent → system preference (dark=%s)', (dark) => {
    expect(runBootScript({ storage: 'absent', media: { dark } })).toBe(resolveTheme(null, dark));
  });

  it('matchMedia absent or throwing → dark, like the controller', () => {
    expect(runBootScript({ storage: { value: null }, media: 'absent' })).toBe('dark');
    expect(runBootScript({ storage: { value: null }, media: 'throws' })).toBe('dark');
    expect(runBootScript({ storage: { value: 'rose' }, media: 'absent' })).toBe('rose');
    expect(createThemeController({ matchMedia: null }).get()).toBe('dark');
  });

  it('agrees with the controller’s initial value for every case', () => {
    for (const saved of savedValues) {
      for (const dark of [true, false]) {
        const storage: ThemeStorage = { getItem: () => saved, setItem: () => {} };
        const controller = createThemeController({ storage, matchMedia: () => ({ matches: dark }) });
        expect(runBootScript({ storage: { value: saved }, media: { dark } })).toBe(controller.get());
      }
    }
  });
});
