// Delivery set up for one spec: a zone of its own for one ward, and one slot tomorrow, so that specs running
// side by side never share a zone and a slot's cut-off never passes during the run.
import type { Browser } from '@playwright/test';
import { toShopIso } from '@veggie/contract';
import { chooseLanguage, type Language } from './admin-ui';
import { signIn, type Session, type ShopApi } from './fixtures';

export interface Place {
  code: string;
  name: string;
}

/** The province whose name ends with `name` ("Cao Bằng"), and its wards, from the shop's dataset. */
export async function provinceWithWards(api: ShopApi, name: string): Promise<{ province: Place; wards: Place[] }> {
  const provinces = await api.get<Place[]>('/locations/provinces');
  const province = provinces.find((candidate) => candidate.name.endsWith(name));
  if (!province) throw new Error(`the dataset has no ${name}`);
  return { province, wards: await api.get<Place[]>(`/locations/provinces/${province.code}/wards`) };
}

/** Tomorrow in the shop's time zone (YYYY-MM-DD). */
export const tomorrowInShop = () => toShopIso(Date.now() + 24 * 60 * 60 * 1000).slice(0, 10);

export interface ZoneWithSlot {
  name: string;
  fee: number;
  wardCode: string;
  /** The slot's day (YYYY-MM-DD) and its window ("20:00" to "20:30"). */
  day: string;
  start: string;
  end: string;
}

/**
 * Runs `use` with a zone that delivers to one ward, with one slot on `day` from `start` to `end` (capacity 5, no
 * cut-off), and deletes the zone afterwards whatever happened.
 */
export async function withZoneAndSlot(
  api: ShopApi,
  admin: Session,
  { name, fee, wardCode, day, start, end }: ZoneWithSlot,
  use: (zone: { _id: string }) => Promise<void>,
): Promise<void> {
  const zone = await api.send<{ _id: string }>('post', '/admin/delivery/zones', admin.token, {
    name,
    fee,
    freeFrom: null,
    minOrder: 0,
    leadMinutes: 0,
    provinceCodes: [],
    wardCodes: [wardCode],
    active: true,
  });
  try {
    await api.send('post', '/admin/delivery/templates', admin.token, {
      zoneId: zone._id,
      // ISO weekday: Monday 1 … Sunday 7.
      weekday: ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
      start,
      end,
      capacity: 5,
      cutoffMinutes: 0,
      active: true,
    });
    await use(zone);
  } finally {
    await api.send('delete', `/admin/delivery/zones/${zone._id}`, admin.token);
  }
}

/**
 * Opens the packing list of the zone's slot on `day` in a browser context of the admin's own, in `language`.
 * The caller closes the context.
 */
export async function openPackingList(
  browser: Browser,
  baseURL: string | undefined,
  api: ShopApi,
  admin: Session,
  { zoneId, day, language }: { zoneId: string; day: string; language: Language },
) {
  const slots = await api.get<{ _id: string; zone: { _id: string } }[]>(
    `/admin/delivery/slots?date=${day}`,
    admin.token,
  );
  const slot = slots.find((candidate) => candidate.zone._id === zoneId);
  if (!slot) throw new Error(`${day} has no slot of zone ${zoneId}`);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await chooseLanguage(page, language);
  await signIn(page, admin);
  await page.goto(`/admin/delivery/slots/${slot._id}/packing-list`);
  return { context, page };
}
