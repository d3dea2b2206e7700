import {
  invoiceSettingsSchema,
  paymentSettingsSchema,
  shopSettingsSchema,
  type InvoiceSettings,
  type PaymentSettings,
  type ShopSettings,
} from '@veggie/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { dateOf } from '../../lib/clock';
import type { ReadCache } from '../../lib/read-cache';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
import { DEMO_SHOP_SETTINGS } from './settings.defaults';
import { lockSettingsValue, readSettingsValue, writeSettingsValue } from './settings.repository';

/**
 * How long an instance reuses the settings it read. A save clears the saving instance's copy at once;
 * another instance serves its copy until it is this old, then at most once more while it rereads
 * (lib/read-cache), so every instance shows a change within 2 × SETTINGS_CACHE_MS.
 */
export const SETTINGS_CACHE_MS = 2000;

/** A group of settings: the contract's schema of its values, and what it holds before an admin saves any. */
interface SettingsGroup<S extends z.ZodObject> {
  schema: S;
  defaults(config: Config): z.output<S>;
}

/**
 * Every group, by its row's key. A new group is one entry here, its schema in the contract and its
 * routes; storage, caching and the audit entry come with it.
 */
const GROUPS = {
  shop: { schema: shopSettingsSchema, defaults: (_config: Config) => DEMO_SHOP_SETTINGS },
  // The account under the QR code: BANK_BIN, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME until an admin saves one.
  payment: {
    schema: paymentSettingsSchema,
    defaults: (config: Config) => paymentSettingsSchema.parse({ bank: config.payments.bank }),
  },
  // The seller's tax details and the provider's template and series (modules/invoices).
  invoice: { schema: invoiceSettingsSchema, defaults: (_config: Config) => invoiceSettingsSchema.parse({}) },
} satisfies Record<string, SettingsGroup<z.ZodObject>>;

type GroupKey = keyof typeof GROUPS;
type GroupValues<K extends GroupKey> = z.output<(typeof GROUPS)[K]['schema']>;

export interface SettingsContext {
  db: Db;
  config: Config;
  clock: Clock;
  /** This instance's copy of every group, shared by all callers. */
  reads: ReadCache;
}

/** The app's settings context: what every reader of the settings (checkout, mails, payments, routes) passes. */
export const settingsContextOf = (app: FastifyInstance): SettingsContext => ({
  db: app.db,
  config: app.config,
  clock: app.clock,
  reads: app.settingsReads,
});

/** A stored value with the defaults under it: a field added to a group later reads as its default. */
function withDefaults<K extends GroupKey>(ctx: SettingsContext, key: K, stored: Record<string, unknown> | undefined) {
  const group = GROUPS[key];
  const defaults = group.defaults(ctx.config);
  const parsed = group.schema.safeParse({ ...defaults, ...stored });
  return (parsed.success ? parsed.data : defaults) as GroupValues<K>;
}

function readGroup<K extends GroupKey>(ctx: SettingsContext, key: K): Promise<GroupValues<K>> {
  return ctx.reads.read(`settings:${key}`, async () => withDefaults(ctx, key, await readSettingsValue(ctx.db, key)));
}

async function writeGroup<K extends GroupKey>(
  ctx: SettingsContext,
  actor: AuditActor,
  key: K,
  values: GroupValues<K>,
): Promise<GroupValues<K>> {
  await ctx.db.transaction(async (tx) => {
    const before = withDefaults(ctx, key, await lockSettingsValue(tx, key)) as Record<string, unknown>;
    const after = values as Record<string, unknown>;
    // Nested groups (hours, registration) compare by value; field names only, as for products.
    const fields = changedFields(
      Object.fromEntries(Object.keys(after).map((field) => [field, JSON.stringify(before[field])])),
      Object.fromEntries(Object.keys(after).map((field) => [field, JSON.stringify(after[field])])),
      Object.keys(after),
    );
    if (fields.length === 0) return;
    await writeSettingsValue(tx, key, after, dateOf(ctx.clock));
    await recordAudit(tx, {
      actor,
      action: 'settings.updated',
      entity: { type: 'settings', id: key },
      details: { fields },
    });
  });
  ctx.reads.clear();
  return values;
}

export const getShopSettings = (ctx: SettingsContext): Promise<ShopSettings> => readGroup(ctx, 'shop');

export const updateShopSettings = (ctx: SettingsContext, actor: AuditActor, values: ShopSettings) =>
  writeGroup(ctx, actor, 'shop', values);

export const getPaymentSettings = (ctx: SettingsContext): Promise<PaymentSettings> => readGroup(ctx, 'payment');

export const updatePaymentSettings = (ctx: SettingsContext, actor: AuditActor, values: PaymentSettings) =>
  writeGroup(ctx, actor, 'payment', values);

export const getInvoiceSettings = (ctx: SettingsContext): Promise<InvoiceSettings> => readGroup(ctx, 'invoice');

export const updateInvoiceSettings = (ctx: SettingsContext, actor: AuditActor, values: InvoiceSettings) =>
  writeGroup(ctx, actor, 'invoice', values);
