// A shopper who reads Vietnamese goes from the home page to a placed order without meeting one English
// sentence the shop could have said in Vietnamese, then switches back to English.
import type { Page } from '@playwright/test';
import { englishOn, expectNoEnglish } from './support/english';
import { expect, newAccount, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/** The switch a shopper can see: the header's on a desktop, the footer's on a phone. */
const languageSwitch = (page: Page, name: 'Language' | 'Ngôn ngữ') => page.getByRole('group', { name });
const header = (page: Page) => page.getByRole('banner');

test('a Vietnamese shopper browses, searches, fills the cart, registers and orders, all in Vietnamese', async ({
  page,
  api,
}) => {
  // The whole journey through every storefront and policy page: about a minute on CI's two cores.
  test.slow();
  const product = await api.seededProductInStock();
  const account = newAccount();

  await page.goto('/');
  await waitForHydration(page);
  await languageSwitch(page, 'Language').getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await waitForHydration(page);
  await expectNoEnglish(page, 'home page');

  const pages = ['/about', '/categories', '/shop', `/shop?category=${product.category._id}`, '/contact'];
  const policies = [
    '/shop-information',
    '/delivery-policy',
    '/returns-policy',
    '/inspection-policy',
    '/privacy',
    '/terms',
  ];
  for (const path of [...pages, ...policies, '/newsletter/unsubscribe?token=x', '/no-such-page']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoEnglish(page, `page ${path}`);
  }

  const search = header(page).getByRole('combobox', { name: 'Tìm sản phẩm' });
  await search.fill(product.name);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tìm thấy \d+ kết quả cho /);
  await expectNoEnglish(page, 'search results');
  await page.goto(`/shop?q=${encodeURIComponent('zzzz không có')}`);
  await expectNoEnglish(page, 'empty search results');

  await page.goto(`/shop/${product._id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
  await expectNoEnglish(page, 'product page');
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: product.name })).toBeVisible();
  await expectNoEnglish(page, 'product page after adding to the cart');

  const cartButton = header(page).getByRole('button', { name: /^Giỏ hàng\s*, 1 sản phẩm/ });
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: /^Giỏ hàng/ });
  await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
  await expectNoEnglish(page, 'cart drawer');
  await drawer.getByRole('link', { name: 'Thanh toán' }).click();
  await expect(page.getByText('Vui lòng đăng nhập để thanh toán', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
  await waitForHydration(page);
  await expectNoEnglish(page, 'login page');

  await page.getByRole('main').getByRole('link', { name: 'Đăng ký' }).click();
  await expect(page).toHaveURL(/\/register/);
  await waitForHydration(page);
  await expectNoEnglish(page, 'register page');
  // A refused form speaks Vietnamese too.
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expectNoEnglish(page, 'register page with field errors');
  await page.getByLabel('Họ và tên').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /Tôi đồng ý với/ }).check();
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // Registering comes back to the checkout it was asked from.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByText('Đăng ký thành công! Chào mừng bạn đến với cộng đồng của chúng tôi.', { exact: true }),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoEnglish(page, 'checkout page after registering');

  await expect(page.getByRole('complementary', { name: 'Tóm tắt đơn hàng' })).toContainText(product.name);
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page).toHaveURL(/\/profile\?redirectTo=%2Fcheckout$/);
  await expectNoEnglish(page, 'profile page asking for delivery details');

  await page.getByLabel('Số điện thoại', { exact: true }).fill('0912 345 678');
  await page.getByLabel('Địa chỉ', { exact: true }).fill('45 Trần Phú, Phường Hải Châu, Đà Nẵng');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await expectNoEnglish(page, 'checkout page after saving the delivery details');

  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await expect(page.getByText('Đặt hàng thành công!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expectNoEnglish(page, 'orders page');
  await page.getByRole('button', { name: 'Xem chi tiết' }).first().click();
  await expect(page.getByRole('main').getByText(product.name, { exact: true })).toBeVisible();
  await expectNoEnglish(page, 'order details');

  await languageSwitch(page, 'Ngôn ngữ').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View details' }).first()).toBeVisible();
  // The same check finds the English it is there to find.
  expect(await englishOn(page)).toEqual(expect.arrayContaining(['My Orders', 'View details']));
});
