import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addToCart,
  bearer,
  createProduct,
  createUser,
  createWeightProduct,
  placeOrder,
  postOrder,
  promoteToAdmin,
  stockOf,
} from '../../../test/fixtures';
import { shopLinks } from '../../lib/shop-links';
import { mailOutbox } from '../mail/mail.table';
import { DEMO_SHOP_SETTINGS } from '../settings/settings.defaults';
import { users } from '../users/users.table';
import { orderConfirmationMail } from './order-mails';
import { findOrder } from './orders.repository';
import { orders } from './orders.table';
import { orderWithLines } from './orders.service';

describe('order mails', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await createUser(t.app.db, { role: 'admin' });
    await promoteToAdmin(t.database, admin.user.id);
    adminToken = admin.token;
  });
  afterAll(() => t.close());

  const shopper = async (language: 'en' | 'vi' = 'en') => {
    const created = await createUser(t.app.db, { name: 'Nguyễn Thị Lan' });
    await t.app.db.update(users).set({ language }).where(eq(users.id, created.user.id));
    return created;
  };
  const tomatoes = () =>
    createProduct(t.app.db, {
      name: 'Cà chua bi Đà Lạt',
      nameEn: 'Da Lat cherry tomatoes',
      price: 40_000,
      salePrice: 38_000,
      unitLabel: 'hộp 500 g',
      unitLabelEn: 'box of 500 g',
    });
  const setStatus = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/orders/${orderId}/status`,
      headers: bearer(adminToken),
      payload: { status },
    });
  const mailsTo = (email: string) => t.mail.filter((mail) => mail.to === email);

  it('confirms a checkout with the goods, unit prices, fee, total, address, time and the shop contact', async () => {
    const { user, token } = await shopper();
    const order = await placeOrder(t.app, token, [[await tomatoes(), 2]]);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    const number = `#${order._id.slice(-8).toUpperCase()}`;
    expect(mail?.subject).toBe(`Your Veggie Market order ${number} is confirmed`);
    expect(mail?.text).toContain('Hello Nguyễn Thị Lan,');
    expect(mail?.text).toContain(
      '- 2 × Cà chua bi Đà Lạt (Da Lat cherry tomatoes) (box of 500 g), 38,000\u00a0₫ each: 76,000\u00a0₫',
    );
    expect(mail?.text).toContain('Subtotal: 76,000\u00a0₫\nDelivery fee: free\nTotal: 76,000\u00a0₫');
    expect(mail?.text).toContain('Payment: Cash on delivery');
    expect(mail?.text).toContain(`${user.name}\n${user.phone}\n${user.address}`);
    expect(mail?.text).toContain('Delivery time: no time chosen');
    expect(mail?.text).toContain(
      `Questions? Contact ${DEMO_SHOP_SETTINGS.shopName}\n${DEMO_SHOP_SETTINGS.address}\nPhone: ${DEMO_SHOP_SETTINGS.phone}\nEmail: ${DEMO_SHOP_SETTINGS.email}`,
    );
  });

  it("writes in the shopper's language, not the language of the request", async () => {
    const { user, token } = await shopper('vi');
    await placeOrder(t.app, token, [[await tomatoes(), 1]]);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toMatch(/^Đơn hàng #[0-9A-F]{8} tại Veggie Market đã được xác nhận$/);
    expect(mail?.text).toContain('- 1 × Cà chua bi Đà Lạt (hộp 500 g), đơn giá 38.000\u00a0₫: 38.000\u00a0₫');
    expect(mail?.text).toContain('Phí giao hàng: miễn phí');
    expect(mail?.text).toContain('Thời gian giao: chưa chọn giờ');
    expect(mail?.text).toContain('Thanh toán: Thanh toán khi nhận hàng (COD)');
  });

  it('confirms a weight line by the grams ordered and its price per kg, as an estimate', async () => {
    for (const language of ['en', 'vi'] as const) {
      const { user, token } = await shopper(language);
      const carrots = await createWeightProduct(t.app.db, { name: 'Cà rốt', nameEn: 'Carrots' });
      await placeOrder(t.app, token, [[carrots, 3]]);
      const [mail] = mailsTo(user.email);
      expect(mail?.text).toContain(
        language === 'en'
          ? '- about 750\u00a0g of Cà rốt (Carrots) at 35,000\u00a0₫/kg: 26,400\u00a0₫ (estimated until weighed)'
          : '- khoảng 750\u00a0g Cà rốt, giá 35.000\u00a0₫/kg: 26.400\u00a0₫ (ước tính, chờ cân)',
      );
      // The total says it is an estimate too, and why.
      expect(mail?.text).toMatch(
        language === 'en'
          ? /Total: 26,400\s₫ \(estimated: we weigh the lines sold by weight when packing/
          : /26\.400\s₫ \(tạm tính: các mặt hàng bán theo cân sẽ được cân khi đóng gói/,
      );
    }
  });

  it('sends no second confirmation for an Idempotency-Key replay', async () => {
    const { user, token } = await shopper();
    const product = await tomatoes();
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(token),
      payload: { productId: product.id, quantity: 1 },
    });
    const headers = { ...bearer(token), 'idempotency-key': 'retry-me' };
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', headers })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', headers })).statusCode).toBe(200);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('places the order at once when the mail server refuses, and keeps the mail to try again', async () => {
    const { user, token } = await shopper();
    const product = await tomatoes();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const order = await placeOrder(t.app, token, [[product, 1]]);
    expect(order.status).toBe('processing');
    expect(send).toHaveBeenCalledOnce();
    send.mockRestore();
    await t.app.mailOutbox.idle();
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toEqual([
      expect.objectContaining({ attempts: 1, failedAt: null, lastError: 'SMTP down' }),
    ]);
  });

  it('commits an order and its confirmation together: no mail queued, no order placed', async () => {
    const { user, token } = await shopper();
    const product = await tomatoes();
    await addToCart(t.app, token, product, 2);
    const queue = vi.spyOn(t.app.mailOutbox, 'queueWithSweep').mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await postOrder(t.app, token);
    queue.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await stockOf(t.app.db, product.id)).toBe(product.stock);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('lists the booked window, the address-book entry and the note when the order has them', async () => {
    const { user, token } = await shopper('vi');
    const placed = await placeOrder(t.app, token, [[await tomatoes(), 3]]);
    const { order, lines } = await orderWithLines(t.app.db, placed._id);
    const withDelivery = {
      ...order,
      subtotal: 114_000,
      deliveryFee: 20_000,
      totalAmount: 134_000,
      slotStartsAt: new Date('2026-11-26T01:00:00.000Z'),
      slotEndsAt: new Date('2026-11-26T03:00:00.000Z'),
      deliveryNote: 'Gọi trước 10 phút',
      deliveryAddress: {
        _id: 'a-1',
        receiverName: 'Trần Văn Minh',
        phone: '+84912345678',
        province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
        ward: { code: '26734', name: 'Phường Sài Gòn' },
        street: '12 Lý Tự Trọng',
        isDefault: true,
      },
    };
    const mail = orderConfirmationMail(
      withDelivery,
      lines,
      { ...user, language: 'vi' },
      DEMO_SHOP_SETTINGS,
      shopLinks('https://shop.example'),
    );
    expect(mail.text).toContain('Phí giao hàng: 20.000\u00a0₫\nTổng cộng: 134.000\u00a0₫');
    expect(mail.text).toContain(
      'Giao đến:\nTrần Văn Minh\n0912 345 678\n12 Lý Tự Trọng, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    );
    expect(mail.text).toContain('Thời gian giao: Thứ Năm, 26/11/2026, 08:00–10:00');
    expect(mail.text).toContain('Ghi chú cho người giao hàng: Gọi trước 10 phút');
  });

  it("tells the shopper of each status an admin sets, in the shopper's language, and not of the same one twice", async () => {
    const { user, token } = await shopper('vi');
    const order = await placeOrder(t.app, token, [[await tomatoes(), 1]]);
    t.mail.length = 0;

    expect((await setStatus(order._id, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(order._id, 'shipped')).statusCode).toBe(200);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Đơn hàng #[0-9A-F]{8} tại Veggie Market: Đang giao$/);
    expect(mail?.text).toContain('hiện ở trạng thái: Đang giao.');
    expect(mail?.text).toContain('thời gian giao chưa chọn giờ');
    expect(mail?.text).toContain(`Điện thoại: ${DEMO_SHOP_SETTINGS.phone}`);

    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect(mailsTo(user.email).at(-1)).toMatchObject({
      subject: expect.stringMatching(/: Cancelled$/),
      text: expect.stringContaining('is now: Cancelled.\nIt has been cancelled.'),
    });
  });

  it('changes the status even when the notice cannot be sent, and mails nobody for a refused change', async () => {
    const { user, token } = await shopper();
    const order = await placeOrder(t.app, token, [[await tomatoes(), 1]]);
    t.mail.length = 0;
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
    send.mockRestore();
    expect((await findOrder(t.app.db, order._id))?.status).toBe('delivered');

    expect((await setStatus(order._id, 'lost')).statusCode).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'shipped')).statusCode).toBe(404);
    expect(mailsTo(user.email)).toEqual([]);
  });
});
