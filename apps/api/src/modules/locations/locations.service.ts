import type { Location } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './locations.repository';

const toLocation = ({ code, name }: { code: string; name: string }): Location => ({ code, name });

/** The 34 provinces, in the official code order (Hà Nội first). */
export async function listProvinces(db: Db): Promise<Location[]> {
  return (await repo.listProvinces(db)).map(toLocation);
}

/** A province's wards in code order; 404 for a code that names no province. */
export async function listWards(db: Db, provinceCode: string): Promise<Location[]> {
  if (!(await repo.findProvince(db, provinceCode))) throw notFound('provinceNotFound');
  return (await repo.listWardsOf(db, provinceCode)).map(toLocation);
}

/** The province and ward of an address, checked to belong together (400 otherwise). */
export async function wardInProvince(db: Db | Tx, provinceCode: string, wardCode: string) {
  const [province, ward] = await Promise.all([repo.findProvince(db, provinceCode), repo.findWard(db, wardCode)]);
  if (!province) throw badRequest('provinceNotFound');
  if (!ward || ward.provinceCode !== province.code) throw badRequest('wardNotInProvince');
  return { province: toLocation(province), ward: toLocation(ward) };
}

/** The ward of a code with its province, or undefined. */
export async function findWardWithProvince(db: Db | Tx, wardCode: string) {
  const ward = await repo.findWard(db, wardCode);
  const province = ward && (await repo.findProvince(db, ward.provinceCode));
  return ward && province ? { ward: toLocation(ward), province: toLocation(province) } : undefined;
}

/** Provinces and wards by code, for an admin's zone; 400 naming the codes that are unknown. */
export async function locationsByCode(db: Db | Tx, provinceCodes: string[], wardCodes: string[]) {
  const [foundProvinces, foundWards] = await Promise.all([
    repo.findProvinces(db, provinceCodes),
    repo.findWards(db, wardCodes),
  ]);
  const known = new Set([...foundProvinces.map((p) => p.code), ...foundWards.map((w) => w.code)]);
  const unknown = [...provinceCodes, ...wardCodes].filter((code) => !known.has(code));
  if (unknown.length) throw badRequest('unknownLocationCodes', { codes: unknown.slice(0, 10).join(', ') });
  return { provinces: foundProvinces, wards: foundWards };
}
