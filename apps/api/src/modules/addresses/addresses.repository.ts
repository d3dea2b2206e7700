import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { provinces, wards } from '../locations/locations.table';
import { addresses, type AddressRow } from './addresses.table';

type Executor = Db | Tx;

export interface AddressValues {
  receiverName: string;
  /** E.164. */
  phone: string;
  provinceCode: string;
  wardCode: string;
  street: string;
}

const own = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** The shopper's addresses: the default first, then the newest. */
export function listAddressesOf(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function findOwnAddress(db: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(own(userId, id));
  return row;
}

/**
 * One of the shopper's addresses with its province's and ward's names, in one statement (checkout reads it
 * in its transaction); a place is null only in a broken database (the foreign keys keep both known).
 */
export async function findOwnAddressWithPlace(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({
      address: addresses,
      province: { code: provinces.code, name: provinces.name },
      ward: { code: wards.code, name: wards.name },
    })
    .from(addresses)
    .leftJoin(provinces, eq(provinces.code, addresses.provinceCode))
    .leftJoin(wards, eq(wards.code, addresses.wardCode))
    .where(own(userId, id));
  return row;
}

export async function findDefaultAddress(db: Executor, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

export async function countAddressesOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function insertAddress(
  tx: Tx,
  values: AddressValues & { userId: string; isDefault: boolean; createdAt: Date },
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateOwnAddress(
  tx: Tx,
  userId: string,
  id: string,
  values: AddressValues & { updatedAt: Date; isDefault?: true },
): Promise<AddressRow | undefined> {
  const [row] = await tx.update(addresses).set(values).where(own(userId, id)).returning();
  return row;
}

export async function deleteOwnAddress(tx: Tx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await tx.delete(addresses).where(own(userId, id)).returning();
  return row;
}

/** Takes the default away from whichever address has it; first of the two steps that move it. */
export async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function markDefault(tx: Tx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await tx.update(addresses).set({ isDefault: true }).where(own(userId, id)).returning();
  return row;
}

export async function newestAddressOf(tx: Tx, userId: string): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row;
}
