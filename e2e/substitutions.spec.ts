// Substitutions (issue 35): a shopper orders water spinach letting the packers put in something similar should it
// run short, and herbs with no replacement. At packing the spinach has run out: the owner replaces it on the
// slot's packing list with a suggested product of the same category, and takes the herbs out. The shopper then
// reads on the order page what came instead and what it cost, and that the herbs are not charged. Once in English,
// once in Vietnamese (the `lang` cookie, which the storefront and the admin both follow), each run with its own
// category (so the suggestions are its own products), zone (one ward of Lạng Sơn, which no other spec delivers
// to) and a slot tomorrow, whose cut-off never passes during the run. The zones are deleted at the end.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatVnd, toShopIso } from '@veggie/contract';
import {
  expectAccessibleAtBothWidths,
  expectButtonsInReadingOrder,
  expectNoZoomOnFocus,
} from './support/accessibility';
import { chooseLanguage } from './support/admin-ui';
import { expect, signIn, test } from './support/fixtures';
import { solidPng } from './support/png';

interface Place {
  code: string;
  name: string;
}

/** The words the shopper and the owner read, in each language. */
const WORDS = {
  en: {
    start: '19:00',
    end: '19:30',
    choice: (name: string) => `If out of stock: ${name}`,
    similar: 'Replace with a similar product',
    none: 'No replacement, refund me',
    placeOrder: 'Place order',
    times: 'Choose a delivery time',
    wantsSimilar: 'If out of stock: a similar product',
    wantsNone: 'If out of stock: no replacement, refund',
    outOfStock: (name: string) => `Out of stock: ${name}`,
    quantity: 'Quantity',
    replace: 'Replace',
    remove: 'Take the line out',
    notWanted: 'The shopper asked for no replacement',
    twoBunches: 'bunches',
    oneBunch: 'bunch',
    replacedBy: (name: string, amount: string) => `→ ${name} × 2 bunches, ${amount}`,
    removed: 'Out of stock: taken out of the order',
    details: 'View details',
    substituted: (name: string, amount: string) => `Out of stock: replaced by ${name} × 2 bunches, ${amount}`,
    notCharged: 'Out of stock: taken out of your order, you are not charged for it',
  },
  vi: {
    start: '19:30',
    end: '20:00',
    choice: (name: string) => `Nếu hết hàng: ${name}`,
    similar: 'Thay bằng sản phẩm tương tự',
    none: 'Không thay, hoàn tiền',
    placeOrder: 'Đặt hàng',
    times: 'Chọn thời gian giao hàng',
    wantsSimilar: 'Nếu hết hàng: thay sản phẩm tương tự',
    wantsNone: 'Nếu hết hàng: không thay, hoàn tiền',
    outOfStock: (name: string) => `Hết hàng: ${name}`,
    quantity: 'Số lượng',
    replace: 'Thay sản phẩm',
    remove: 'Bỏ khỏi đơn',
    notWanted: 'Khách chọn không thay sản phẩm',
    twoBunches: 'bó',
    oneBunch: 'bó',
    replacedBy: (name: string, amount: string) => `→ ${name} × 2 bó, ${amount}`,
    removed: 'Hết hàng: đã bỏ khỏi đơn',
    details: 'Xem chi tiết',
    substituted: (name: string, amount: string) => `Hết hàng: đã thay bằng ${name} × 2 bó, ${amount}`,
    notCharged: 'Hết hàng: đã bỏ khỏi đơn, bạn không phải trả tiền sản phẩm này',
  },
} as const;

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng() });

/** A product sold by the bunch in `category`, through the admin API (multipart, like the admin form sends). */
async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: { name: string; price: number; category: string },
): Promise<{ _id: string; name: string }> {
  const response = await request.post('/api/products/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      ...fields,
      stock: 10,
      unitKind: 'piece',
      unitLabel: 'bó',
      unitLabelEn: 'bunch',
      description: 'Rau sạch cho kiểm thử đầu cuối.',
      image: png('product.png'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; name: string } }).data;
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'vi'] as const) {
  // Each run checks its screens at both widths itself: the phone project need not run it again.
  test(
    `the owner replaces a short line and takes another out; the shopper sees both (lang=${language})`,
    { tag: '@one-width' },
    async ({ page, api, request, browser, baseURL }) => {
      const words = WORDS[language];
      const run = randomUUID().slice(0, 8);
      const admin = await api.loginAdmin();
      const provinces = await api.get<Place[]>('/locations/provinces');
      const langSon = provinces.find((province) => province.name.endsWith('Lạng Sơn'));
      if (!langSon) throw new Error('the dataset has no Lạng Sơn');
      const ward = (await api.get<Place[]>(`/locations/provinces/${langSon.code}/wards`))[language === 'en' ? 0 : 1];
      if (!ward) throw new Error('Lạng Sơn has too few wards');
      const tomorrow = toShopIso(Date.now() + 24 * 60 * 60 * 1000).slice(0, 10);

      const zone = await api.send<{ _id: string }>('post', '/admin/delivery/zones', admin.token, {
        name: `Thay thế ${run}`,
        fee: 0,
        freeFrom: null,
        minOrder: 0,
        leadMinutes: 0,
        provinceCodes: [],
        wardCodes: [ward.code],
        active: true,
      });
      try {
        await api.send('post', '/admin/delivery/templates', admin.token, {
          zoneId: zone._id,
          weekday: ((new Date(`${tomorrow}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
          start: words.start,
          end: words.end,
          capacity: 5,
          cutoffMinutes: 0,
          active: true,
        });
        const categoryResponse = await request.post('/api/categories/admin/categories', {
          headers: { authorization: `Bearer ${admin.token}` },
          multipart: { name: `Rau lá ${run}`, image: png('category.png') },
        });
        expect(categoryResponse.status(), await categoryResponse.text()).toBe(201);
        const category = ((await categoryResponse.json()) as { data: { _id: string } }).data._id;
        const spinach = await createProduct(request, admin.token, {
          name: `Rau muống ${run}`,
          price: 15_000,
          category,
        });
        const choySum = await createProduct(request, admin.token, { name: `Cải ngọt ${run}`, price: 12_000, category });
        const herbs = await createProduct(request, admin.token, { name: `Rau thơm ${run}`, price: 10_000, category });

        // The shopper's cart: two bunches of spinach and one of herbs, to an address in the zone.
        const shopper = await api.customerReadyToOrder();
        await api.send('post', '/auth/addresses', shopper.token, {
          receiverName: `Hoàng Văn Nam ${run}`,
          phone: '0912 345 678',
          provinceCode: langSon.code,
          wardCode: ward.code,
          street: '8 Đường Bà Triệu',
        });
        await api.send('post', '/cart', shopper.token, { productId: spinach._id, quantity: 2 });
        await api.send('post', '/cart', shopper.token, { productId: herbs._id, quantity: 1 });
        await chooseLanguage(page, language);
        await signIn(page, shopper);

        // At checkout: a similar product for the spinach, no replacement (the default) for the herbs.
        await page.goto('/checkout');
        const spinachChoice = page.getByRole('combobox', { name: words.choice(spinach.name) });
        const herbsChoice = page.getByRole('combobox', { name: words.choice(herbs.name) });
        await expect(herbsChoice).toHaveValue('none');
        await expect(herbsChoice.locator('option:checked')).toHaveText(words.none);
        await spinachChoice.selectOption({ label: words.similar });
        await expect(spinachChoice).toHaveValue('similar');
        await page
          .getByRole('group', { name: words.times })
          .getByRole('radio', { name: new RegExp(`${words.start}–${words.end}`) })
          .check();
        await expectAccessibleAtBothWidths(page, 'checkout with a substitution choice per line');
        await expectNoZoomOnFocus(page, 'checkout with a substitution choice per line');
        await page.getByRole('button', { name: words.placeOrder }).click();
        await expect(page).toHaveURL(/\/orders/);

        // At packing the spinach has run out: the owner puts in two bunches of choy sum and takes the herbs out.
        const slots = await api.get<{ _id: string; zone: { _id: string } }[]>(
          `/admin/delivery/slots?date=${tomorrow}`,
          admin.token,
        );
        const slot = slots.find((s) => s.zone._id === zone._id);
        if (!slot) throw new Error(`tomorrow has no slot of zone ${zone._id}`);
        const adminContext = await browser.newContext({ baseURL });
        const adminPage = await adminContext.newPage();
        await chooseLanguage(adminPage, language);
        await signIn(adminPage, admin);
        await adminPage.goto(`/admin/delivery/slots/${slot._id}/packing-list`);
        const packed = adminPage.getByRole('article').filter({ hasText: `Hoàng Văn Nam ${run}` });
        const spinachRow = packed.getByRole('row').filter({ hasText: spinach.name });
        const herbsRow = packed.getByRole('row').filter({ hasText: herbs.name });
        await expect(spinachRow).toContainText(words.wantsSimilar);
        await expect(herbsRow).toContainText(words.wantsNone);
        // Quantity and unit in the admin's language: "2 bunches", "1 bunch"; "2 bó" in Vietnamese.
        await expect(spinachRow.getByRole('cell').nth(1)).toHaveText('2');
        await expect(spinachRow.getByRole('cell').nth(2)).toHaveText(words.twoBunches);
        await expect(herbsRow.getByRole('cell').nth(2)).toHaveText(words.oneBunch);

        await spinachRow.getByRole('button', { name: words.outOfStock(spinach.name) }).click();
        const dialog = adminPage.getByRole('dialog', { name: words.outOfStock(spinach.name) });
        await dialog.getByRole('radio', { name: new RegExp(choySum.name) }).check();
        await expect(dialog.getByRole('textbox', { name: words.quantity })).toHaveValue('2');
        await expectAccessibleAtBothWidths(adminPage, 'the packing list with its substitute dialog');
        for (const width of [375, 1280]) {
          await adminPage.setViewportSize({ width, height: 812 });
          await expectButtonsInReadingOrder(dialog, `the substitute dialog at ${width} px`);
        }
        await dialog.getByRole('button', { name: words.replace }).click();
        await expect(dialog).toBeHidden();
        const substituteAmount = formatVnd(24_000, language);
        await expect(spinachRow).toContainText(words.replacedBy(choySum.name, substituteAmount));

        await herbsRow.getByRole('button', { name: words.outOfStock(herbs.name) }).click();
        const herbsDialog = adminPage.getByRole('dialog', { name: words.outOfStock(herbs.name) });
        await expect(herbsDialog).toContainText(words.notWanted);
        await herbsDialog.getByRole('button', { name: words.remove }).click();
        await expect(herbsDialog).toBeHidden();
        await expect(herbsRow).toContainText(words.removed);
        await expectAccessibleAtBothWidths(adminPage, 'the packing list after a substitution');
        // On a packer's phone the lines scroll inside their card: the page itself never scrolls sideways.
        await adminPage.setViewportSize({ width: 375, height: 812 });
        expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await adminContext.close();

        // The shopper's order page: what came instead and what it cost, the herbs not charged.
        await page.goto('/orders');
        const card = page.getByRole('article').filter({ hasText: `${words.start}–${words.end}` });
        await card.getByRole('button', { name: words.details }).click();
        await expect(card.getByTestId('substitute')).toHaveText(words.substituted(choySum.name, substituteAmount));
        await expect(card.getByTestId('removed')).toHaveText(words.notCharged);
        await expectAccessibleAtBothWidths(page, 'an order with a substituted and a removed line');
      } finally {
        await api.send('delete', `/admin/delivery/zones/${zone._id}`, admin.token);
      }
    },
  );
}
