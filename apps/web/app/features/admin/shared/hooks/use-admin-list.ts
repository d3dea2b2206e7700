import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/** What an admin list asks the server for: the page and the filters, a blank one ('' is "all") left out. */
export type AdminListParams<F extends Record<string, string>> = { page: number } & {
  [K in keyof F]: '' extends F[K] ? Exclude<F[K], ''> | undefined : F[K];
};

/** Where a list keeps its page and filters: in the screen (the default), or in the URL (`useUrlListState`). */
export interface AdminListState<F extends Record<string, string>> {
  filters: F;
  page: number;
  /** Sets one filter and returns to page 1. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  setPage: (page: number) => void;
}

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

function useScreenListState<F extends Record<string, string>>(initialFilters: F): AdminListState<F> {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setFilter: (key, value) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    setPage,
  };
}

/** The values a filter in the address may take: a list, or a test for free ones (a search, a date). */
export type AllowedValues = readonly string[] | ((value: string) => boolean);

const isAllowed = (allowed: AllowedValues, value: string) =>
  typeof allowed === 'function' ? allowed(value) : allowed.includes(value);

/**
 * The page and filters in the address (`?status=shipped&payment=unpaid&page=2`), so a filtered list can be
 * reloaded, bookmarked and sent to a colleague. A value outside `allowed` reads as the filter's initial value;
 * blank filters and page 1 are left out of the address. Typing in the search box replaces the address entry
 * instead of adding one a letter, so Back leaves the list.
 */
export function useUrlListState<F extends Record<string, string>>(
  initialFilters: F,
  allowed: { [K in keyof F]: AllowedValues },
): AdminListState<F> {
  const [search, setSearch] = useSearchParams();
  const filters = { ...initialFilters };
  for (const key of Object.keys(initialFilters) as (keyof F & string)[]) {
    const value = search.get(key);
    if (value !== null && isAllowed(allowed[key], value)) filters[key] = value as F[typeof key];
  }
  const pageParam = Number(search.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { preventScrollReset: true, replace },
    );
  return {
    filters,
    page,
    setFilter: (key, value) =>
      update((next) => {
        if (value === '') next.delete(key as string);
        else next.set(key as string, value);
        next.delete('page');
      }, key === 'search'),
    setPage: (to) =>
      update((next) => {
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
      }),
  };
}

/**
 * The state every admin list keeps: the page, the filters above the table and the query for them. A
 * filter that changes sends the admin back to page 1 (page 5 of the old filter may not exist in the new
 * one); the `search` filter reaches the server trimmed and once the admin pauses typing. `inUrl` keeps the
 * page and filters in the address instead of the screen.
 */
export function useAdminList<F extends Record<string, string>, TQueryFnData, TData, TKey extends QueryKey>(
  initialFilters: F,
  query: (params: AdminListParams<F>) => UseQueryOptions<TQueryFnData, Error, TData, TKey>,
  inUrl?: AdminListState<F>,
): AdminListControls<F> & { query: UseQueryResult<TData> } {
  const screen = useScreenListState(initialFilters);
  const { filters, page, setFilter, setPage } = inUrl ?? screen;
  const search = useDebouncedValue(typeof filters.search === 'string' ? filters.search.trim() : '');

  const params = { page } as AdminListParams<F>;
  for (const key of Object.keys(filters) as (keyof F)[]) {
    const value = key === 'search' ? search : filters[key];
    (params as Record<keyof F, string | undefined>)[key] = value === '' ? undefined : value;
  }
  const result = useQuery(query(params));

  return {
    filters,
    setFilter,
    setPage,
    query: result,
    refresh: () => void result.refetch(),
    refreshing: result.isFetching,
  };
}
