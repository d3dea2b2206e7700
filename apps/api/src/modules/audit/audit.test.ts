import { adminAuditListSchema, errorEnvelopeSchema, productEnvelopeSchema, type AuditEntry } from '@veggie/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  bearer,
  createCategory,
  createProduct,
  createUser,
  imageForm,
  placeOrder,
  pngImage,
  registerUser,
} from '../../../test/fixtures';
import { categories } from '../categories/categories.table';
import { orders } from '../orders/orders.table';
import { products } from '../products/products.table';
import type { UserRow } from '../users/users.table';
import { users } from '../users/users.table';
import { auditLog } from './audit.table';

const AUDIT = '/api/admin/audit';

describe('audit log', () => {
  let t: TestApp;
  let admin: UserRow;
  let adminToken: string;
  let shopperToken: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user: admin, token: adminToken } = await createUser(t.database.db, {
      role: 'admin',
      email: 'boss@veggie.test',
    }));
    shopperToken = (await createUser(t.database.db)).token;
    png = await pngImage();
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | FormData) =>
    t.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload: payload as FormData }) });

  const list = async (query = '') => {
    const res = await asAdmin('GET', `${AUDIT}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminAuditListSchema.parse(res.json());
  };

  /** The entries about one entity, newest first. */
  const entriesAbout = async (entityId: string): Promise<AuditEntry[]> =>
    (await list('?limit=100')).data.filter((entry) => entry.entity.id === entityId);

  const entryCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  const byAdmin = { _id: expect.any(String) as unknown, email: 'boss@veggie.test' };

  describe('records every admin action with its actor, entity and details', () => {
    it('user role changed, user edited (changed field names only, no password) and user deleted', async () => {
      const { user: target } = await createUser(t.database.db, {
        name: 'Chị Lan',
        email: 'lan@veggie.test',
        phone: '0901',
      });

      expect((await asAdmin('PUT', `/api/auth/admin/users/${target.id}/role`, { role: 'admin' })).statusCode).toBe(200);
      const edited = await asAdmin('PUT', `/api/auth/admin/users/${target.id}`, {
        name: 'Chị Lan Nguyễn',
        email: 'lan@veggie.test',
        phone: '0902',
        password: 'hunter22',
      });
      expect(edited.statusCode).toBe(200);
      // The same details again change nothing, so they record nothing.
      await asAdmin('PUT', `/api/auth/admin/users/${target.id}`, { name: 'Chị Lan Nguyễn', email: 'lan@veggie.test' });
      const summary = (entries: AuditEntry[]) =>
        entries.map(({ actor, action, entity, details }) => ({ actor, action, entity, details }));
      expect(summary(await entriesAbout(target.id))).toEqual([
        {
          actor: { _id: admin.id, email: admin.email },
          action: 'user.updated',
          entity: { type: 'user', id: target.id },
          details: { email: 'lan@veggie.test', fields: ['name', 'phone'] },
        },
        {
          actor: { _id: admin.id, email: admin.email },
          action: 'user.role_changed',
          entity: { type: 'user', id: target.id },
          details: { email: 'lan@veggie.test', from: 'user', to: 'admin' },
        },
      ]);
      expect((await asAdmin('DELETE', `/api/auth/admin/users/${target.id}`)).statusCode).toBe(200);

      // Once the account is deleted, its entries keep what happened and no longer say whose it was.
      const entries = await entriesAbout(target.id);
      expect(summary(entries)).toEqual([
        {
          actor: { _id: admin.id, email: admin.email },
          action: 'user.deleted',
          entity: { type: 'user', id: target.id },
          details: {},
        },
        {
          actor: { _id: admin.id, email: admin.email },
          action: 'user.updated',
          entity: { type: 'user', id: target.id },
          details: { fields: ['name', 'phone'] },
        },
        {
          actor: { _id: admin.id, email: admin.email },
          action: 'user.role_changed',
          entity: { type: 'user', id: target.id },
          details: { from: 'user', to: 'admin' },
        },
      ]);
      expect(JSON.stringify(entries)).not.toContain('hunter22');
      expect(Date.parse(entries[0]?.createdAt ?? '')).not.toBeNaN();
    });

    it('order status changed (from/to) and order deleted', async () => {
      const product = await createProduct(t.database.db, { price: 20_000, stock: 10 });
      const order = await placeOrder(t.app, shopperToken, [[product, 2]]);

      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'shipped' })).statusCode,
      ).toBe(200);
      // Setting the status it already has is no change.
      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'shipped' })).statusCode,
      ).toBe(200);
      expect((await asAdmin('DELETE', `/api/orders/admin/orders/${order._id}`)).statusCode).toBe(200);

      expect(await entriesAbout(order._id)).toEqual([
        expect.objectContaining({
          actor: byAdmin,
          action: 'order.deleted',
          entity: { type: 'order', id: order._id },
          details: { email: order.user.email, status: 'shipped', totalAmount: 40_000 },
        }),
        expect.objectContaining({
          action: 'order.status_changed',
          entity: { type: 'order', id: order._id },
          details: { email: order.user.email, from: 'processing', to: 'shipped' },
        }),
      ]);
    });

    it('product created, updated (changed fields; prices before and after) and deleted', async () => {
      const category = await createCategory(t.database.db);
      const fields = {
        name: 'Cà chua bi',
        description: 'Quả nhỏ ngọt',
        price: '25000',
        stock: '12',
        category: category.id,
      };
      const created = await asAdmin('POST', '/api/products/admin/products', imageForm(fields, png));
      expect(created.statusCode).toBe(201);
      const product = productEnvelopeSchema.parse(created.json()).data;

      const updated = await asAdmin('PUT', `/api/products/admin/products/${product._id}`, {
        price: 22_000,
        stock: 12,
        salePrice: 20_000,
      });
      expect(updated.statusCode).toBe(200);
      // Only the stock, through the public alias; the same values again record nothing.
      await asAdmin('PUT', `/api/products/${product._id}`, { stock: 5 });
      await asAdmin('PUT', `/api/products/${product._id}`, { stock: 5, name: 'Cà chua bi' });
      await asAdmin('PUT', `/api/products/${product._id}`, imageForm({}, png));
      expect((await asAdmin('DELETE', `/api/products/admin/products/${product._id}`)).statusCode).toBe(200);

      const entries = await entriesAbout(product._id);
      expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
        { action: 'product.deleted', details: { name: 'Cà chua bi' } },
        { action: 'product.updated', details: { name: 'Cà chua bi', fields: ['image'] } },
        { action: 'product.updated', details: { name: 'Cà chua bi', fields: ['stock'] } },
        {
          action: 'product.updated',
          details: {
            name: 'Cà chua bi',
            fields: ['price', 'salePrice'],
            price: { from: 25_000, to: 22_000 },
            salePrice: { from: null, to: 20_000 },
          },
        },
        { action: 'product.created', details: { name: 'Cà chua bi' } },
      ]);
      expect(entries.every((e) => e.actor._id === admin.id && e.entity.type === 'product')).toBe(true);
    });

    it('category created, updated and deleted', async () => {
      const created = await asAdmin('POST', '/api/categories/admin/categories', imageForm({ name: 'Nấm' }, png));
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id as string;
      expect(
        (await asAdmin('PUT', `/api/categories/admin/categories/${id}`, imageForm({ name: 'Nấm tươi' }))).statusCode,
      ).toBe(200);
      await asAdmin('PUT', `/api/categories/admin/categories/${id}`, imageForm({ name: 'Nấm tươi' }));
      expect((await asAdmin('DELETE', `/api/categories/admin/categories/${id}`)).statusCode).toBe(200);

      expect(await entriesAbout(id)).toEqual([
        expect.objectContaining({
          actor: byAdmin,
          action: 'category.deleted',
          entity: { type: 'category', id },
          details: { name: 'Nấm tươi' },
        }),
        expect.objectContaining({ action: 'category.updated', details: { name: 'Nấm tươi', fields: ['name'] } }),
        expect.objectContaining({ action: 'category.created', details: { name: 'Nấm' } }),
      ]);
    });

    it('keeps the entry, and the admin email, after the admin account is deleted', async () => {
      const { user: other, token } = await createUser(t.database.db, {
        role: 'admin',
        email: 'temp-admin@veggie.test',
      });
      const category = await createCategory(t.database.db);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/categories/admin/categories/${category.id}`,
        headers: bearer(token),
      });
      expect((await asAdmin('DELETE', `/api/auth/admin/users/${other.id}`)).statusCode).toBe(200);
      expect(await entriesAbout(category.id)).toEqual([
        expect.objectContaining({ actor: { _id: null, email: 'temp-admin@veggie.test' }, action: 'category.deleted' }),
      ]);
    });
  });

  describe('records nothing when a change is refused', () => {
    it('demoting the last admin, deleting a category with products, un-cancelling without stock, a bad product edit', async () => {
      // This admin is the only one left, so demoting themselves hits the last-admin rule.
      await t.database.db
        .update(users)
        .set({ role: 'user' })
        .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));
      const product = await createProduct(t.database.db, { stock: 3 });
      const order = await placeOrder(t.app, shopperToken, [[product, 2]]);
      expect(
        (await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
      const before = await entryCount();

      const refusals = [
        await asAdmin('PUT', `/api/auth/admin/users/${admin.id}/role`, { role: 'user' }),
        await asAdmin('DELETE', `/api/categories/admin/categories/${product.categoryId}`),
        await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'processing' }),
        await asAdmin('PUT', `/api/products/admin/products/${product.id}`, { price: -5 }),
        await asAdmin('DELETE', `/api/orders/admin/orders/00000000-0000-4000-8000-000000000000`),
      ];
      expect(refusals.map((r) => r.statusCode)).toEqual([400, 409, 409, 400, 404]);
      expect(errorEnvelopeSchema.parse(refusals[0]?.json()).message).toBe(
        'The last admin cannot be demoted or deleted',
      );
      expect(await entryCount()).toBe(before);
    });
  });

  describe('an entry is written in the same transaction as its change', () => {
    // A constraint no new row can meet: every audit insert fails from here on, so any change that
    // went through without its entry would show up below as committed.
    const refuseAuditInserts = () =>
      t.database.db.execute(sql`alter table audit_log add constraint audit_log_refuse check (false) not valid`);
    const allowAuditInserts = () => t.database.db.execute(sql`alter table audit_log drop constraint audit_log_refuse`);

    it('rolls every change back when its entry cannot be written', async () => {
      const { user: target } = await createUser(t.database.db, { name: 'Anh Minh' });
      const category = await createCategory(t.database.db);
      const emptyCategory = await createCategory(t.database.db);
      const product = await createProduct(t.database.db, { categoryId: category.id, price: 30_000, stock: 10 });
      const order = await placeOrder(t.app, shopperToken, [[product, 4]]);

      await refuseAuditInserts();
      try {
        const attempts = [
          await asAdmin('PUT', `/api/auth/admin/users/${target.id}/role`, { role: 'admin' }),
          await asAdmin('PUT', `/api/auth/admin/users/${target.id}`, { name: 'Someone else', email: target.email }),
          await asAdmin('DELETE', `/api/auth/admin/users/${target.id}`),
          await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status: 'cancelled' }),
          await asAdmin('DELETE', `/api/orders/admin/orders/${order._id}`),
          await asAdmin(
            'POST',
            '/api/products/admin/products',
            imageForm({ name: 'Bí đỏ', description: 'Bí', price: '10000', stock: '1', category: category.id }, png),
          ),
          await asAdmin('PUT', `/api/products/admin/products/${product.id}`, { price: 1_000 }),
          await asAdmin('DELETE', `/api/products/admin/products/${product.id}`),
          await asAdmin('POST', '/api/categories/admin/categories', imageForm({ name: 'Hạt' }, png)),
          await asAdmin('PUT', `/api/categories/admin/categories/${category.id}`, imageForm({ name: 'Renamed' })),
          await asAdmin('DELETE', `/api/categories/admin/categories/${emptyCategory.id}`),
        ];
        expect(attempts.map((r) => r.statusCode)).toEqual(Array(attempts.length).fill(500));
      } finally {
        await allowAuditInserts();
      }

      const db = t.database.db;
      const [storedUser] = await db.select().from(users).where(eq(users.id, target.id));
      expect(storedUser).toMatchObject({ role: 'user', name: 'Anh Minh' });
      const [storedOrder] = await db.select().from(orders).where(eq(orders.id, order._id));
      expect(storedOrder?.status).toBe('processing');
      const [storedProduct] = await db.select().from(products).where(eq(products.id, product.id));
      expect(storedProduct).toMatchObject({ price: 30_000, stock: 6 });
      expect(await db.select().from(products).where(eq(products.name, 'Bí đỏ'))).toEqual([]);
      expect((await db.select().from(categories).where(eq(categories.id, category.id)))[0]?.name).toBe(category.name);
      expect(await db.select().from(categories).where(eq(categories.id, emptyCategory.id))).toHaveLength(1);
      expect(await db.select().from(categories).where(eq(categories.name, 'Hạt'))).toEqual([]);
    });
  });

  describe("no longer names a customer once their account is deleted, keeping the shop's books", () => {
    /**
     * A shopper with details and an order the admin moved to delivered and edited: audit entries about the
     * person (user.updated) and about their order (order.status_changed) that name them.
     */
    async function auditedCustomer(tag: string) {
      const person = {
        name: `Ngô Thị ${tag}`,
        email: `${tag}@private.test`,
        phone: '0912345678',
        address: '9 Ngõ Huế',
      };
      const customer = await registerUser(t.app, { name: person.name, email: person.email });
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(customer.token),
        payload: { name: person.name, email: person.email, phone: person.phone, address: person.address },
      });
      const order = await placeOrder(t.app, customer.token, [
        [await createProduct(t.database.db, { price: 15_000 }), 2],
      ]);
      for (const status of ['shipped', 'delivered']) {
        const res = await asAdmin('PUT', `/api/orders/admin/orders/${order._id}/status`, { status });
        expect(res.statusCode, res.body).toBe(200);
      }
      const edited = await asAdmin('PUT', `/api/auth/admin/users/${customer.id}`, { ...person, phone: '0987654321' });
      expect(edited.statusCode, edited.body).toBe(200);
      const before = JSON.stringify(await entriesAbout(order._id));
      expect(before).toContain(person.email);
      return { customer, order, person };
    }

    /** Nothing that names the person, in the admin's list or anywhere in the stored log. */
    async function expectForgotten(person: Record<string, string>) {
      const listed = JSON.stringify((await list('?limit=100')).data);
      const stored = JSON.stringify(await t.database.db.select().from(auditLog));
      for (const value of Object.values(person)) {
        expect(listed).not.toContain(value);
        expect(stored).not.toContain(value);
      }
    }

    it('when they delete it themselves (DELETE /auth/profile)', async () => {
      const { customer, order, person } = await auditedCustomer('tu-xoa');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/profile',
        headers: bearer(customer.token),
        payload: { currentPassword: customer.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      await expectForgotten(person);
      expect((await entriesAbout(order._id)).map(({ actor, action, details }) => ({ actor, action, details }))).toEqual(
        [
          { actor: byAdmin, action: 'order.status_changed', details: { from: 'shipped', to: 'delivered' } },
          { actor: byAdmin, action: 'order.status_changed', details: { from: 'processing', to: 'shipped' } },
        ],
      );
      expect((await entriesAbout(customer.id)).map(({ action, details }) => ({ action, details }))).toEqual([
        { action: 'user.updated', details: { fields: ['phone'] } },
      ]);
    });

    it('when an admin deletes it (DELETE /auth/admin/users/:id)', async () => {
      const { customer, order, person } = await auditedCustomer('admin-xoa');
      expect((await asAdmin('DELETE', `/api/auth/admin/users/${customer.id}`)).statusCode).toBe(200);

      await expectForgotten(person);
      expect((await entriesAbout(order._id)).map(({ action, details }) => ({ action, details }))).toEqual([
        { action: 'order.status_changed', details: { from: 'shipped', to: 'delivered' } },
        { action: 'order.status_changed', details: { from: 'processing', to: 'shipped' } },
      ]);
      expect(
        (await entriesAbout(customer.id)).map(({ actor, action, details }) => ({ actor, action, details })),
      ).toEqual([
        { actor: byAdmin, action: 'user.deleted', details: {} },
        { actor: byAdmin, action: 'user.updated', details: { fields: ['phone'] } },
      ]);
    });

    it("keeps the entries of other customers' orders as they were", async () => {
      const { order, customer } = await auditedCustomer('o-lai');
      const { customer: leaving } = await auditedCustomer('ra-di');
      expect((await asAdmin('DELETE', `/api/auth/admin/users/${leaving.id}`)).statusCode).toBe(200);
      expect((await entriesAbout(order._id)).map(({ details }) => details.email)).toEqual([
        customer.email,
        customer.email,
      ]);
    });
  });

  it('does not record what customers do: sign-up, profile, cart, checkout', async () => {
    const before = await entryCount();
    const customer = await registerUser(t.app, { email: 'khach@veggie.test' });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(customer.token),
      payload: { name: 'Khách', email: 'khach@veggie.test', phone: '0903', address: '1 Hàng Bài, Hà Nội' },
    });
    expect(profile.statusCode).toBe(200);
    await placeOrder(t.app, customer.token, [[await createProduct(t.database.db), 1]]);
    expect(await entryCount()).toBe(before);
  });

  describe('GET /api/admin/audit', () => {
    it('answers 401 without a token and 403 for a customer', async () => {
      expect((await t.app.inject({ method: 'GET', url: AUDIT })).statusCode).toBe(401);
      const customer = await t.app.inject({ method: 'GET', url: AUDIT, headers: bearer(shopperToken) });
      expect(customer.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(customer.json()).message).toBe('You do not have permission to do this');
    });

    it('pages newest first, 20 by default, clamps the limit and filters by action, entity type and actor', async () => {
      const { user: auditor } = await createUser(t.database.db, { role: 'admin' });
      // A second apart, so the expected order does not hang on the clock's resolution.
      const start = Date.now() - 60_000;
      await t.database.db.insert(auditLog).values(
        Array.from({ length: 25 }, (_, i) => ({
          actorId: auditor.id,
          actorEmail: auditor.email,
          action: i % 5 === 0 ? 'order.deleted' : 'product.updated',
          entityType: i % 5 === 0 ? 'order' : 'product',
          entityId: i % 5 === 0 ? `o${i}` : `p${i}`,
          details: { fields: ['stock'] },
          createdAt: new Date(start + i * 1000),
        })),
      );
      const mine = `?actor=${auditor.id}`;

      const first = await list(mine);
      expect(first.count).toBe(25);
      expect(first.data).toHaveLength(20);
      expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 25, itemsPerPage: 20 });
      expect(first.data[0]?.entity.id).toBe('p24');
      const times = first.data.map((e) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await list(`${mine}&page=2`)).data.map((e) => e.entity.id)).toEqual(['p4', 'p3', 'p2', 'p1', 'o0']);

      expect((await list(`${mine}&limit=0&page=0`)).pagination).toEqual({
        currentPage: 1,
        totalPages: 25,
        totalItems: 25,
        itemsPerPage: 1,
      });
      expect((await list(`${mine}&limit=1000`)).pagination.itemsPerPage).toBe(100);

      const deletions = await list(`${mine}&action=order.deleted`);
      expect(deletions.count).toBe(5);
      expect(deletions.data.every((e) => e.action === 'order.deleted' && e.actor._id === auditor.id)).toBe(true);
      expect((await list(`${mine}&entityType=product`)).count).toBe(20);
      expect((await list(`${mine}&entityType=order&action=product.updated`)).count).toBe(0);
      // Blank filters are no filters; an unknown or malformed actor matches nothing.
      expect((await list(`${mine}&action=&entityType=`)).count).toBe(25);
      expect((await list('?actor=00000000-0000-4000-8000-000000000000')).count).toBe(0);
      expect((await list('?actor=not-a-uuid')).count).toBe(0);
    });

    it('refuses an unknown action or entity type with 400', async () => {
      for (const query of ['?action=product.exploded', '?entityType=planet']) {
        const res = await asAdmin('GET', `${AUDIT}${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(errorEnvelopeSchema.parse(res.json()).message).toBeTruthy();
      }
    });

    it('is documented as an admin route with bearer security', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
      };
      expect(doc.paths[AUDIT]?.get).toMatchObject({ tags: ['admin audit'], security: [{ bearerAuth: [] }] });
    });
  });
});
