import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder, promoteToAdmin, registerUser } from '../../../test/fixtures';
import { paymentConfig, placeTransferOrder } from '../../../test/payment-fixtures';

/** The links of a mail's text. */
const linksIn = (text: string | undefined) => text?.match(/\S+:\/\/\S+|(?<=\s)\/\S+/g) ?? [];

describe('links in mails with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://veggie.example', ...paymentConfig() });
  });
  afterAll(() => t.close());
  const lastMailTo = (email: string) => t.mail.filter((mail) => mail.to === email).at(-1);

  it('sends the reset link absolute on PUBLIC_URL, whatever Host the request named', async () => {
    await registerUser(t.app, { email: 'reset-link@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example' },
      payload: { email: 'reset-link@example.com' },
    });
    const links = linksIn(lastMailTo('reset-link@example.com')?.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/veggie\.example\/reset-password\?token=[\w%-]+$/);
  });

  it("points the old address's email change notice at the contact page", async () => {
    const user = await registerUser(t.app, { email: 'old-address@example.com' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: { name: 'Test User', email: 'new-address@example.com', currentPassword: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(linksIn(lastMailTo('old-address@example.com')?.text)).toEqual(['https://veggie.example/contact']);
  });

  it('links an order mail to the orders page, and a transfer order to its payment page', async () => {
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { price: 20_000, stock: 20 });
    await placeOrder(t.app, token, [[product, 1]]);
    expect(linksIn(lastMailTo(user.email)?.text)).toEqual(['https://veggie.example/orders']);

    const transfer = await placeTransferOrder(t.app, token, [[product, 1]]);
    expect(linksIn(lastMailTo(user.email)?.text)).toEqual([
      `https://veggie.example/orders/${transfer._id}/payment`,
      'https://veggie.example/orders',
    ]);

    const admin = await createUser(t.app.db, { role: 'admin' });
    await promoteToAdmin(t.database, admin.user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${transfer._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(linksIn(lastMailTo(user.email)?.text)).toEqual(['https://veggie.example/orders']);
  });
});

describe('links in mails without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ host: '0.0.0.0', port: 8080, publicUrl: undefined });
  });
  afterAll(() => t.close());

  it("points them at this machine's address, never at the request's Host", async () => {
    await registerUser(t.app, { email: 'local-link@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evil.example' },
      payload: { email: 'local-link@example.com' },
    });
    const links = linksIn(t.mail.at(-1)?.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=/);
  });
});
