// A shopper's way through the shop: browse and search, fill a cart as a guest, register, check out.
import { expect, newAccount, test, type ShopApi } from './support/fixtures';
import { literal, Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** A seeded product in stock, and how many products a search for its name finds. */
async function searchableProduct(api: ShopApi) {
  const product = await api.seededProductInStock();
  const found = await api.get<{ pagination: { totalItems: number } }>(
    `/products?q=${encodeURIComponent(product.name)}`,
  );
  return { product, resultCount: found.pagination.totalItems };
}

const shortOrderId = (id: string) => `#${id.slice(-8).toUpperCase()}`;

test('home, header search, shop pages and a category lead to a product page', async ({ page, api }) => {
  const { product, resultCount } = await searchableProduct(api);
  const shop = new Storefront(page);
  const productCards = page.getByRole('article');

  await shop.visit('/');
  await expect(page).toHaveTitle(/Veggie Market/);
  await expect(page.getByRole('heading', { level: 1, name: '100% Natural Food' })).toBeVisible();
  const ourProducts = page.getByRole('region', { name: 'Our Products' });
  await expect(ourProducts.getByRole('article')).toHaveCount(8);

  // The search text is trimmed on its way into the URL and the heading.
  await shop.search(`   ${product.name}  `);
  await expect(page).toHaveURL(`/shop?${new URLSearchParams({ q: product.name })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Found ${resultCount} result(s) for "${product.name}"`,
  );
  await expect(productCards.getByRole('heading', { name: product.name, exact: true })).toBeVisible();

  // A blank search is no filter at all.
  await shop.search('    ');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^All products \(\d+\)$/);
  await expect(productCards).toHaveCount(12);

  const pageOneNames = await productCards.getByRole('heading', { level: 3 }).allTextContents();
  const pages = page.getByRole('navigation', { name: 'Product pages' });
  await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(pages.getByLabel('Page 2', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(productCards.first()).not.toHaveText(new RegExp(literal(pageOneNames[0]!)));
  const pageTwoNames = await productCards.getByRole('heading', { level: 3 }).allTextContents();
  expect(pageTwoNames.length).toBeGreaterThan(0);
  expect(pageTwoNames).not.toEqual(pageOneNames);
  // Back to page 1: the page parameter goes away.
  await pages.getByRole('link', { name: 'Prev' }).click();
  await expect(page).toHaveURL(/\/shop$/);

  await shop.goTo('Categories');
  await expect(page).toHaveURL(/\/categories$/);
  await page
    .getByRole('link', { name: new RegExp(`^${literal(product.category.name)} Explore products in this category`) })
    .click();
  await expect(page).toHaveURL(`/shop?category=${product.category._id}`);
  await expect(page.getByRole('link', { name: `Clear the category filter ${product.category.name}` })).toBeVisible();
  const filter = page.getByRole('navigation', { name: 'Categories' });
  await expect(
    filter.getByRole('link', { name: new RegExp(`^${literal(product.category.name)} \\d+$`) }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(productCards.first()).toContainText(product.category.name);

  const card = productCards.filter({ hasNotText: 'Out of stock' }).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
});

test('a guest cart survives registration and becomes an order once the profile has phone and address', async ({
  page,
  api,
}) => {
  const product = await api.seededProductInStock();
  const account = newAccount();
  const shop = new Storefront(page);

  // As a guest: into the cart from the product page.
  await shop.visit(`/shop/${product._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(shop.message(`${product.name} (×1) added to your cart`)).toBeVisible();
  await expect(shop.cartButton).toHaveAccessibleName(/1 item/);
  // The toast leaves the sticky header (menu, cart, account) uncovered, on a phone too.
  const toastBox = await page.locator('.Toastify__toast').first().boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);

  const drawer = await shop.openCart();
  await expect(drawer).toHaveAccessibleName('Shopping cart (1)');
  await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
  await expect(drawer.getByText('Shipping and taxes calculated at checkout.')).toBeVisible();
  // The drawer's Checkout leads to /checkout, which asks a guest to log in first and to come back.
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(drawer).toBeHidden();
  await expect(shop.message('Please login to checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);

  // Registering merges the guest cart into the account's server cart, and comes back to the cart.
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcheckout$/);
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Raised before the full reload, shown by the page it opens (for 3 s: checked before the header).
  await expect(page.getByText('Registration successful! Welcome to our community.')).toBeVisible();
  await shop.hydrated();
  await shop.expectLoggedIn();
  await expect(shop.cartButton).toHaveAccessibleName(/1 item/);
  const { token } = await api.login(account.email, account.password);
  const serverCart = await api.get<{ product: { _id: string }; quantity: number }[]>('/cart', token);
  expect(serverCart.map((line) => [line.product._id, line.quantity])).toEqual([[product._id, 1]]);

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(product.name);

  // No address and no phone or address in the profile: Place order sends the customer to the profile's
  // form, and back to /checkout once saved, where the profile's address is the one choice.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.message('Please update your phone and address before checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?redirectTo=%2Fcheckout$/);

  await page.getByLabel('Phone', { exact: true }).fill('0912 345 678');
  await page.getByLabel('Address', { exact: true }).fill('45 Trần Phú, Hải Châu, Đà Nẵng');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(shop.message('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /My profile address/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.message('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(shop.cartButton).toHaveAccessibleName('Cart');

  const [order] = await api.get<{ _id: string }[]>('/orders', token);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `Order ${shortOrderId(order!._id)}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Processing')).toBeVisible();
  await card.getByRole('button', { name: 'View details' }).click();
  await expect(card.getByText(product.name, { exact: true })).toBeVisible();
  await expect(card.getByText(/^1 × /)).toBeVisible();
  await expect(card.getByText('45 Trần Phú, Hải Châu, Đà Nẵng')).toBeVisible();
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search still trims its text, and a blank search opens the whole shop', async ({ page, api }) => {
    const { product } = await searchableProduct(api);
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

    await page.goto('/');
    await search.fill(`  ${product.name}   `);
    await search.press('Enter');
    await expect(page).toHaveURL(`/shop?${new URLSearchParams({ q: product.name })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`result\\(s\\) for "${literal(product.name)}"$`),
    );

    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^All products \(\d+\)$/);
  });
});
