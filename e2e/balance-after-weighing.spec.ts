// The money rules at packing: a shopper pays a bank-transfer order in full on its estimated total (750 g of a
// product sold by the kg), the packer weighs 812 g, and the order owes the difference. The packing list tells
// the driver to collect that balance, and the shopper's pay page asks for it with a VietQR code of exactly
// that amount, beside what was already received. In English and in Vietnamese, each language and screen size
// with its own zone (one ward of Điện Biên, which no other spec delivers to), product and shopper; the slot is
// tomorrow's, so its cut-off never passes during the run. The zones are deleted at the end.
import { randomUUID } from 'node:crypto';
import { amountForGrams, formatVnd, type Order, type OrderPayment } from '@veggie/contract';
import { emvFields, notifyTransfer, scanQr } from './support/bank-transfer';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { expectNoEnglish } from './support/english';
import { openPackingList, provinceWithWards, tomorrowInShop, withZoneAndSlot } from './support/delivery';
import { expect, signIn, test } from './support/fixtures';
import { widthOfLanguage } from './support/widths';

const PRICE_PER_KG = 35_000;
const FEE = 15_000;
/** Three 250 g steps ordered, 812 g on the scale: within the 10 % the packers may weigh without confirming. */
const ESTIMATE = 3 * amountForGrams(PRICE_PER_KG, 250) + FEE;
const WEIGHED = amountForGrams(PRICE_PER_KG, 812) + FEE;
const BALANCE = WEIGHED - ESTIMATE;

const WORDS = {
  en: {
    locale: 'en-US',
    start: '21:00',
    end: '21:30',
    balance: (amount: string) => `Balance to pay: ${amount}`,
    received: (received: string, total: string, remaining: string) =>
      `We received ${received} of ${total}. Please transfer the remaining ${remaining} with the same description.`,
    transferTitle: 'Pay by bank transfer',
    qr: (bank: string, amount: string, reference: string) =>
      `VietQR code: transfer ${amount} to ${bank} with the description ${reference}`,
    remaining: 'Amount still to transfer',
    orderSize: '1 item · 812 g',
  },
  vi: {
    locale: 'vi-VN',
    start: '21:30',
    end: '22:00',
    balance: (amount: string) => `Còn phải trả thêm ${amount}`,
    received: (received: string, total: string, remaining: string) =>
      `Chúng tôi đã nhận ${received} trên tổng ${total}. Vui lòng chuyển thêm ${remaining} với cùng nội dung.`,
    transferTitle: 'Thanh toán bằng chuyển khoản',
    qr: (bank: string, amount: string, reference: string) =>
      `Mã VietQR: chuyển ${amount} đến ${bank} với nội dung ${reference}`,
    remaining: 'Số tiền còn phải chuyển',
    orderSize: '1 sản phẩm · 812 g',
  },
} as const;

/** What the packing list says, in the admin's language (the run's: the admin chooses it with the `lang` cookie). */
const PACKING = {
  vi: {
    prepaid: 'Chuyển khoản: không thu tiền',
    nothingToCollect: 'không thu tiền',
    grams: (name: string) => `Số gam cân được của ${name} (đặt 750 g)`,
    save: 'Lưu khối lượng',
    saved: 'Đã lưu khối lượng',
    finalTotal: (amount: string) => `Tổng cộng (đã cân): ${amount}`,
    collectBalance: (amount: string) => `Chuyển khoản, thu thêm ${amount}`,
  },
  en: {
    prepaid: 'Bank transfer: collect nothing',
    nothingToCollect: 'collect nothing',
    grams: (name: string) => `Weighed grams of ${name} (ordered 750 g)`,
    save: 'Save weights',
    saved: 'Weights saved',
    finalTotal: (amount: string) => `Final total: ${amount}`,
    collectBalance: (amount: string) => `Bank transfer: collect ${amount} more`,
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'vi'] as const) {
  const words = WORDS[language];

  test.describe(
    `a transfer weighed above what was paid, in ${language === 'en' ? 'English' : 'Vietnamese'}`,
    widthOfLanguage(language),
    () => {
      test.use({ locale: words.locale });

      test('the packing list says to collect the balance, and the pay page asks for it with its QR code', async ({
        page,
        api,
        request,
        browser,
        baseURL,
      }, testInfo) => {
        const vnd = (amount: number) => formatVnd(amount, language);
        const admin = await api.loginAdmin();
        const { province: dienBien, wards } = await provinceWithWards(api, 'Điện Biên');
        // A ward of its own for each language and project, so that runs side by side never share a zone.
        const wardIndex = (language === 'en' ? 0 : 1) + (testInfo.project.name === 'phone' ? 2 : 0);
        const ward = wards[wardIndex];
        if (!ward) throw new Error('Điện Biên has too few wards');
        const zoneName = `Thu thêm ${randomUUID().slice(0, 8)}`;
        const tomorrow = tomorrowInShop();
        const slotTimes = { day: tomorrow, start: words.start, end: words.end };
        await withZoneAndSlot(
          api,
          admin,
          { name: zoneName, fee: FEE, wardCode: ward.code, ...slotTimes },
          async (zone) => {
            const product = await api.productSoldByWeight(
              admin,
              `Bí đỏ thu thêm ${randomUUID().slice(0, 8)}`,
              PRICE_PER_KG,
            );

            // The shopper orders 750 g to tomorrow's slot and pays the estimated total by transfer.
            const shopper = await api.customerReadyToOrder();
            const address = await api.send<{ _id: string }>('post', '/auth/addresses', shopper.token, {
              receiverName: 'Lò Văn Thắng',
              phone: '0912 345 678',
              provinceCode: dienBien.code,
              wardCode: ward.code,
              street: '5 Đường Võ Nguyên Giáp',
            });
            const options = await api.get<{ slots: { _id: string; start: string }[] }>(
              `/delivery/options?addressId=${address._id}`,
              shopper.token,
            );
            const booked = options.slots.find((s) => s.start === `${tomorrow}T${words.start}:00+07:00`);
            if (!booked)
              throw new Error(`tomorrow's ${words.start} slot is not offered: ${JSON.stringify(options.slots)}`);
            await api.send('post', '/cart', shopper.token, { productId: product._id, quantity: 3 });
            const order = await api.send<Order>('post', '/orders', shopper.token, {
              addressId: address._id,
              slotId: booked._id,
              paymentMethod: 'bank_transfer',
            });
            expect(order.totalAmount).toBe(ESTIMATE);
            const { bank, reference } = await api.get<OrderPayment>(`/orders/${order._id}/payment`, shopper.token);
            await notifyTransfer(request, {
              accountNumber: bank!.accountNumber,
              reference: reference!,
              amount: ESTIMATE,
            });
            expect(await api.get<OrderPayment>(`/orders/${order._id}/payment`, shopper.token)).toMatchObject({
              status: 'paid',
              amountDue: 0,
            });

            // The packer weighs 812 g: the total grows by the balance, and the driver is told to collect it.
            const { context: adminContext, page: adminPage } = await openPackingList(browser, baseURL, api, admin, {
              zoneId: zone._id,
              day: tomorrow,
              language: language,
            });
            const packing = PACKING[language];
            const packed = adminPage.getByRole('article').filter({ hasText: 'Lò Văn Thắng' });
            await expect(packed).toContainText(packing.prepaid);
            await packed.getByRole('textbox', { name: packing.grams(product.name) }).fill('812');
            await packed.getByRole('button', { name: packing.save }).click();
            await expect(packed.getByRole('status')).toContainText(packing.saved);
            await expect(packed).toContainText(packing.finalTotal(vnd(WEIGHED)));
            await expect(packed).toContainText(packing.collectBalance(vnd(BALANCE)));
            await expect(packed).not.toContainText(packing.nothingToCollect);
            await expectAccessibleAtBothWidths(adminPage, `a packing list with a balance to collect (${language} run)`);
            await adminContext.close();

            // The shopper's pay page asks for the balance, says what was received, and shows the balance's QR code.
            await signIn(page, shopper);
            await page.goto(`/orders/${order._id}/payment`);
            await expect(page.getByText(words.balance(vnd(BALANCE)), { exact: true })).toBeVisible();
            await expect(
              page.getByText(words.received(vnd(ESTIMATE), vnd(WEIGHED), vnd(BALANCE)), { exact: true }),
            ).toBeVisible();
            const region = page.getByRole('region', { name: words.transferTitle });
            const qrName = words.qr(bank!.bankName, vnd(BALANCE), reference!);
            await expect(region.getByRole('img', { name: qrName })).toBeVisible();
            // What a banking app reads from the code: the amount (EMVCo field 54) is the balance.
            expect(emvFields(await scanQr(page, qrName)).get('54')).toBe(String(BALANCE));
            await expect(region).toContainText(`${words.remaining}${vnd(BALANCE)}`);
            await expectAccessibleAtBothWidths(page, `the pay page of a balance after weighing (${language})`);
            if (language === 'vi') await expectNoEnglish(page, 'the pay page of a balance after weighing');

            // My Orders: one product of 812 g, and the balance.
            await page.goto('/orders');
            const card = page.getByRole('article').filter({ hasText: words.start });
            await expect(card).toContainText(words.orderSize);
            await expect(card).toContainText(words.balance(vnd(BALANCE)));
            await expectAccessibleAtBothWidths(page, `My Orders with a balance after weighing (${language})`);
          },
        );
      });
    },
  );
}
