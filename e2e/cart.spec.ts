// The cart under a shopper's fingers: quick presses on a line, and a cart that holds more than the shop has.
// Each test makes a product of its own, so the stock it counts on is not bought by tests running beside it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, signIn, test, type ShopApi } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { solidPng } from './support/png';
import { Storefront, submitLogin } from './support/storefront';

interface Product {
  _id: string;
  name: string;
}

/** A product of this test's own, with the given stock, made through the admin API. */
async function productWithStock(request: APIRequestContext, api: ShopApi, stock: number): Promise<Product> {
  const { token } = await api.loginAdmin();
  const [category] = await api.get<{ _id: string }[]>('/categories');
  const response = await request.post('/api/products/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Rau giỏ hàng ${randomUUID().slice(0, 8)}`,
      description: 'Rau sạch cho kiểm thử giỏ hàng.',
      price: 20_000,
      stock,
      category: category!._id,
      image: { name: 'product.png', mimeType: 'image/png', buffer: solidPng() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

async function serverQuantity(api: ShopApi, token: string, productId: string): Promise<number | undefined> {
  const lines = await api.get<{ product: { _id: string }; quantity: number }[]>('/cart', token);
  return lines.find((line) => line.product._id === productId)?.quantity;
}

/**
 * Holds the first request matching `method` until `release()` is called, as a slow connection would:
 * the presses made meanwhile are the ones a shopper used to lose.
 */
async function holdFirst(page: Page, method: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  await page.route('**/api/cart/**', async (route) => {
    const request = route.request();
    sent.push(`${request.method()} ${request.postData() ?? ''}`);
    if (request.method() === method && sent.length === 1) await released;
    await route.continue();
  });
  return { release, sent };
}

test('five quick presses of plus all count: the screen and the server both end at 26', async ({
  page,
  api,
  request,
}) => {
  const product = await productWithStock(request, api, 50);
  const session = await api.register(newAccount());
  await api.send('post', '/cart', session.token, { productId: product._id, quantity: 21 });
  await signIn(page, session);
  const shop = new Storefront(page);
  await shop.visit('/');
  const drawer = await shop.openCart();
  const stepper = drawer.getByRole('group', { name: `Quantity of ${product.name}` });
  await expect(stepper).toContainText('21');

  const { release, sent } = await holdFirst(page, 'PUT');
  const plus = drawer.getByRole('button', { name: `Increase quantity of ${product.name}` });
  for (let i = 0; i < 5; i++) await plus.click();
  // Shown at once, while the first answer is still on its way.
  await expect(stepper).toContainText('26');
  expect(sent).toEqual(['PUT {"quantity":22}']);

  release();
  await expect.poll(() => serverQuantity(api, session.token, product._id)).toBe(26);
  await expect(stepper).toContainText('26');
  // The presses made during the first request went as one request for the latest quantity.
  expect(sent).toEqual(['PUT {"quantity":22}', 'PUT {"quantity":26}']);
  await expect(shop.cartButton).toHaveAccessibleName(/26 items/);

  await shop.visit('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('26');
});

test('a guest cart stops at the stock with a message, and login says when the account cart caps a line', async ({
  page,
  api,
  request,
}) => {
  const product = await productWithStock(request, api, 7);
  const account = newAccount();
  const session = await api.register(account);
  // The account already holds 3 (from another device): with the guest's 7 that is more than the shop has.
  await api.send('post', '/cart', session.token, { productId: product._id, quantity: 3 });
  const shop = new Storefront(page);

  await shop.visit(`/shop/${product._id}`);
  await page.getByLabel('Quantity', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(shop.message(`${product.name} (×7) added to your cart`)).toBeVisible();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(shop.message(`Only 7 of "${product.name}" in stock: your cart holds 7`)).toBeVisible();
  await expect(shop.cartButton).toHaveAccessibleName(/7 items/);

  const drawer = await shop.openCart();
  await drawer.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(drawer.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('7');
  await drawer.getByRole('button', { name: 'Close cart' }).click();

  // The login page has no header: wait for the form itself to be live.
  await page.goto('/login');
  await waitForHydration(page);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    shop.message(`Your cart holds 7 of "${product.name}", not 10: that is all we can sell you`),
  ).toBeVisible();
  await shop.hydrated();
  await expect(shop.cartButton).toHaveAccessibleName(/7 items/);
  expect(await serverQuantity(api, session.token, product._id)).toBe(7);
});
