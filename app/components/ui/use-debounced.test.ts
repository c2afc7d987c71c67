// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useDebounced } from './use-debounced.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('calls once the calls pause, with the last arguments', () => {
    const search = vi.fn();
    const { result } = renderHook(() => useDebounced(search));
    act(() => {
      result.current('p');
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      result.current('po');
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      result.current('pom');
    });
    expect(search).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    expect(search).toHaveBeenCalledExactlyOnceWith('pom');
  });

  it('calls the latest function given, so it sees the latest render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebounced(fn), { initialProps: { fn: first } });
    const debounced = result.current;
    act(() => debounced('pomme'));
    rerender({ fn: second });
    expect(result.current).toBe(debounced);
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('pomme');
  });

  it('calls at once on request, dropping the call waiting', () => {
    const search = vi.fn();
    const { result } = renderHook(() => useDebounced(search, 400));
    act(() => {
      result.current('pom');
      result.current.now('pomme');
    });
    expect(search).toHaveBeenCalledExactlyOnceWith('pomme');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(search).toHaveBeenCalledOnce();
  });

  it('drops the call waiting when cancelled or when the component goes', () => {
    const search = vi.fn();
    const { result, unmount } = renderHook(() => useDebounced(search));
    act(() => {
      result.current('pom');
      result.current.cancel();
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    act(() => result.current('pomme'));
    unmount();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(search).not.toHaveBeenCalled();
  });
});
