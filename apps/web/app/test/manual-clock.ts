import type { Clock } from '../lib/clock';

/** A clock that moves only when the test says so (wrap `advance` in `act`), firing the ticks it passes. */
export function manualClock(startMs: number): Clock & { advance(ms: number): void } {
  let nowMs = startMs;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  return {
    now: () => nowMs,
    every(ms, tick) {
      const timer = { ms, next: nowMs + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const end = nowMs + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        nowMs = due.next;
        due.next += due.ms;
        due.tick();
      }
      nowMs = end;
    },
  };
}
