// The owner's morning (contract "The owner's day"): a shopper calls about tomorrow's cash order; the owner finds
// it by the phone number the shopper gives, sees its slot and note, ships it after confirming, and marks it
// delivered with the cash collected in the same step. Once with the admin's `lang` cookie in English, once in
// Vietnamese, each with its own zone (one ward of Cao Bằng, which no other spec delivers to), shopper and phone;
// the slot is tomorrow's, so its cut-off never passes during the run. The zones are deleted at the end.
import { randomInt, randomUUID } from 'node:crypto';
import { formatSlotWindow, formatVnd, type Order } from '@veggie/contract';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { provinceWithWards, tomorrowInShop, withZoneAndSlot } from './support/delivery';
import { expect, signIn, test } from './support/fixtures';

const NOTE = 'Gọi trước 15 phút, nhà có chó.';

/** The admin's words, in the language it is shown in. */
const WORDS = {
  en: {
    start: '20:00',
    end: '20:30',
    search: 'Search orders',
    day: 'Delivery day',
    status: (id: string) => `Status of order ${id}`,
    view: (id: string) => `View order ${id}`,
    order: (id: string) => `Order ${id}`,
    delivery: 'Delivery',
    close: 'Close',
    shipped: 'Shipped',
    delivered: 'Delivered',
    confirmTitle: (id: string) => `Change the status of order ${id}?`,
    mailed: (email: string) => `The shopper is emailed about it at ${email}.`,
    cash: (amount: string) => `Cash collected on delivery: ${amount}`,
    confirm: 'Change status',
    changed: 'Order status updated successfully',
    cashRecorded: 'Order delivered and cash recorded',
    today: 'Today',
  },
  vi: {
    start: '20:30',
    end: '21:00',
    search: 'Tìm đơn hàng',
    day: 'Ngày giao',
    status: (id: string) => `Trạng thái đơn hàng ${id}`,
    view: (id: string) => `Xem đơn hàng ${id}`,
    order: (id: string) => `Đơn hàng ${id}`,
    delivery: 'Giao hàng',
    close: 'Đóng',
    shipped: 'Đang giao',
    delivered: 'Đã giao',
    confirmTitle: (id: string) => `Đổi trạng thái đơn hàng ${id}?`,
    mailed: (email: string) => `Khách hàng sẽ nhận email thông báo tại ${email}.`,
    cash: (amount: string) => `Đã thu tiền mặt khi giao: ${amount}`,
    confirm: 'Đổi trạng thái',
    changed: 'Cập nhật trạng thái đơn hàng thành công',
    cashRecorded: 'Đã giao đơn và ghi nhận tiền mặt',
    today: 'Hôm nay',
  },
} as const;

/** A mobile number of the 091 range no other run gives: "0918 123 456". */
const uniquePhone = () => `0918 ${randomInt(100, 1000)} ${randomInt(100, 1000)}`;

test.describe.configure({ mode: 'parallel' });

for (const cookie of ['en', 'vi'] as const) {
  test(
    `the owner finds a shopper's order by phone, ships it and records the cash (lang=${cookie})`,
    { tag: '@one-width' },
    async ({ page, api, baseURL }) => {
      const admin = await api.loginAdmin();
      const { province: caoBang, wards } = await provinceWithWards(api, 'Cao Bằng');
      const ward = wards[cookie === 'en' ? 0 : 1];
      if (!ward) throw new Error('Cao Bằng has too few wards');
      const tomorrow = tomorrowInShop();
      const times = WORDS[cookie];
      const zone = { name: `Buổi sáng ${randomUUID().slice(0, 8)}`, fee: 0, wardCode: ward.code };
      await withZoneAndSlot(api, admin, { ...zone, day: tomorrow, start: times.start, end: times.end }, async () => {
        // The shopper's cash order for tomorrow evening, with a note for the driver.
        const phone = uniquePhone();
        const shopper = await api.customerReadyToOrder();
        const address = await api.send<{ _id: string }>('post', '/auth/addresses', shopper.token, {
          receiverName: 'Nông Thị Hoa',
          phone,
          provinceCode: caoBang.code,
          wardCode: ward.code,
          street: '3 Phố Kim Đồng',
        });
        const options = await api.get<{ slots: { _id: string; start: string; end: string }[] }>(
          `/delivery/options?addressId=${address._id}`,
          shopper.token,
        );
        const slot = options.slots.find((s) => s.start === `${tomorrow}T${times.start}:00+07:00`);
        if (!slot) throw new Error(`tomorrow's ${times.start} slot is not offered: ${JSON.stringify(options.slots)}`);
        const product = await api.seededProductInStock();
        await api.send('post', '/cart', shopper.token, { productId: product._id, quantity: 1 });
        const order = await api.send<Order>('post', '/orders', shopper.token, {
          addressId: address._id,
          slotId: slot._id,
          paymentMethod: 'cod',
          note: NOTE,
        });
        const shortId = `#${order._id.slice(-8).toUpperCase()}`;

        await page.context().addCookies([{ name: 'lang', value: cookie, url: baseURL! }]);
        await signIn(page, admin);
        await page.goto('/admin/orders');
        // The whole admin follows the `lang` cookie (decision 040).
        await expect(page.locator('html')).toHaveAttribute('lang', cookie);
        const language = cookie;
        const words = WORDS[language];

        // Found by the phone the shopper reads out, in E.164 in one run and the national way in the other.
        const typed = cookie === 'en' ? `+84${phone.replace(/\D/g, '').slice(1)}` : phone;
        await page.getByRole('searchbox', { name: words.search }).fill(typed);
        const status = page.getByRole('combobox', { name: words.status(shortId) });
        await expect(status).toBeVisible();
        await expect(page.getByRole('row')).toHaveCount(2);
        await expect(page).toHaveURL(/search=/);
        await page.getByLabel(words.day).fill(tomorrow);
        await expect(page).toHaveURL(new RegExp(`deliveryDate=${tomorrow}`));
        await expect(status).toBeVisible();
        await expectAccessibleAtBothWidths(page, 'admin orders found by phone');

        // Its slot and the shopper's note.
        await page.getByRole('button', { name: words.view(shortId) }).click();
        const details = page.getByRole('dialog', { name: words.order(shortId) });
        const delivery = details.getByRole('region', { name: words.delivery, exact: true });
        await expect(delivery).toContainText(formatSlotWindow(slot, language));
        await expect(delivery).toContainText(NOTE);
        await expectAccessibleAtBothWidths(page, 'admin order with its slot and note');
        await details.getByRole('button', { name: words.close, exact: true }).click();
        await expect(details).toBeHidden();

        // Shipped, once confirmed: the dialog says the shopper is mailed.
        await status.selectOption({ label: words.shipped });
        const confirm = page.getByRole('dialog', { name: words.confirmTitle(shortId) });
        await expect(confirm).toContainText(words.mailed(shopper.account.email));
        await expectAccessibleAtBothWidths(page, 'admin status confirmation');
        await confirm.getByRole('button', { name: words.confirm }).click();
        // The toast is the server's answer, in the language of the `lang` cookie the request carried.
        await expect(page.getByText(WORDS[cookie].changed).first()).toBeVisible();
        await expect(status).toHaveValue('shipped');

        // Delivered with the cash collected (the final total), in one step: the order is then paid.
        await status.selectOption({ label: words.delivered });
        const cash = confirm.getByRole('checkbox', { name: words.cash(formatVnd(order.totalAmount, language)) });
        await expect(cash).toBeChecked();
        await confirm.getByRole('button', { name: words.confirm }).click();
        await expect(page.getByText(WORDS[cookie].cashRecorded).first()).toBeVisible();
        await expect(status).toHaveValue('delivered');
        const paid = await api.get<Order>(`/orders/admin/orders/${order._id}`, admin.token);
        expect(paid.payment).toMatchObject({ status: 'paid', amountReceived: order.totalAmount, amountDue: 0 });

        // The dashboard's today.
        await page.goto('/admin');
        await expect(page.getByRole('region', { name: new RegExp(`^${words.today}, `) })).toBeVisible();
        await expectAccessibleAtBothWidths(page, "admin dashboard's today");
      });
    },
  );
}
