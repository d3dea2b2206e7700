import { shopDayOf } from '@veggie/contract';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The time as screens read it, behind a context so a test moves it by hand instead of waiting or faking
 * timers: a countdown reads `now()` and redraws on `every`.
 */
export interface Clock {
  now(): number;
  /** Calls `tick` every `ms` milliseconds until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

const ClockContext = createContext<Clock>(systemClock);

/** Sets the clock of everything below it (tests give a manual one). */
export const ClockProvider = ClockContext.Provider;

/** The clock itself, to note when something happened (the time an answer arrived, say). */
export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The current time in milliseconds, read again every `everyMs`. */
export function useNow(everyMs = 1_000): number {
  const clock = useContext(ClockContext);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.every(everyMs, () => setNow(clock.now())), [clock, everyMs]);
  return now;
}

/** Today in Vietnam by the screen's clock: the day a certificate's validity is judged on, wherever the reader is. */
export function useShopToday(): string {
  return shopDayOf(new Date(useClock().now()).toISOString());
}
