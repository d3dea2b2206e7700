// The storefront in two languages: the switch in the header (the footer on phones) remembers the choice
// in a cookie, the server renders the page in it from the first paint, and a browser that prefers
// Vietnamese is offered it first.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/** The language switch a shopper can see: the header's on a desktop, the footer's on a phone. */
const languageSwitch = (page: Page, name: 'Language' | 'Ngôn ngữ') => page.getByRole('group', { name });

async function expectVietnamese(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(languageSwitch(page, 'Ngôn ngữ').getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a shopper switches to Tiếng Việt, keeps it on other pages and after a reload, and switches back', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Explore Now' })).toBeVisible();
  await languageSwitch(page, 'Language').getByRole('button', { name: 'Tiếng Việt' }).click();

  await expectVietnamese(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Rau củ quả hữu cơ từ nông trại Việt Nam · Veggie Market');
  await expect(page.getByRole('link', { name: 'Khám phá ngay' })).toBeVisible();

  await page.goto('/shop?q=rau');
  await expectVietnamese(page);
  await expect(page.getByRole('heading', { name: /^Tìm thấy \d+ kết quả cho "rau"$/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tìm sản phẩm' })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expectVietnamese(page);
  await expect(page.getByRole('heading', { name: /^Tìm thấy \d+ kết quả cho "rau"$/ })).toBeVisible();

  // Back by keyboard, to the same search.
  const english = languageSwitch(page, 'Ngôn ngữ').getByRole('button', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/shop\?q=rau$/);
  await expect(page.getByRole('heading', { name: /^Found \d+ result\(s\) for "rau"$/ })).toBeVisible();
  await expect(languageSwitch(page, 'Language').getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('a browser that prefers Vietnamese', () => {
  test.use({ locale: 'vi-VN' });

  test('gets the storefront in Vietnamese on its first visit', async ({ page }) => {
    await page.goto('/shop');
    await expectVietnamese(page);
    await expect(page.getByRole('heading', { name: /^Tất cả sản phẩm \(\d+\)$/ })).toBeVisible();
    await expect(page).toHaveTitle('Cửa hàng · Veggie Market');
  });
});
