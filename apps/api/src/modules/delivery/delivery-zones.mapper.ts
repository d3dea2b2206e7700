import type { ClosedDay, DeliveryZone, Location, SlotTemplate } from '@veggie/contract';
import type { DeliveryZoneRow, SlotTemplateRow } from './delivery.table';

type Ward = Location & { provinceCode: string };

/** A zone with its provinces and wards, named by the locations module (codes in code order). */
export const toDeliveryZone = (row: DeliveryZoneRow, provinces: Location[], wards: Ward[]): DeliveryZone => ({
  _id: row.id,
  name: row.name,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minOrder: row.minOrder,
  leadMinutes: row.leadMinutes,
  active: row.active,
  provinceCodes: provinces.map((province) => province.code),
  wardCodes: wards.map((ward) => ward.code),
  provinces: provinces.map(({ code, name }) => ({ code, name })),
  wards: wards.map(({ code, name, provinceCode }) => ({ code, name, provinceCode })),
});

export const toSlotTemplate = (row: SlotTemplateRow): SlotTemplate => ({
  _id: row.id,
  zoneId: row.zoneId,
  weekday: row.weekday,
  start: row.startTime,
  end: row.endTime,
  capacity: row.capacity,
  cutoffMinutes: row.cutoffMinutes,
  active: row.active,
});

export const toClosedDay = (row: { date: string; reason: string }): ClosedDay => ({
  date: row.date,
  reason: row.reason,
});
