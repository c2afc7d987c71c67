/*
 * Admission to the app's rendering: at most `concurrency` requests rendered at once, up to
 * `queueSize` more waiting their turn, each for at most `maxWaitMs`. Past that the server is
 * saturated and says so at once (the caller's `refuse`, a 503), rather than answering every
 * person late: a queue without bound only grows while the clients it serves time out and retry.
 */

/**
 * @param {{ concurrency: number, queueSize: number, maxWaitMs: number }} limits
 * @param {{ setTimeout?: typeof setTimeout, clearTimeout?: typeof clearTimeout }} [timers]
 */
export function createRenderLimit({ concurrency, queueSize, maxWaitMs }, timers = {}) {
  const setTimer = timers.setTimeout ?? setTimeout;
  const clearTimer = timers.clearTimeout ?? clearTimeout;
  let running = 0;
  /** @type {Array<{ start: () => void, timer: ReturnType<typeof setTimeout> }>} */
  const waiting = [];

  function startNext() {
    while (running < concurrency && waiting.length > 0) {
      const next = /** @type {{ start: () => void, timer: ReturnType<typeof setTimeout> }} */ (waiting.shift());
      clearTimer(next.timer);
      next.start();
    }
  }

  return {
    /**
     * Asks for a place. `admit(done)` runs now or when a place frees (call `done` once the
     * response is over); `refuse()` runs now when the queue is full, or after `maxWaitMs`.
     * Returns `leave`, for a client that went away while waiting: its place goes to the next.
     * @param {(done: () => void) => void} admit
     * @param {() => void} refuse
     * @returns {() => void}
     */
    enter(admit, refuse) {
      let state = 'waiting';
      const start = () => {
        state = 'running';
        running += 1;
        admit(() => {
          if (state !== 'running') return;
          state = 'done';
          running -= 1;
          startNext();
        });
      };
      if (running < concurrency && waiting.length === 0) {
        start();
        return () => {};
      }
      if (waiting.length >= queueSize) {
        state = 'refused';
        refuse();
        return () => {};
      }
      const entry = {
        start,
        timer: setTimer(() => {
          const at = waiting.indexOf(entry);
          if (at === -1) return;
          waiting.splice(at, 1);
          state = 'refused';
          refuse();
        }, maxWaitMs),
      };
      waiting.push(entry);
      return () => {
        const at = waiting.indexOf(entry);
        if (at === -1) return;
        waiting.splice(at, 1);
        clearTimer(entry.timer);
        state = 'gone';
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** A positive whole number from the environment, or the default. */
function envCount(value, fallback) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The limits from the environment: ELAN_MAX_RENDERS (default 2), ELAN_RENDER_QUEUE (default
 * 16), ELAN_RENDER_QUEUE_MS (default 1000). Measured on 2 cores with the emulators beside the
 * server (`npm run bench -- load`): a render is mostly this process's own CPU, so more than two
 * at once only made each one slower (4 at once let requests time out under 100 connections),
 * and about as many wait as can start within the second.
 * @param {Record<string, string | undefined>} env
 */
export function renderLimitsFrom(env) {
  return {
    concurrency: envCount(env.ELAN_MAX_RENDERS, 2),
    queueSize: envCount(env.ELAN_RENDER_QUEUE, 16),
    maxWaitMs: envCount(env.ELAN_RENDER_QUEUE_MS, 1000),
    slotMs: envCount(env.ELAN_RENDER_SLOT_MS, 15_000),
  };
}

/**
 * Express middleware: the request goes on (`next`) once admitted, and its place is freed when
 * its response is over or its client gone; refused, `refuse(res)` answers it.
 * @param {{ concurrency: number, queueSize: number, maxWaitMs: number, slotMs?: number }} limits
 * @param {(res: import('express').Response) => void} refuse
 */
export function renderLimitMiddleware(limits, refuse) {
  const limit = createRenderLimit(limits);
  /** @type {import('express').RequestHandler} */
  return (_req, res, next) => {
    const leave = limit.enter(
      (done) => {
        // 'close' comes once the response is sent, or when its client went away. A response
        // still open after `slotMs` (a long download, or a read that hangs) stops counting as a
        // render, so two such responses can never hold the server's places for good.
        const deadline = setTimeout(done, limits.slotMs ?? 15_000);
        deadline.unref();
        res.once('close', () => {
          clearTimeout(deadline);
          done();
        });
        next();
      },
      () => refuse(res),
    );
    res.once('close', leave);
  };
}
