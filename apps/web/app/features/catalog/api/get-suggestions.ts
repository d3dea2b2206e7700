import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { productSuggestionsEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../lib/api-client';

export const suggestionKeys = {
  all: ['products', 'suggest'] as const,
  text: (q: string) => [...suggestionKeys.all, q] as const,
};

/** GET /products/suggest?q: at most 8 products and categories for the text typed so far. */
export async function getSuggestions(q: string, signal?: AbortSignal) {
  const envelope = await api.get<typeof productSuggestionsEnvelopeSchema>(
    `/products/suggest?${new URLSearchParams({ q })}`,
    { signal },
  );
  return envelope.data;
}

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: suggestionKeys.text(q),
    // The signal cancels the call once the shopper has typed on and no one waits for this answer.
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q !== '',
    // The last list stays in view while the next one loads, so the popup does not flicker at each letter.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

export const useSuggestions = (q: string) => useQuery(suggestionsQuery(q));
