import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/manual-clock';
import { checkedValue } from './checked-value';

describe('checkedValue', () => {
  it('checks once for simultaneous gets, then again only after the interval', async () => {
    const clock = manualClock(0);
    let checks = 0;
    const value = checkedValue(clock, 1000, async () => (checks += 1));
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
    clock.advance(999);
    expect(await value.get()).toBe(1);
    clock.advance(1);
    expect(await value.get()).toBe(2);
  });

  it('checks again after an invalidate, also one made while a check was running', async () => {
    const clock = manualClock(0);
    let checks = 0;
    let release!: () => void;
    const value = checkedValue(clock, 1000, async () => {
      checks += 1;
      if (checks === 2) await new Promise<void>((resolve) => (release = resolve));
      return checks;
    });
    expect(await value.get()).toBe(1);
    value.invalidate();
    const running = value.get();
    await Promise.resolve();
    // A write lands while the second check may already have read the database.
    value.invalidate();
    release();
    expect(await running).toBe(2);
    expect(await value.get()).toBe(3);
  });
});
