// Every screen of the shop and the admin, analysed by axe once hydrated and loaded: no serious or critical
// violation. Fixes belong in the app, not in a list of disabled rules.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expectButtonsInReadingOrder } from './support/accessibility';
import { chooseLanguage } from './support/admin-ui';
import { expect, newAccount, signIn, test, type Session, type ShopApi } from './support/fixtures';
import { solidPng } from './support/png';

/** A customer with one item in the cart and, when asked, one order already placed. */
async function customerWithCart(api: ShopApi, withOrder: boolean) {
  const customer = await api.customerReadyToOrder();
  const product = await api.seededProductInStock();
  await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 1 });
  if (withOrder) {
    await api.send('post', '/orders', customer.token);
    await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 1 });
  }
  // The profile as stored after the phone and address were filled in (the session keeps the user).
  const user = await api.get<Session['user']>('/auth/profile', customer.token);
  return { session: { token: customer.token, user }, product };
}

/**
 * Words longer than any box (issue 15): a product named with 90 letters and no space, bought by a customer
 * whose name and email are one long word each, so every screen that shows them can be checked for reflow.
 */
async function longWords(request: APIRequestContext, api: ShopApi) {
  const admin = await api.loginAdmin();
  const [category] = await api.get<{ _id: string }[]>('/categories');
  const productName = `${'Raumuốngnon'.repeat(8).slice(0, 82)}${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/products/admin/products', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      name: productName,
      description: 'Rau sạch cho kiểm thử tên dài.',
      price: 1_250_000,
      stock: 50,
      category: category!._id,
      image: { name: 'product.png', mimeType: 'image/png', buffer: solidPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { _id: string; name: string } }).data;
  const tag = randomUUID().slice(0, 8);
  const customer = await api.customerReadyToOrder({
    ...newAccount(),
    name: `Nguyễn${'thịthanhhương'.repeat(3)}${tag}`.slice(0, 50),
    email: `${'khachhang'.repeat(6)}.${tag}@${'nongtraihuuco'.repeat(4)}.example.vn`,
  });
  await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 3 });
  await api.send('post', '/orders', customer.token);
  await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 2 });
  const user = await api.get<Session['user']>('/auth/profile', customer.token);
  return { product, session: { token: customer.token, user } };
}

test.describe('storefront', () => {
  test('home, shop, product, login and register', async ({ page, api }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /./ }).first()).toBeVisible();
    await expectAccessible(page, 'home');

    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: /All products/ })).toBeVisible();
    await expectAccessible(page, 'shop');

    const product = await api.seededProductInStock();
    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The banner names the page, not the template it came from ("Shop Single").
    await expect(page.getByText('Product details', { exact: true })).toBeVisible();
    await expect(page.getByText('Shop Single')).toHaveCount(0);
    await expectAccessible(page, 'product page');

    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, 'login');

    await page.goto('/register');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, 'register');
  });

  test('cart, profile and orders of a logged-in customer', async ({ page, api }) => {
    // Seven screens, each with an axe run: close to a minute on CI's two cores.
    test.slow();
    const { session, product } = await customerWithCart(api, true);
    await signIn(page, session);

    await page.goto('/cart');
    await expect(page.locator('main').getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessible(page, 'cart');

    await page.goto('/profile');
    await expect(page.getByText(session.user.email).first()).toBeVisible();
    await expectAccessible(page, 'profile');
    // A new email brings the current-password field; checked with the server's refusal on it.
    await page.getByRole('button', { name: 'Update Profile Here' }).click();
    await page.getByLabel('Email Address', { exact: true }).fill(`new-${session.user.email}`);
    const currentPassword = page.getByLabel('Current Password', { exact: true });
    await currentPassword.fill('not-the-password');
    await page.getByRole('button', { name: 'Update Profile', exact: true }).click();
    await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'profile form with the current password refused');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Your data' }).click();
    await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
    await expectAccessible(page, 'profile, your data');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectAccessible(page, 'profile, delete account dialog');
    await expectButtonsInReadingOrder(page.getByRole('dialog', { name: 'Delete your account?' }), 'delete account');

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 2, name: /Order/ }).first()).toBeVisible();
    await expectAccessible(page, 'my orders');
  });

  test('contact, newsletter sign-up and unsubscribe', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel(/^Your name/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'contact with its field errors');

    await page.goto('/newsletter');
    await page
      .getByRole('main')
      .getByLabel(/^Email address/)
      .fill('chi.ha@');
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByLabel(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'newsletter sign-up page with its field error');

    await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
    await expectAccessible(page, 'newsletter unsubscribe, refused');
  });
});

/** The pages linked from the footer's customer care column, by their first heading in each language. */
const POLICY_PAGES = [
  { path: '/shop-information', en: 'Shop information', vi: 'Thông tin cửa hàng' },
  { path: '/delivery-policy', en: 'Delivery policy', vi: 'Chính sách giao hàng' },
  { path: '/returns-policy', en: 'Returns & refunds', vi: 'Đổi trả và hoàn tiền' },
  { path: '/inspection-policy', en: 'Goods inspection policy', vi: 'Chính sách kiểm hàng' },
  { path: '/privacy', en: 'Privacy Policy', vi: 'Chính sách bảo mật' },
] as const;

// One test per language: ten pages with an axe run each came within seconds of the time limit.
for (const [lang, language] of [
  ['en', 'English'],
  ['vi', 'Vietnamese'],
] as const) {
  test(`policy pages in ${language}`, async ({ page }) => {
    // The language switch's own address remembers the choice in its cookie.
    await page.goto(`/language?lang=${lang}&to=/`);
    for (const policy of POLICY_PAGES) {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy[lang] })).toBeVisible();
      await expectAccessible(page, `${policy.path} in ${lang}`);
    }
  });
}

test.describe('long words', () => {
  test('a 90-letter product name, a 300-letter search and a long email never widen a storefront page', async ({
    page,
    api,
    request,
  }) => {
    // Seven screens, each with an axe run: close to a minute on CI's two cores.
    test.slow();
    const { product, session } = await longWords(request, api);
    await signIn(page, session);

    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectAccessible(page, 'product page with a 90-letter name');

    await page.goto(`/shop?q=${product.name.slice(0, 20)}`);
    await expect(page.locator('main').getByRole('link', { name: product.name }).first()).toBeVisible();
    await expectAccessible(page, 'search results with a 90-letter name');

    await page.goto(`/shop?q=${'rau'.repeat(100)}`);
    await expect(page.getByRole('heading', { name: /Found 0 result/ })).toBeVisible();
    await expectAccessible(page, 'search results for 300 letters');

    await page.goto('/cart');
    await expect(page.locator('main').getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessible(page, 'cart with a 90-letter name');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessible(page, 'cart drawer with a 90-letter name');
    await page.keyboard.press('Escape');

    await page.goto('/orders');
    await page.getByRole('button', { name: 'View details' }).first().click();
    await expect(page.getByText(product.name)).toBeVisible();
    await expectAccessible(page, 'order lines with a 90-letter name');

    await page.goto('/profile');
    await expect(page.getByText(session.user.email).first()).toBeVisible();
    await expectAccessible(page, 'profile with a long name and email');
  });
});

test.describe('storefront in Vietnamese', () => {
  // A browser that prefers Vietnamese gets the storefront in it (language.spec.ts).
  test.use({ locale: 'vi-VN' });

  test('home, shop and product', async ({ page, api }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'home in Vietnamese');

    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: /Tất cả sản phẩm/ })).toBeVisible();
    await expectAccessible(page, 'shop in Vietnamese');

    const product = await api.seededProductInStock();
    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('Chi tiết sản phẩm', { exact: true })).toBeVisible();
    await expectAccessible(page, 'product page in Vietnamese');
  });
});

test.describe('admin', () => {
  // In English, but for the product and category screens, whose texts these checks read in Vietnamese.
  test.beforeEach(async ({ page, api }) => {
    await chooseLanguage(page, 'en');
    await signIn(page, await api.loginAdmin());
  });

  test('dashboard, users, orders and statistics', async ({ page, api }) => {
    // An order, so the orders list and the statistics have rows and numbers to show.
    await customerWithCart(api, true);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Orders').locator('xpath=../..')).not.toContainText('—');
    await expectAccessible(page, 'admin dashboard');

    await page.goto('/admin/users');
    await expect(page.getByRole('combobox', { name: /^Role of / }).first()).toBeVisible();
    await expectAccessible(page, 'admin users');

    await page.goto('/admin/orders');
    await expect(page.getByRole('combobox', { name: /^Status of order / }).first()).toBeVisible();
    await expectAccessible(page, 'admin orders');
    await page
      .getByRole('button', { name: /^View order / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('Shipping details')).toBeVisible();
    await expectAccessible(page, 'admin order details');
    await page.keyboard.press('Escape');

    await page.goto('/admin/stats');
    await expect(page.getByRole('heading', { name: 'Top 5 Products' })).toBeVisible();
    await expectAccessible(page, 'admin statistics');
  });

  test('tables with a 90-letter product name and a long email', async ({ page, api, request }) => {
    const { product, session } = await longWords(request, api);

    await page.goto('/admin/products');
    await page.getByRole('searchbox').fill(product.name);
    await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible();
    await expectAccessible(page, 'admin products with a 90-letter name');

    await page.goto('/admin/users');
    await page.getByRole('searchbox').fill(session.user.email);
    await expect(page.getByRole('row').filter({ hasText: session.user.name })).toBeVisible();
    await expectAccessible(page, 'admin users with a long email');

    await page.goto('/admin/orders');
    const order = page.getByRole('row').filter({ hasText: session.user.name });
    await expectAccessible(page, 'admin orders with a long name and email');
    await order.getByRole('button', { name: /^View order / }).click();
    await expect(page.getByRole('dialog').getByText(product.name)).toBeVisible();
    await expectAccessible(page, 'admin order details with a 90-letter name');
  });

  test('audit log', async ({ page, api }) => {
    // An admin action of this test's own, so the log has at least one row to show.
    const admin = await api.loginAdmin();
    const customer = await api.customerReadyToOrder();
    const renamed = `${customer.account.name} (renamed)`;
    await api.send('put', `/auth/admin/users/${customer.user._id}`, admin.token, {
      name: renamed,
      email: customer.account.email,
      phone: '0901234567',
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    });

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.account.email }).first()).toBeVisible();
    await expectAccessible(page, 'admin audit log');
  });

  test('messages', async ({ page, api }) => {
    // A message of this test's own, so the list has a row to show.
    const sender = `sender-${Date.now()}@example.com`;
    await api.send('post', '/contact', '', { name: 'Lan', email: sender, message: 'Shop có giao ở Huế không?' });

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: sender }).first()).toBeVisible();
    await expectAccessible(page, 'admin messages');
  });

  test('shop settings', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await expect(page.getByLabel('Shop name')).not.toHaveValue('');
    await expectAccessible(page, 'admin shop settings');
  });

  test('products and categories with their forms', async ({ page }) => {
    await chooseLanguage(page, 'vi');
    await page.goto('/admin/products');
    await expect(page.getByRole('button', { name: /^Sửa / }).first()).toBeVisible();
    await expectAccessible(page, 'admin products');
    const add = page.getByRole('button', { name: 'Thêm sản phẩm' });
    await add.click();
    const form = page.getByRole('dialog', { name: 'Thêm sản phẩm mới' });
    await expect(form.getByLabel('Tên sản phẩm')).toBeFocused();
    // The page behind a modal is out of reach of screen readers and Tab until it closes: the form is the
    // document's modal dialog (the browser makes the rest inert), and a control behind it cannot take focus.
    const reachable = () =>
      page
        .getByRole('main')
        .getByRole('button', { name: 'Thêm sản phẩm' })
        .evaluate((button) => {
          button.focus();
          return document.activeElement === button && document.querySelector('dialog:modal') === null;
        });
    expect(await form.evaluate((dialog) => dialog.matches('dialog:modal'))).toBe(true);
    expect(await reachable()).toBe(false);
    await expectAccessible(page, 'admin product form');
    await expectButtonsInReadingOrder(form, 'admin product form');
    await form.getByLabel('Tên sản phẩm').focus();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();
    expect(await reachable()).toBe(true);

    await page.goto('/admin/categories');
    await expect(page.getByRole('button', { name: /^Sửa / }).first()).toBeVisible();
    await expectAccessible(page, 'admin categories');
    await page.getByRole('button', { name: /^Sửa / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Chỉnh sửa danh mục' })).toBeVisible();
    await expectAccessible(page, 'admin category form');
  });
});
