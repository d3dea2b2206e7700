import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';

/** A task that runs until the test finishes it. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const busy = () => new Error('busy');

describe('concurrency gate', () => {
  it('runs at most `concurrency` tasks at once, the next one when a place frees, in arrival order', async () => {
    const gate = createConcurrencyGate({ concurrency: 2, maxWaiting: 10, refuse: busy });
    const tasks = [heldTask(), heldTask(), heldTask(), heldTask()];
    const results = tasks.map((t) => gate.run(t.task));
    await Promise.resolve();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false]);

    tasks[1]!.finish();
    await expect(results[1]).resolves.toBe('done');
    await new Promise(setImmediate);
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false]);

    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['done', 'done', 'done', 'done']);
  });

  it('starts the next task on a later turn of the event loop, so that other work can come first', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxWaiting: 10, refuse: busy });
    const order: string[] = [];
    const first = heldTask();
    const running = gate.run(first.task);
    const next = gate.run(async () => void order.push('next task'));
    first.finish();
    setImmediate(() => order.push('event loop'));
    await Promise.all([running, next]);
    expect(order).toEqual(['event loop', 'next task']);
  });

  it('refuses at once when too many are waiting, and frees the place of a task that failed', async () => {
    const gate = createConcurrencyGate({ concurrency: 1, maxWaiting: 1, refuse: busy });
    const first = heldTask();
    const running = gate.run(first.task);
    const waiting = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toThrow('busy');

    first.finish();
    await expect(running).resolves.toBe('done');
    await expect(waiting).resolves.toBe('second');
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.run(async () => 'after a failure')).resolves.toBe('after a failure');
  });
});
