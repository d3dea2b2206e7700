import type { AddressInput, addressEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Infer } from '../../../lib/api-client';
import { addressKeys } from './address-keys';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export type SavedAddress = Infer<typeof addressEnvelopeSchema>;

/** POST /auth/addresses: the first address becomes the default; 400 `too_many_addresses` once the book is full. */
export function createAddress(body: AddressInput): Promise<SavedAddress> {
  return api.post<typeof addressEnvelopeSchema>('/auth/addresses', body);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    // A new default reorders the list: it is fetched again whatever happened.
    onSettled: () => refreshAfterWrite(queryClient, addressKeys.all),
  });
}
