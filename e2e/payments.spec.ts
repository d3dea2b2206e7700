// A shopper pays by bank transfer (issue 18): checkout offers the transfer beside cash on delivery (still
// the default), Place order opens the payment page with its VietQR code, account, description and
// countdown, and when the bank's notification arrives (a simulated SePay webhook) the page turns "Paid" by
// itself, without a reload. The code on the page is decoded back to the account, amount and description.
// In English and in Vietnamese, with accessibility checks at 1280 and 375 px.
import { formatVnd, type OrderPayment } from '@veggie/contract';
import { emvFields, notifyTransfer, scanQr } from './support/bank-transfer';
import { expectAccessible } from './support/accessibility';
import { expectNoEnglish } from './support/english';
import { expect, shopperAtCheckout, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

const WORDS = {
  en: {
    locale: 'en-US',
    placeOrder: 'Place order',
    cod: /Cash on delivery/,
    transfer: /Bank transfer \(VietQR\)/,
    heldFor: /We hold your order \d+ minutes for the transfer/,
    created: 'Order created successfully!',
    transferTitle: 'Pay by bank transfer',
    qr: (bank: string, amount: string, reference: string) =>
      `VietQR code: transfer ${amount} to ${bank} with the description ${reference}`,
    copyReference: 'Copy transfer description',
    timeLeft: 'Time left to pay',
    waiting: /Waiting for your transfer/,
    paid: 'Paid',
    paidText: (amount: string) => `We received ${amount}. Thank you! We are preparing your order.`,
    ordersPayment: 'Payment: Cash on delivery',
    payOnDelivery: 'Pay on delivery',
  },
  vi: {
    locale: 'vi-VN',
    placeOrder: 'Đặt hàng',
    cod: /Thanh toán khi nhận hàng \(COD\)/,
    transfer: /Chuyển khoản ngân hàng \(VietQR\)/,
    heldFor: /Đơn hàng được giữ \d+ phút để chờ chuyển khoản/,
    created: 'Đặt hàng thành công!',
    transferTitle: 'Thanh toán bằng chuyển khoản',
    qr: (bank: string, amount: string, reference: string) =>
      `Mã VietQR: chuyển ${amount} đến ${bank} với nội dung ${reference}`,
    copyReference: 'Sao chép nội dung chuyển khoản',
    timeLeft: 'Thời gian còn lại để thanh toán',
    waiting: /Đang chờ tiền chuyển đến/,
    paid: 'Đã thanh toán',
    paidText: (amount: string) => `Chúng tôi đã nhận ${amount}. Cảm ơn bạn! Đơn hàng đang được chuẩn bị.`,
    ordersPayment: 'Thanh toán: Thanh toán khi nhận hàng',
    payOnDelivery: 'Trả tiền khi nhận hàng',
  },
} as const;

/** The CRC-16/CCITT-FALSE an EMVCo payload ends with, over everything before its last four characters. */
function emvCrc(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload.slice(0, -4), 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

for (const language of ['en', 'vi'] as const) {
  const words = WORDS[language];

  test.describe(`bank transfer in ${language === 'en' ? 'English' : 'Vietnamese'}`, () => {
    test.use({ locale: words.locale });

    test('a shopper checks out by transfer, scans the code, and the page turns Paid by itself', async ({
      page,
      api,
      request,
    }) => {
      const { customer } = await shopperAtCheckout(page, api);
      const vnd = (amount: number) => formatVnd(amount, language);

      await expect(page.getByRole('radio', { name: words.cod })).toBeChecked();
      const transfer = page.getByRole('radio', { name: words.transfer });
      await expect(transfer).not.toBeChecked();
      await expect(page.getByText(words.heldFor)).toBeVisible();
      await transfer.check();
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page.getByText(words.created, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/orders\/[^/]+\/payment$/);
      const orderId = decodeURIComponent(/\/orders\/([^/]+)\/payment$/.exec(page.url())![1]!);
      const payment = await api.get<OrderPayment>(`/orders/${orderId}/payment`, customer.token);
      expect(payment).toMatchObject({ method: 'bank_transfer', status: 'unpaid' });
      const { reference, bank, amount } = payment;

      // The code, the account, the amount and the description, and the time left.
      const region = page.getByRole('region', { name: words.transferTitle });
      const qrName = words.qr(bank!.bankName, vnd(amount), reference!);
      await expect(region.getByRole('img', { name: qrName })).toBeVisible();
      await expect(region.getByText(reference!, { exact: true })).toBeVisible();
      await expect(region.getByText(bank!.accountNumber, { exact: true })).toBeVisible();
      await expect(region.getByText(bank!.accountName, { exact: true })).toBeVisible();
      await expect(region.getByText(vnd(amount), { exact: true })).toBeVisible();
      await expect(region.getByText(words.timeLeft)).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
      await expect(page.getByText(words.waiting)).toBeVisible();

      // What a banking app reads from the image on the page: this account, this amount, this description.
      const scanned = await scanQr(page, qrName);
      const fields = emvFields(scanned);
      const merchant = emvFields(fields.get('38') ?? '');
      // Field 38: the Napas id, then the bank's BIN (00) and the account (01).
      expect(Object.fromEntries(emvFields(merchant.get('01') ?? ''))).toEqual({
        '00': bank!.bin,
        '01': bank!.accountNumber,
      });
      expect(fields.get('54')).toBe(String(amount));
      expect(emvFields(fields.get('62') ?? '').get('08')).toBe(reference);
      expect(fields.get('63')).toBe(emvCrc(scanned));

      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expectAccessible(page, `payment page waiting for the transfer (${language}, ${width} px)`);
      }
      if (language === 'vi') await expectNoEnglish(page, 'payment page');

      // The bank tells the shop the money arrived; the page finds out on its own (no reload).
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      await notifyTransfer(request, { accountNumber: bank!.accountNumber, reference: reference!, amount });
      await expect(page.getByText(words.paid, { exact: true })).toBeVisible();
      await expect(page.getByText(words.paidText(vnd(amount)), { exact: true })).toBeVisible();
      await expect(region).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expectAccessible(page, `payment page once paid (${language}, ${width} px)`);
      }
      if (language === 'vi') await expectNoEnglish(page, 'paid payment page');
    });

    test('cash on delivery stays the default and goes to My Orders', async ({ page, api }) => {
      await shopperAtCheckout(page, api);
      await expect(page.getByRole('radio', { name: words.cod })).toBeChecked();
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page.getByText(words.created, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/orders$/);
      const card = page.getByRole('article').first();
      await expect(card).toContainText(words.ordersPayment);
      await expect(card).toContainText(words.payOnDelivery);
    });
  });
}
