import type { PackingList } from '@veggie/contract';

/** The 8:00–10:00 slot of Thursday 26 November 2026 in the inner-city zone, with room for ten orders. */
export const packingSlot = (booked: number): PackingList['slot'] => ({
  _id: 's-1',
  zone: { _id: 'z-1', name: 'Nội thành TP.HCM' },
  start: '2026-11-26T08:00:00+07:00',
  end: '2026-11-26T10:00:00+07:00',
  capacity: 10,
  booked,
});
