import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryProvider } from './query-client';
import { storage } from './storage';

/** A screen with server state: shows its query's answer and hands back the client it was given. */
function renderOrders() {
  let client: QueryClient | undefined;
  function Orders() {
    client = useQueryClient();
    const { data } = useQuery({ queryKey: ['orders'], queryFn: async () => 'Order #1' });
    return <p>{data ?? 'Loading'}</p>;
  }
  const { unmount } = render(
    <QueryProvider>
      <Orders />
    </QueryProvider>,
  );
  return { client: client!, unmount };
}

beforeEach(() => localStorage.clear());

describe('QueryProvider', () => {
  it('keeps one client for the visit, across the screens that mount one', () => {
    const first = renderOrders();
    first.unmount();
    expect(renderOrders().client).toBe(first.client);
  });

  it("drops the signed-in user's data when the stored token changes, and only then", async () => {
    storage.set('token', 't-lan');
    const { client } = renderOrders();
    expect(await screen.findByText('Order #1')).toBeInTheDocument();

    storage.set('cart', []);
    expect(client.getQueryData(['orders'])).toBe('Order #1');

    storage.remove('token');
    expect(client.getQueryData(['orders'])).toBeUndefined();
  });
});
