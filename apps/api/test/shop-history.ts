import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { orderDetailEnvelopeSchema } from '@veggie/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createDatabaseImageStore, createDiskImageStore } from '../src/modules/images/images.store';
import { products } from '../src/modules/products/products.table';
import { createSession } from '../src/modules/users/sessions';
import { users } from '../src/modules/users/users.table';
import { createAddress, PROVINCES, WARDS } from './delivery-fixtures';
import { bearer, createProduct, createUser, createWeightProduct, placeOrder } from './fixtures';
import { placeTransferOrder, sepayNotification, WEBHOOK_KEY } from './payment-fixtures';

/** A small WebP, as the image store keeps uploads. */
export const webpImage = (red: number) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: red, g: 160, b: 60 } } })
    .webp()
    .toBuffer();

/**
 * A shop with a history, built through the API where the shop's rules matter: shoppers with addresses,
 * products with images on disk and in the database, orders paid on delivery and by transfer, weighed lines,
 * a transfer paid through the bank webhook and one still waiting. The app needs paymentConfig().
 */
export async function buildShopHistory(app: App, uploadsDir: string) {
  const db = app.db;
  const admin = (await createUser(db, { role: 'admin', name: 'Chủ cửa hàng' })).token;
  const disk = createDiskImageStore(uploadsDir);
  const tomatoes = await createWeightProduct(db, { name: 'Cà chua bi Đà Lạt', stock: 40_000 });
  const mangoes = await createWeightProduct(db, {
    name: 'Xoài cát Hòa Lộc',
    stock: 30_000,
    unitSalePricePerKg: 30_000,
  });
  const herbs = await createProduct(db, { name: 'Rau thơm', price: 12_500, stock: 200 });
  const rice = await createProduct(db, { name: 'Gạo ST25', price: 185_000, stock: 80 });
  for (const [product, red] of [
    [tomatoes, 200],
    [herbs, 40],
  ] as const) {
    await db
      .update(products)
      .set({ imageUrl: await disk.save(await webpImage(red)) })
      .where(eq(products.id, product.id));
  }
  await db
    .update(products)
    .set({ imageUrl: await createDatabaseImageStore(db).save(await webpImage(120)) })
    .where(eq(products.id, rice.id));

  const weigh = async (orderId: string, lines: { lineId: string; pickedGrams: number }[]) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/admin/orders/${orderId}/weights`,
      headers: bearer(admin),
      payload: { lines },
    });
    if (res.statusCode !== 200) throw new Error(`weighing failed: ${res.body}`);
  };
  /** Each weighed line of the order at its ordered weight plus `percent` (inside the packing tolerance). */
  const weighAll = async (orderId: string, percent: number) => {
    const { rows } = (await db.execute(
      sql`select id, quantity * step_grams as grams from order_lines
          where order_id = ${orderId} and step_grams is not null order by id`,
    )) as unknown as { rows: { id: string; grams: number }[] };
    await weigh(
      orderId,
      rows.map((line) => ({ lineId: line.id, pickedGrams: Math.round((Number(line.grams) * (100 + percent)) / 100) })),
    );
  };

  let notification = 1;
  for (let i = 0; i < 3; i++) {
    const { user, token } = await createUser(db, { name: `Nguyễn Thị ${['An', 'Bình', 'Chi'][i]}` });
    await createAddress(db, user.id, { wardCode: WARDS.saiGon, provinceCode: PROVINCES.hcm });
    await createAddress(db, user.id, {
      wardCode: WARDS.hoanKiem,
      provinceCode: PROVINCES.haNoi,
      street: '5 Tràng Tiền',
    });
    const cod = await placeOrder(app, token, [
      [tomatoes, 3 + i],
      [herbs, 2],
    ]);
    await weighAll(cod._id, 3 + i);
    const transfer = await placeTransferOrder(app, token, [
      [mangoes, 2],
      [rice, 1],
    ]);
    if (i < 2) {
      await weighAll(transfer._id, -2);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sepay',
        headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
        payload: sepayNotification(notification++, transfer.payment.reference!, transfer.totalAmount),
      });
      if (res.statusCode !== 200) throw new Error(`the transfer notification failed: ${res.body}`);
    }
  }
}

/**
 * Every row of every table of the public schema (generated columns included, as the database computes
 * them) and every sequence, in a form two databases can be compared by.
 */
export async function contentsOf(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    // Timestamps are written with the session's zone offset: the same zone on both sides.
    await tx.execute(sql`set local time zone 'UTC'`);
    const query = async <T>(statement: ReturnType<typeof sql.raw>) =>
      ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = await query<{ name: string }>(
      sql.raw(`select table_name as name from information_schema.tables
               where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await query<{ row: string }>(sql.raw(`select to_jsonb(t)::text as row from "${name}" t`));
      contents[name] = rows.map((r) => r.row).sort();
    }
    const sequences = await query<{ name: string; last_value: string | null }>(
      sql.raw(`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`),
    );
    contents['(sequences)'] = sequences.map((s) => `${s.name}=${s.last_value}`).sort();
    return contents;
  });
}

/**
 * What a shop's owner would check after an upgrade, read through the API (the compatibility surface) and
 * the images' bytes: every order with its lines, money and payment, and every image file and stored image.
 */
export async function shopSummary(app: App, uploadsDir: string) {
  const [admin] = await app.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  if (!admin) throw new Error('the shop has no admin');
  const token = await createSession(app.db, admin.id, new Date());
  const { rows: ids } = (await app.db.execute(sql`select id from orders order by id`)) as unknown as {
    rows: { id: string }[];
  };
  const orders = [];
  for (const { id } of ids) {
    const res = await app.inject({ method: 'GET', url: `/api/orders/admin/orders/${id}`, headers: bearer(token) });
    const order = orderDetailEnvelopeSchema.parse(res.json()).data;
    orders.push({
      _id: order._id,
      customer: order.user.name,
      status: order.status,
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      totalAmount: order.totalAmount,
      estimated: order.estimated,
      payment: pick(order.payment, ['method', 'status', 'reference', 'amountReceived', 'amountDue', 'refundDue']),
      lines: order.orderDetails.map((line) =>
        pick(line, ['_id', 'name', 'imageUrl', 'quantity', 'priceEach', 'pickedGrams', 'amount']),
      ),
    });
  }
  const files = (await readdir(uploadsDir).catch(() => [])).sort();
  const imageFiles = Object.fromEntries(
    await Promise.all(files.map(async (name) => [name, sha256(await readFile(path.join(uploadsDir, name)))] as const)),
  );
  const { rows: stored } = (await app.db.execute(
    sql`select name, encode(sha256(content), 'hex') as sha256 from stored_images order by name`,
  )) as unknown as { rows: { name: string; sha256: string }[] };
  return { orders, imageFiles, storedImages: stored };
}

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
