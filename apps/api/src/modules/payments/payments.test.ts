import {
  errorEnvelopeSchema,
  orderPaymentEnvelopeSchema,
  paymentMethodsEnvelopeSchema,
  paymentReferenceSchema,
} from '@veggie/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { paymentConfig, placeTransferOrder, SHOP_BANK } from '../../../test/payment-fixtures';
import { paymentReferencesIn } from '../orders/order-money';

/** Reads the QR code in a PNG data URL back to its text, as a phone's camera would. */
function scanQr(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), the checksum EMVCo puts in field 63. */
function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('payment methods', () => {
  it('offers only cash on delivery while the shop has no bank account', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/payments/methods' });
      expect(res.statusCode).toBe(200);
      expect(paymentMethodsEnvelopeSchema.parse(res.json()).data).toEqual({
        methods: ['cod'],
        transferExpiryMinutes: 30,
      });
    } finally {
      await t.close();
    }
  });

  it('offers bank transfer too, to anyone, once the shop has an account', async () => {
    const t = await buildTestApp(paymentConfig({ expiryMinutes: 45 }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/payments/methods' });
      expect(paymentMethodsEnvelopeSchema.parse(res.json()).data).toEqual({
        methods: ['cod', 'bank_transfer'],
        transferExpiryMinutes: 45,
      });
    } finally {
      await t.close();
    }
  });
});

describe("an order's payment", () => {
  const clock = manualClock();
  let t: TestApp;
  let shopper: string;
  beforeAll(async () => {
    t = await buildTestApp(paymentConfig(), { clock });
    shopper = (await createUser(t.app.db)).token;
  });
  afterAll(() => t.close());

  const paymentOf = async (orderId: string, token = shopper) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/payment`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return orderPaymentEnvelopeSchema.parse(res.json()).data;
  };

  it('shows cash on delivery without an account or a QR code', async () => {
    const product = await createProduct(t.app.db, { price: 25_000 });
    const order = await placeOrder(t.app, shopper, [[product, 2]]);
    expect(await paymentOf(order._id)).toEqual({
      method: 'cod',
      status: 'unpaid',
      amount: order.totalAmount,
      amountReceived: 0,
      amountDue: order.totalAmount,
      refundDue: 0,
      estimated: false,
      reference: null,
      expiresAt: null,
      paidAt: null,
      bank: null,
      qr: null,
    });
  });

  it('shows a transfer with the account, its bank, and a QR code that scans to the exact payment', async () => {
    const product = await createProduct(t.app.db, { price: 37_000 });
    const order = await placeTransferOrder(t.app, shopper, [[product, 3]]);
    const payment = await paymentOf(order._id);
    expect(payment).toMatchObject({
      method: 'bank_transfer',
      status: 'unpaid',
      amount: order.totalAmount,
      amountReceived: 0,
      reference: order.payment.reference,
      expiresAt: new Date(clock.now() + 30 * 60_000).toISOString(),
      paidAt: null,
      bank: { ...SHOP_BANK, bankName: 'Vietcombank' },
    });
    const reference = paymentReferenceSchema.parse(payment.reference);
    expect(reference.length).toBeLessThanOrEqual(19);

    const qr = payment.qr!;
    const scanned = scanQr(qr.image);
    expect(scanned).toBe(qr.payload);
    const decoded = new QRPay(scanned);
    expect(decoded.isValid).toBe(true);
    expect(decoded.provider.name).toBe('VIETQR');
    expect(decoded.consumer.bankBin).toBe(SHOP_BANK.bin);
    expect(decoded.consumer.bankNumber).toBe(SHOP_BANK.accountNumber);
    expect(decoded.amount).toBe(String(order.totalAmount));
    expect(decoded.currency).toBe('704');
    expect(decoded.additionalData.purpose).toBe(reference);
    // The checksum, recomputed here rather than trusted to the library that wrote it.
    expect(scanned.slice(-8, -4)).toBe('6304');
    expect(scanned.slice(-4)).toBe(crc16Ccitt(scanned.slice(0, -4)));
  });

  it('stops showing the QR code once the time to pay has run out, keeping the account', async () => {
    const product = await createProduct(t.app.db);
    const order = await placeTransferOrder(t.app, shopper, [[product, 1]]);
    expect((await paymentOf(order._id)).qr).not.toBeNull();
    clock.advance(30 * 60_000);
    const late = await paymentOf(order._id);
    expect(late.qr).toBeNull();
    expect(late.bank?.accountNumber).toBe(SHOP_BANK.accountNumber);
  });

  it("answers 404 order_not_found for another shopper's order and for a malformed id, 401 without a session", async () => {
    const product = await createProduct(t.app.db);
    const order = await placeTransferOrder(t.app, shopper, [[product, 1]]);
    const stranger = (await createUser(t.app.db)).token;
    for (const [id, token] of [
      [order._id, stranger],
      ['not-an-id', shopper],
      ['00000000-0000-4000-8000-000000000000', shopper],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}/payment`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).code).toBe('order_not_found');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/payment` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document, with the security each route asks for', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    const expected: Array<[string, string, string, unknown]> = [
      ['/api/payments/methods', 'get', 'payments', undefined],
      ['/api/payments/webhooks/sepay', 'post', 'payments', [{ webhookApiKey: [] }]],
      ['/api/orders/{id}/payment', 'get', 'orders', [{ bearerAuth: [] }]],
      ['/api/orders/admin/orders/{id}/payment', 'post', 'admin orders', [{ bearerAuth: [] }]],
      ['/api/orders/admin/orders/{id}/refund', 'post', 'admin orders', [{ bearerAuth: [] }]],
      ['/api/admin/payments/transfers', 'get', 'admin payments', [{ bearerAuth: [] }]],
      ['/api/admin/settings/payment', 'get', 'admin: settings', [{ bearerAuth: [] }]],
      ['/api/admin/settings/payment', 'put', 'admin: settings', [{ bearerAuth: [] }]],
    ];
    for (const [path, method, tag, security] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation?.security, `${method} ${path}`).toEqual(security);
    }
  });
});

describe('references in a transfer description', () => {
  it.each([
    ['VMABCDEFGH', ['VMABCDEFGH']],
    ['vmabcdefgh thanh toan', ['VMABCDEFGH']],
    ['MBVCB.1234.VM ABCD.EFGH.CT tu 0123', ['VMABCDEFGH']],
    ['IBFT VM-ABCD-EFGH', ['VMABCDEFGH']],
    ['chuyen tien', []],
    // O and 0 are not in the alphabet: no reference can hold them.
    ['VMABCDEFG0', []],
  ])('finds the reference in %j', (content, expected) => {
    expect(paymentReferencesIn(content)).toEqual(expected);
  });

  it('lists every candidate, as typed first', () => {
    expect(paymentReferencesIn('VMVMABCDEFGH')).toEqual(['VMVMABCDEF', 'VMABCDEFGH']);
  });
});
