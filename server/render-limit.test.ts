import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain ESM module of the production server, without type declarations
import { createRenderLimit, renderLimitsFrom } from './render-limit.mjs';

interface Limit {
  enter(admit: (done: () => void) => void, refuse: () => void): () => void;
  readonly running: number;
  readonly waiting: number;
}

/** One request through the limit: what happened to it, and its `done` once admitted. */
function request(limit: Limit) {
  const r = { admitted: false, refused: false, done: () => {}, leave: () => {} };
  r.leave = limit.enter(
    (done) => {
      r.admitted = true;
      r.done = done;
    },
    () => (r.refused = true),
  );
  return r;
}

describe('render limit', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('renders up to the cap at once, queues the next ones, and starts them as places free', () => {
    const limit: Limit = createRenderLimit({ concurrency: 2, queueSize: 2, maxWaitMs: 1000 });
    const [a, b, c, d] = [request(limit), request(limit), request(limit), request(limit)];
    expect([a.admitted, b.admitted, c.admitted, d.admitted]).toEqual([true, true, false, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);
    a.done();
    // First come, first served.
    expect([c.admitted, d.admitted]).toEqual([true, false]);
    a.done(); // a second call frees nothing more
    expect(d.admitted).toBe(false);
    b.done();
    expect(d.admitted).toBe(true);
    expect([limit.running, limit.waiting]).toEqual([2, 0]);
  });

  it('refuses at once when the queue is full', () => {
    const limit: Limit = createRenderLimit({ concurrency: 1, queueSize: 1, maxWaitMs: 1000 });
    request(limit);
    const queued = request(limit);
    const overflow = request(limit);
    expect(overflow.refused).toBe(true);
    expect(queued.refused).toBe(false);
  });

  it('refuses a request that waited longer than the bound, and never starts it later', () => {
    const limit: Limit = createRenderLimit({ concurrency: 1, queueSize: 10, maxWaitMs: 1000 });
    const running = request(limit);
    const early = request(limit);
    vi.advanceTimersByTime(500);
    const late = request(limit);
    vi.advanceTimersByTime(499);
    expect(early.refused).toBe(false);
    vi.advanceTimersByTime(1);
    expect(early.refused).toBe(true);
    expect(limit.waiting).toBe(1);
    running.done();
    expect(early.admitted).toBe(false);
    expect(late.admitted).toBe(true);
    // Admitted in time: its timer is gone.
    vi.advanceTimersByTime(5000);
    expect(late.refused).toBe(false);
  });

  it('gives the place of a client that went away while waiting to the next one', () => {
    const limit: Limit = createRenderLimit({ concurrency: 1, queueSize: 10, maxWaitMs: 1000 });
    const running = request(limit);
    const gone = request(limit);
    const next = request(limit);
    gone.leave();
    running.done();
    expect(gone.admitted).toBe(false);
    expect(next.admitted).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(gone.refused).toBe(false);
  });

  it('reads its limits from the environment, keeping the defaults for anything not a positive whole number', () => {
    expect(renderLimitsFrom({})).toEqual({ concurrency: 2, queueSize: 16, maxWaitMs: 1000, slotMs: 15_000 });
    expect(renderLimitsFrom({ ELAN_MAX_RENDERS: '8', ELAN_RENDER_QUEUE: '100', ELAN_RENDER_QUEUE_MS: '250' })).toEqual({ concurrency: 8, queueSize: 100, maxWaitMs: 250, slotMs: 15_000 });
    expect(renderLimitsFrom({ ELAN_MAX_RENDERS: '0', ELAN_RENDER_QUEUE: '-3', ELAN_RENDER_QUEUE_MS: 'vite' })).toEqual({ concurrency: 2, queueSize: 16, maxWaitMs: 1000, slotMs: 15_000 });
  });
});
