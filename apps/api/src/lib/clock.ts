/**
 * What time it is, in milliseconds since the epoch. Injected through the app's dependencies so tests
 * move time forward instead of sleeping through it.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time as a Date, for timestamps compared or stored in the database. */
export const dateOf = (clock: Clock) => new Date(clock.now());
