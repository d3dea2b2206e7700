import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

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

/** The heading each admin screen opens with (the product, category and delivery screens are in Vietnamese). */
const HEADINGS: Record<AdminSection, string> = {
  Dashboard: 'Dashboard',
  Users: 'Users',
  Products: 'Quản lý sản phẩm',
  Categories: 'Quản lý danh mục',
  Orders: 'Orders',
  'Bank transfers': 'Bank transfers',
  'E-invoices': 'E-invoices',
  Statistics: 'Statistics',
  Search: 'Search',
  Delivery: 'Giao hàng',
  'Shop settings': 'Shop settings',
};

/** Follows the admin sidebar to a screen, opening the folded menu first on a phone. */
export async function openAdminSection(page: Page, section: AdminSection): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open admin menu' });
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: section, exact: true });
  // Before hydration the menu button does nothing, and before the screen renders neither is visible yet:
  // asked at once, a loaded machine answered "no menu button" on a phone and the link never showed.
  await waitForHydration(page);
  await expect(menuButton.or(link)).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS[section] })).toBeVisible();
}
