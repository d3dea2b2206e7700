import { eq, sql } from 'drizzle-orm';
import { orderInvoiceEnvelopeSchema, type CreateOrderBody } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeSepayEinvoice, type FakeSepayEinvoice } from '../../../test/fake-sepay-einvoice';
import {
  bearer,
  cartOf,
  createCategory,
  createProduct,
  createUser,
  createWeightProduct,
  imageForm,
  placeOrder,
  postOrder,
  promoteToAdmin,
  stockOf,
} from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { orderWithLines } from '../orders/orders.service';
import { orders } from '../orders/orders.table';
import { products } from '../products/products.table';
import {
  createDueInvoices,
  INVOICE_WINDOW_MS,
  issueDueInvoices,
  MAX_ATTEMPTS,
  RETRY_FIRST_MS,
} from './invoices.service';

const VINAMILK = '0300588569';
const company = (taxCode?: string): NonNullable<CreateOrderBody>['invoice'] => ({
  buyer: 'company',
  taxCode,
  name: 'Công ty Cổ phần Sữa Việt Nam',
  address: '10 Tân Trào, Phường Tân Phú, TP. Hồ Chí Minh',
  email: 'hoadon@vinamilk.example',
});

describe('e-invoices against the provider (SePay eInvoice API, faked)', () => {
  let t: TestApp;
  let fake: FakeSepayEinvoice;
  let adminToken: string;
  const clock = manualClock();

  beforeAll(async () => {
    fake = await startFakeSepayEinvoice();
    t = await buildTestApp(
      {
        einvoice: {
          provider: 'sepay',
          sepay: { url: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret },
          sweepIntervalMs: 0,
        },
      },
      { clock },
    );
    const admin = await createUser(t.app.db, { role: 'admin' });
    await promoteToAdmin(t.database, admin.user.id);
    adminToken = admin.token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** One run of the sweep the server repeats: make the invoices due, then issue those due. */
  const sweep = async () => {
    await createDueInvoices(t.app.invoicing);
    await issueDueInvoices(t.app.invoicing);
  };
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });
  const setStatus = (orderId: string, status: string) =>
    admin('PUT', `/api/orders/admin/orders/${orderId}/status`, { status });
  const invoiceOf = async (orderId: string, token = adminToken) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return orderInvoiceEnvelopeSchema.parse(res.json()).data;
  };
  const sentFor = (orderId: string) =>
    fake.issued().filter((invoice) => String(invoice.request.notes).includes(orderId.slice(-8).toUpperCase()));
  const vegetables = () => createProduct(t.app.db, { name: 'Rau muống', price: 15_000, stock: 100 });

  it('issues a retail invoice on the total once the order is delivered, once, and tells the shopper', async () => {
    const { user, token } = await createUser(t.app.db, { name: 'Trần Văn Minh' });
    // The spec's bodyless checkout still works, and gets a retail invoice.
    const order = await placeOrder(t.app, token, [[await vegetables(), 3]]);
    await sweep();
    expect(await invoiceOf(order._id, token)).toMatchObject({ status: 'none', number: null, adjustments: [] });
    await setStatus(order._id, 'shipped');
    await sweep();
    expect(sentFor(order._id)).toEqual([]);

    await setStatus(order._id, 'delivered');
    await sweep();
    const invoice = await invoiceOf(order._id, token);
    expect(invoice).toMatchObject({ status: 'issued', series: '1C25TVM', adjustments: [] });
    expect(invoice.number).toMatch(/^\d+$/);
    expect(invoice.lookupCode).toBeTruthy();
    expect(invoice.pdfUrl).toMatch(/\.pdf$/);
    const [sent, ...more] = sentFor(order._id);
    expect(more).toEqual([]);
    expect(sent?.request.buyer).toMatchObject({ name: user.name, tax_code: null, email: user.email });
    const items = sent?.request.items as Array<{ total_amount: number; tax_rate: number; quantity: number }>;
    expect(items).toEqual([expect.objectContaining({ quantity: 3, total_amount: 45_000, tax_rate: 5 })]);

    const mail = t.mail.find((m) => m.to === user.email && m.subject.includes('e-invoice'));
    expect(mail?.text).toContain(invoice.lookupCode!);
    expect(mail?.text).toContain(invoice.pdfUrl!);

    await sweep();
    expect(sentFor(order._id)).toHaveLength(1);
  });

  it("names a company buyer with its tax code, and remembers the buyer for the shopper's next order", async () => {
    const { token } = await createUser(t.app.db);
    const none = await t.app.inject({ method: 'GET', url: '/api/invoices/buyer', headers: bearer(token) });
    expect(none.json()).toEqual({ success: true, data: null });
    const order = await placeOrder(t.app, token, [[await vegetables(), 1]], { invoice: company(` ${VINAMILK} `) });
    await setStatus(order._id, 'delivered');
    await sweep();
    expect(sentFor(order._id)[0]?.request.buyer).toEqual({
      name: company()!.name,
      tax_code: VINAMILK,
      address: company()!.address,
      email: company()!.email,
    });
    const remembered = await t.app.inject({ method: 'GET', url: '/api/invoices/buyer', headers: bearer(token) });
    expect(remembered.json().data).toEqual({ ...company(), taxCode: VINAMILK });
  });

  it('refuses a bad tax code with its reason, in the shopper’s language, and changes nothing', async () => {
    const { token } = await createUser(t.app.db);
    const product = await vegetables();
    await placeOrder(t.app, token, [[product, 1]]).catch(() => undefined);
    const before = { cart: await cartOf(t.app, token), stock: await stockOf(t.app.db, product.id) };
    const cases = [
      ['0300588568', 'tax_code_check_digit'],
      ['030058856', 'invalid_tax_code'],
      [undefined, 'tax_code_required'],
    ] as const;
    for (const [taxCode, code] of cases) {
      const res = await postOrder(t.app, token, { invoice: company(taxCode) }, { 'accept-language': 'vi' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, errors: [{ field: 'invoice.taxCode' }] });
      expect(res.json().message).toMatch(/[Mm]ã số thuế/);
    }
    expect(await cartOf(t.app, token)).toEqual(before.cart);
    expect(await stockOf(t.app.db, product.id)).toBe(before.stock);
    // A person's invoice asks for no tax code.
    const { token: other } = await createUser(t.app.db);
    await placeOrder(t.app, other, [[product, 1]], { invoice: { ...company('not a code')!, buyer: 'person' } });
  });

  it("states each line at the rate it was sold at: the product's own, else its category's", async () => {
    const { token } = await createUser(t.app.db);
    const exports = await createCategory(t.app.db, { vatRate: 0 });
    const water = await createProduct(t.app.db, { name: 'Nước dừa', price: 20_000, vatRate: 10 });
    const seeds = await createProduct(t.app.db, { name: 'Hạt giống', price: 10_000, categoryId: exports.id });
    const order = await placeOrder(t.app, token, [
      [water, 1],
      [seeds, 2],
    ]);
    // A later change of rate does not change what was sold.
    await t.app.db.update(products).set({ vatRate: 8 }).where(eq(products.id, water.id));
    await setStatus(order._id, 'delivered');
    await sweep();
    expect(sentFor(order._id)[0]?.request.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item_name: 'Nước dừa', tax_rate: 10, before_tax_amount: 18_182, tax_amount: 1_818 }),
        expect.objectContaining({ item_name: 'Hạt giống', tax_rate: 0, total_amount: 20_000 }),
      ]),
    );
  });

  it("lets the admin set a category's rate and a product's own (blank: the category's), audited", async () => {
    const category = await createCategory(t.app.db);
    const product = await createProduct(t.app.db, { categoryId: category.id });
    const put = (url: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url, payload: imageForm(fields), headers: bearer(adminToken) });
    const categoryUrl = `/api/categories/admin/categories/${category.id}`;
    const productUrl = `/api/products/admin/products/${product.id}`;

    expect((await put(categoryUrl, { vatRate: '8' })).json().data).toMatchObject({ vatRate: 8 });
    expect((await put(productUrl, { vatRate: '10' })).json().data).toMatchObject({ vatRate: 10 });
    const refused = await put(productUrl, { vatRate: '7' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'vatRate' })]);
    expect((await put(productUrl, { vatRate: '' })).json().data).toMatchObject({ vatRate: null });
    const audit = await admin('GET', '/api/admin/audit?action=category.updated');
    expect(JSON.stringify(audit.json())).toContain('vatRate');

    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[product, 1]]);
    const { lines } = await orderWithLines(t.app.db, order._id);
    expect(lines[0]?.vatRate).toBe(8);
  });

  it('issues on the final total of weighed lines, in kilograms', async () => {
    const { token } = await createUser(t.app.db);
    const mangoes = await createWeightProduct(t.app.db, { name: 'Xoài cát Hòa Lộc', unitPricePerKg: 80_000 });
    const order = await placeOrder(t.app, token, [[mangoes, 4]]);
    const { lines } = await orderWithLines(t.app.db, order._id);
    const weighed = await admin('POST', `/api/orders/admin/orders/${order._id}/weights`, {
      lines: [{ lineId: lines[0]!.id, pickedGrams: 980 }],
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await setStatus(order._id, 'delivered');
    await sweep();
    const [sent] = sentFor(order._id);
    expect(sent?.request.items).toEqual([
      expect.objectContaining({ unit: 'kg', quantity: 0.98, total_amount: 78_400 }),
    ]);
  });

  it('states what the packers put in instead of a line, and leaves out a line they took out', async () => {
    const { token } = await createUser(t.app.db);
    const leafy = await createCategory(t.app.db);
    const short = await createProduct(t.app.db, { name: 'Rau muống', categoryId: leafy.id, price: 20_000 });
    const other = await createProduct(t.app.db, { name: 'Cải ngọt', categoryId: leafy.id, price: 15_000 });
    const gone = await createProduct(t.app.db, { name: 'Rau dền', price: 12_000 });
    const order = await placeOrder(
      t.app,
      token,
      [
        [short, 2],
        [gone, 1],
      ],
      { substitutions: { [short.id]: 'similar' } },
    );
    const { lines } = await orderWithLines(t.app.db, order._id);
    const lineOf = (name: string) => lines.find((line) => line.name === name)!.id;
    const substitute = (lineId: string, body: object) =>
      admin('POST', `/api/orders/admin/orders/${order._id}/lines/${lineId}/substitute`, body);
    expect(
      (await substitute(lineOf('Rau muống'), { action: 'replace', productId: other.id, quantity: 2 })).statusCode,
    ).toBe(200);
    expect((await substitute(lineOf('Rau dền'), { action: 'remove' })).statusCode).toBe(200);
    await setStatus(order._id, 'delivered');
    await sweep();
    const [sent] = sentFor(order._id);
    expect(sent?.request.items).toEqual([
      expect.objectContaining({ item_name: 'Cải ngọt', unit: 'phần', quantity: 2, total_amount: 30_000 }),
    ]);
  });

  it('retries a provider that is down, and issues exactly once when an answer was lost', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await vegetables(), 2]]);
    await setStatus(order._id, 'delivered');
    fake.controls.down = true;
    await sweep();
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'pending', number: null });
    const listed = await admin('GET', '/api/admin/invoices?status=pending');
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          order: expect.objectContaining({ _id: order._id }),
          attempts: 1,
          lastError: expect.stringContaining('503'),
        }),
      ]),
    );

    // Back up, but the answer to the invoice it made is lost on the way.
    fake.controls.down = false;
    fake.controls.loseCreateAnswers = 1;
    const calls = fake.controls.createCalls;
    await sweep();
    expect(fake.controls.createCalls).toBe(calls);
    clock.advance(RETRY_FIRST_MS);
    await sweep();
    expect(fake.controls.createCalls).toBe(calls + 1);
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'pending' });

    clock.advance(2 * RETRY_FIRST_MS);
    await sweep();
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'issued' });
    expect(sentFor(order._id)).toHaveLength(1);
    expect(fake.controls.createCalls).toBe(calls + 1);
  });

  it('marks an invoice the provider refuses failed, and an admin retries it (audited)', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await vegetables(), 1]]);
    await setStatus(order._id, 'delivered');
    fake.controls.refuseCreates = 1;
    await sweep();
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'failed' });
    const failed = (await admin('GET', '/api/admin/invoices?status=failed')).json().data as Array<{
      _id: string;
      order: { _id: string };
      lastError: string;
      buyer: { name: string };
    }>;
    const row = failed.find((invoice) => invoice.order._id === order._id)!;
    expect(row.lastError).toContain('not registered');
    clock.advance(24 * 60 * 60_000);
    await sweep();
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'failed' });

    const { token: shopper } = await createUser(t.app.db);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${row._id}/retry`,
      headers: bearer(shopper),
    });
    expect(forbidden.statusCode).toBe(403);
    const retried = await admin('POST', `/api/admin/invoices/${row._id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await admin('POST', `/api/admin/invoices/${row._id}/retry`)).json().code).toBe('invoice_not_retryable');
    expect((await admin('POST', '/api/admin/invoices/not-an-id/retry')).statusCode).toBe(404);
    await sweep();
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'issued' });
    const audit = await admin('GET', '/api/admin/audit?action=order.invoice_retried');
    expect(JSON.stringify(audit.json())).toContain(order._id);
  });

  it('gives up after MAX_ATTEMPTS failed tries', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await vegetables(), 1]]);
    await setStatus(order._id, 'delivered');
    fake.controls.down = true;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await sweep();
      clock.advance(24 * 60 * 60_000);
    }
    fake.controls.down = false;
    expect(await invoiceOf(order._id)).toMatchObject({ status: 'failed' });
  });

  it('never edits an issued invoice: a lower weight after delivery and a refund add adjustments', async () => {
    const { token } = await createUser(t.app.db);
    const mangoes = await createWeightProduct(t.app.db, { name: 'Xoài keo', unitPricePerKg: 40_000 });
    const order = await placeOrder(t.app, token, [
      [mangoes, 4],
      [await vegetables(), 2],
    ]);
    const { lines } = await orderWithLines(t.app.db, order._id);
    const mangoLine = lines.find((line) => line.stepGrams !== null)!;
    const weigh = (pickedGrams: number) =>
      admin('POST', `/api/orders/admin/orders/${order._id}/weights`, {
        lines: [{ lineId: mangoLine.id, pickedGrams }],
        confirm: true,
      });
    expect((await weigh(1000)).statusCode).toBe(200);
    await setStatus(order._id, 'delivered');
    await admin('POST', `/api/orders/admin/orders/${order._id}/payment`, { bankReference: 'cash' });
    await sweep();
    const original = await invoiceOf(order._id);
    expect(original.status).toBe('issued');

    // The scale was wrong: back to packing, weighed again lighter, delivered again.
    await setStatus(order._id, 'processing');
    expect((await weigh(900)).statusCode).toBe(200);
    await setStatus(order._id, 'delivered');
    await sweep();
    const adjusted = await invoiceOf(order._id);
    expect(adjusted).toMatchObject({ status: 'issued', number: original.number, lookupCode: original.lookupCode });
    expect(adjusted.adjustments).toEqual([expect.objectContaining({ status: 'issued', amount: -4_000 })]);
    const [first, second] = sentFor(order._id);
    expect(second?.request.notes).toContain(`số ${original.number}`);
    expect(second?.request.items).toEqual([expect.objectContaining({ total_amount: -4_000, tax_rate: 5 })]);
    expect(first?.request).not.toEqual(second?.request);

    // Then the goods came back: cancelled and refunded, the invoices add up to nothing.
    await setStatus(order._id, 'cancelled');
    const refunded = await admin('POST', `/api/orders/admin/orders/${order._id}/refund`, { bankReference: 'FT001' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await sweep();
    const final = await invoiceOf(order._id);
    const total = 40_000 + 30_000 - 4_000;
    expect(final.adjustments.map((a) => a.amount)).toEqual([-4_000, -total]);
    expect(sentFor(order._id)).toHaveLength(3);
    await sweep();
    expect(sentFor(order._id)).toHaveLength(3);
  });

  it('leaves alone orders last changed before the window (a provider switched on later invoices no past year)', async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await vegetables(), 1]]);
    await setStatus(order._id, 'delivered');
    const longAgo = sql`now() - make_interval(secs => ${INVOICE_WINDOW_MS / 1000 + 60})`;
    await t.app.db.update(orders).set({ updatedAt: longAgo }).where(eq(orders.id, order._id));
    await sweep();
    expect((await invoiceOf(order._id)).status).toBe('none');
  });

  it("shows an order's invoice to its owner and admins only", async () => {
    const { token } = await createUser(t.app.db);
    const order = await placeOrder(t.app, token, [[await vegetables(), 1]]);
    const { token: stranger } = await createUser(t.app.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoice`,
      headers: bearer(stranger),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice` })).statusCode).toBe(401);
    expect((await invoiceOf(order._id)).status).toBe('none');
  });

  it("keeps the seller's tax details in the settings, defaulting to the business registration number", async () => {
    const shown = await admin('GET', '/api/admin/settings/invoice');
    expect(shown.json().data).toMatchObject({ provider: 'sepay', sellerTaxCode: '', templateCode: '1' });
    expect(shown.json().data.effectiveSellerTaxCode).toMatch(/^\d{10}/);
    const bad = await admin('PUT', '/api/admin/settings/invoice', {
      ...shown.json().data,
      sellerTaxCode: '0300588568',
    });
    expect(bad.statusCode).toBe(400);
    const { provider: _p, effectiveSellerTaxCode: _e, ...values } = shown.json().data;
    const saved = await admin('PUT', '/api/admin/settings/invoice', {
      ...values,
      sellerTaxCode: VINAMILK,
      series: 'C26TVM',
    });
    expect(saved.json().data).toMatchObject({ effectiveSellerTaxCode: VINAMILK, series: 'C26TVM' });
    const audit = await admin('GET', '/api/admin/audit?action=settings.updated');
    expect(JSON.stringify(audit.json())).toContain('invoice');
    await admin('PUT', '/api/admin/settings/invoice', values);
  });
});
