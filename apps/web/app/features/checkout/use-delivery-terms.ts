import type { DeliveryOptions } from '@veggie/contract';
import { useStoredValue } from '../../lib/storage';
import { useAddresses } from '../addresses';
import { useDeliveryOptions, useWardDeliveryOptions } from './api/get-delivery-options';

export interface DeliveryTerms {
  /** Whose terms: the signed-in shopper's default address, or the ward a visitor checked. */
  source: 'address' | 'ward';
  options: DeliveryOptions;
}

/**
 * The delivery terms (zone, fee, free threshold, minimum, slots) the cart and product page promise: those of
 * the default address when signed in, else of the ward checked in this browser; null while unknown or outside
 * every zone (the checkout says so with the zones' names).
 */
export function useDeliveryTerms(): DeliveryTerms | null {
  const token = useStoredValue('token');
  const checked = useStoredValue('deliveryWard');
  const addresses = useAddresses({ enabled: Boolean(token) });
  const defaultAddress = token ? addresses.data?.find((address) => address.isDefault) : undefined;
  const byAddress = useDeliveryOptions(defaultAddress?._id ?? null);
  const byWard = useWardDeliveryOptions(defaultAddress || !checked ? null : checked.wardCode);
  if (defaultAddress) return byAddress.data ? { source: 'address', options: byAddress.data } : null;
  return byWard.data ? { source: 'ward', options: byWard.data } : null;
}
