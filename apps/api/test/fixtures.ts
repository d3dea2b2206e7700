import { randomUUID } from 'node:crypto';
import {
  amountForGrams,
  cartEnvelopeSchema,
  orderEnvelopeSchema,
  productPageEnvelopeSchema,
  type CreateOrderBody,
  type ProductPage,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../src/app';
import type { Database, Db } from '../src/db/client';
import { createSession } from '../src/modules/users/sessions';
import { categories, type CategoryRow } from '../src/modules/categories/categories.table';
import { products, type ProductRow } from '../src/modules/products/products.table';
import { pointsLedger } from '../src/modules/promotions/promotions.table';
import { users, type UserRow } from '../src/modules/users/users.table';

const unique = () => randomUUID().slice(0, 8);

export interface UserFixture {
  role?: 'user' | 'admin';
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
}

/** A user with a live session; by default a shopper with a phone and address, ready to check out. */
export async function createUser(db: Db, fixture: UserFixture = {}): Promise<{ user: UserRow; token: string }> {
  const tag = unique();
  const [user] = await db
    .insert(users)
    .values({
      name: fixture.name ?? `Shopper ${tag}`,
      email: fixture.email ?? `shopper-${tag}@example.com`,
      // Never used to log in: the session below is created directly.
      passwordHash: 'not-a-real-hash',
      phone: fixture.phone ?? '0901234567',
      address: fixture.address ?? '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      role: fixture.role ?? 'user',
    })
    .returning();
  if (!user) throw new Error('fixture user was not inserted');
  return { user, token: await createSession(db, user.id, new Date()) };
}

export async function createCategory(
  db: Db,
  values: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const [category] = await db
    .insert(categories)
    .values({ name: `Rau củ ${unique()}`, imageUrl: '/uploads/category.webp', ...values })
    .returning();
  if (!category) throw new Error('fixture category was not inserted');
  return category;
}

/** A product in the given category, or in a new one. */
export async function createProduct(db: Db, values: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
  const categoryId = values.categoryId ?? (await createCategory(db)).id;
  const tag = unique();
  const [product] = await db
    .insert(products)
    .values({
      name: `Cà chua ${tag}`,
      description: 'Cà chua hữu cơ Đà Lạt',
      price: 30_000,
      stock: 100,
      imageUrl: `/uploads/${tag}.webp`,
      ...values,
      categoryId,
    })
    .returning();
  if (!product) throw new Error('fixture product was not inserted');
  return product;
}

/**
 * A product sold by weight: 35,000 ₫/kg in steps of 250 g (8,800 ₫ a step), 20 kg in stock (the stock is
 * in grams). `price`/`salePrice` are derived from the per-kg prices as the admin's form does.
 */
export async function createWeightProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const stepGrams = values.unitStepGrams ?? 250;
  const pricePerKg = values.unitPricePerKg ?? 35_000;
  const salePerKg = values.unitSalePricePerKg ?? null;
  return createProduct(db, {
    unitKind: 'weight',
    unitLabel: 'kg',
    unitLabelEn: 'kg',
    stock: 20_000,
    ...values,
    unitStepGrams: stepGrams,
    unitPricePerKg: pricePerKg,
    price: amountForGrams(pricePerKg, stepGrams),
    salePrice: salePerKg === null ? null : amountForGrams(salePerKg, stepGrams),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds a product to a shopper's cart through the API; throws unless it was accepted. */
export async function addToCart(app: App, token: string, product: ProductRow, quantity: number) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: bearer(token),
    payload: { productId: product.id, quantity },
  });
  if (added.statusCode !== 200) throw new Error(`adding to the cart failed: ${added.body}`);
}

/** `POST /api/orders` as the shopper, with no body (the spec's client) unless one is given. */
export function postOrder(app: App, token: string, body?: CreateOrderBody, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(token), ...headers },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The shopper's cart as the API shows it. */
export async function cartOf(app: App, token: string) {
  return cartEnvelopeSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json(),
  ).data;
}

/** The product list at `query` ("?q=cà&page=2"), as a shopper's browser gets it; throws unless it answers 200. */
export async function productPage(app: App, query: string): Promise<ProductPage> {
  const res = await app.inject({ method: 'GET', url: `/api/products${query}` });
  if (res.statusCode !== 200) throw new Error(`the product list ${query} answered ${res.statusCode}: ${res.body}`);
  return productPageEnvelopeSchema.parse(res.json()).data;
}

/** The names of a page's products, in the page's order. */
export const productNames = (page: ProductPage) => page.products.map((product) => product.name);

/** A product's stock as stored. */
export async function stockOf(db: Db, productId: string) {
  return (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
}

/** Puts products in a shopper's cart through the API and checks out; returns the created order. */
export async function placeOrder(app: App, token: string, lines: Array<[ProductRow, number]>, body?: CreateOrderBody) {
  for (const [product, quantity] of lines) await addToCart(app, token, product, quantity);
  const res = await postOrder(app, token, body);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return orderEnvelopeSchema.parse(res.json()).data;
}

export interface Registered {
  token: string;
  id: string;
  email: string;
  password: string;
}

/** Registers a customer through the API (real password hashing) and returns their token and id. */
export async function registerUser(
  app: App,
  fields: { name?: string; email: string; password?: string },
): Promise<Registered> {
  const password = fields.password ?? 'secret123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: fields.name ?? 'Test User', email: fields.email, password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.token, id: body.data._id, email: body.data.email, password };
}

/** Makes a user an admin directly in the database (there is no API for the first admin). */
export async function promoteToAdmin(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A real PNG, the kind of file the forms upload. */
export function pngImage(size = 16): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A multipart body for app.inject: text fields plus an optional file (any bytes, under any declared type). */
export function imageForm(
  fields: Record<string, string | number>,
  file?: Buffer,
  {
    fileName = 'photo.png',
    field = 'image',
    type = 'image/png',
  }: { fileName?: string; field?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append(field, new Blob([new Uint8Array(file)], { type }), fileName);
  return form;
}

/** A shopper's lot of earned points, earned at `at` and valid a year from then, all still to spend. */
export async function givePoints(db: Db, userId: string, points: number, at: number) {
  await db.insert(pointsLedger).values({
    userId,
    points,
    reason: 'earned',
    remaining: points,
    expiresAt: new Date(at + 365 * 24 * 3600_000),
    at: new Date(at),
  });
}
