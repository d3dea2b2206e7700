import { randomUUID } from 'node:crypto';
import { orderEnvelopeSchema } from '@veggie/contract';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { createSession } from '../src/modules/auth/sessions';
import { categories } from '../src/modules/categories/categories.table';
import { products, type ProductRow } from '../src/modules/products/products.table';
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
  return { user, token: await createSession(db, user.id) };
}

export async function createCategory(db: Db, fixture: { name?: string } = {}) {
  const [category] = await db
    .insert(categories)
    .values({ name: fixture.name ?? `Rau củ ${unique()}`, imageUrl: '/uploads/category.webp' })
    .returning();
  if (!category) throw new Error('fixture category was not inserted');
  return category;
}

export interface ProductFixture {
  name?: string;
  price?: number;
  salePrice?: number | null;
  stock?: number;
  categoryId?: string;
  imageUrl?: string;
}

/** A product in the given category, or in a new one. */
export async function createProduct(db: Db, fixture: ProductFixture = {}): Promise<ProductRow> {
  const categoryId = fixture.categoryId ?? (await createCategory(db)).id;
  const tag = unique();
  const [product] = await db
    .insert(products)
    .values({
      name: fixture.name ?? `Cà chua ${tag}`,
      description: 'Cà chua hữu cơ Đà Lạt',
      price: fixture.price ?? 30_000,
      salePrice: fixture.salePrice ?? null,
      stock: fixture.stock ?? 100,
      categoryId,
      imageUrl: fixture.imageUrl ?? `/uploads/${tag}.webp`,
    })
    .returning();
  if (!product) throw new Error('fixture product was not inserted');
  return product;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Puts products in a shopper's cart through the API and checks out; returns the created order. */
export async function placeOrder(app: App, token: string, lines: Array<[ProductRow, number]>) {
  for (const [product, quantity] of lines) {
    const added = await app.inject({ method: 'POST', url: '/api/cart', headers: bearer(token), payload: { productId: product.id, quantity } });
    if (added.statusCode !== 200) throw new Error(`adding to the cart failed: ${added.body}`);
  }
  const res = await app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token) });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return orderEnvelopeSchema.parse(res.json()).data;
}
