// The admin speaks one language as a whole (contract, "The owner's day"): Vietnamese until the owner chooses
// otherwise, whatever the browser asks for, and English after the switch in its sidebar, which sets the same
// `lang` cookie as the storefront's. Each screen checked in both languages, by keyboard, with axe at both widths.
import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { adminHeading, openAdminSection, type Language } from './support/admin-ui';
import { expectNoEnglish } from './support/english';
import { expect, signIn, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const SWITCH = {
  vi: { group: 'Ngôn ngữ', menu: 'Mở menu quản trị', other: 'English' },
  en: { group: 'Language', menu: 'Open admin menu', other: 'Tiếng Việt' },
} as const;

/** What each screen shows in each language, besides its heading. */
const SCREENS = {
  vi: {
    usersSearch: 'Tìm người dùng',
    zones: 'Khu vực giao hàng',
    save: 'Lưu cài đặt',
    slotLoad: 'Số đơn theo khung giờ',
  },
  en: { usersSearch: 'Search users', zones: 'Delivery zones', save: 'Save settings', slotLoad: 'Slot load' },
} as const;

/** Presses the other language in the sidebar by keyboard (opening the folded menu on a phone first). */
async function switchLanguage(page: Page, from: Language) {
  await waitForHydration(page);
  const words = SWITCH[from];
  const menu = page.getByRole('button', { name: words.menu });
  if (await menu.isVisible()) {
    await menu.focus();
    await page.keyboard.press('Enter');
  }
  const other = page.getByRole('group', { name: words.group }).getByRole('button', { name: words.other });
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  await other.focus();
  // The choice loads the same page again as a new document, in the other language.
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const cookies = await page.context().cookies();
  if (language === 'en') expect(cookies).toContainEqual(expect.objectContaining({ name: 'lang', value: 'en' }));
}

/**
 * Users, delivery and settings, each with a text of its own in `language`; in Vietnamese, users and delivery with
 * no English (the settings list the banks by their brand names, "AB Bank").
 */
async function visitScreens(page: Page, language: Language) {
  const words = SCREENS[language];
  await openAdminSection(page, 'Users');
  await expect(page.getByRole('searchbox', { name: words.usersSearch })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${language === 'vi' ? 'Quản lý người dùng' : 'Admin users'} · `));
  if (language === 'vi') await expectNoEnglish(page, 'admin users', 'admin');

  await openAdminSection(page, 'Delivery');
  await expect(page.getByRole('region', { name: words.zones, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: words.slotLoad })).toBeVisible();
  if (language === 'vi') await expectNoEnglish(page, 'admin delivery', 'admin');

  await openAdminSection(page, 'Shop settings');
  await expect(page.getByRole('button', { name: words.save, exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, `admin settings in ${language}`);
}

// It checks its screens at both widths itself: the phone project need not run it again.
test(
  'an admin reads the admin in Vietnamese, switches it to English and back',
  { tag: '@one-width' },
  async ({ page, api }) => {
    // No `lang` cookie, and a browser that asks for English (Playwright's en-US): the admin is still Vietnamese.
    await signIn(page, await api.loginAdmin());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: adminHeading('Dashboard', 'vi') })).toBeVisible();
    await expectLanguage(page, 'vi');
    await visitScreens(page, 'vi');

    await switchLanguage(page, 'vi');
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: adminHeading('Shop settings', 'en') })).toBeVisible();
    // visitScreens checks this screen with axe again, in English: once is enough.
    await visitScreens(page, 'en');
    // The choice holds after a reload: the cookie, not the page, remembers it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: adminHeading('Shop settings', 'en') })).toBeVisible();

    await switchLanguage(page, 'en');
    await expectLanguage(page, 'vi');
    await expect(page.getByRole('heading', { level: 1, name: adminHeading('Shop settings', 'vi') })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies).toContainEqual(expect.objectContaining({ name: 'lang', value: 'vi' }));
  },
);
