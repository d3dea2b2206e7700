import type { AddressInput, DeliveryAddress, addressEnvelopeSchema } from '@veggie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressKeys } from './address-keys';
import type { SavedAddress } from './create-address';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

/** PUT /auth/addresses/:id with the whole address; `isDefault: true` makes it the default. */
export function updateAddress({ id, body }: { id: string; body: AddressInput }): Promise<SavedAddress> {
  return api.put<typeof addressEnvelopeSchema>(`/auth/addresses/${encodeURIComponent(id)}`, body);
}

/** An address as the form and PUT take it: the phone as shown will do, the server parses it again. */
export function toAddressInput(address: DeliveryAddress): AddressInput {
  return {
    receiverName: address.receiverName,
    phone: address.phone,
    provinceCode: address.province.code,
    wardCode: address.ward.code,
    street: address.street,
    isDefault: address.isDefault,
  };
}

function useInvalidatingMutation<V>(mutationFn: (variables: V) => Promise<SavedAddress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The default may have moved, and the list is ordered by it: fetched again whatever happened.
    onSettled: () => refreshAfterWrite(queryClient, addressKeys.all),
  });
}

export const useUpdateAddress = () => useInvalidatingMutation(updateAddress);

/** Makes an address the default: its own fields again, with `isDefault: true`. */
export const useSetDefaultAddress = () =>
  useInvalidatingMutation((address: DeliveryAddress) =>
    updateAddress({ id: address._id, body: { ...toAddressInput(address), isDefault: true } }),
  );
