import { accountExportEnvelopeSchema, errorEnvelopeSchema, orderDetailEnvelopeSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  bearer,
  createProduct,
  createUser,
  placeOrder,
  promoteToAdmin,
  registerUser,
  type Registered,
} from '../../../test/fixtures';
import { addresses } from '../addresses/addresses.table';
import { orders } from '../orders/orders.table';
import { securityEvents } from '../security-events/security-events.table';
import { contactMessages, newsletterSubscribers } from '../shop-messages/shop-messages.table';
import { users } from '../users/users.table';

describe("a shopper's own data: export and account deletion", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { loginPerIp: { max: 1000, windowMs: 60_000 } } });
    admin = (await createUser(t.database.db, { role: 'admin' })).token;
  });
  afterAll(() => t.close());

  const setDetails = (user: Registered, name: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: { name, email: user.email, phone: '0901234567', address: '5 Trần Phú, Huế' },
    });
  const deliver = (orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${orderId}/status`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
  const remove = (user: Registered, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/profile',
      headers: { ...bearer(user.token), ...headers },
      payload,
    });
  const login = (user: Registered) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  const contact = (token: string | null, email: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: token ? bearer(token) : {},
      payload: { name: 'Sender', email, message },
    });

  /**
   * Opens the newsletter link mailed to the account's email: the account proved the address is theirs, so its
   * subscription is part of the account's data (see newsletter-link.test.ts for an account that did not).
   */
  async function proveEmail(user: Registered) {
    await t.app.inject({ method: 'POST', url: '/api/newsletter/manage-link', headers: bearer(user.token) });
    const token = /\/newsletter\/manage\?token=([\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1];
    const opened = await t.app.inject({ method: 'POST', url: '/api/newsletter/manage', payload: { token } });
    expect(opened.statusCode).toBe(200);
  }

  /**
   * A shopper with a delivered order, a line in the cart, an address, a signed-in message and a subscription
   * of the email they proved.
   */
  async function busyShopper(email: string, name: string) {
    const user = await registerUser(t.app, { email, name });
    await setDetails(user, name);
    const product = await createProduct(t.database.db, { name: `Xoài cát ${name}` });
    const order = await placeOrder(t.app, user.token, [[product, 2]]);
    await deliver(order._id);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(user.token),
      payload: { productId: product.id, quantity: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: bearer(user.token),
      payload: {
        receiverName: `Người nhận ${name}`,
        phone: '+84 912 345 678',
        provinceCode: '01',
        wardCode: '00004',
        street: `12 Phố ${name}`,
      },
    });
    await contact(user.token, email, `Tin nhắn của ${name}`);
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    await proveEmail(user);
    return { user, order, product };
  }

  it('exports everything of the caller as a JSON attachment that is never cached, and nothing of anyone else', async () => {
    const mine = await busyShopper('minh@example.com', 'Minh');
    const other = await busyShopper('other@example.com', 'Khác');
    // A guest typing Minh's address proves nothing: that message is not Minh's to read.
    await contact(null, 'minh@example.com', 'Tin nhắn của một người lạ');

    const res = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: bearer(mine.user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="veggie-market-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = accountExportEnvelopeSchema.parse(res.json());
    expect(data.profile).toMatchObject({ _id: mine.user.id, email: 'minh@example.com', name: 'Minh' });
    expect(data.orders).toEqual([
      expect.objectContaining({
        _id: mine.order._id,
        status: 'delivered',
        orderDetails: [expect.objectContaining({ name: 'Xoài cát Minh', quantity: 2 })],
      }),
    ]);
    expect(data.cart).toEqual([
      expect.objectContaining({ quantity: 1, product: expect.objectContaining({ _id: mine.product.id }) }),
    ]);
    expect(data.addresses).toEqual([
      {
        _id: expect.any(String),
        receiverName: 'Người nhận Minh',
        phone: '0912 345 678',
        province: { code: '01', name: 'Thành phố Hà Nội' },
        ward: { code: '00004', name: 'Phường Ba Đình' },
        street: '12 Phố Minh',
        isDefault: true,
      },
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Tin nhắn của Minh' })]);
    expect(data.newsletter).toMatchObject({ email: 'minh@example.com', unsubscribedAt: null });

    for (const foreign of [
      'other@example.com',
      'Khác',
      other.order._id,
      other.product.id,
      'Phố Khác',
      'một người lạ',
      'password',
      'hash',
    ]) {
      expect(res.body).not.toContain(foreign);
    }
  });

  it('asks for a session to export or delete', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/profile', payload: { currentPassword: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses deletion without the right password, with 400 and a code, changing nothing', async () => {
    const user = await registerUser(t.app, { email: 'careful@example.com' });
    const cases: [object | undefined, string, string][] = [
      [undefined, 'account_delete_password_required', 'Enter your current password to delete your account'],
      [{}, 'account_delete_password_required', 'Enter your current password to delete your account'],
      [
        { currentPassword: '' },
        'account_delete_password_required',
        'Enter your current password to delete your account',
      ],
      [{ currentPassword: 'wrong-pass' }, 'wrong_current_password', 'Current password is incorrect'],
      [{ currentPassword: 'x'.repeat(1025) }, 'validation_failed', 'at most 1024'],
    ];
    for (const [payload, code, message] of cases) {
      const res = await remove(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body, JSON.stringify(payload)).toMatchObject({ code });
      expect(body.message).toContain(message);
    }
    const vi = await remove(user, { currentPassword: 'wrong-pass' }, { 'accept-language': 'vi' });
    expect(vi.json().errors).toEqual([{ field: 'currentPassword', message: 'Mật khẩu hiện tại không đúng' }]);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('refuses deletion while an order is still on its way, changing nothing', async () => {
    const user = await registerUser(t.app, { email: 'waiting@example.com', name: 'Chờ' });
    await setDetails(user, 'Chờ');
    const order = await placeOrder(t.app, user.token, [[await createProduct(t.database.db), 1]]);
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: user.email } });

    const res = await remove(user, { currentPassword: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'account_has_open_orders',
      message: `Your account still has orders that are not finished: #${order._id.slice(-8).toUpperCase()}. Cancel those still being prepared on the My orders page, or wait until they are delivered; then you can delete your account.`,
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ userId: user.id, customerName: 'Chờ', customerEmail: 'waiting@example.com' });
    expect(
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    ).toHaveLength(1);
    expect((await login(user)).statusCode).toBe(200);

    await deliver(order._id);
    expect((await remove(user, { currentPassword: user.password })).statusCode).toBe(200);
  });

  it('deletes the account: sessions end, login fails, orders stay anonymised, its addresses, messages and subscription go', async () => {
    const { user, order } = await busyShopper('leaving@example.com', 'Rời');
    await contact(null, 'leaving@example.com', 'Một khách lạ');
    const second = (await login(user)).json().token as string;

    const res = await remove(user, { currentPassword: user.password }, { 'accept-language': 'vi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Tài khoản của bạn đã được xóa' });

    for (const token of [user.token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect((await login(user)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);

    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/orders/admin/orders/${order._id}`,
      headers: bearer(admin),
    });
    const detail = orderDetailEnvelopeSchema.parse(kept.json()).data;
    expect(detail).toMatchObject({
      user: { _id: 'deleted-user', name: '', email: '' },
      shipping: { name: '', phone: '', address: '' },
      status: 'delivered',
      totalAmount: order.totalAmount,
    });
    expect(detail.orderDetails).toHaveLength(1);
    expect(kept.body).not.toContain('leaving@example.com');

    const messages = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'leaving@example.com'));
    expect(messages.map((m) => m.message)).toEqual(['Một khách lạ']);
    expect(
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    ).toEqual([]);

    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.find((event) => event.kind === 'account_deleted')).toMatchObject({ email: 'leaving@example.com' });

    expect((await registerUser(t.app, { email: 'leaving@example.com' })).id).not.toBe(user.id);
  });

  it('refuses the last admin, and lets an admin go while another admin remains', async () => {
    const t2 = await buildTestApp();
    try {
      const first = await registerUser(t2.app, { email: 'first-admin@example.com' });
      await promoteToAdmin(t2.database, first.id);
      const refused = await t2.app.inject({
        method: 'DELETE',
        url: '/api/auth/profile',
        headers: bearer(first.token),
        payload: { currentPassword: first.password },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('last_admin');
      expect(
        (await t2.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(first.token) })).json().data
          .role,
      ).toBe('admin');

      const second = await registerUser(t2.app, { email: 'second-admin@example.com' });
      await promoteToAdmin(t2.database, second.id);
      const deleted = await t2.app.inject({
        method: 'DELETE',
        url: '/api/auth/profile',
        headers: bearer(first.token),
        payload: { currentPassword: first.password },
      });
      expect(deleted.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
