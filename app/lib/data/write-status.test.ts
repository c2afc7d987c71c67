import { describe, expect, it } from 'vitest';
import { createWriteTracker, type WriteStatus } from './write-status.ts';

function tracked() {
  const seen: WriteStatus[] = [];
  return { seen, tracker: createWriteTracker((status) => seen.push(status)) };
}

describe('write status', () => {
  it('says saved only once the server accepted the write', () => {
    const { seen, tracker } = tracked();
    const done = tracker.start();
    expect(seen).toEqual(['saving']);
    done(true);
    expect(seen).toEqual(['saving', 'saved']);
  });

  it('never says saved for a refused write', () => {
    const { seen, tracker } = tracked();
    tracker.start()(false);
    expect(seen).toEqual(['saving', 'failed']);
  });

  it('waits for every overlapping write, and one refusal fails the lot', () => {
    const { seen, tracker } = tracked();
    const first = tracker.start();
    const second = tracker.start();
    first(true);
    expect(seen.at(-1)).toBe('saving');
    second(false);
    expect(seen.at(-1)).toBe('failed');
    // The next write starts afresh.
    tracker.start()(true);
    expect(seen.at(-1)).toBe('saved');
  });

  it('counts a write once even if settled twice', () => {
    const { seen, tracker } = tracked();
    const first = tracker.start();
    const second = tracker.start();
    first(true);
    first(true);
    expect(seen.at(-1)).toBe('saving');
    second(true);
    expect(seen.at(-1)).toBe('saved');
  });
});
