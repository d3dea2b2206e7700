import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Asks again for what a write changed. Invalidating alone is not enough: TanStack Query joins the refetch of a
 * query whose first fetch is still under way (a list under a filter typed just before the save) to that fetch,
 * which was sent before the write, and keeps its answer as fresh. The admin then saw the old price after
 * saving a new one. Cancelling first makes every refetch start after the write.
 */
export async function refreshAfterWrite(client: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
