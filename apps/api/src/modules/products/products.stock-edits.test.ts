import { productEnvelopeSchema } from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createCategory, createProduct, createUser, imageForm, pngImage } from '../../../test/fixtures';
import { auditLog } from '../audit/audit.table';
import { products, type ProductRow } from './products.table';

const BASE = '/api/products/admin/products';

/**
 * An admin saving a product while shoppers check out must never give sold stock back: the update
 * locks the row and writes only what changes, and a form that sends stock says which stock it saw.
 */
describe('product edits during checkouts', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  // Every save is a multipart request, which counts against its admin's upload limit: a test that
  // saves often spreads its saves over several admins.
  beforeEach(async () => {
    adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
  });

  const stockOf = async (id: string) =>
    (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const put = (
    id: string,
    fields: Record<string, string | number>,
    headers: Record<string, string> = {},
    image?: Buffer,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: imageForm(fields, image),
      headers: { ...bearer(adminToken), ...headers },
    });
  const getForAdmin = async (id: string) =>
    productEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(adminToken) })).json(),
    ).data;

  /** Fills the shopper's cart through the API and checks out; the quantity bought, or 0 when refused. */
  async function buy(token: string, product: ProductRow, quantity: number): Promise<number> {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(token),
      payload: { productId: product.id, quantity },
    });
    if (added.statusCode !== 200) return 0;
    const order = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token) });
    if (order.statusCode === 201) return quantity;
    expect(order.statusCode, order.body).toBe(409);
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: bearer(token) });
    return 0;
  }

  it('keeps every sale while an admin saves the product again and again', async () => {
    const initial = 500;
    const product = await createProduct(t.app.db, { stock: initial, price: 30_000 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app.db)));
    const otherCategory = await createCategory(t.app.db);
    const photo = await pngImage(256);
    // The edit form as it was opened before any sale: the web form sends every text field it shows
    // (stock only when the admin changed it), here moving the product between two categories.
    const form = await getForAdmin(product.id);
    const formFields = (save: number) => ({
      name: `${form.name} (${save})`,
      description: form.description,
      price: String(30_000 + save * 1000),
      salePrice: '',
      category: save % 2 === 0 ? form.category._id : otherCategory.id,
    });

    let sold = 0;
    let addedByAdmin = 0;
    for (let round = 0; round < 8; round++) {
      adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
      // Each shopper buys three times in a row and the saves wait for the first purchase: sales keep coming
      // while the saves read and write, instead of one burst that is over before (or after) them.
      let purchaseDone!: () => void;
      const firstPurchase = new Promise<void>((resolve) => (purchaseDone = resolve));
      const checkouts = shoppers.map(async ({ token }, i) => {
        let bought = 0;
        for (let purchase = 0; purchase < 3; purchase++) {
          bought += await buy(token, product, 1 + ((round + i + purchase) % 3));
          purchaseDone();
        }
        return bought;
      });
      // One save of each round also replaces the photo: its encoding, between the save's read and its
      // write, is when sales land even on PGlite, which otherwise runs a save's statements back to back.
      const saves = [0, 1, 2].map(async (save) => {
        await firstPurchase;
        const res = await put(product.id, formFields(round * 3 + save), {}, save === 0 ? photo : undefined);
        expect(res.statusCode, res.body).toBe(200);
      });
      // The admin's own stock change, from a fresh read; a sale in between is a 409 and a retry.
      const restock = (async () => {
        for (;;) {
          const { stock } = await getForAdmin(product.id);
          const res = await put(product.id, {
            ...formFields(round),
            stock: String(stock + 5),
            expectedStock: String(stock),
          });
          if (res.statusCode === 200) return 5;
          expect(res.statusCode, res.body).toBe(409);
        }
      })();
      const [bought, , added] = await Promise.all([Promise.all(checkouts), Promise.all(saves), restock]);
      sold += bought.reduce((sum, quantity) => sum + quantity, 0);
      addedByAdmin += added;
    }

    expect(sold).toBeGreaterThan(0);
    expect(await stockOf(product.id)).toBe(initial - sold + addedByAdmin);
  });

  it('refuses a stock change from a form loaded before a sale with 409, changing nothing', async () => {
    const product = await createProduct(t.app.db, { stock: 10, price: 30_000 });
    const { token } = await createUser(t.app.db);
    const loaded = await getForAdmin(product.id);
    expect(await buy(token, product, 3)).toBe(3);
    const auditBefore = await t.app.db.select().from(auditLog);

    const stale = {
      name: 'Cà chua mới',
      price: '32000',
      stock: String(loaded.stock + 5),
      expectedStock: String(loaded.stock),
    };
    const res = await put(product.id, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'stock_changed',
      message: 'The stock changed while you were editing (now 7); reload and try again',
      requestId: expect.any(String),
    });
    const vi = await put(product.id, stale, { 'accept-language': 'vi' });
    expect(vi.json().message).toBe('Tồn kho đã thay đổi trong lúc bạn chỉnh sửa (hiện còn 7); hãy tải lại và thử lại');

    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: product.name, price: 30_000, stock: 7, updatedAt: product.updatedAt });
    expect(await t.app.db.select().from(auditLog)).toEqual(auditBefore);

    // Reloaded, the same change goes through.
    const fresh = await put(product.id, { ...stale, stock: '12', expectedStock: '7' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ name: 'Cà chua mới', price: 32_000, stock: 12 });
  });

  it('accepts a stale expected stock when the stock sent is the one stored', async () => {
    const product = await createProduct(t.app.db, { stock: 10 });
    const { token } = await createUser(t.app.db);
    expect(await buy(token, product, 4)).toBe(4);
    // The admin typed the stock that is already there: nothing to give back, nothing to refuse.
    const res = await put(product.id, { name: 'Cà chua bi', stock: '6', expectedStock: '10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Cà chua bi', stock: 6 });
  });

  it('lets a client that sends every field and no expected stock set the stock as before', async () => {
    const product = await createProduct(t.app.db, { stock: 10 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(adminToken),
      payload: {
        name: product.name,
        description: product.description,
        price: product.price,
        stock: 3,
        category: product.categoryId,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
  });
});
