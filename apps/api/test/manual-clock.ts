import type { Clock } from '../src/lib/clock';

/** A clock that moves only when the test says so, starting at the real time. */
export function manualClock(startMs = Date.now()): Clock & { advance(ms: number): void } {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
  };
}
