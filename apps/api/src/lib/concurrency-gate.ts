/**
 * Lets at most `concurrency` tasks run at once; the others wait their turn in arrival order.
 * A wait longer than `maxWaiting` places is refused at once with `refuse()`'s error: answering
 * "busy" now is kinder than answering after the client has given up, and it bounds what a flood
 * of requests can hold.
 */
export interface ConcurrencyGate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface ConcurrencyGateOptions {
  concurrency: number;
  maxWaiting: number;
  refuse: () => Error;
}

export function createConcurrencyGate({ concurrency, maxWaiting, refuse }: ConcurrencyGateOptions): ConcurrencyGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finishing task hands its place straight to the next in line, so `running` only drops when nobody waits.
  // The handover waits for the next turn of the event loop: PGlite runs every query synchronously in this
  // thread, and a line of tasks handed over in microtasks would keep Node from reading any other request
  // (the health check's too) until the line is empty.
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw refuse();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
