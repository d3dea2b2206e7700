import { displayVietnamesePhone, type DeliveryAddress, type Location } from '@veggie/contract';
import type { AddressRow } from './addresses.table';

/** The province and ward an address names, with their names. */
export interface Place {
  province: Location;
  ward: Location;
}

/** An address as stored, phone in E.164: what checkout snapshots into an order. */
export function toStoredAddress(row: AddressRow, place: Place): DeliveryAddress {
  return {
    _id: row.id,
    receiverName: row.receiverName,
    phone: row.phone,
    province: place.province,
    ward: place.ward,
    street: row.street,
    isDefault: row.isDefault,
  };
}

/** An address as the shopper reads it: the phone the national way ("0912 345 678"). */
export function toShownAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, phone: displayVietnamesePhone(address.phone) };
}
