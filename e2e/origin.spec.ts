// Origin and certificates (issue 35): a product's farm, province and VietGAP certificate on its page, with the
// badge while the certificate is valid; the batch an order went out with, traced from its code by anyone,
// without an account. The product is this test's own; its order is placed and shipped through the API.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { toShopIso } from '@veggie/contract';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';

const DAY_MS = 24 * 60 * 60 * 1000;
const shopDay = (offsetDays: number) => toShopIso(Date.now() + offsetDays * DAY_MS).slice(0, 10);

/** Shows `path` in the storefront's language `lang` (the language switch's own address). */
async function openIn(page: Page, lang: 'en' | 'vi', path: string) {
  await page.goto(`/language?${new URLSearchParams({ lang, to: path })}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the product page shows the origin and badge, and its batch is traced from its code', async ({
  page,
  api,
  request,
}) => {
  const admin = await api.loginAdmin();
  const [category] = await api.get<{ _id: string }[]>('/categories');
  const name = `Bông cải xanh Đà Lạt ${randomUUID().slice(0, 8)}`;
  const validUntil = shopDay(20);
  const packedOn = shopDay(0);
  const created = await request.post('/api/products/admin/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      name,
      description: 'Bông cải xanh cho kiểm thử nguồn gốc.',
      price: 59_000,
      stock: 50,
      category: category!._id,
      originProvince: 'Lâm Đồng',
      originFarm: 'HTX Rau an toàn Xuân Hương',
      certification: 'vietgap',
      certificateNo: 'VietGAP-TT-25-03-68-0021',
      certificateValidUntil: validUntil,
      packedOn,
      image: { name: 'product.png', mimeType: 'image/png', buffer: solidPng() },
    },
  });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { data: { _id: string } }).data;
  try {
    await openIn(page, 'en', `/shop/${product._id}`);
    const origin = page.getByRole('region', { name: 'Origin and certificate' });
    await expect(origin.getByText('VietGAP certified')).toBeVisible();
    await expect(origin).toContainText('HTX Rau an toàn Xuân Hương');
    await expect(origin).toContainText('Lâm Đồng');
    await expect(origin).toContainText('VietGAP-TT-25-03-68-0021');
    await expectAccessible(page, 'the product page with its origin');

    await openIn(page, 'vi', `/shop/${product._id}`);
    const nguonGoc = page.getByRole('region', { name: 'Nguồn gốc và chứng nhận' });
    await expect(nguonGoc.getByText('Chứng nhận VietGAP')).toBeVisible();
    await expect(nguonGoc).toContainText('Ngày đóng gói');
    await expectAccessible(page, 'the Vietnamese product page with its origin');

    // An order of it goes out: its line records the batch it was packed from.
    const shopper = await api.customerReadyToOrder();
    await api.send('post', '/cart', shopper.token, { productId: product._id, quantity: 1 });
    const order = await api.send<{ _id: string }>('post', '/orders', shopper.token);
    await api.send('put', `/orders/admin/orders/${order._id}/status`, admin.token, { status: 'shipped' });
    const detail = await api.get<{ orderDetails: { batchCode: string | null }[] }>(
      `/orders/admin/orders/${order._id}`,
      admin.token,
    );
    const code = detail.orderDetails[0]?.batchCode;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    // Anyone opens it from the label's code, signed in or not.
    await openIn(page, 'en', `/trace/${code}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Batch ${code}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Origin and certificate' })).toContainText('Packed on');
    await expectAccessible(page, 'the trace page');
    await openIn(page, 'vi', `/trace/${code}`);
    await expect(page.getByText(`Lô ${code}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nguồn gốc và chứng nhận' })).toContainText('HTX Rau an toàn');
    await expectAccessible(page, 'the Vietnamese trace page');

    const unknown = await page.goto('/trace/ZZZZZZZZZZ');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không có lô hàng nào mang mã này' })).toBeVisible();
    await expectAccessible(page, 'the trace page of an unknown code');
  } finally {
    await api.send('delete', `/products/admin/products/${product._id}`, admin.token);
  }
});
