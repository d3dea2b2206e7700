import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/** What an admin list asks the server for: the page and the filters, a blank one ('' is "all") left out. */
export type AdminListParams<F extends Record<string, string>> = { page: number } & {
  [K in keyof F]: '' extends F[K] ? Exclude<F[K], ''> | undefined : F[K];
};

/** What the controls above and below a list (filters, refresh, pager) change. */
export interface AdminListControls<F extends Record<string, string>> {
  filters: F;
  /** Sets one filter and returns to page 1. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  setPage: (page: number) => void;
  /** Reads the list again (the refresh button); `refreshing` while any read is under way. */
  refresh: () => void;
  refreshing: boolean;
}

/**
 * The state every admin list keeps: the page, the filters above the table and the query for them. A
 * filter that changes sends the admin back to page 1 (page 5 of the old filter may not exist in the new
 * one); the `search` filter reaches the server trimmed and once the admin pauses typing.
 */
export function useAdminList<F extends Record<string, string>, TQueryFnData, TData, TKey extends QueryKey>(
  initialFilters: F,
  query: (params: AdminListParams<F>) => UseQueryOptions<TQueryFnData, Error, TData, TKey>,
): AdminListControls<F> & { query: UseQueryResult<TData> } {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typeof filters.search === 'string' ? filters.search.trim() : '');

  const params = { page } as AdminListParams<F>;
  for (const key of Object.keys(filters) as (keyof F)[]) {
    const value = key === 'search' ? search : filters[key];
    (params as Record<keyof F, string | undefined>)[key] = value === '' ? undefined : value;
  }
  const result = useQuery(query(params));

  return {
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    setPage,
    query: result,
    refresh: () => void result.refetch(),
    refreshing: result.isFetching,
  };
}
