import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/** A list whose answers the test releases by hand: each fetch reads the price as it is when it is sent. */
function priceList() {
  let price = 45_000;
  const pending: (() => void)[] = [];
  let fetches = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, {
    queryKey: ['products', { search: 'cải bó xôi' }],
    queryFn: () => {
      fetches += 1;
      const answer = price;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    client,
    save: (newPrice: number) => (price = newPrice),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    fetches: () => fetches,
    shown: () => observer.getCurrentResult().data,
    unsubscribe,
  };
}

describe('refreshAfterWrite', () => {
  it('asks again after the write even while the first fetch, sent before it, is still under way', async () => {
    const list = priceList();
    await Promise.resolve();
    expect(list.fetches()).toBe(1);

    list.save(42_000);
    const refreshed = refreshAfterWrite(list.client, ['products']);
    await vi.waitFor(() => expect(list.fetches()).toBe(2));
    list.answerAll();
    await refreshed;

    expect(list.fetches()).toBe(2);
    expect(list.shown()).toBe(42_000);
    list.unsubscribe();
  });

  it('is needed: invalidating alone keeps the answer of the fetch sent before the write', async () => {
    const list = priceList();
    await Promise.resolve();

    list.save(42_000);
    const invalidated = list.client.invalidateQueries({ queryKey: ['products'] });
    list.answerAll();
    await invalidated;

    expect(list.fetches()).toBe(1);
    expect(list.shown()).toBe(45_000);
    list.unsubscribe();
  });
});
