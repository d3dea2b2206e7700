// The admin at work, through the admin screens: roles, products, orders, statistics and categories.
// Other tests share the database and run at the same time, so every check is about this test's own data
// or a change in one direction, never an absolute count.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatVnd, translate } from '@veggie/contract';
import { adminHeading, chooseLanguage, openAdminSection, type Language } from './support/admin-ui';
import { expect, newAccount, signIn, test, type Session } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { solidPng } from './support/png';
import { admin } from './support/shop';

const unique = () => randomUUID().slice(0, 8);

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng() });

interface Category {
  _id: string;
  name: string;
}

/** Arranges a product through the admin API (multipart, like the admin form sends). */
async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: { name: string; price: number; stock: number; category: string },
): Promise<{ _id: string; name: string; price: number }> {
  const response = await request.post('/api/products/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, description: 'Rau sạch cho kiểm thử đầu cuối.', image: png('product.png') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; name: string; price: number } }).data;
}

async function createCategory(request: APIRequestContext, token: string, name: string): Promise<Category> {
  const response = await request.post('/api/categories/admin/categories', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, image: png('category.png') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Category }).data;
}

/** The number a statistics tile shows ("12", "1,250,000 ₫"), as a number; money must be in the English format. */
async function tileNumber(page: Page, label: string): Promise<number> {
  const value = page.getByText(label, { exact: true }).locator('xpath=../../p');
  await expect(value).not.toHaveText('—');
  const text = await value.innerText();
  const number = Number(text.replace(/\D/g, ''));
  if (text.includes('₫')) expect(text).toBe(formatVnd(number, 'en'));
  return number;
}

/** The admin's dashboard, signed in, in the language the test reads the admin in. */
async function openAdmin(page: Page, session: Session, language: Language) {
  await chooseLanguage(page, language);
  await signIn(page, session);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: adminHeading('Dashboard', language) })).toBeVisible();
}

test('the admin logs in and makes a customer an admin', { tag: '@one-width' }, async ({ page, api }) => {
  const customer = newAccount('Nhân viên');
  await api.register(customer);

  await chooseLanguage(page, 'en');
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Logging in loads the home page afresh.
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  // The way in is the account menu, which lives in the folded header menu on a phone.
  const headerMenu = page.getByRole('button', { name: 'Open menu' });
  if (await headerMenu.isVisible()) await headerMenu.click();
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openAdminSection(page, 'Users');
  await page.getByLabel('Search users').fill(customer.email);
  const role = page.getByRole('combobox', { name: `Role of ${customer.name}` });
  await expect(role).toHaveValue('user');
  await role.selectOption({ label: 'Admin' });
  await expect(page.getByText('User role updated successfully')).toBeVisible();

  // What the server kept, not just what the select shows: a fresh page and the admin filter.
  await page.reload();
  await page.getByLabel('Filter by role').selectOption({ label: 'Admin' });
  await page.getByLabel('Search users').fill(customer.email);
  await expect(page.getByRole('combobox', { name: `Role of ${customer.name}` })).toHaveValue('admin');
  expect((await api.login(customer.email, customer.password)).user.role).toBe('admin');
});

test('a new product with its photo, repriced, is on sale in the shop', { tag: '@one-width' }, async ({ page, api }) => {
  const session = await api.loginAdmin();
  const [category] = await api.get<Category[]>('/categories');
  if (!category) throw new Error('the seed has no categories');
  const name = `Cải bó xôi E2E ${unique()}`;

  await openAdmin(page, session, 'vi');
  await openAdminSection(page, 'Products');
  await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm sản phẩm mới' });
  await expect(form.getByLabel('Tên sản phẩm')).toBeFocused();
  await form.getByLabel('Tên sản phẩm').fill(name);
  await form.getByLabel('Tên tiếng Anh').fill('Organic spinach');
  await form.getByLabel('Mô tả').fill('Cải bó xôi hữu cơ từ Đà Lạt, bó 300 g.');
  await form.getByLabel('Giá (VNĐ)', { exact: true }).fill('45000');
  await form.getByLabel('Đơn vị bán', { exact: true }).fill('bó 300 g');
  await form.getByLabel('Đơn vị bán (tiếng Anh)').fill('bunch of 300 g');
  await form.getByLabel('Tồn kho').fill('30');
  await form.getByLabel('Danh mục').selectOption({ label: category.name });
  await form.getByLabel('Hình ảnh sản phẩm').setInputFiles(png('cai-bo-xoi.png'));
  await expect(form.getByRole('img', { name: 'Ảnh mới đã chọn' })).toBeVisible();
  await form.getByRole('button', { name: 'Thêm sản phẩm' }).click();
  await expect(page.getByText('Đã thêm sản phẩm')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByLabel('Tìm kiếm sản phẩm').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatVnd(45_000, 'vi'));
  await expect(row).toContainText('bó 300 g');
  await expect(row).toContainText(category.name);

  await row.getByRole('button', { name: `Sửa ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Chỉnh sửa sản phẩm' });
  await expect(edit.getByRole('img', { name: 'Ảnh hiện tại' })).toBeVisible();
  await edit.getByLabel('Giá (VNĐ)', { exact: true }).fill('50000');
  await edit.getByLabel('Giá khuyến mãi (VNĐ)').fill('42000');
  await edit.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(page.getByText('Đã cập nhật sản phẩm')).toBeVisible();
  await expect(row).toContainText(formatVnd(42_000, 'vi'));
  await expect(row).toContainText(formatVnd(50_000, 'vi'));

  // A shopper finds it with the header search and sees the sale price per unit (in the English page's format),
  // the English name and the photo that was uploaded.
  await chooseLanguage(page, 'en');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Search products' }).fill(name);
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Found 1 result/ })).toBeVisible();
  await page.locator('main').getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detail = page.locator('main article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(detail).toContainText(`${formatVnd(42_000, 'en')} / per bunch of 300 g`);
  await expect(detail).toContainText(formatVnd(50_000, 'en'));
  await expect(detail).toContainText('Organic spinach');
  const photo = detail.getByRole('img', { name });
  await expect(photo).toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test(
  'an order goes from processing to shipped to delivered, and the statistics count it',
  { tag: '@one-width' },
  async ({ page, api, request }) => {
    const session = await api.loginAdmin();
    const [category] = await api.get<Category[]>('/categories');
    if (!category) throw new Error('the seed has no categories');
    // A product of this test's own, bought in a quantity no other test buys, so it tops the best sellers.
    const product = await createProduct(request, session.token, {
      name: `Bí đỏ E2E ${unique()}`,
      price: 31_000,
      stock: 900,
      category: category._id,
    });

    await openAdmin(page, session, 'en');
    await openAdminSection(page, 'Statistics');
    const ordersBefore = await tileNumber(page, 'Total Orders');
    const revenueBefore = await tileNumber(page, 'Total Revenue');

    const customer = await api.customerReadyToOrder();
    await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 700 });
    const order = await api.send<{ _id: string; totalAmount: number }>('post', '/orders', customer.token);
    expect(order.totalAmount).toBe(700 * 31_000);
    const shortId = `#${order._id.slice(-8).toUpperCase()}`;

    await openAdminSection(page, 'Orders');
    const status = page.getByRole('combobox', { name: `Status of order ${shortId}` });
    await expect(status).toHaveValue('processing');
    // The select asks first; a cash order marked delivered has its cash recorded in the same step (ticked).
    for (const [value, label, done] of [
      ['shipped', 'Shipped', 'Order status updated successfully'],
      ['delivered', 'Delivered', 'Order delivered and cash recorded'],
    ] as const) {
      await status.selectOption(value);
      const confirm = page.getByRole('dialog', { name: `Change the status of order ${shortId}?` });
      await expect(confirm).toContainText(`The shopper is emailed about it at ${customer.account.email}.`);
      await confirm.getByRole('button', { name: 'Change status' }).click();
      await expect(page.getByText(done).first()).toBeVisible();
      await expect(status).toHaveValue(value);
      await page.getByRole('button', { name: `View order ${shortId}` }).click();
      const details = page.getByRole('dialog', { name: `Order ${shortId}` });
      await expect(details.getByText(label, { exact: true })).toBeVisible();
      await expect(details).toContainText(customer.account.email);
      await expect(details).toContainText(formatVnd(order.totalAmount, 'en'));
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(details).toBeHidden();
    }
    await page.getByLabel('Filter by status').selectOption({ label: 'Delivered' });
    await expect(page.getByRole('combobox', { name: `Status of order ${shortId}` })).toHaveValue('delivered');

    await openAdminSection(page, 'Statistics');
    // The screen shows its cached numbers until the refetch lands, hence the polling. Other tests may place
    // orders meanwhile: at least this order was added.
    await expect.poll(() => tileNumber(page, 'Total Orders')).toBeGreaterThanOrEqual(ordersBefore + 1);
    await expect
      .poll(() => tileNumber(page, 'Total Revenue'))
      .toBeGreaterThanOrEqual(revenueBefore + order.totalAmount);
    // Other tests pick "some product in stock" and may buy a unit or two of ours too.
    const bestSeller = page
      .getByRole('region', { name: 'Top 5 Products' })
      .getByRole('listitem')
      .filter({ hasText: product.name });
    const sold = Number((await bestSeller.getByText(/ sold$/).innerText()).replace(/\D/g, ''));
    expect(sold).toBeGreaterThanOrEqual(700);
    await expect(bestSeller).toContainText(formatVnd(sold * product.price, 'en'));
  },
);

test(
  'a category is created and deleted, and one that still has products is kept',
  { tag: '@one-width' },
  async ({ page, api, request }) => {
    const session = await api.loginAdmin();
    const name = `Nấm E2E ${unique()}`;

    await openAdmin(page, session, 'vi');
    await openAdminSection(page, 'Categories');
    await page.getByRole('button', { name: 'Thêm danh mục' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm danh mục mới' });
    await form.getByLabel('Tên danh mục').fill(name);
    await form.getByLabel('Hình ảnh danh mục').setInputFiles(png('nam.png'));
    await form.getByRole('button', { name: 'Thêm danh mục' }).click();
    await expect(page.getByText('Đã thêm danh mục')).toBeVisible();

    const search = page.getByLabel('Tìm kiếm danh mục');
    // The new row is on the unfiltered first page too: act on it only once the search (sent after a pause in
    // typing) has answered, so the delete's refresh cannot race the search's first read.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/categories/admin/categories?') && response.url().includes('search='),
    );
    await search.fill(name);
    await searched;
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0 sản phẩm');
    await row.getByRole('button', { name: `Xóa ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Xóa danh mục' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Xóa' }).click();
    await expect(page.getByText('Đã xóa danh mục')).toBeVisible();
    await expect(row).toHaveCount(0);

    // A category with a product in it: the refusal names how many products are left, in Vietnamese.
    const inUse = await createCategory(request, session.token, `Củ quả E2E ${unique()}`);
    // Out of stock, so the shoppers of other tests (who pick "a product in stock") leave it alone.
    await createProduct(request, session.token, {
      name: `Củ dền E2E ${unique()}`,
      price: 25_000,
      stock: 0,
      category: inUse._id,
    });
    await search.fill(inUse.name);
    const inUseRow = page.getByRole('row').filter({ hasText: inUse.name });
    await expect(inUseRow).toContainText('1 sản phẩm');
    await inUseRow.getByRole('button', { name: `Xóa ${inUse.name}` }).click();
    await page.getByRole('dialog', { name: 'Xóa danh mục' }).getByRole('button', { name: 'Xóa' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText(
      translate('categoryHasProducts', 'vi', { count: 1 }),
    );
    await expect(inUseRow).toBeVisible();
  },
);
