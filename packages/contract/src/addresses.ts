import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { envelope, idSchema } from './common';
import { visibleText } from './text';

/** The 2025 two-level units: a province (tỉnh/thành phố) and a ward or commune (phường/xã/đặc khu). */
export const locationSchema = z.object({ code: z.string(), name: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationsEnvelopeSchema = envelope(z.array(locationSchema));

export const ADDRESS_BOOK_MAX = 10;
export const ADDRESS_LIMITS = { receiverNameMax: 100, streetMax: 200 } as const;

/**
 * A Vietnamese phone number a shipper can call: a mobile or fixed line by the national numbering plan
 * (libphonenumber's full metadata, so retired prefixes such as 012x are refused), written 0912 345 678,
 * +84 912 345 678 or with dots and dashes. Null when it is none.
 */
export function parseVietnamesePhone(input: string): { e164: string; national: string } | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'VN');
  if (!parsed || parsed.country !== 'VN' || !parsed.isValid()) return null;
  return { e164: parsed.number, national: parsed.formatNational() };
}

/** How a stored (E.164) number is shown: the national form, "0912 345 678". */
export function displayVietnamesePhone(e164: string): string {
  return parseVietnamesePhone(e164)?.national ?? e164;
}

const requiredText = (max: number) => visibleText(z.string('required').trim().min(1, 'required').max(max, 'tooLong'));

/** What the shopper types; the server stores the phone in E.164 and checks the ward is in the province. */
export const addressInputSchema = z.object({
  receiverName: requiredText(ADDRESS_LIMITS.receiverNameMax),
  phone: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(30, 'tooLong')
    .refine((value) => parseVietnamesePhone(value) !== null, 'invalidVietnamesePhone'),
  provinceCode: z.string('required').trim().min(1, 'required').max(10, 'tooLong'),
  wardCode: z.string('required').trim().min(1, 'required').max(10, 'tooLong'),
  street: requiredText(ADDRESS_LIMITS.streetMax),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** An address of the shopper's address book, and the snapshot an order keeps of it. */
export const deliveryAddressSchema = z.object({
  _id: idSchema,
  receiverName: z.string(),
  /** Shown the national way ("0912 345 678"); stored in E.164. */
  phone: z.string(),
  province: locationSchema,
  ward: locationSchema,
  street: z.string(),
  isDefault: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const addressEnvelopeSchema = envelope(deliveryAddressSchema);
export const addressListEnvelopeSchema = envelope(z.array(deliveryAddressSchema));

/** One line for a label or a shipper: "12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh". */
export function addressLine(address: Pick<DeliveryAddress, 'street' | 'ward' | 'province'>): string {
  return `${address.street}, ${address.ward.name}, ${address.province.name}`;
}
