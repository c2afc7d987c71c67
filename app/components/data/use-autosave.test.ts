// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave.ts';

const DELAY = 600;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  const save = vi.fn<(value: string, moment: 'paused' | 'leaving') => void>();
  const hook = renderHook(() => useAutosave(save, DELAY));
  return { save, hook, autosave: () => hook.result.current };
}

describe('useAutosave', () => {
  it('saves the last value once the changes pause', () => {
    const { save, autosave } = setUp();
    act(() => {
      autosave().schedule('S');
      vi.advanceTimersByTime(DELAY - 1);
      autosave().schedule('Sq');
      vi.advanceTimersByTime(DELAY - 1);
    });
    expect(save).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(save).toHaveBeenCalledExactlyOnceWith('Sq', 'paused');
  });

  it('saves at once on request, and the value waiting is no longer saved after it', () => {
    const { save, autosave } = setUp();
    act(() => {
      autosave().schedule('en cours');
      autosave().saveNow('terminée');
      vi.advanceTimersByTime(DELAY);
    });
    expect(save).toHaveBeenCalledExactlyOnceWith('terminée', 'paused');
  });

  it('saves what is waiting when the page is hidden, once', () => {
    const { save, autosave } = setUp();
    act(() => autosave().schedule('Squat'));
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledExactlyOnceWith('Squat', 'leaving');
    act(() => {
      vi.advanceTimersByTime(DELAY);
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledOnce();
  });

  it('saves what is waiting when the screen goes, even after a postponed wait', () => {
    const { save, autosave, hook } = setUp();
    act(() => {
      autosave().schedule('Squat 5×5');
      autosave().postpone();
      vi.advanceTimersByTime(DELAY * 2);
    });
    expect(save).not.toHaveBeenCalled();
    hook.unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith('Squat 5×5', 'leaving');
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledOnce();
  });

  it('saves nothing once the value waiting is discarded', () => {
    const { save, autosave, hook } = setUp();
    act(() => {
      autosave().schedule('abandonnée');
      autosave().discard();
      vi.advanceTimersByTime(DELAY);
    });
    hook.unmount();
    expect(save).not.toHaveBeenCalled();
  });

  it('calls the latest save given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ save }) => useAutosave(save, DELAY), { initialProps: { save: first } });
    act(() => result.current.schedule('v'));
    rerender({ save: second });
    act(() => {
      vi.advanceTimersByTime(DELAY);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('v', 'paused');
  });
});
