import { ADDRESS_BOOK_MAX, parseVietnamesePhone, type AddressInput, type DeliveryAddress } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, invalidFields, notFound, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { locationsByCode, wardInProvince } from '../locations/locations.service';
import { lockShopper } from '../users/users.service';
import { toStoredAddress } from './addresses.mapper';
import * as repo from './addresses.repository';
import type { AddressRow } from './addresses.table';

const addressNotFound = () => notFound('addressNotFound');

/**
 * Whether the shop delivers to a ward (modules/delivery, which this module may not call: app.ts hands it in).
 * The default is never moved to an address outside every zone unless the shopper asks for it.
 */
export type CoversWard = (db: Db | Tx, wardCode: string) => Promise<boolean>;

/** The places of these rows, looked up once for all of them. */
async function withPlaces(db: Db | Tx, rows: AddressRow[]): Promise<DeliveryAddress[]> {
  if (!rows.length) return [];
  const { provinces, wards } = await locationsByCode(
    db,
    [...new Set(rows.map((row) => row.provinceCode))],
    [...new Set(rows.map((row) => row.wardCode))],
  );
  const provinceByCode = new Map(provinces.map(({ code, name }) => [code, { code, name }]));
  const wardByCode = new Map(wards.map(({ code, name }) => [code, { code, name }]));
  return rows.map((row) => {
    const province = provinceByCode.get(row.provinceCode);
    const ward = wardByCode.get(row.wardCode);
    // The foreign keys keep both codes known: a miss is a broken database, not a shopper's mistake.
    if (!province || !ward) throw new Error(`address ${row.id} names an unknown province or ward`);
    return toStoredAddress(row, { province, ward });
  });
}

async function withPlace(db: Db | Tx, row: AddressRow): Promise<DeliveryAddress> {
  const [address] = await withPlaces(db, [row]);
  if (!address) throw new Error('address without its place');
  return address;
}

/**
 * The input checked beyond its schema: a phone a shipper can call (stored E.164) and a ward that lies in
 * the province. Both refusals name their field, so the form shows them where the shopper looks.
 */
async function checkedValues(db: Db, input: AddressInput): Promise<repo.AddressValues> {
  const phone = parseVietnamesePhone(input.phone);
  if (!phone) throw invalidFields([{ field: 'phone', key: 'invalidVietnamesePhone' }]);
  try {
    await wardInProvince(db, input.provinceCode, input.wardCode);
  } catch (error) {
    if (error instanceof AppError && error.key === 'provinceNotFound') {
      throw badRequest(error.key, {}, [{ field: 'provinceCode', key: error.key }]);
    }
    if (error instanceof AppError && error.key === 'wardNotInProvince') {
      throw badRequest(error.key, {}, [{ field: 'wardCode', key: error.key }]);
    }
    throw error;
  }
  return {
    receiverName: input.receiverName,
    phone: phone.e164,
    provinceCode: input.provinceCode,
    wardCode: input.wardCode,
    street: input.street,
  };
}

/**
 * Every change to an address book runs with the shopper's row locked (the lock cart changes and checkout
 * take first, see lockShopper): two saves at once cannot both pass the ten-address limit, nor both move
 * the default and trip its unique index.
 */
function changeAddressBook<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockShopper(tx, userId))) throw unauthorized();
    return change(tx);
  });
}

/** The caller's addresses, the default first, then the newest (phones in E.164). */
export async function listAddresses(db: Db, userId: string): Promise<DeliveryAddress[]> {
  return withPlaces(db, await repo.listAddressesOf(db, userId));
}

/**
 * Adds an address; the first one is the default, and `isDefault` moves the default to it. 400 once the
 * book holds ADDRESS_BOOK_MAX.
 */
export async function createAddress(
  db: Db,
  userId: string,
  input: AddressInput,
  now: Date,
  coversWard: CoversWard,
): Promise<DeliveryAddress> {
  const values = await checkedValues(db, input);
  return changeAddressBook(db, userId, async (tx) => {
    const held = await repo.countAddressesOf(tx, userId);
    if (held >= ADDRESS_BOOK_MAX) throw badRequest('tooManyAddresses', { max: ADDRESS_BOOK_MAX });
    // Without a default yet (a first address, or only addresses the shop does not deliver to), a new address
    // becomes the default only where the shop delivers: checkout would otherwise start on a refusal.
    const isDefault =
      input.isDefault === true ||
      (!(await repo.findDefaultAddress(tx, userId)) && (await coversWard(tx, values.wardCode)));
    if (isDefault) await repo.clearDefault(tx, userId);
    return withPlace(tx, await repo.insertAddress(tx, { ...values, userId, isDefault, createdAt: now }));
  });
}

/**
 * Replaces an address's fields. `isDefault: true` makes it the default; false leaves the default where it
 * is: a book with addresses always has one, so it moves only by choosing another address.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
  now: Date,
): Promise<DeliveryAddress> {
  if (!isUuid(addressId)) throw addressNotFound();
  const values = await checkedValues(db, input);
  return changeAddressBook(db, userId, async (tx) => {
    const current = await repo.findOwnAddress(tx, userId, addressId);
    if (!current) throw addressNotFound();
    const becomesDefault = input.isDefault === true && !current.isDefault;
    if (becomesDefault) await repo.clearDefault(tx, userId);
    const row = await repo.updateOwnAddress(tx, userId, addressId, {
      ...values,
      updatedAt: now,
      ...(becomesDefault && { isDefault: true }),
    });
    if (!row) throw addressNotFound();
    return withPlace(tx, row);
  });
}

/**
 * Deletes an address; when it was the default, the newest remaining one the shop delivers to becomes the
 * default (none when it delivers to none of them: the shopper chooses).
 */
export async function deleteAddress(db: Db, userId: string, addressId: string, coversWard: CoversWard) {
  if (!isUuid(addressId)) throw addressNotFound();
  await changeAddressBook(db, userId, async (tx) => {
    const deleted = await repo.deleteOwnAddress(tx, userId, addressId);
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    for (const next of await repo.listAddressesOf(tx, userId)) {
      if (await coversWard(tx, next.wardCode)) {
        await repo.markDefault(tx, userId, next.id);
        return;
      }
    }
  });
}

/**
 * One of the caller's addresses with its phone in E.164, as stored (checkout snapshots it); 404
 * `address_not_found` for another shopper's address, an unknown id and a malformed one alike.
 */
export async function ownAddress(db: Db | Tx, userId: string, addressId: string): Promise<DeliveryAddress> {
  const found = isUuid(addressId) ? await repo.findOwnAddressWithPlace(db, userId, addressId) : undefined;
  if (!found) throw addressNotFound();
  const { address, province, ward } = found;
  // As withPlaces: a miss is a broken database, not a shopper's mistake.
  if (!province || !ward) throw new Error(`address ${address.id} names an unknown province or ward`);
  return toStoredAddress(address, { province, ward });
}

/** The caller's default address (phone in E.164), or undefined while the book is empty. */
export async function defaultAddressOf(db: Db | Tx, userId: string): Promise<DeliveryAddress | undefined> {
  const row = await repo.findDefaultAddress(db, userId);
  return row && withPlace(db, row);
}

/** The phone numbers of a shopper's address book, E.164 (a promotion's per-shopper limit counts them). */
export async function addressPhonesOf(db: Db | Tx, userId: string): Promise<string[]> {
  return [...new Set((await repo.listAddressesOf(db, userId)).map((row) => row.phone))];
}
