import { adminSecurityEventListSchema, errorEnvelopeSchema, type SecurityEvent } from '@veggie/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, createUser, registerUser } from '../../../test/fixtures';
import { loginLockoutRecorder } from './security-events.http';
import { SECURITY_EVENT_PRUNE_BATCH, SECURITY_EVENT_RETENTION_DAYS } from './security-events.service';
import { securityEvents } from './security-events.table';

const EVENTS = '/api/admin/security-events';
const BROWSER = `Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(300)}`;

describe('security events', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          passwordResetPerIp: { max: 1000, windowMs: 60_000 },
          loginPerIp: { max: 1000, windowMs: 60_000 },
        },
      },
    );
    ({ token: adminToken } = await createUser(t.database.db, { role: 'admin', email: 'boss@veggie.test' }));
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string) => ({ remoteAddress, headers: { 'user-agent': BROWSER } });

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${EVENTS}${query}`, headers: bearer(adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    return adminSecurityEventListSchema.parse(res.json());
  };
  const eventsFor = async (email: string): Promise<SecurityEvent[]> =>
    (await list(`?email=${encodeURIComponent(email)}&limit=100`)).data;
  const eventCount = async () => (await t.database.db.select({ n: count() }).from(securityEvents))[0]?.n ?? 0;

  const expectOrigin = (event: SecurityEvent | undefined, ip: string) => {
    expect(event?.ip).toBe(ip);
    expect(event?.userAgent).toBe(BROWSER.slice(0, 200));
    expect(Math.abs(Date.now() - Date.parse(event?.createdAt ?? ''))).toBeLessThan(60_000);
  };

  it('records failed logins with the email typed, address and user agent, the same for known and unknown emails', async () => {
    const user = await registerUser(t.app, { email: 'known@example.com', password: 'right-one' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Known@example.com', password: 'hunter22' },
      ...from('203.0.113.7'),
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'hunter22' },
      ...from('203.0.113.8'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'right-one' },
        })
      ).statusCode,
    ).toBe(200);

    const [known] = await eventsFor('known@example.com');
    expect(known).toMatchObject({ kind: 'login_failed', user: { _id: null, email: 'known@example.com' }, details: {} });
    expectOrigin(known, '203.0.113.7');
    const [ghost] = await eventsFor('ghost@example.com');
    expect(ghost).toMatchObject({ kind: 'login_failed', user: { _id: null, email: 'ghost@example.com' } });
    expectOrigin(ghost, '203.0.113.8');
    // A successful login is no security event; neither appears a password anywhere.
    expect(await eventsFor('known@example.com')).toHaveLength(1);
    const rows = JSON.stringify(await t.database.db.select().from(securityEvents));
    expect(rows).not.toContain('hunter22');
    expect(rows).not.toContain('right-one');
  });

  it('records a 429 on login as a lockout, once a minute per address and email', async () => {
    const record = loginLockoutRecorder(t.database.db, t.app.clock);
    const request = (ip: string, email?: string) =>
      ({
        ip,
        headers: { 'user-agent': 'curl/8' },
        body: email && { email, password: 'hunter22' },
        log: t.app.log,
      }) as unknown as FastifyRequest;
    const reply = (statusCode: number) => ({ statusCode }) as FastifyReply;

    await record(request('198.51.100.1', 'locked@example.com'), reply(401));
    await record(request('198.51.100.1', 'locked@example.com'), reply(429));
    await record(request('198.51.100.1', 'locked@example.com'), reply(429));
    await record(request('198.51.100.2', 'locked@example.com'), reply(429));
    const events = await eventsFor('locked@example.com');
    expect(events.map((e) => [e.kind, e.ip, e.userAgent])).toEqual([
      ['login_locked_out', '198.51.100.2', 'curl/8'],
      ['login_locked_out', '198.51.100.1', 'curl/8'],
    ]);
    expect(JSON.stringify(events)).not.toContain('hunter22');
  });

  it("records the login route's own 429, even one refused before its body was read", async () => {
    const strict = await buildTestApp({}, { rateLimits: { loginPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      const attempt = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'victim@example.com', password: 'guess-123' },
          ...from('192.0.2.44'),
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
      const rows = await strict.database.db.select().from(securityEvents);
      expect(rows.filter((r) => r.kind === 'login_failed')).toHaveLength(2);
      const lockouts = rows.filter((r) => r.kind === 'login_locked_out');
      expect(lockouts).toHaveLength(1);
      expect(lockouts[0]).toMatchObject({ ip: '192.0.2.44', userAgent: BROWSER.slice(0, 200) });
    } finally {
      await strict.close();
    }
  });

  it('records reset requests for known and unknown emails, and the completed reset, never the token', async () => {
    const user = await registerUser(t.app, { email: 'forgetful@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'forgetful@example.com' },
      ...from('192.0.2.10'),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
      ...from('192.0.2.11'),
    });
    const token = t.mail.at(-1)?.text.match(/token=([\w-]+)/)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'brand-new1' },
      ...from('192.0.2.12'),
    });
    expect(reset.statusCode).toBe(200);
    // A made-up token changes nothing and records nothing.
    const before = await eventCount();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: 'made-up', newPassword: 'brand-new1' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await eventCount()).toBe(before);

    const [completed, requested] = await eventsFor('forgetful@example.com');
    expect(completed).toMatchObject({
      kind: 'password_reset_completed',
      user: { _id: user.id, email: 'forgetful@example.com' },
    });
    expectOrigin(completed, '192.0.2.12');
    expect(requested).toMatchObject({
      kind: 'password_reset_requested',
      user: { _id: user.id, email: 'forgetful@example.com' },
    });
    expectOrigin(requested, '192.0.2.10');
    const [unknown] = await eventsFor('nobody@example.com');
    expect(unknown).toMatchObject({
      kind: 'password_reset_requested',
      user: { _id: null, email: 'nobody@example.com' },
    });
    expect(JSON.stringify(await t.database.db.select().from(securityEvents))).not.toContain(token);
  });

  it("records password changes and the user's own email change, not a refused one", async () => {
    const user = await registerUser(t.app, { email: 'careful@example.com', password: 'first-pass1' });
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload,
        headers: { ...bearer(user.token), 'user-agent': BROWSER },
        remoteAddress: '192.0.2.20',
      });
    expect((await change({ currentPassword: 'wrong-pass1', newPassword: 'second-pass1' })).statusCode).toBe(400);
    expect((await change({ currentPassword: 'first-pass1', newPassword: 'second-pass1' })).statusCode).toBe(200);
    const profile = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload,
        headers: { ...bearer(user.token), 'user-agent': BROWSER },
        remoteAddress: '192.0.2.21',
      });
    expect((await profile({ name: 'C', email: 'moved@example.com', currentPassword: 'nope-nope' })).statusCode).toBe(
      400,
    );
    expect((await profile({ name: 'C', email: 'careful@example.com' })).statusCode).toBe(200);
    expect((await profile({ name: 'C', email: 'moved@example.com', currentPassword: 'second-pass1' })).statusCode).toBe(
      200,
    );

    const [changed] = await eventsFor('careful@example.com');
    expect(changed).toMatchObject({ kind: 'password_changed', user: { _id: user.id } });
    expectOrigin(changed, '192.0.2.20');
    const moved = await eventsFor('moved@example.com');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({
      kind: 'email_changed',
      user: { _id: user.id, email: 'moved@example.com' },
      details: { from: 'careful@example.com', to: 'moved@example.com' },
    });
    expectOrigin(moved[0], '192.0.2.21');
    expect((await list(`?user=${user.id}`)).data.map((e) => e.kind)).toEqual(['email_changed', 'password_changed']);
  });

  it("records an admin's role change and email change of a user, naming the admin", async () => {
    const { user: target } = await createUser(t.database.db, { email: 'promoted@example.com', name: 'P' });
    const asAdmin = (method: 'PUT', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { ...bearer(adminToken), 'user-agent': BROWSER },
        remoteAddress: '192.0.2.30',
      });
    expect((await asAdmin('PUT', `/api/auth/admin/users/${target.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/auth/admin/users/${target.id}`, { name: 'P2', email: 'promoted@example.com' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/auth/admin/users/${target.id}`, { name: 'P2', email: 'renamed@example.com' }))
        .statusCode,
    ).toBe(200);

    const [role] = await eventsFor('promoted@example.com');
    expect(role).toMatchObject({
      kind: 'role_changed',
      user: { _id: target.id, email: 'promoted@example.com' },
      details: { from: 'user', to: 'admin', by: 'boss@veggie.test' },
    });
    expectOrigin(role, '192.0.2.30');
    expect(await eventsFor('renamed@example.com')).toEqual([
      expect.objectContaining({
        kind: 'email_changed',
        details: { from: 'promoted@example.com', to: 'renamed@example.com', by: 'boss@veggie.test' },
      }),
    ]);
  });

  it('records a change in the same transaction: when the record cannot be written, nothing changes', async () => {
    const user = await registerUser(t.app, { email: 'atomic@example.com', password: 'first-pass1' });
    await t.database.db.execute(
      sql`alter table security_events add constraint security_events_refuse check (false) not valid`,
    );
    try {
      const password = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { currentPassword: 'first-pass1', newPassword: 'second-pass1' },
        headers: bearer(user.token),
      });
      const email = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { name: 'A', email: 'atomic2@example.com', currentPassword: 'first-pass1' },
        headers: bearer(user.token),
      });
      const role = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/admin/users/${user.id}/role`,
        payload: { role: 'admin' },
        headers: bearer(adminToken),
      });
      expect([password.statusCode, email.statusCode, role.statusCode]).toEqual([500, 500, 500]);
      // A failed login still answers 401: the refusal does not depend on its record.
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'nope-nope' },
      });
      expect(failed.statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`alter table security_events drop constraint security_events_refuse`);
    }
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) })
    ).json().data;
    expect(profile).toMatchObject({ email: 'atomic@example.com', role: 'user' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'first-pass1' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it(`keeps events ${SECURITY_EVENT_RETENTION_DAYS} days: each new one removes up to ${SECURITY_EVENT_PRUNE_BATCH} older ones, oldest first`, async () => {
    const email = 'aged@example.com';
    const daysAgo = (days: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        kind: 'login_failed',
        email,
        ip: '192.0.2.50',
        userAgent: 'test',
        createdAt: new Date(Date.now() - days * 86_400_000 - i * 1000),
      }));
    await t.database.db
      .insert(securityEvents)
      .values([
        ...daysAgo(SECURITY_EVENT_RETENTION_DAYS + 30, 5),
        ...daysAgo(SECURITY_EVENT_RETENTION_DAYS + 1, SECURITY_EVENT_PRUNE_BATCH),
        ...daysAgo(SECURITY_EVENT_RETENTION_DAYS - 1, 3),
      ]);
    const ages = async () =>
      (await t.database.db.select().from(securityEvents).where(eq(securityEvents.email, email)))
        .map((row) => Math.round((Date.now() - row.createdAt.getTime()) / 86_400_000))
        .sort((a, b) => a - b);
    const failLogin = async () =>
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'hunter22' } }))
          .statusCode,
      ).toBe(401);

    await failLogin();
    const kept = SECURITY_EVENT_RETENTION_DAYS - 1;
    const expired = SECURITY_EVENT_RETENTION_DAYS + 1;
    expect(await ages()).toEqual([0, kept, kept, kept, ...Array<number>(5).fill(expired)]);
    await failLogin();
    expect(await ages()).toEqual([0, 0, kept, kept, kept]);
  });

  describe('GET /api/admin/security-events', () => {
    it('answers 401 without a token and 403 for a customer', async () => {
      expect((await t.app.inject({ method: 'GET', url: EVENTS })).statusCode).toBe(401);
      const customer = await registerUser(t.app, { email: 'curious@example.com' });
      const res = await t.app.inject({ method: 'GET', url: EVENTS, headers: bearer(customer.token) });
      expect(res.statusCode).toBe(403);
    });

    it('pages newest first and filters by kind, email (any case) and user; unknown kinds are 400', async () => {
      const start = Date.now() - 600_000;
      await t.database.db.insert(securityEvents).values(
        Array.from({ length: 25 }, (_, i) => ({
          kind: i % 5 === 0 ? 'login_locked_out' : 'login_failed',
          email: 'paged@example.com',
          ip: '192.0.2.99',
          userAgent: 'test',
          createdAt: new Date(start + i * 1000),
        })),
      );
      const page = await list('?email=PAGED@example.com');
      expect(page.count).toBe(25);
      expect(page.data).toHaveLength(20);
      const times = page.data.map((e) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await list('?email=paged@example.com&kind=login_locked_out')).count).toBe(5);
      expect((await list('?email=paged@example.com&kind=&user=')).count).toBe(25);
      expect((await list('?user=not-a-uuid')).count).toBe(0);
      const bad = await t.app.inject({ method: 'GET', url: `${EVENTS}?kind=exploded`, headers: bearer(adminToken) });
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).message).toBeTruthy();
    });

    it('is documented as an admin route with bearer security', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths[EVENTS]?.get).toMatchObject({ tags: ['admin audit'], security: [{ bearerAuth: [] }] });
    });
  });
});
