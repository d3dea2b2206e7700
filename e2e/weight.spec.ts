// Selling by weight (issue #19) from the shelf to the scale: a shopper buys 750 g of a product priced per
// kg and checks out with an estimated total; the packer weighs 812 g on the slot's packing list; the
// shopper then sees the final total, 812 g at the price per kg plus the delivery fee. The product and a
// delivery zone are this test's own (one ward of a province no other spec delivers to), the slot
// tomorrow's so its cut-off never passes during the run; the zone is deleted at the end.
import { randomUUID } from 'node:crypto';
import { amountForGrams, formatVnd } from '@veggie/contract';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { openPackingList, provinceWithWards, tomorrowInShop, withZoneAndSlot } from './support/delivery';
import { expect, signIn, test } from './support/fixtures';

const PRICE_PER_KG = 35_000;
const FEE = 15_000;

test('a shopper buys 750 g priced per kg, the packer weighs 812 g, and the shopper sees the final total', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const admin = await api.loginAdmin();
  const { province: caoBang, wards } = await provinceWithWards(api, 'Cao Bằng');
  const [ward] = wards;
  if (!ward) throw new Error('Cao Bằng has no ward');
  const zoneName = `Giao theo cân ${randomUUID().slice(0, 8)}`;
  const tomorrow = tomorrowInShop();
  const slotTimes = { day: tomorrow, start: '22:00', end: '22:30' };
  await withZoneAndSlot(api, admin, { name: zoneName, fee: FEE, wardCode: ward.code, ...slotTimes }, async (zone) => {
    const product = await api.productSoldByWeight(admin, `Bí đỏ cân ${randomUUID().slice(0, 8)}`, PRICE_PER_KG);

    const shopper = await api.customerReadyToOrder();
    await api.send('post', '/auth/addresses', shopper.token, {
      receiverName: 'Nông Văn Dũng',
      phone: '0912 345 678',
      provinceCode: caoBang.code,
      wardCode: ward.code,
      street: '3 Đường Hoàng Đình Giong',
    });
    await signIn(page, shopper);

    // The product page: the price per kg and a weight stepper from one 250 g step.
    await page.goto(`/shop/${product._id}`);
    // Related products may include another run's product sold by weight: the page's own is under its heading.
    const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(detail.getByTestId('price-per-kg')).toContainText('35,000 ₫/kg');
    const weight = page.getByTestId('weight-amount');
    await expect(weight).toHaveText('250 g');
    const more = page.getByRole('button', { name: '250 g more' });
    await more.click();
    await more.click();
    await expect(weight).toHaveText('750 g');
    await expectAccessibleAtBothWidths(page, 'a product sold by weight');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText(`${product.name} (750 g) added to your cart`)).toBeVisible();

    // The cart says the weight and the total are estimates.
    await page.goto('/cart');
    await expect(page.getByTestId('estimated-weight')).toHaveText('about 750 g · estimated');
    await expect(page.getByText('Estimated total')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'a cart with a line sold by weight');

    // Checkout to tomorrow's 22:00 slot: an estimated total of three 250 g steps and the fee.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const estimate = 3 * amountForGrams(PRICE_PER_KG, 250) + FEE;
    await expect(page.getByText('Estimated total').locator('..')).toContainText(formatVnd(estimate, 'en'));
    await page
      .getByRole('group', { name: 'Choose a delivery time' })
      .getByRole('radio', { name: /22:00–22:30/ })
      .check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders/);
    const card = page.getByRole('article').filter({ hasText: '22:00–22:30' });
    await expect(card.getByText('Estimated total')).toBeVisible();
    await expect(card).toContainText(formatVnd(estimate, 'en'));

    // The packer weighs 812 g on the slot's packing list, in Vietnamese.
    const { context: adminContext, page: adminPage } = await openPackingList(browser, baseURL, api, admin, {
      zoneId: zone._id,
      day: tomorrow,
      language: 'vi',
    });
    const packed = adminPage.getByRole('article').filter({ hasText: 'Nông Văn Dũng' });
    await packed.getByRole('textbox', { name: `Số gam cân được của ${product.name} (đặt 750 g)` }).fill('812');
    await packed.getByRole('button', { name: 'Lưu khối lượng' }).click();
    await expect(packed.getByRole('status')).toContainText('Đã lưu khối lượng');
    const final = amountForGrams(PRICE_PER_KG, 812) + FEE;
    await expect(packed).toContainText(`Tổng cộng (đã cân): ${formatVnd(final, 'vi')}`);
    await expectAccessibleAtBothWidths(adminPage, 'a packing list with a weighed line');
    await adminContext.close();

    // The shopper sees the final total and the weighed grams.
    await page.goto('/orders');
    const weighed = page.getByRole('article').filter({ hasText: '22:00–22:30' });
    await expect(weighed.getByText('Total', { exact: true })).toBeVisible();
    await expect(weighed).toContainText(formatVnd(final, 'en'));
    await weighed.getByRole('button', { name: 'View details' }).click();
    await expect(weighed.getByTestId('weighed')).toHaveText('ordered 750 g · weighed 812 g');
    await expectAccessibleAtBothWidths(page, 'an order weighed at packing');
  });
});
