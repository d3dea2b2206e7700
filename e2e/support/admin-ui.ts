import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { baseUrl } from './shop';

export type AdminSection =
  | 'Dashboard'
  | 'Users'
  | 'Products'
  | 'Categories'
  | 'Orders'
  | 'Bank transfers'
  | 'E-invoices'
  | 'Statistics'
  | 'Search'
  | 'Delivery'
  | 'Shop settings';

export type Language = 'en' | 'vi';

/** What the sidebar names each screen and the heading it opens with, in each language of the admin. */
const SECTIONS: Record<Language, Record<AdminSection, { link: string; heading: string }>> = {
  en: {
    Dashboard: { link: 'Dashboard', heading: 'Dashboard' },
    Users: { link: 'Users', heading: 'Users' },
    Products: { link: 'Products', heading: 'Products' },
    Categories: { link: 'Categories', heading: 'Categories' },
    Orders: { link: 'Orders', heading: 'Orders' },
    'Bank transfers': { link: 'Bank transfers', heading: 'Bank transfers' },
    'E-invoices': { link: 'E-invoices', heading: 'E-invoices' },
    Statistics: { link: 'Statistics', heading: 'Statistics' },
    Search: { link: 'Search', heading: 'Search' },
    Delivery: { link: 'Delivery', heading: 'Delivery' },
    'Shop settings': { link: 'Shop settings', heading: 'Shop settings' },
  },
  vi: {
    Dashboard: { link: 'Tổng quan', heading: 'Tổng quan' },
    Users: { link: 'Người dùng', heading: 'Người dùng' },
    Products: { link: 'Sản phẩm', heading: 'Quản lý sản phẩm' },
    Categories: { link: 'Danh mục', heading: 'Quản lý danh mục' },
    Orders: { link: 'Đơn hàng', heading: 'Đơn hàng' },
    'Bank transfers': { link: 'Chuyển khoản ngân hàng', heading: 'Chuyển khoản ngân hàng' },
    'E-invoices': { link: 'Hóa đơn điện tử', heading: 'Hóa đơn điện tử' },
    Statistics: { link: 'Thống kê', heading: 'Thống kê' },
    Search: { link: 'Tìm kiếm', heading: 'Tìm kiếm' },
    Delivery: { link: 'Giao hàng', heading: 'Giao hàng' },
    'Shop settings': { link: 'Cài đặt cửa hàng', heading: 'Cài đặt cửa hàng' },
  },
};

const MENU = { en: { open: 'Open admin menu', nav: 'Admin' }, vi: { open: 'Mở menu quản trị', nav: 'Quản trị' } };

/**
 * Chooses the language of the shop for this page's browser, as the language switch does: the `lang` cookie.
 * The admin speaks Vietnamese without it, so a spec that reads the admin in English says so.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseUrl() }]);
}

/** The heading an admin screen opens with in `language`. */
export const adminHeading = (section: AdminSection, language: Language) => SECTIONS[language][section].heading;

/** Follows the admin sidebar to a screen, in the language the page is in, opening the folded menu first on a phone. */
export async function openAdminSection(page: Page, section: AdminSection): Promise<void> {
  // Before hydration the menu button does nothing, and before the screen renders neither is visible yet:
  // asked at once, a loaded machine answered "no menu button" on a phone and the link never showed.
  await waitForHydration(page);
  const language: Language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'vi';
  const { link: name, heading } = SECTIONS[language][section];
  const menuButton = page.getByRole('button', { name: MENU[language].open });
  const link = page.getByRole('navigation', { name: MENU[language].nav }).getByRole('link', { name, exact: true });
  await expect(menuButton.or(link)).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
