import {
  adminAuditListSchema,
  errorEnvelopeSchema,
  shopSettingsEnvelopeSchema,
  type ShopSettings,
} from '@veggie/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { auditLog } from '../audit/audit.table';
import { DEMO_SHOP_SETTINGS } from './settings.defaults';
import { SETTINGS_CACHE_MS } from './settings.service';
import { settings } from './settings.table';

const PUBLIC = '/api/settings/shop';
const ADMIN = '/api/admin/settings/shop';

const edited: ShopSettings = {
  ...DEMO_SHOP_SETTINGS,
  shopName: 'Chợ Rau Sạch',
  phone: '0283 822 1111',
  businessRegistration: { ...DEMO_SHOP_SETTINGS.businessRegistration, number: '0318765432-001' },
  returns: { reportWindowHours: 48, refundWorkingDays: 3 },
};

describe('shop settings', () => {
  const clock = manualClock();
  let t: TestApp;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock, maxOpenOrders: null });
    adminToken = (await createUser(t.database.db, { role: 'admin', email: 'boss@veggie.test' })).token;
    shopperToken = (await createUser(t.database.db)).token;
  });
  afterAll(() => t.close());

  const read = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: PUBLIC });
    expect(res.statusCode, res.body).toBe(200);
    return shopSettingsEnvelopeSchema.parse(res.json()).data;
  };
  const save = (body: unknown, token = adminToken, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: ADMIN, headers: { ...bearer(token), ...headers }, payload: body as object });
  const rows = async () => (await t.database.db.select({ n: count() }).from(settings))[0]?.n ?? 0;
  const auditEntries = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  it('shows the demo shop to anyone before an admin saves anything', async () => {
    expect(await read()).toEqual(DEMO_SHOP_SETTINGS);
    expect(await rows()).toBe(0);
  });

  it('lets an admin replace them, answers in their language, and records who changed which fields', async () => {
    const res = await save(edited, adminToken, { 'accept-language': 'vi' });
    expect(res.statusCode, res.body).toBe(200);
    const body = shopSettingsEnvelopeSchema.parse(res.json());
    expect(body.message).toBe('Đã lưu cài đặt cửa hàng');
    expect(body.data).toEqual(edited);
    expect(await read()).toEqual(edited);

    const audit = adminAuditListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=settings', headers: bearer(adminToken) })
      ).json(),
    );
    expect(audit.data[0]).toMatchObject({
      actor: { email: 'boss@veggie.test' },
      action: 'settings.updated',
      entity: { type: 'settings', id: 'shop' },
      details: { fields: ['shopName', 'phone', 'businessRegistration', 'returns'] },
    });
  });

  it('records nothing when a save changes nothing', async () => {
    const before = await auditEntries();
    expect((await save(edited)).statusCode).toBe(200);
    expect(await auditEntries()).toBe(before);
  });

  it.each([
    ['a missing field', { ...edited, email: undefined }, 'email', 'This field is required'],
    ['a bad email', { ...edited, email: 'shop@' }, 'email', 'Please enter a valid email address'],
    ['letters in the phone', { ...edited, phone: '028 CALL NOW' }, 'phone', 'Enter a phone number of 8 to 20 digits'],
    [
      'a registration number of 9 digits',
      { ...edited, businessRegistration: { ...edited.businessRegistration, number: '031876543' } },
      'businessRegistration.number',
      'Enter the 10-digit business registration number (or 10 digits, a dash and 3 for a branch)',
    ],
    [
      'a date that does not exist',
      { ...edited, businessRegistration: { ...edited.businessRegistration, issuedOn: '2023-02-30' } },
      'businessRegistration.issuedOn',
      'Enter a real date as YYYY-MM-DD',
    ],
    [
      'closing before opening',
      { ...edited, openingHours: { from: '21:00', until: '07:00' } },
      'openingHours.until',
      'The closing time must be after the opening time',
    ],
    [
      'a time past midnight',
      { ...edited, delivery: { ...edited.delivery, sameDayCutoff: '24:30' } },
      'delivery.sameDayCutoff',
      'Enter a time as HH:MM, for example 07:30',
    ],
    [
      'a fractional returns window',
      { ...edited, returns: { ...edited.returns, reportWindowHours: 1.5 } },
      'returns.reportWindowHours',
      'Must be a whole number',
    ],
    [
      'a returns window of zero',
      { ...edited, returns: { ...edited.returns, reportWindowHours: 0 } },
      'returns.reportWindowHours',
      'Must be at least 1',
    ],
    [
      'a name hidden by a zero-width space',
      { ...edited, shopName: 'Veggie\u200bMarket' },
      'shopName',
      'Must not contain invisible or text-direction characters',
    ],
    ['a blank name', { ...edited, legalName: '   ' }, 'legalName', 'This field is required'],
    ['a 301-character address', { ...edited, address: 'a'.repeat(301) }, 'address', 'Must be at most 300 characters'],
  ])('refuses %s with 400 and its field, and changes nothing', async (_case, body, field, message) => {
    const before = await auditEntries();
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorEnvelopeSchema.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.errors).toContainEqual({ field, message });
    expect(await read()).toEqual(edited);
    expect(await auditEntries()).toBe(before);
  });

  it('refuses a guest (401) and a shopper (403) before reading the body', async () => {
    const guest = await t.app.inject({ method: 'PUT', url: ADMIN, payload: edited });
    expect(guest.statusCode).toBe(401);
    expect((await save({ ...edited, shopName: 'Hacked' }, shopperToken)).statusCode).toBe(403);
    expect((await read()).shopName).toBe(edited.shopName);
  });

  it('shows a save on another instance of the shop within two cache periods, at once on its own', async () => {
    const other = await buildApp({ config: t.config, database: t.database, ownsDatabase: false, clock });
    try {
      expect((await read(other)).shopName).toBe(edited.shopName);
      expect((await save({ ...edited, shopName: 'Veggie Market Thủ Đức' })).statusCode).toBe(200);
      expect((await read()).shopName).toBe('Veggie Market Thủ Đức');
      // The other instance still has its copy...
      expect((await read(other)).shopName).toBe(edited.shopName);
      clock.advance(2 * SETTINGS_CACHE_MS + 1);
      // ...until it is two periods old: then it reads the database again.
      expect((await read(other)).shopName).toBe('Veggie Market Thủ Đức');
    } finally {
      await other.close();
    }
  });
});

describe('shop settings saved before the default delivery fee existed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { maxOpenOrders: null });
  });
  afterAll(() => t.close());

  it('still read, with the fee at 0 and every saved value kept', async () => {
    const { defaultFee: _added, ...oldDelivery } = edited.delivery;
    await t.database.db.insert(settings).values({ key: 'shop', value: { ...edited, delivery: oldDelivery } });
    const res = await t.app.inject({ method: 'GET', url: PUBLIC });
    expect(res.statusCode).toBe(200);
    expect(shopSettingsEnvelopeSchema.parse(res.json()).data).toEqual({
      ...edited,
      delivery: { ...edited.delivery, defaultFee: 0 },
    });
  });
});
