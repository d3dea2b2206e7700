// A shopper who uses only the keyboard: from a product page to a placed order with Tab, Shift+Tab, Enter
// and Space. Every stop on the way must show where the focus is.
import type { Page } from '@playwright/test';
import { expect, signIn, test, type Session } from './support/fixtures';
import { waitForHydration } from './support/hydration';

interface FocusStop {
  /** Tag, role and accessible-ish name of the focused element, for messages and matching. */
  description: string;
  name: string;
  /** Why the focus cannot be seen, or null when it can. */
  invisibleBecause: string | null;
}

/**
 * What has the focus and whether a sighted keyboard user can tell: it must match :focus-visible and draw an
 * outline or a ring (box-shadow) it does not have at rest. A colour change of the border or background
 * alone is too faint to count.
 */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { description: 'nothing (the page body)', name: '', invisibleBecause: 'nothing has the focus' };
    }
    const label = element.getAttribute('aria-label') ?? element.innerText?.trim() ?? '';
    const name = label || (element instanceof HTMLInputElement ? (element.labels?.[0]?.innerText.trim() ?? '') : '');
    const description = `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> "${name}"`;
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const look = () => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
      return { outline, shadow: style.boxShadow };
    };
    const focused = look();
    const focusVisible = element.matches(':focus-visible');
    const box = element.getBoundingClientRect();
    element.blur();
    const resting = look();
    element.focus();
    let invisibleBecause: string | null = null;
    if (!focusVisible) invisibleBecause = 'it does not match :focus-visible';
    else if (box.width < 2 || box.height < 2) invisibleBecause = 'it has no size on screen';
    else if (!focused.outline && focused.shadow === resting.shadow)
      invisibleBecause = 'it shows no outline or ring when focused';
    return { description, name, invisibleBecause };
  });
}

/** Presses `key` until the focus lands on the control named `name`, checking every stop on the way. */
async function tabTo(
  page: Page,
  name: string | RegExp,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  maxStops = 60,
): Promise<void> {
  const visited: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(key);
    const focus = await focusStop(page);
    visited.push(focus.description);
    expect
      .soft(focus.invisibleBecause, `focus on ${focus.description} cannot be seen: ${focus.invisibleBecause}`)
      .toBeNull();
    if (typeof name === 'string' ? focus.name === name : name.test(focus.name)) return;
  }
  throw new Error(`${key} never reached "${name}" in ${maxStops} stops; it went through:\n${visited.join('\n')}`);
}

/** After a key press that should leave the focus somewhere known: it is there, and it shows. */
async function expectFocusOn(page: Page, name: string): Promise<void> {
  const focus = await focusStop(page);
  expect(focus.name, `the focus is on ${focus.description}`).toBe(name);
  expect(focus.invisibleBecause, `focus on ${focus.description} cannot be seen: ${focus.invisibleBecause}`).toBeNull();
}

test('a keyboard-only shopper adds a product to the cart, checks out and sees the order', async ({ page, api }) => {
  const customer = await api.customerReadyToOrder();
  const user = await api.get<Session['user']>('/auth/profile', customer.token);
  await signIn(page, { token: customer.token, user });
  const product = await api.seededProductInStock();

  await page.goto(`/shop/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForHydration(page);

  await tabTo(page, 'Increase quantity');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await tabTo(page, 'Add To Cart');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${product.name} (×2) added to your cart`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  await expectFocusOn(page, 'Add To Cart');

  // Back up to the header's cart, which opens the cart drawer with the focus inside it.
  await tabTo(page, /^Cart/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Shopping cart/ });
  await expect(drawer).toBeVisible();
  await expectFocusOn(page, 'Close cart');
  await tabTo(page, 'Checkout');
  await page.keyboard.press('Enter');

  // The drawer's Checkout leads to /checkout; the customer's profile address is the one choice there.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.locator('main')).toContainText(product.name);
  // A shopper presses Place order once the address is there: before the address book loads there is no choice.
  await expect(page.getByRole('radio', { name: /My profile address/ })).toBeChecked();
  await tabTo(page, 'Place order');
  await page.keyboard.press('Space');

  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const orders = await api.get<{ status: string; itemCount: number }[]>('/orders', customer.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'processing', itemCount: 1 });
  const order = page.locator('main article');
  await expect(order).toContainText('Processing');
  await tabTo(page, 'View details');
  await page.keyboard.press('Enter');
  await expect(order).toContainText(product.name);
});
