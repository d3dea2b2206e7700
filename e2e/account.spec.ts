// A customer's account: logging in and out, the password, the avatar, a forgotten password, and the
// places a customer may not go.
import { expect, lastMailTo, newAccount, signIn, test } from './support/fixtures';
import { solidPng } from './support/png';
import { Storefront, stopSigningIn, submitLogin } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const REQUIRED_FIELDS = 'Please fill in all required fields.';
const INVALID_CREDENTIALS = 'Invalid email or password';

test('login asks for both fields and refuses a wrong password or an unknown email', async ({ page, api }) => {
  const account = newAccount();
  await api.register(account);
  const alert = page.getByRole('main').getByRole('alert');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(alert).toHaveText(REQUIRED_FIELDS);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await submitLogin(page, account.email, '   ');
  await expect(alert).toHaveText(REQUIRED_FIELDS);

  await submitLogin(page, account.email, `${account.password}-wrong`);
  await expect(alert).toHaveText(INVALID_CREDENTIALS);

  await submitLogin(page, `nobody-${account.email}`, account.password);
  await expect(alert).toHaveText(INVALID_CREDENTIALS);
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, account.email.toUpperCase(), account.password);
  await expect(page).toHaveURL(/\/$/);
  // Raised before the full reload, shown by the page it opens (for 3 s: checked before the header).
  await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
  await new Storefront(page).expectLoggedIn();
});

test('register asks for every field and the terms, and names what the server refused', async ({ page, api }) => {
  const taken = newAccount();
  await api.register(taken);
  const account = newAccount();
  const alert = page.getByRole('main').getByRole('alert');
  const create = page.getByRole('button', { name: 'Create Account' });
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

  await page.goto('/register');
  await expect(page.getByText('Must be at least 8 characters long')).toBeVisible();
  await create.click();
  await expect(alert).toHaveText(REQUIRED_FIELDS);

  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await create.click();
  await expect(page.getByText('Please accept the Terms of Service and Privacy Policy')).toBeVisible();

  await terms.check();
  await create.click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(taken.email);
  await create.click();
  // Once, under the field it is about.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This email is already registered');
  await expect(page.getByText('This email is already registered')).toHaveCount(1);
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('logout shows the logged-out header, and my orders need a login again', async ({ page, api }) => {
  const account = newAccount();
  await signIn(page, await api.register(account));
  const shop = new Storefront(page);
  await shop.visit('/');
  await stopSigningIn(page);

  const menu = await shop.accountMenu();
  // A customer's menu has no way into the admin.
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'My Orders', 'Logout']);
  await menu.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'No Orders Yet' })).toBeVisible();

  await shop.logout();
  await expect(shop.message('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await shop.visit('/');
  await shop.expectLoggedOut();
  await shop.visit('/orders');
  await expect(page.getByText('Please log in to see your orders.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  // Logging in goes on to where the shopper was going.
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible();
});

test(
  'a changed password is the only one that works after logging out',
  { tag: '@one-width' },
  async ({ page, api }) => {
    const account = newAccount();
    await signIn(page, await api.register(account));
    const newPassword = `${account.password}-new`;
    const shop = new Storefront(page);
    await shop.visit('/');
    await stopSigningIn(page);

    await (await shop.accountMenu()).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const current = page.getByLabel('Current Password', { exact: true });
    const fresh = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const update = page.getByRole('button', { name: 'Update Password' });

    await current.fill(account.password);
    await fresh.fill('short');
    await confirm.fill('short');
    await update.click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await fresh.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await update.click();
    await expect(page.getByText('New password and confirm password do not match')).toBeVisible();

    await current.fill(`${account.password}-wrong`);
    await confirm.fill(newPassword);
    await update.click();
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(page.getByText('Current password is incorrect')).toHaveCount(1);

    await current.fill(account.password);
    await update.click();
    await expect(shop.message('Password updated successfully')).toBeVisible();
    await expect(current).toHaveValue('');

    await shop.logout();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await submitLogin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await shop.expectLoggedIn();
  },
);

test('a new avatar is checked, uploaded and shown on the profile', { tag: '@one-width' }, async ({ page, api }) => {
  const account = newAccount();
  const session = await api.register(account);
  await signIn(page, session);
  const shop = new Storefront(page);
  const avatar = page.getByRole('img', { name: `${account.name}'s profile photo` });
  const picker = page.getByLabel('Change photo');

  await shop.visit('/profile');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/default-avatar\.svg$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Please upload an image file')).toBeVisible();

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48) });
  await expect(page.getByRole('img', { name: 'Preview of your new profile photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(shop.message('Avatar updated successfully')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // It is the account's avatar now, not just this page's.
  await page.reload();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\.webp$/);
});

test('a forgotten password is reset through the emailed link', { tag: '@one-width' }, async ({ page, api }) => {
  const account = newAccount();
  await api.register(account);
  const newPassword = `${account.password}-reset`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If an account exists for this email, a password reset link has been sent',
  );

  const mail = await lastMailTo(account.email);
  expect(mail.subject).toBe('Reset your Veggie Market password');
  const link = /\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been reset. Please log in.');

  // The link is single-use.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired',
  );

  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
  await submitLogin(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await new Storefront(page).expectLoggedIn();
});

test(
  'a deleted account signs out, goes home, and cannot log in again',
  { tag: '@one-width' },
  async ({ page, api }) => {
    const account = newAccount();
    await signIn(page, await api.register(account));
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Your data' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current Password').fill(`${account.password}-wrong`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

    await dialog.getByLabel('Current Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await new Storefront(page).expectLoggedOut();

    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
  },
);

test(
  'the admin panel sends guests to login and customers back to the shop',
  { tag: '@one-width' },
  async ({ page, api }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);

    await signIn(page, await api.register(newAccount()));
    await page.goto('/admin/orders');
    await expect(page.getByText('You do not have permission to access the admin panel')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '100% Natural Food' })).toBeVisible();
  },
);

test('an unknown address shows the not-found page with a way home', { tag: '@one-width' }, async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved")).toBeVisible();
  await new Storefront(page).hydrated();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '100% Natural Food' })).toBeVisible();
});

test('a page that cannot load keeps the header, says so, and Retry loads it again', async ({ page }) => {
  const shop = new Storefront(page);
  await shop.visit('/');
  // The shop's data request fails on the way, as it does with the network gone or the server down.
  const shopData = /\/shop\.data(\?|$)/;
  await page.route(shopData, (route) => route.abort());
  await shop.goTo('Shop');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await page.unroute(shopData);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: /All products/ })).toBeVisible();
});

test(
  'a session the server revoked sends the shopper to the login page',
  { tag: '@one-width' },
  async ({ page, api }) => {
    const session = await api.register(newAccount());
    const product = await api.seededProductInStock();
    await api.send('post', '/cart', session.token, { productId: product._id, quantity: 1 });
    await signIn(page, session);
    const shop = new Storefront(page);
    await shop.visit('/');
    // The badge shows once the page has loaded the server cart with the token that is about to be revoked.
    await expect(shop.cartButton).toHaveAccessibleName(/1 item/);
    await shop.expectLoggedIn();
    await stopSigningIn(page);

    // Logged out elsewhere (or expired): the token in this browser is no longer accepted.
    await api.send('post', '/auth/logout', session.token);
    await (await shop.accountMenu()).getByRole('menuitem', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);

    await shop.visit('/');
    await shop.expectLoggedOut();
  },
);
