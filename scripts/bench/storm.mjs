// The checkout storm: many buyers, a few products with less stock than they want together and a few
// delivery slots with fewer places than the buyers who want them, every checkout fired at once. Then
// the invariants, checked in SQL.
import { account, addAddress, addToCart, call, inBatches, setShippingDetails } from './api.mjs';

/** argon2 is CPU-bound: more sign-ups at once than cores only queue up. */
const SIGNUP_CONCURRENCY = 4;

/** Stock per product: scarce on purpose (5 to 12 each) so that demand exceeds supply. */
const stockOf = (i) => 5 + ((i * 5) % 8);

/**
 * Picks `count` in-stock products sold in pieces (spread over the catalog) and gives them scarce stock. Run
 * on the database before the server starts; resolves with `[{ id, stock }]`, the initial stock to check
 * against. Pieces only: a weight product's stock is in grams while its order lines count steps.
 */
export async function prepareStormProducts(client, count, offset = 100) {
  const rows = await client.query(
    `select id from products where stock > 0 and unit_kind = 'piece'
     order by created_at desc, id desc limit $1 offset $2`,
    [count, offset],
  );
  const products = rows.map((row, i) => ({ id: row.id, stock: stockOf(i) }));
  for (const p of products) await client.query('update products set stock = $1 where id = $2', [p.stock, p.id]);
  return products;
}

/** Where the storm's buyers live: Phường Sài Gòn, Hồ Chí Minh City (2025 codes, loaded with the app). */
export const STORM_WARD = { provinceCode: '79', wardCode: '26740' };

/** Places per storm slot: small on purpose (2 to 5 each) so that most buyers who want one are refused. */
const capacityOf = (i) => 2 + (i % 4);
const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a delivery zone of its own for the storm's ward (no minimum, so every cart qualifies), the only
 * active one naming the ward, and `count` slots of it, open for two more days. Run on the database
 * before the server starts; resolves with `[{ id, capacity }]`.
 */
export async function prepareStormSlots(client, count, now = Date.now()) {
  // Two zones naming one ward: the older wins. The seeded centre names this ward, so it steps aside.
  await client.query(
    'update delivery_zones set active = false where id in (select zone_id from delivery_zone_wards where ward_code = $1)',
    [STORM_WARD.wardCode],
  );
  const [zone] = await client.query(
    `insert into delivery_zones (name, fee, free_from, min_order) values ('Bench storm', 20000, null, 0) returning id`,
  );
  await client.query('insert into delivery_zone_wards (zone_id, ward_code) values ($1, $2)', [
    zone.id,
    STORM_WARD.wardCode,
  ]);
  const slots = [];
  for (let i = 0; i < count; i++) {
    const startsAt = new Date(now + (48 + 2 * i) * HOUR_MS);
    const [slot] = await client.query(
      `insert into delivery_slots (zone_id, starts_at, ends_at, closes_at, capacity)
       values ($1, $2, $3, $4, $5) returning id, capacity`,
      [
        zone.id,
        startsAt,
        new Date(startsAt.getTime() + 2 * HOUR_MS),
        new Date(startsAt.getTime() - 2 * HOUR_MS),
        capacityOf(i),
      ],
    );
    slots.push({ id: slot.id, capacity: slot.capacity });
  }
  return slots;
}

/**
 * What buyer b sends: every third buyer the spec's bodyless checkout (profile details, no slot), the
 * others their address, and two in three of those a slot.
 */
function checkoutBodyOf(b, addressId, slots) {
  if (b % 3 === 0 || slots.length === 0) return undefined;
  return b % 3 === 1
    ? { addressId, slotId: slots[b % slots.length].id }
    : { addressId, slotId: slots[(b + 1) % slots.length].id, note: 'Gọi trước khi giao' };
}

/** Buyer b's cart: 1 to 3 lines of 1 or 2 units, spread over the products. */
function cartOf(b, products) {
  const lines = new Map();
  for (let j = 0; j <= b % 3; j++) lines.set(products[(b * 7 + j * 3) % products.length].id, 1 + ((b + j) % 2));
  return [...lines];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Registers the buyers, gives them an address and fills their carts (not timed), then fires every
 * checkout at once (timed).
 */
export async function runStorm(base, products, buyerCount, slots = [], { emailPrefix = 'buyer', bodyOf } = {}) {
  const setupStarted = performance.now();
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, b) => b),
    SIGNUP_CONCURRENCY,
    async (b) => {
      const who = { name: `Khách hàng ${b + 1}`, email: `${emailPrefix}-${b + 1}@bench.veggie.market` };
      const token = await account(base, who.email, who.name);
      await setShippingDetails(base, token, who);
      const address = await addAddress(base, token, { receiverName: who.name, ...STORM_WARD });
      const lines = cartOf(b, products);
      for (const [productId, quantity] of lines) await addToCart(base, token, productId, quantity);
      const body = checkoutBodyOf(b, address._id, slots);
      return {
        token,
        body: bodyOf ? bodyOf(b, body) : body,
        units: lines.reduce((sum, [, q]) => sum + q, 0),
      };
    },
  );
  const setupMs = performance.now() - setupStarted;

  const started = performance.now();
  const outcomes = await Promise.all(
    buyers.map(async ({ token, body }) => {
      const t = performance.now();
      try {
        const res = await call(base, 'POST', '/api/orders', { token, body });
        return { status: res.status, ms: performance.now() - t };
      } catch (error) {
        return { status: 'error', error: error.message, ms: performance.now() - t };
      }
    }),
  );
  const wallMs = performance.now() - started;

  const count = (predicate) => outcomes.filter(predicate).length;
  const created = count((o) => o.status === 201);
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    buyers: buyerCount,
    products: products.length,
    stock: products.reduce((sum, p) => sum + p.stock, 0),
    slots: slots.length,
    places: slots.reduce((sum, slot) => sum + slot.capacity, 0),
    slotWanted: buyers.filter((b) => b.body?.slotId).length,
    demand: buyers.reduce((sum, b) => sum + b.units, 0),
    setupMs,
    wallMs,
    created,
    conflicts: count((o) => o.status === 409),
    refused: count((o) => o.status === 400),
    otherStatuses: count((o) => typeof o.status === 'number' && o.status !== 201 && o.status !== 409),
    errors: count((o) => o.status === 'error'),
    ordersPerSec: created / (wallMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * The invariants, from the database after the storm: no negative stock anywhere; for each storm product
 * stock = initial − units sold; every order has lines, its item count (lines, not units) and subtotal agree
 * with them and its total is subtotal − discounts + fee − points (never below 0) with its discounts adding up
 * to the amounts it holds; as many orders as 201 answers; no slot anywhere holds more bookings than places,
 * and each storm slot's count is the number of orders (not cancelled) holding it.
 */
export async function checkInvariants(client, products, created, slots = []) {
  const [{ negative }] = await client.query('select count(*)::int as negative from products where stock < 0');
  const sold = await client.query(
    `select p.id, p.stock, coalesce(sum(l.quantity), 0)::int as sold
     from products p left join order_lines l on l.product_id = p.id
     where p.id = any(array(select jsonb_array_elements_text($1::jsonb))::uuid[])
     group by p.id, p.stock`,
    [JSON.stringify(products.map((p) => p.id))],
  );
  const initial = new Map(products.map((p) => [p.id, p.stock]));
  const stockMismatches = sold.filter((row) => row.stock !== initial.get(row.id) - row.sold).length;
  const [{ orders, without_lines: withoutLines, inconsistent }] = await client.query(
    `select count(*)::int as orders,
            count(*) filter (where l.lines is null)::int as without_lines,
            count(*) filter (where l.lines <> o.item_count or l.amount <> o.subtotal
                                   or o.total_amount <> greatest(0, o.subtotal - o.discount_total + o.delivery_fee - o.points_amount)
                                   or o.discount_total <> coalesce((select sum((d->>'amount')::bigint)
                                                                    from jsonb_array_elements(o.discounts) d), 0))::int as inconsistent
     from orders o
     left join (select order_id, count(*) as lines, sum(quantity) as units, sum(quantity::bigint * price_each) as amount
                from order_lines group by order_id) l on l.order_id = o.id`,
  );
  const unitsSold = sold.reduce((sum, row) => sum + row.sold, 0);
  const [{ overbooked }] = await client.query(
    'select count(*)::int as overbooked from delivery_slots where booked > capacity',
  );
  const holding = await client.query(
    `select s.id, s.booked, count(o.id)::int as holders
     from delivery_slots s left join orders o on o.delivery_slot_id = s.id and o.status <> 'cancelled'
     where s.id = any(array(select jsonb_array_elements_text($1::jsonb))::uuid[])
     group by s.id, s.booked`,
    [JSON.stringify(slots.map((slot) => slot.id))],
  );
  const slotMismatches = holding.filter((row) => row.booked !== row.holders).length;
  return {
    negativeStock: negative,
    stockMismatches,
    ordersWithoutLines: withoutLines,
    ordersInconsistent: inconsistent,
    orders,
    unitsSold,
    overbookedSlots: overbooked,
    slotMismatches,
    slotBookings: holding.reduce((sum, row) => sum + row.holders, 0),
    held:
      negative === 0 &&
      stockMismatches === 0 &&
      withoutLines === 0 &&
      inconsistent === 0 &&
      orders === created &&
      sold.length === products.length &&
      overbooked === 0 &&
      slotMismatches === 0 &&
      holding.length === slots.length,
  };
}

/** The storm with promotions: an automatic 5 % off everything and a voucher of 10.000 ₫ for `voucherLimit` orders. */
export async function createStormPromotions(base, adminToken, voucherLimit) {
  const window = {
    startsAt: new Date(Date.now() - 3600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const create = async (body) => {
    const res = await call(base, 'POST', '/api/promotions/admin/promotions', {
      token: adminToken,
      body: { ...window, ...body },
    });
    if (res.status !== 201)
      throw new Error(`creating a storm promotion answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.json.data;
  };
  const automatic = await create({ code: null, title: 'Giảm 5%', titleEn: '5% off', kind: 'percent', value: 5 });
  const voucher = await create({
    code: 'STORM10K',
    title: 'Giảm 10.000 ₫',
    titleEn: '10,000 ₫ off',
    kind: 'amount',
    value: 10_000,
    totalLimit: voucherLimit,
  });
  return { automatic, voucher };
}

/**
 * The promotions' invariants after the storm: no promotion used past its total limit, each promotion's use
 * counter equal to the live orders holding it, and the voucher used by as many orders as hold it.
 */
export async function checkPromotionInvariants(client, { voucher, automatic }) {
  const rows = await client.query(
    `select p.id, p.uses, p.total_limit,
            (select count(*)::int from promotion_uses u where u.promotion_id = p.id and u.released_at is null) as held,
            (select count(*)::int from orders o, jsonb_array_elements(o.discounts) d
              where d->>'promotionId' = p.id::text and o.status <> 'cancelled') as orders
     from promotions p where p.id = any($1::uuid[])`,
    [[voucher._id, automatic._id]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const overLimit = rows.filter((row) => row.total_limit !== null && row.uses > row.total_limit).length;
  const counterMismatches = rows.filter((row) => row.uses !== row.held || row.held !== row.orders).length;
  return {
    voucherUses: byId.get(voucher._id)?.uses ?? 0,
    voucherLimit: voucher.totalLimit,
    automaticUses: byId.get(automatic._id)?.uses ?? 0,
    overLimit,
    counterMismatches,
    held: rows.length === 2 && overLimit === 0 && counterMismatches === 0,
  };
}
