import type { Points, pointsEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the signed-in shopper's reward points. */
export const pointsKeys = { all: ['points'] as const };

/** GET /auth/points: the balance and every change to it, newest first, with when earned points expire. */
export async function getPoints(signal?: AbortSignal): Promise<Points> {
  const res = await api.get<typeof pointsEnvelopeSchema>('/auth/points', { signal });
  return res.data;
}

export const pointsQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.all, queryFn: ({ signal }) => getPoints(signal) });

export function usePoints() {
  return useQuery(pointsQueryOptions());
}
