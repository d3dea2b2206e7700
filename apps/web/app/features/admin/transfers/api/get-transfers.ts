import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type adminTransferListSchema, PAGE_SIZES } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { queryString } from '../../shared/admin-list';
import { transferKeys, type TransferFilters } from './transfer-keys';

/** GET /admin/payments/transfers: the bank's notifications, newest first, optionally of one outcome. */
export async function getTransfers({ page, outcome }: TransferFilters) {
  return api.get<typeof adminTransferListSchema>(
    `/admin/payments/transfers${queryString({ page, limit: PAGE_SIZES.admin, outcome })}`,
  );
}

export const transfersQuery = (filters: TransferFilters) =>
  queryOptions({
    queryKey: transferKeys.list(filters),
    queryFn: () => getTransfers(filters),
    placeholderData: keepPreviousData,
  });
