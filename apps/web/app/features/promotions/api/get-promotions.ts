import type { Promotion, promotionListEnvelopeSchema } from '@veggie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

/** Query keys of the public promotions (the checkout's voucher list). */
export const promotionKeys = {
  all: ['promotions'] as const,
  public: () => [...promotionKeys.all, 'public'] as const,
};

/** GET /promotions: the public promotions running now (automatic ones and the vouchers a shopper may pick). */
export async function getPromotions(loader?: RequestOptions): Promise<Promotion[]> {
  const res = await api.get<typeof promotionListEnvelopeSchema>('/promotions', loader);
  return res.data;
}

export const publicPromotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.public(), queryFn: ({ signal }) => getPromotions({ signal }) });

export function usePublicPromotions() {
  return useQuery(publicPromotionsQueryOptions());
}
