import { deliveryOptionsEnvelopeSchema } from '@veggie/contract';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { addresses, type AddressRow } from '../src/modules/addresses/addresses.table';
import { createSession } from '../src/modules/users/sessions';
import { createUser, type UserFixture } from './fixtures';
import {
  closedDays,
  deliveryZoneProvinces,
  deliveryZones,
  deliveryZoneWards,
  slotTemplates,
  type DeliveryZoneRow,
  type SlotTemplateRow,
} from '../src/modules/delivery/delivery.table';

/** Real codes of the 2025 dataset, as the tests name them. */
export const WARDS = {
  saiGon: '26740',
  benThanh: '26743',
  tanDinh: '26737',
  /** In Hồ Chí Minh City (province 79), outside the inner zones the tests make. */
  phuMy: '26704',
  hoanKiem: '00070',
  /** In Đà Nẵng (48), where no test zone delivers. */
  haiVan: '20194',
} as const;
export const PROVINCES = { hcm: '79', haNoi: '01', daNang: '48' } as const;

export interface ZoneFixture {
  name?: string;
  fee?: number;
  freeFrom?: number | null;
  minOrder?: number;
  leadMinutes?: number;
  active?: boolean;
  provinceCodes?: string[];
  wardCodes?: string[];
}

/** A delivery zone, written straight to its tables (the admin screens are tested on their own). */
export async function createZone(db: Db, fixture: ZoneFixture = {}): Promise<DeliveryZoneRow> {
  const [zone] = await db
    .insert(deliveryZones)
    .values({
      name: fixture.name ?? 'Nội thành thử nghiệm',
      fee: fixture.fee ?? 20_000,
      freeFrom: fixture.freeFrom === undefined ? 300_000 : fixture.freeFrom,
      minOrder: fixture.minOrder ?? 0,
      leadMinutes: fixture.leadMinutes ?? 0,
      active: fixture.active ?? true,
    })
    .returning();
  if (!zone) throw new Error('fixture zone was not inserted');
  const provinceCodes = fixture.provinceCodes ?? [];
  const wardCodes = fixture.wardCodes ?? [];
  if (provinceCodes.length) {
    await db
      .insert(deliveryZoneProvinces)
      .values(provinceCodes.map((provinceCode) => ({ zoneId: zone.id, provinceCode })));
  }
  if (wardCodes.length) {
    await db.insert(deliveryZoneWards).values(wardCodes.map((wardCode) => ({ zoneId: zone.id, wardCode })));
  }
  return zone;
}

export interface TemplateFixture {
  start: string;
  end: string;
  capacity?: number;
  cutoffMinutes?: number;
  /** ISO weekdays (1 Monday … 7 Sunday); every day by default. */
  weekdays?: number[];
  active?: boolean;
}

/** The same window on each of the given weekdays. */
export async function createTemplates(db: Db, zoneId: string, fixture: TemplateFixture): Promise<SlotTemplateRow[]> {
  return db
    .insert(slotTemplates)
    .values(
      (fixture.weekdays ?? [1, 2, 3, 4, 5, 6, 7]).map((weekday) => ({
        zoneId,
        weekday,
        startTime: fixture.start,
        endTime: fixture.end,
        capacity: fixture.capacity ?? 10,
        cutoffMinutes: fixture.cutoffMinutes ?? 0,
        active: fixture.active ?? true,
      })),
    )
    .returning();
}

export async function closeDay(db: Db, date: string, reason = 'Tết') {
  await db.insert(closedDays).values({ date, reason });
}

/** A moment given in Vietnam time: shopTime('2027-02-04', '09:30'). */
export const shopTime = (day: string, time = '00:00') => Date.parse(`${day}T${time}:00+07:00`);

/** A user whose session starts at the test clock's time (the fixture's own session starts now, and expires). */
export async function createUserAt(db: Db, at: number, fixture: UserFixture = {}) {
  const { user } = await createUser(db, fixture);
  return { user, token: await createSession(db, user.id, new Date(at)) };
}

/** An address-book entry, written straight to its table; the phone in E.164 as the address book stores it. */
export async function createAddress(
  db: Db,
  userId: string,
  values: Partial<typeof addresses.$inferInsert> & { wardCode: string; provinceCode: string },
): Promise<AddressRow> {
  const [address] = await db
    .insert(addresses)
    .values({ receiverName: 'Trần Thị Bích', phone: '+84912345678', street: '12 Lý Tự Trọng', userId, ...values })
    .returning();
  if (!address) throw new Error('fixture address was not inserted');
  return address;
}

/** The open slots of a ward, as the checkout page shows them to a shopper who has not chosen an address yet. */
export async function openSlotsOf(app: App, wardCode: string) {
  return deliveryOptionsEnvelopeSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/delivery/options?wardCode=${wardCode}` })).json(),
  ).data.slots;
}
