// Promotions, vouchers, points and "buy again" (issue 32): a shopper applies the seed's public voucher at
// checkout, sees the server's quote take it off, orders by bank transfer, pays the discounted amount by QR
// (a simulated SePay webhook), and once the admin has delivered the order sees the points it earned, on the
// order and in the profile, and buys it again. In English and Vietnamese, with accessibility checks at 1280
// and 375 px. And the admin creates a promotion on its screen.
import { randomInt } from 'node:crypto';
import { formatVnd, unitPrice, type Order, type OrderPayment, type Product, type Promotion } from '@veggie/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectNoEnglish } from './support/english';
import { expect, signIn, test, type Session, type ShopApi } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { E2E_WEBHOOK_KEY } from './support/shop';
import { widthOfLanguage } from './support/widths';

test.describe.configure({ mode: 'parallel' });

const WORDS = {
  en: {
    locale: 'en-US',
    voucherCode: 'Voucher code',
    apply: 'Apply',
    use: (code: string) => `Use code ${code}`,
    summary: 'Order summary',
    transfer: /Bank transfer \(VietQR\)/,
    placeOrder: 'Place order',
    transferTitle: 'Pay by bank transfer',
    paid: 'Paid',
    earned: (n: number) => `+${n} points earned`,
    buyAgain: 'Buy again',
    added: /in your cart, at today’s prices|Added to your cart at today’s prices/,
    goToCart: 'Go to cart',
    cartHeading: 'Shopping Cart',
    pointsTab: 'Reward points',
    balance: (n: number) => (n === 1 ? '1 point' : `${n} points`),
    earnedReason: 'Earned',
  },
  vi: {
    locale: 'vi-VN',
    voucherCode: 'Mã giảm giá',
    apply: 'Áp dụng',
    use: (code: string) => `Dùng mã ${code}`,
    summary: 'Tóm tắt đơn hàng',
    transfer: /Chuyển khoản ngân hàng \(VietQR\)/,
    placeOrder: 'Đặt hàng',
    transferTitle: 'Thanh toán bằng chuyển khoản',
    paid: 'Đã thanh toán',
    earned: (n: number) => `Nhận ${n} điểm thưởng`,
    buyAgain: 'Mua lại',
    added: /đã vào giỏ hàng, theo giá hôm nay|Đã thêm vào giỏ hàng theo giá hôm nay/,
    goToCart: 'Xem giỏ hàng',
    cartHeading: 'Giỏ hàng',
    pointsTab: 'Điểm thưởng',
    balance: (n: number) => `${n} điểm`,
    earnedReason: 'Tích điểm',
  },
} as const;

/** The seed's public percent voucher (the home page names it), and a product of its categories sold by the piece. */
async function voucherAndProduct(api: ShopApi) {
  const promotions = await api.get<Promotion[]>('/promotions');
  // Not a voucher the admin test below makes meanwhile (E2E…, every category).
  const voucher = promotions.find((p) => p.code !== null && p.kind === 'percent' && !p.code.startsWith('E2E'));
  if (!voucher?.code) throw new Error('the seed has no public percent voucher');
  for (const category of voucher.categoryIds) {
    const { products } = await api.get<{ products: Product[] }>(`/products?category=${category}&limit=100`);
    const product = products.find((p) => p.unit.kind === 'piece' && p.stock >= 20 && p.maxPerOrder === null);
    // Enough for the voucher's minimum and for a few points (one per 10,000 ₫ by default).
    const enough = Math.max(voucher.minSubtotal, 60_000);
    if (product) return { code: voucher.code, product, quantity: Math.ceil(enough / unitPrice(product)) };
  }
  throw new Error(`no product of the voucher's categories to buy`);
}

async function accessibleAtBothWidths(page: Page, what: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `${what} (${width} px)`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const language of ['en', 'vi'] as const) {
  const words = WORDS[language];

  test.describe(`promotions in ${language === 'en' ? 'English' : 'Vietnamese'}`, widthOfLanguage(language), () => {
    test.use({ locale: words.locale });

    test('a shopper applies the voucher, pays the discounted total by QR, earns points and buys again', async ({
      page,
      api,
      request,
    }) => {
      const vnd = (amount: number) => formatVnd(amount, language);
      const { code, product, quantity } = await voucherAndProduct(api);
      const customer = await api.customerReadyToOrder();
      await api.send('post', '/cart', customer.token, { productId: product._id, quantity });
      const user = await api.get<Session['user']>('/auth/profile', customer.token);
      await signIn(page, { token: customer.token, user });

      // Checkout: the voucher is offered; picked, the server's quote takes it off.
      await page.goto('/checkout');
      await waitForHydration(page);
      await page.getByRole('button', { name: words.use(code) }).click();
      const summary = page.getByRole('complementary', { name: words.summary });
      await expect(summary).toContainText(`(${code})`);
      await page.getByRole('radio', { name: words.transfer }).check();
      await accessibleAtBothWidths(page, `checkout with a voucher (${language})`);
      if (language === 'vi') await expectNoEnglish(page, 'checkout with a voucher');
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page).toHaveURL(/\/orders\/[^/]+\/payment$/);
      const orderId = decodeURIComponent(/\/orders\/([^/]+)\/payment$/.exec(page.url())![1]!);

      // The order keeps its discount; the transfer asks for the discounted total.
      const [order] = (await api.get<Order[]>('/orders', customer.token)).filter((o) => o._id === orderId);
      expect(order?.discounts.map((d) => d.code)).toEqual([code]);
      const discount = order!.discounts[0]!.amount;
      expect(discount).toBeGreaterThan(0);
      expect(order!.totalAmount).toBe(order!.subtotal - discount + order!.deliveryFee);
      const payment = await api.get<OrderPayment>(`/orders/${orderId}/payment`, customer.token);
      expect(payment.amount).toBe(order!.totalAmount);
      const region = page.getByRole('region', { name: words.transferTitle });
      await expect(region.getByText(vnd(payment.amount), { exact: true })).toBeVisible();

      const notified = await request.post('/api/payments/webhooks/sepay', {
        headers: { Authorization: `Apikey ${E2E_WEBHOOK_KEY}` },
        data: {
          id: randomInt(1, 2 ** 47),
          gateway: 'Vietcombank',
          transactionDate: '2026-11-28 09:05:00',
          accountNumber: payment.bank!.accountNumber,
          content: `CT DEN:0123 ${payment.reference} thanh toan don hang`,
          transferType: 'in',
          transferAmount: payment.amount,
          referenceCode: `FT${randomInt(1e9, 1e10)}`,
        },
      });
      expect(notified.status(), await notified.text()).toBe(200);
      await expect(page.getByText(words.paid, { exact: true })).toBeVisible();

      // The admin delivers it: a delivered, fully paid order earns points.
      const admin = await api.loginAdmin();
      for (const status of ['shipped', 'delivered'])
        await api.send('put', `/orders/admin/orders/${orderId}/status`, admin.token, { status });
      const [delivered] = (await api.get<Order[]>('/orders', customer.token)).filter((o) => o._id === orderId);
      const earned = delivered!.points.earned;
      expect(earned).toBeGreaterThan(0);

      await page.goto('/orders');
      await waitForHydration(page);
      const card = page.getByRole('article').filter({ hasText: `#${orderId.slice(-8).toUpperCase()}` });
      await expect(card.getByText(words.earned(earned))).toBeVisible();
      await card.getByRole('button', { name: words.buyAgain }).click();
      await expect(card.getByText(words.added)).toBeVisible();
      await accessibleAtBothWidths(page, `my orders after buying again (${language})`);
      if (language === 'vi') await expectNoEnglish(page, 'my orders after buying again');
      await card.getByRole('link', { name: words.goToCart }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.cartHeading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(
        language === 'en' && product.nameEn ? product.nameEn : product.name,
      );

      await page.goto('/profile');
      await waitForHydration(page);
      await page.getByRole('tab', { name: words.pointsTab }).click();
      await expect(page.getByText(words.balance(earned), { exact: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText(words.earnedReason);
      await accessibleAtBothWidths(page, `reward points (${language})`);
    });
  });
}

test('the admin creates a voucher and finds it in the list', { tag: '@one-width' }, async ({ page, api }) => {
  const session = await api.loginAdmin();
  await signIn(page, session);
  await page.goto('/admin/promotions');
  await waitForHydration(page);
  const code = `E2E${randomInt(1e5, 1e6)}`;
  await page
    .getByRole('button', { name: /Add promotion|Thêm khuyến mãi/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Title \(Vietnamese\)|Tiêu đề \(tiếng Việt\)/).fill(`Giảm 5% ${code}`);
  await dialog.getByLabel(/Title \(English\)|Tiêu đề \(tiếng Anh\)/).fill(`5% off ${code}`);
  await dialog.getByLabel(/^(Voucher code|Mã giảm giá)$/).fill(code);
  await dialog.getByLabel(/^(Percent off|Phần trăm giảm)$/).fill('5');
  await dialog.getByLabel(/^(Uses in total|Tổng số lượt)$/).fill('50');
  await expectAccessible(page, 'promotion form');
  await dialog.getByRole('button', { name: /Add promotion|Thêm khuyến mãi/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 50');
  await accessibleAtBothWidths(page, 'promotions list');
  // Listed for shoppers at once: the checkout's voucher list and the home page read GET /promotions.
  const listed = await api.get<Promotion[]>('/promotions');
  expect(listed.map((p) => p.code)).toContain(code);
});
