import type { DeliveryOptions, PublicDeliveryZone, ShopSettings } from '@veggie/contract';
import { useStoredValue } from '../../lib/storage';
import { useAddresses } from '../addresses';
import { useShopSettings } from '../shop-info/use-shop-settings';
import { useDeliveryOptions, useWardDeliveryOptions } from './api/get-delivery-options';
import { useDeliveryZones } from './api/get-delivery-zones';

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

/** One term over the areas the shop delivers to: its lowest amount, and whether it differs between them. */
export interface TermRange {
  from: number;
  varies: boolean;
}

/** What delivery costs before the shopper's area is known (shopDeliveryTerms). */
export interface ShopDeliveryTerms {
  fee: TermRange;
  /** The lowest free-delivery threshold; null where no area delivers free. */
  freeFrom: TermRange | null;
  /** The lowest minimum order; null where some area has none. */
  minOrder: TermRange | null;
}

type Terms = Pick<PublicDeliveryZone, 'fee' | 'freeFrom' | 'minOrder'>;

const rangeOf = (amounts: number[]): TermRange => ({ from: Math.min(...amounts), varies: new Set(amounts).size > 1 });

/**
 * The shop's terms for a shopper whose area is not known yet, as a "from" over the active zones (GET
 * /delivery/zones): the lowest fee, the lowest free-delivery threshold (varying too when some zone never
 * delivers free) and the lowest minimum. An address the shopper adds or checks is judged by its zone, so the
 * zones are the promise; with no active zone every order goes to the profile's address at the settings'
 * default fee and minimum, never free, and those are the terms. Null with neither.
 */
export function shopDeliveryTerms(
  zones: readonly Terms[],
  defaults: Pick<ShopSettings['delivery'], 'defaultFee' | 'defaultMinOrder'> | null,
): ShopDeliveryTerms | null {
  const areas: Terms[] = [...zones];
  if (areas.length === 0 && defaults) {
    areas.push({ fee: defaults.defaultFee, freeFrom: null, minOrder: defaults.defaultMinOrder });
  }
  if (areas.length === 0) return null;
  const thresholds = areas.flatMap((area) => (area.freeFrom === null ? [] : [area.freeFrom]));
  const free = thresholds.length > 0 ? rangeOf(thresholds) : null;
  const minOrder = rangeOf(areas.map((area) => area.minOrder));
  return {
    fee: rangeOf(areas.map((area) => area.fee)),
    // Free in some areas only: that depends on the area too.
    freeFrom: free && { ...free, varies: free.varies || thresholds.length < areas.length },
    minOrder: minOrder.from > 0 ? minOrder : null,
  };
}

/**
 * The shop's terms (shopDeliveryTerms) from the zones and the settings the storefront loaded, fetched only
 * when `enabled`: while the shopper's own terms are unknown.
 */
export function useShopDeliveryTerms(enabled: boolean): ShopDeliveryTerms | null {
  const zones = useDeliveryZones({ enabled });
  const delivery = useShopSettings()?.delivery ?? null;
  return enabled && zones.data ? shopDeliveryTerms(zones.data, delivery) : null;
}
