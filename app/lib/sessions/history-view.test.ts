import { describe, expect, it } from 'vitest';
import { historyFilterOf, historyHref, historyViewFrom, isFiltered } from './history-view.ts';

const viewOf = (search: string) => historyViewFrom(new URLSearchParams(search));

describe('the history view in the URL', () => {
  it('reads the filters and the number of sessions shown, in whole pages', () => {
    expect(viewOf('programme=p1&exercice=squat&periode=3m&n=41')).toEqual({ programId: 'p1', exerciseId: 'squat', period: '3m', count: 60 });
    expect(viewOf('')).toEqual({ programId: null, exerciseId: null, period: 'tout', count: 20 });
  });

  it('falls back to the whole history for values that make no sense', () => {
    expect(viewOf(`programme=&exercice=${'x'.repeat(129)}&periode=2s&n=-3`)).toEqual({ programId: null, exerciseId: null, period: 'tout', count: 20 });
    expect(viewOf('n=99999').count).toBe(1000);
    expect(viewOf('n=abc').count).toBe(20);
  });

  it('writes only what differs from the plain history, and reads back what it wrote', () => {
    expect(historyHref(viewOf(''))).toBe('/sessions');
    const href = historyHref({ programId: 'p 1', exerciseId: 'squat', period: '4s', count: 40 });
    expect(href).toBe('/sessions?programme=p+1&exercice=squat&periode=4s&n=40');
    expect(viewOf(href.split('?')[1]!)).toEqual({ programId: 'p 1', exerciseId: 'squat', period: '4s', count: 40 });
  });

  it('turns the period into the first day of the query, ending today', () => {
    expect(historyFilterOf(viewOf('periode=4s&programme=p1'), '2026-03-28')).toEqual({ programId: 'p1', exerciseId: null, from: '2026-03-01' });
    expect(historyFilterOf(viewOf(''), '2026-03-28')).toEqual({ programId: null, exerciseId: null, from: null });
    expect(isFiltered(viewOf(''))).toBe(false);
    expect(isFiltered(viewOf('n=40'))).toBe(false);
    expect(isFiltered(viewOf('periode=1a'))).toBe(true);
  });
});
