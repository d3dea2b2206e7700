// The contact form and the newsletter sign-up post to route actions: with the page's script they answer in
// place (a toast, the field at fault), and without it the browser posts the form itself and the page it gets
// back says the same. Either way the web server sends the form to the API, which stores and confirms it.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, lastMailTo, newAccount, signIn, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/** The contact form (the footer has an email field of its own). */
const contactForm = (page: Page) => page.getByRole('main');

async function writeToTheShop(page: Page, email: string, subject: string) {
  const form = contactForm(page);
  await form.getByLabel(/^Your name/).fill('Trần Thị Lan');
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByLabel(/^Subject/).fill(subject);
  await form.getByLabel(/^Message/).fill('Shop có giao ở Huế không?');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test('a signed-in shopper writes to the shop: thanked in place, confirmed by mail, kept with the account', async ({
  page,
  api,
}) => {
  const session = await api.register(newAccount());
  await signIn(page, session);
  await page.goto('/contact');
  await waitForHydration(page);
  const subject = `Giao hàng ${randomUUID().slice(0, 8)}`;
  await writeToTheShop(page, session.user.email, subject);

  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contactForm(page).getByLabel(/^Subject/)).toHaveValue('');
  expect((await lastMailTo(session.user.email)).subject).toBe('We received your message');
  const data = await api.get<{ contactMessages: { subject: string }[] }>('/auth/export', session.token);
  expect(data.contactMessages.map((message) => message.subject)).toContain(subject);
});

test('the footer signs an address up without leaving the page, and says what is wrong under the field', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Email address');
  await email.fill('chi.ha@');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');

  await email.fill(`chi.ha.${randomUUID().slice(0, 8)}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/^Thanks for subscribing/)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('without the page script', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is refused field by field in Vietnamese, then sent', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'vi', url: baseURL! }]);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel(/^Địa chỉ email/).fill('lan@');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(form.getByRole('alert')).toContainText('Tin nhắn của bạn chưa được gửi');
    await expect(form.getByLabel(/^Địa chỉ email/)).toHaveValue('lan@');
    await expect(form.getByLabel(/^Địa chỉ email/)).toHaveAccessibleDescription('Vui lòng nhập địa chỉ email hợp lệ');
    await expect(form.getByLabel(/^Họ và tên/)).toHaveAccessibleDescription('Vui lòng nhập họ tên');

    const email = `lan.${randomUUID().slice(0, 8)}@example.vn`;
    await form.getByLabel(/^Họ và tên/).fill('Trần Thị Lan');
    await form.getByLabel(/^Địa chỉ email/).fill(email);
    await form.getByLabel(/^Tiêu đề/).fill('Giao hàng');
    await form.getByLabel(/^Nội dung/).fill('Shop có giao ở Huế không?');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(form.getByRole('status')).toContainText('Cảm ơn bạn! Tin nhắn của bạn đã được gửi.');
    expect((await lastMailTo(email)).subject).toBeTruthy();
  });

  test("the footer's sign-up lands on the newsletter page with the server's thanks", async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`chi.ha.${randomUUID().slice(0, 8)}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thanks for subscribing');
  });
});
