import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { provinces, wards } from './locations.table';

export function listProvinces(db: Db) {
  return db.select().from(provinces).orderBy(asc(provinces.code));
}

export async function findProvince(db: Db | Tx, code: string) {
  const [row] = await db.select().from(provinces).where(eq(provinces.code, code));
  return row;
}

export function listWardsOf(db: Db, provinceCode: string) {
  return db.select().from(wards).where(eq(wards.provinceCode, provinceCode)).orderBy(asc(wards.code));
}

export async function findWard(db: Db | Tx, code: string) {
  const [row] = await db.select().from(wards).where(eq(wards.code, code));
  return row;
}

export function findProvinces(db: Db | Tx, codes: string[]) {
  return codes.length ? db.select().from(provinces).where(inArray(provinces.code, codes)) : Promise.resolve([]);
}

export function findWards(db: Db | Tx, codes: string[]) {
  return codes.length ? db.select().from(wards).where(inArray(wards.code, codes)) : Promise.resolve([]);
}
