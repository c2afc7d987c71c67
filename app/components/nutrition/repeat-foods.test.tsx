// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#app/components/ui/toaster.tsx';
import type { LogEntry } from '#app/lib/data/nutrition.ts';
import nutrition from '../../../locales/fr/nutrition.json';
import { useQuickAdd } from './repeat-foods.tsx';
import type { FoodLogControl } from './use-food-log.ts';

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { nutrition } }, interpolation: { escapeValue: false } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

const nutrients = { kcal: 54, proteinG: 0.3, carbsG: 11.6, sugarsG: 10.6, fatG: 0.3, satFatG: null, fiberG: 1.4, saltG: 0 };
const entry = (id: string): LogEntry => ({ id, meal: 'dejeuner', ref: { kind: 'base', id: '13039' }, name: `Pomme ${id}`, grams: 150, serving: null, nutrients });

/** A day held in memory, written as the real control writes: through `change`. */
function fakeDay(entries: LogEntry[]): FoodLogControl & { entries: () => LogEntry[] } {
  let list = entries;
  return {
    get log() {
      return { day: '2026-03-15', entries: list };
    },
    error: null,
    writer: { status: 'idle', ready: true, run: () => Promise.resolve(true) },
    ready: true,
    change: (edit) => {
      list = edit(list);
      return Promise.resolve(true);
    },
    entries: () => list,
  };
}

afterEach(() => {
  cleanup();
  toast.clear();
});

describe('quick adds', () => {
  it('count in one toast while it shows, whose "Annuler" removes exactly the entries it counts', async () => {
    const day = fakeDay([entry('kept')]);
    const { result } = renderHook(() => useQuickAdd(day), { wrapper });
    act(() => result.current([entry('a')], 'Pomme a ajouté (Déjeuner)'));
    expect(toast.getSnapshot().map((t) => t.title)).toEqual(['Pomme a ajouté (Déjeuner)']);
    act(() => result.current([entry('b'), entry('c')], 'Déjeuner d’hier copié : 2 aliments'));
    const [shown] = toast.getSnapshot();
    expect(toast.getSnapshot()).toHaveLength(1);
    expect(shown).toMatchObject({ title: '3 aliments ajoutés', action: { label: 'Annuler' } });
    expect(day.entries().map((e) => e.id)).toEqual(['kept', 'a', 'b', 'c']);
    // The same food logged again by hand meanwhile is not the toast's to remove.
    await day.change((list) => [...list, entry('by-hand')]);
    act(() => toast.act(shown!.id));
    expect(day.entries().map((e) => e.id)).toEqual(['kept', 'by-hand']);
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('starts a new count once the toast is gone', () => {
    const day = fakeDay([]);
    const { result } = renderHook(() => useQuickAdd(day), { wrapper });
    act(() => result.current([entry('a')], 'Pomme a ajouté (Déjeuner)'));
    act(() => toast.dismiss(toast.getSnapshot()[0]!.id));
    act(() => result.current([entry('b')], 'Pomme b ajouté (Déjeuner)'));
    const [shown] = toast.getSnapshot();
    expect(shown?.title).toBe('Pomme b ajouté (Déjeuner)');
    act(() => toast.act(shown!.id));
    expect(day.entries().map((e) => e.id)).toEqual(['a']);
  });

  it('refuses what would overfill the day, saying so', () => {
    const day = fakeDay(Array.from({ length: 120 }, (_, i) => entry(`e${i}`)));
    const { result } = renderHook(() => useQuickAdd(day), { wrapper });
    act(() => result.current([entry('one-more')], 'Pomme ajouté'));
    expect(day.entries()).toHaveLength(120);
    expect(toast.getSnapshot()).toMatchObject([{ type: 'error' }]);
  });
});
