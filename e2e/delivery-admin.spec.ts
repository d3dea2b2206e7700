// The shop's dispatcher at work: a new delivery zone with a weekly delivery time, a day's slot load, and
// the slot's printable packing list with a shopper's order in it. Other specs share the database, so the
// zone covers one ward of a province no other spec delivers to, and is deleted at the end. The slot is
// tomorrow's, so its cut-off never passes during the run.
import { randomUUID } from 'node:crypto';
import { toShopIso } from '@veggie/contract';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { chooseLanguage, openAdminSection } from './support/admin-ui';
import { expect, signIn, test } from './support/fixtures';

interface Place {
  code: string;
  name: string;
}

const WEEKDAYS = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'];

test(
  'an admin adds a zone with a delivery time, sees a day’s slot load and prints its packing list',
  { tag: '@one-width' },
  async ({ page, api }) => {
    const session = await api.loginAdmin();
    const provinces = await api.get<Place[]>('/locations/provinces');
    const laiChau = provinces.find((province) => province.name.endsWith('Lai Châu'));
    if (!laiChau) throw new Error('the dataset has no Lai Châu');
    const [ward] = await api.get<Place[]>(`/locations/provinces/${laiChau.code}/wards`);
    if (!ward) throw new Error('Lai Châu has no ward');
    const zoneName = `Giao thử ${randomUUID().slice(0, 8)}`;
    const tomorrow = toShopIso(Date.now() + 24 * 60 * 60 * 1000).slice(0, 10);
    const weekday = WEEKDAYS[(new Date(`${tomorrow}T00:00:00Z`).getUTCDay() + 6) % 7] as string;

    await chooseLanguage(page, 'vi');
    await signIn(page, session);
    await page.goto('/admin');
    await openAdminSection(page, 'Delivery');

    try {
      // The zone: its price and one ward, found by typing its name without accents.
      await page.getByRole('button', { name: 'Thêm khu vực' }).click();
      const zoneDialog = page.getByRole('dialog', { name: 'Thêm khu vực giao hàng' });
      await zoneDialog.getByLabel('Tên', { exact: true }).fill(zoneName);
      await zoneDialog.getByLabel('Phí giao hàng (₫)').fill('15000');
      await zoneDialog.getByLabel('Miễn phí giao từ (₫)').fill('300000');
      const wards = zoneDialog.getByRole('group', { name: 'Từng phường/xã' });
      await wards.getByLabel('Tỉnh/thành của phường/xã').selectOption(laiChau.code);
      const plainName = ward.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D');
      await wards.getByLabel('Tìm phường/xã').fill(plainName.toLowerCase());
      await wards.getByRole('checkbox', { name: ward.name, exact: true }).check();
      await expect(wards.getByRole('button', { name: `Bỏ ${ward.name}` })).toBeVisible();
      await zoneDialog.getByRole('button', { name: 'Thêm khu vực' }).click();
      await expect(zoneDialog).toBeHidden();
      const zoneRow = page
        .getByRole('region', { name: 'Danh sách khu vực giao hàng' })
        .getByRole('row')
        .filter({ hasText: zoneName });
      await expect(zoneRow).toContainText(ward.name);

      // Its weekly delivery time, on tomorrow's weekday.
      const times = page.getByRole('region', { name: 'Khung giờ giao hằng tuần' });
      await times.getByLabel('Khu vực').selectOption({ label: zoneName });
      await times.getByRole('button', { name: 'Thêm khung giờ' }).click();
      const timeDialog = page.getByRole('dialog', { name: 'Thêm khung giờ giao' });
      await timeDialog.getByLabel('Thứ trong tuần').selectOption({ label: weekday });
      await timeDialog.getByLabel('Bắt đầu', { exact: true }).fill('23:00');
      await timeDialog.getByLabel('Kết thúc', { exact: true }).fill('23:30');
      await timeDialog.getByLabel('Số đơn mỗi khung', { exact: true }).fill('5');
      await timeDialog.getByRole('button', { name: 'Thêm', exact: true }).click();
      await expect(timeDialog).toBeHidden();
      await expect(times.getByRole('row').filter({ hasText: '23:00–23:30' })).toContainText(weekday);
      await expectAccessibleAtBothWidths(page, 'admin delivery zones');

      // A shopper of that ward books tomorrow's slot.
      const shopper = await api.customerReadyToOrder();
      const address = await api.send<{ _id: string }>('post', '/auth/addresses', shopper.token, {
        receiverName: 'Lò Thị Mai',
        phone: '0912 345 678',
        provinceCode: laiChau.code,
        wardCode: ward.code,
        street: '8 Đường Trần Phú',
      });
      const options = await api.get<{ slots: { _id: string; start: string }[] }>(
        `/delivery/options?addressId=${address._id}`,
        shopper.token,
      );
      const booked = options.slots.find((s) => s.start === `${tomorrow}T23:00:00+07:00`);
      if (!booked) throw new Error(`tomorrow's 23:00 slot is not offered: ${JSON.stringify(options.slots)}`);
      const product = await api.seededProductInStock();
      await api.send('post', '/cart', shopper.token, { productId: product._id, quantity: 2 });
      await api.send('post', '/orders', shopper.token, {
        addressId: address._id,
        slotId: booked._id,
        paymentMethod: 'cod',
        note: 'Gọi trước 15 phút',
      });

      // Tomorrow's load: the new slot, one order in it.
      await page
        .getByRole('navigation', { name: 'Các trang giao hàng' })
        .getByRole('link', { name: 'Số đơn theo khung giờ' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Số đơn theo khung giờ' })).toBeVisible();
      await page.getByLabel('Ngày').fill(tomorrow);
      await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
      const slot = page.getByRole('list', { name: `Các khung giờ của ${zoneName}` }).getByRole('listitem');
      await expect(slot).toContainText('23:00–23:30');
      await expect(slot).toContainText('Đã nhận 1/5 đơn');
      await expectAccessibleAtBothWidths(page, 'admin slot load');

      // Its packing list, printable without the admin's frame.
      await slot.getByRole('link', { name: `Phiếu soạn hàng của ${zoneName}, 23:00–23:30` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Phiếu soạn hàng và lộ trình giao' })).toBeVisible();
      await expect(page.getByText(`${zoneName} · `)).toContainText('23:00–23:30');
      const wardGroup = page.getByRole('region', { name: `${ward.name}, ${laiChau.name}` });
      const order = wardGroup.getByRole('article');
      await expect(order).toContainText('Lò Thị Mai');
      await expect(order).toContainText('0912 345 678');
      await expect(order).toContainText('8 Đường Trần Phú');
      await expect(order).toContainText('Gọi trước 15 phút');
      await expect(order.getByRole('row').filter({ hasText: product.name })).toContainText('2');
      await expect(order).toContainText('Thu tiền khi giao:');
      const print = page.getByRole('button', { name: 'In', exact: true });
      await expect(print).toBeEnabled();
      await expectAccessibleAtBothWidths(page, 'admin packing list');
      await page.emulateMedia({ media: 'print' });
      await expect(print).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Quản trị' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Phiếu soạn hàng và lộ trình giao' })).toBeVisible();
    } finally {
      const zones = await api.get<{ _id: string; name: string }[]>('/admin/delivery/zones', session.token);
      for (const zone of zones.filter((z) => z.name === zoneName)) {
        await api.send('delete', `/admin/delivery/zones/${zone._id}`, session.token);
      }
    }
  },
);
