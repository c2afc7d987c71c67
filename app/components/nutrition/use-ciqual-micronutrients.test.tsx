// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Micronutrients } from '#app/lib/nutrition/micronutrients.ts';

// Each test starts from a fresh tab: the module's cache is reloaded.
async function freshLookup() {
  vi.resetModules();
  return (await import('./use-ciqual-micronutrients.ts')).useCiqualMicronutrients;
}

const values = (vitaminCMg: number) => ({ vitaminCMg }) as unknown as Micronutrients;

let onLine = true;
const asked: string[][] = [];
/** The server's answer: every code but 99999, which the table does not hold, is left out of `foods`. */
const tableAnswer = (codes: string[]) => Response.json({ foods: Object.fromEntries(codes.filter((c) => c !== '99999').map((c) => [c, values(Number(c))])) });
let answer = tableAnswer;

beforeEach(() => {
  onLine = true;
  asked.length = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const codes = (new URL(url, 'http://localhost').searchParams.get('codes') ?? '').split(',');
      asked.push(codes);
      return Promise.resolve(answer(codes));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  answer = tableAnswer;
});

describe('the Ciqual micronutrients lookup', () => {
  it('asks once for the codes two screens want at the same time, and never again in the tab', async () => {
    const useCiqualMicronutrients = await freshLookup();
    const panel = renderHook(() => useCiqualMicronutrients(['20087', '13005', '99999']));
    const facts = renderHook(() => useCiqualMicronutrients(['13005']));
    expect(panel.result.current.state).toBe('loading');
    await waitFor(() => expect(panel.result.current.state).toBe('ready'));
    await waitFor(() => expect(facts.result.current.state).toBe('ready'));
    expect(asked).toEqual([['13005', '20087', '99999']]);
    expect(facts.result.current.valuesOf('13005')).toEqual(values(13005));
    // A code the table does not hold is known as having nothing, not asked again.
    expect(panel.result.current.valuesOf('99999')).toBeNull();

    const later = renderHook(() => useCiqualMicronutrients(['99999', '20087']));
    expect(later.result.current.state).toBe('ready');
    expect(later.result.current.valuesOf('20087')).toEqual(values(20087));
    expect(asked).toHaveLength(1);
  });

  it('does not ask for what came with the page', async () => {
    const useCiqualMicronutrients = await freshLookup();
    const { result } = renderHook(() => useCiqualMicronutrients(['13005', '20087'], { 13005: values(1) }));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(asked).toEqual([['20087']]);
    expect(result.current.valuesOf('13005')).toEqual(values(1));
  });

  it('asks nothing without signal, and asks when the signal is back', async () => {
    const useCiqualMicronutrients = await freshLookup();
    onLine = false;
    const { result } = renderHook(() => useCiqualMicronutrients(['13005']));
    expect(result.current.state).toBe('offline');
    expect(result.current.valuesOf('13005')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);

    onLine = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(asked).toEqual([['13005']]);
  });

  it('says when the values could not be fetched, and keeps nothing of the failure', async () => {
    const useCiqualMicronutrients = await freshLookup();
    answer = () => new Response('{}', { status: 503 });
    const first = renderHook(() => useCiqualMicronutrients(['13005']));
    await waitFor(() => expect(first.result.current.state).toBe('failed'));
    expect(first.result.current.valuesOf('13005')).toBeUndefined();

    answer = (codes) => Response.json({ foods: Object.fromEntries(codes.map((c) => [c, values(7)])) });
    const second = renderHook(() => useCiqualMicronutrients(['13005']));
    await waitFor(() => expect(second.result.current.state).toBe('ready'));
    expect(asked).toEqual([['13005'], ['13005']]);
    // The screen that failed shows the values the other one fetched.
    await waitFor(() => expect(first.result.current.state).toBe('ready'));
    expect(first.result.current.valuesOf('13005')).toEqual(values(7));
  });
});
