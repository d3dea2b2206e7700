import type { Clock } from './clock';

/** A value held in memory and kept in step with the database (the search dictionary, the search index). */
export interface CheckedValue<T> {
  get(): Promise<T>;
  /** The next get() checks first: this process changed what the value is made from. */
  invalidate(): void;
}

/**
 * Holds what `check` gives, and calls it again when a get() comes `intervalMs` after the last check, or
 * after invalidate(); simultaneous gets share one check. An invalidate() during a check makes the next get
 * check again, since the running check may have read the database before the write.
 */
export function checkedValue<T>(clock: Clock, intervalMs: number, check: () => Promise<T>): CheckedValue<T> {
  let value: T | undefined;
  let checkedAt = 0;
  let stale = true;
  let checking: Promise<T> | undefined;

  async function run(): Promise<T> {
    stale = false;
    value = await check();
    checkedAt = clock.now();
    return value;
  }

  return {
    get() {
      if (value !== undefined && !stale && clock.now() - checkedAt < intervalMs) return Promise.resolve(value);
      checking ??= run().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    invalidate() {
      stale = true;
    },
  };
}
