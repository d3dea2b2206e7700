// The storefront as a shopper sees it, at either size: on a phone the header's navigation and account
// links sit behind the menu button, on a desktop they are in the header itself.
import { expect, type Locator, type Page } from '@playwright/test';

/** Tailwind's `lg` breakpoint, where the header shows its navigation instead of the menu button. */
const LARGE_SCREEN = 1024;

export class Storefront {
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
  }

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? LARGE_SCREEN) < LARGE_SCREEN;
  }

  /**
   * Opens a storefront page and waits until it has hydrated: the account corner is a placeholder until
   * the browser knows the session, and clicks before hydration would go nowhere.
   */
  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    await this.hydrated();
  }

  /** Resolves once the header shows the session (Login or My Account), which happens only after hydration. */
  async hydrated(): Promise<void> {
    // On a phone the account corner is rendered but hidden until the menu opens (then it is there twice).
    const account = this.header
      .getByRole('link', { name: 'Login', includeHidden: true })
      .or(this.header.getByRole('button', { name: 'My Account', includeHidden: true }));
    await expect(account.first()).toBeAttached();
  }

  /** The part of the header with the page links and the account corner, opening the phone menu if needed. */
  async navigation(): Promise<Locator> {
    await this.hydrated();
    if (!this.isPhone) return this.header;
    const mobileMenu = this.page.getByRole('navigation', { name: 'Mobile' });
    if (!(await mobileMenu.isVisible())) {
      await this.header.getByRole('button', { name: 'Open menu' }).click();
      await expect(mobileMenu).toBeVisible();
    }
    return mobileMenu;
  }

  /** Follows one of the header's page links (Home, About, Shop, Categories, Contact). */
  async goTo(linkName: 'Home' | 'About' | 'Shop' | 'Categories' | 'Contact'): Promise<void> {
    const nav = await this.navigation();
    const scope = this.isPhone ? nav : nav.getByRole('navigation', { name: 'Main' });
    await scope.getByRole('link', { name: linkName, exact: true }).click();
  }

  /** Types into the header search box and presses Enter. */
  async search(text: string): Promise<void> {
    const box = this.header.getByRole('combobox', { name: 'Search products' });
    await box.fill(text);
    await box.press('Enter');
  }

  /** Opens the My Account menu and returns it. */
  async accountMenu(): Promise<Locator> {
    const nav = await this.navigation();
    await nav.getByRole('button', { name: 'My Account' }).click();
    const menu = this.page.getByRole('menu', { name: 'My Account' });
    await expect(menu).toBeVisible();
    return menu;
  }

  async logout(): Promise<void> {
    const menu = await this.accountMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  }

  async expectLoggedIn(): Promise<void> {
    const nav = await this.navigation();
    await expect(nav.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  }

  async expectLoggedOut(): Promise<void> {
    const nav = await this.navigation();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  }

  /** The header's Cart button; its name carries the item count once there is one ("Cart, 2 items"). */
  get cartButton(): Locator {
    return this.header.getByRole('button', { name: /^Cart\b/ });
  }

  async openCart(): Promise<Locator> {
    await this.cartButton.click();
    const drawer = this.page.getByRole('dialog', { name: /^Shopping cart/ });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** A toast (or any other announcement) with exactly this text. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** Fills the login form (on /login) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * From now on `signIn` stops putting its session back on each page load, so a logout or a revoked token
 * behaves as it would for a real shopper.
 */
export async function stopSigningIn(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1'));
}

/** `text` as a regular expression that matches it literally (product names may hold `(`, `.` or `+`). */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
