import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories } from '../src/modules/categories/categories.table';
import { products } from '../src/modules/products/products.table';
import { users } from '../src/modules/users/users.table';
import { buildTestApp, type TestApp } from './build-test-app';
import { bearer, createCategory, createProduct, createUser, imageForm, pngImage } from './fixtures';

const INVISIBLE_EN = 'Must not contain invisible or text-direction characters';
const INVISIBLE_VI = 'Không được chứa ký tự ẩn hoặc ký tự đổi hướng văn bản';
/** "Lan" followed by "admin" written backwards behind a right-to-left override: shows as "Lanadmin". */
const SPOOFED = 'Lan\u202Enimda';

/** The contract's text rules as every route that takes a name or an admin number applies them. */
describe('names and admin numbers', () => {
  let t: TestApp;
  let adminToken: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    png = await pngImage();
  });
  afterAll(() => t.close());
  // Admin forms are multipart requests, which count against their admin's upload limit.
  beforeEach(async () => {
    adminToken = (await createUser(t.database.db, { role: 'admin' })).token;
  });

  const admin = (lang = 'en') => ({ ...bearer(adminToken), 'accept-language': lang });

  describe('names refuse invisible and text-direction characters, changing nothing', () => {
    it('on sign-up', async () => {
      for (const name of [SPOOFED, 'Lan\u200B', 'Lan\uFEFFAnh', 'Lan\u2066Anh']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name, email: 'lan@example.com', password: 'secret123' },
        });
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'name', message: INVISIBLE_EN }]);
      }
      expect(await t.app.db.select().from(users).where(eq(users.email, 'lan@example.com'))).toEqual([]);
      const vietnamese = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Nguyễn Thị Ánh Tuyết'.normalize('NFD'), email: 'lan@example.com', password: 'secret123' },
      });
      expect(vietnamese.statusCode).toBe(201);
    });

    it('on the profile and on the admin user edit, in both languages', async () => {
      const { user, token } = await createUser(t.app.db, { name: 'Lan' });
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { ...bearer(token), 'accept-language': 'vi' },
        payload: { name: SPOOFED, email: user.email },
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().errors).toEqual([{ field: 'name', message: INVISIBLE_VI }]);
      const byAdmin = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/admin/users/${user.id}`,
        headers: admin(),
        payload: { name: SPOOFED, email: user.email },
      });
      expect(byAdmin.statusCode).toBe(400);
      expect(byAdmin.json().errors).toEqual([{ field: 'name', message: INVISIBLE_EN }]);
      const [row] = await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      expect(row?.name).toBe('Lan');
    });

    it('on products and categories, created or renamed', async () => {
      const category = await createCategory(t.app.db, { name: 'Rau lá' });
      const product = await createProduct(t.app.db, { categoryId: category.id, name: 'Cải bó xôi' });
      const fields = { name: SPOOFED, description: 'Tươi', price: '30000', stock: '5', category: category.id };
      const attempts = [
        { method: 'POST', url: '/api/products/admin/products', payload: imageForm(fields, png) },
        {
          method: 'PUT',
          url: `/api/products/admin/products/${product.id}`,
          payload: imageForm({ name: 'Cải\u200Bbó xôi' }),
        },
        { method: 'POST', url: '/api/categories/admin/categories', payload: imageForm({ name: SPOOFED }, png) },
        {
          method: 'PUT',
          url: `/api/categories/admin/categories/${category.id}`,
          payload: imageForm({ name: 'Rau\u2060lá' }),
        },
      ] as const;
      for (const { method, url, payload } of attempts) {
        const res = await t.app.inject({ method, url, payload, headers: admin('vi') });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().errors, `${method} ${url}`).toEqual([{ field: 'name', message: INVISIBLE_VI }]);
      }
      expect((await t.app.db.select({ name: products.name }).from(products)).map((p) => p.name)).toEqual([
        'Cải bó xôi',
      ]);
      expect((await t.app.db.select({ name: categories.name }).from(categories)).map((c) => c.name)).toEqual([
        'Rau lá',
      ]);
    });
  });

  describe('every free text refuses them by the same rule, naming the field', () => {
    /** One request per free-text field, carrying `text` in it; `field` is the name the error gives. */
    interface Attempt {
      field: string;
      method: 'POST' | 'PUT';
      url: string;
      payload: (text: string) => object | { body: unknown; headers: Record<string, string> };
      as: 'shopper' | 'admin' | 'none';
    }
    let shopperToken: string;
    let shopperId: string;
    let productId: string;
    beforeAll(async () => {
      const shopper = await createUser(t.database.db);
      shopperToken = shopper.token;
      shopperId = shopper.user.id;
      productId = (await createProduct(t.database.db)).id;
    });
    const orderId = '00000000-0000-4000-8000-000000000000';
    const zone = {
      fee: 0,
      freeFrom: null,
      minOrder: 0,
      leadMinutes: 60,
      provinceCodes: [],
      wardCodes: [],
      active: true,
    };
    const attempts = (): Attempt[] => [
      { field: 'note', method: 'POST', url: '/api/orders', payload: (note) => ({ note }), as: 'shopper' },
      {
        field: 'bankReference',
        method: 'POST',
        url: `/api/orders/admin/orders/${orderId}/payment`,
        payload: (bankReference) => ({ bankReference }),
        as: 'admin',
      },
      {
        field: 'bankReference',
        method: 'POST',
        url: `/api/orders/admin/orders/${orderId}/refund`,
        payload: (bankReference) => ({ bankReference }),
        as: 'admin',
      },
      ...(['message', 'phone', 'subject'] as const).map((field): Attempt => ({
        field,
        method: 'POST',
        url: '/api/contact',
        payload: (text) => ({ name: 'Lan', email: 'lan@example.vn', message: 'Chào shop', [field]: text }),
        as: 'none',
      })),
      ...(['phone', 'address'] as const).flatMap((field): Attempt[] => [
        {
          field,
          method: 'PUT',
          url: '/api/auth/profile',
          payload: (text) => ({ name: 'Lan', email: `${shopperId}@example.vn`, [field]: text }),
          as: 'shopper',
        },
        {
          field,
          method: 'PUT',
          url: `/api/auth/admin/users/${shopperId}`,
          payload: (text) => ({ name: 'Lan', email: `${shopperId}@example.vn`, [field]: text }),
          as: 'admin',
        },
      ]),
      ...(['receiverName', 'street'] as const).map((field): Attempt => ({
        field,
        method: 'POST',
        url: '/api/auth/addresses',
        payload: (text) => ({
          receiverName: 'Lan',
          phone: '0912345678',
          provinceCode: '01',
          wardCode: '00004',
          street: '12 Hàng Bạc',
          [field]: text,
        }),
        as: 'shopper',
      })),
      {
        field: 'name',
        method: 'POST',
        url: '/api/admin/delivery/zones',
        payload: (name) => ({ ...zone, name }),
        as: 'admin',
      },
      {
        field: 'reason',
        method: 'POST',
        url: '/api/admin/delivery/closed-days',
        payload: (reason) => ({ date: '2030-01-01', reason }),
        as: 'admin',
      },
      {
        field: 'terms.1',
        method: 'POST',
        url: '/api/admin/search/synonyms',
        payload: (term) => ({ terms: ['cà chua', term] }),
        as: 'admin',
      },
      {
        field: 'description',
        method: 'PUT',
        url: `/api/products/${productId}`,
        payload: (description) => ({ description }),
        as: 'admin',
      },
    ];
    let sent = 0;
    const send = (attempt: Attempt, text: string, lang = 'en') => {
      const token = attempt.as === 'admin' ? adminToken : attempt.as === 'shopper' ? shopperToken : undefined;
      return t.app.inject({
        method: attempt.method,
        url: attempt.url,
        payload: attempt.payload(text),
        headers: { ...(token && bearer(token)), 'accept-language': lang },
        // The contact form's own rate limit is not what this tests.
        remoteAddress: `10.0.0.${++sent}`,
      });
    };

    it('on the order note, the payment references, contact, profile, addresses, zones, closed days, synonyms and descriptions', async () => {
      for (const attempt of attempts()) {
        for (const [text, lang, message] of [
          [SPOOFED, 'en', INVISIBLE_EN],
          ['Lan\u200Bnh', 'vi', INVISIBLE_VI],
          ['Lan\u2066Anh', 'en', INVISIBLE_EN],
        ] as const) {
          const res = await send(attempt, text, lang);
          const what = `${attempt.method} ${attempt.url} ${attempt.field} = ${JSON.stringify(text)}: ${res.body}`;
          expect(res.statusCode, what).toBe(400);
          // The catalog's forms answer with their first field's own code (lib/errors invalidFields).
          expect(res.json().code, what).toBe(
            attempt.url.startsWith('/api/products/') ? 'invisible_characters' : 'validation_failed',
          );
          expect(res.json().errors, what).toContainEqual({ field: attempt.field, message });
        }
      }
    });

    it('takes line breaks in the texts of several lines, and Vietnamese text everywhere', async () => {
      const multiline = new Set(['note', 'message', 'description']);
      for (const attempt of attempts()) {
        const text = multiline.has(attempt.field)
          ? 'Giao giờ trưa\r\nGọi trước\tnhé'
          : 'Nguyễn Thị Ánh'.normalize('NFD');
        const res = await send(attempt, text);
        const errors = (res.json() as { errors?: { field: string }[] }).errors ?? [];
        expect(
          errors.map((error) => error.field),
          `${attempt.url} ${attempt.field}: ${res.body}`,
        ).not.toContain(attempt.field);
      }
    });
  });

  describe('admin price and stock fields take plain decimal digits only', () => {
    it('refuses hexadecimal, exponent, padded, fractional, signed and grouped numbers, changing nothing', async () => {
      const product = await createProduct(t.app.db, { price: 30_000, stock: 10 });
      for (const text of ['0x10', '1e3', ' 12', '12.0', '+5', '1_000', '0b11']) {
        for (const field of ['price', 'salePrice', 'stock']) {
          const res = await t.app.inject({
            method: 'PUT',
            url: `/api/products/admin/products/${product.id}`,
            payload: imageForm({ [field]: text }),
            headers: admin(),
          });
          expect(res.statusCode, `${field} = ${JSON.stringify(text)}`).toBe(400);
          expect(res.json().errors).toEqual([{ field, message: 'Enter a whole number using the digits 0-9 only' }]);
        }
      }
      const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
      expect(row).toMatchObject({ price: 30_000, salePrice: null, stock: 10, updatedAt: product.updatedAt });
    });

    it('refuses them on create, storing no product', async () => {
      const category = await createCategory(t.app.db);
      const before = await t.app.db.select().from(products);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/admin/products',
        payload: imageForm(
          { name: 'Táo', description: 'Giòn', price: '1e5', stock: '0x10', category: category.id },
          png,
        ),
        headers: admin('vi'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'price', message: 'Chỉ nhập số nguyên bằng các chữ số 0-9' },
        { field: 'stock', message: 'Chỉ nhập số nguyên bằng các chữ số 0-9' },
      ]);
      expect(await t.app.db.select().from(products)).toEqual(before);
    });

    it('keeps JSON numbers as numbers', async () => {
      const product = await createProduct(t.app.db, { price: 30_000, stock: 10 });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        payload: { price: 31_000, stock: 9 },
        headers: admin(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ price: 31_000, stock: 9 });
    });
  });
});
