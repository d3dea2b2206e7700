import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, promoteToAdmin, registerUser, type Registered } from '../../../test/fixtures';
import { securityEvents } from '../security-events/security-events.table';
import { users } from './users.table';

const BASE = '/api/auth/admin/users';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('admin users', () => {
  let t: TestApp;
  let admin: Registered;
  let customers: Registered[];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await registerUser(t.app, { name: 'Boss', email: 'boss@example.com' });
    await promoteToAdmin(t.database, admin.id);
    customers = [];
    for (const [name, email] of [
      ['Nguyễn Văn An', 'an@example.com'],
      ['Trần Thị Bình', 'binh@example.com'],
      ['Lê Minh Châu', 'chau@shop.vn'],
      ['Phạm Dũng', 'dung@example.com'],
      ['Vũ Hà', 'ha@example.com'],
    ] as const) {
      customers.push(await registerUser(t.app, { name, email }));
    }
  });
  afterAll(() => t.close());

  const as = (who: Registered) => bearer(who.token);
  const get = (url: string, who: Registered = admin) => t.app.inject({ method: 'GET', url, headers: as(who) });

  it('refuses without a token (401) and for a customer (403)', async () => {
    const [customer] = customers;
    const anonymous = await t.app.inject({ method: 'GET', url: BASE });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await get(BASE, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ success: false, message: 'You do not have permission to do this' });
    for (const [method, url] of [
      ['GET', `${BASE}/${admin.id}`],
      ['PUT', `${BASE}/${admin.id}`],
      ['DELETE', `${BASE}/${admin.id}`],
      ['PUT', `${BASE}/${admin.id}/role`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { role: 'user' } })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload: { role: 'user' }, headers: as(customer!) })).statusCode).toBe(
        403,
      );
    }
  });

  it('lists users newest first with count and pagination (limit 10 by default)', async () => {
    const res = await get(BASE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'data', 'pagination', 'success']);
    expect(body.count).toBe(6);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 6, itemsPerPage: 10 });
    expect(body.data[0]).toMatchObject({ email: 'ha@example.com', avatar: { url: '/uploads/default-avatar.svg' } });
    expect(body.data.at(-1)).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    expect(JSON.stringify(body)).not.toMatch(/hash/i);
  });

  it('pages with count being all matches, not the page size', async () => {
    const res = await get(`${BASE}?page=2&limit=4`);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 6, itemsPerPage: 4 });
  });

  it('searches name and email ignoring case (and accents in names)', async () => {
    const byEmail = (await get(`${BASE}?search=SHOP.VN`)).json();
    expect(byEmail.data.map((u: { email: string }) => u.email)).toEqual(['chau@shop.vn']);
    expect(byEmail.count).toBe(1);

    const byName = (await get(`${BASE}?search=${encodeURIComponent('trần')}`)).json();
    expect(byName.data.map((u: { email: string }) => u.email)).toEqual(['binh@example.com']);

    const unaccented = (await get(`${BASE}?search=nguyen`)).json();
    expect(unaccented.data.map((u: { email: string }) => u.email)).toEqual(['an@example.com']);

    const wildcard = (await get(`${BASE}?search=%25`)).json();
    expect(wildcard.count).toBe(0);
  });

  it('filters by role and combines the filters', async () => {
    const admins = (await get(`${BASE}?role=admin`)).json();
    expect(admins.count).toBe(1);
    expect(admins.data.map((u: { email: string }) => u.email)).toEqual(['boss@example.com']);
    const customersOnly = (await get(`${BASE}?role=user&search=example.com`)).json();
    expect(customersOnly.count).toBe(4);
    expect((await get(`${BASE}?role=owner`)).statusCode).toBe(400);
  });

  it('reads one user, and answers unknown and malformed ids with 404', async () => {
    const res = await get(`${BASE}/${customers[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: customers[0]!.id, email: 'an@example.com', role: 'user' });

    for (const id of [MISSING_ID, 'not-a-uuid', '1', "1' or '1'='1", 'x'.repeat(100)]) {
      for (const [method, url, payload] of [
        ['GET', `${BASE}/${encodeURIComponent(id)}`, undefined],
        ['PUT', `${BASE}/${encodeURIComponent(id)}`, { name: 'X', email: 'x@example.com' }],
        ['DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined],
        ['PUT', `${BASE}/${encodeURIComponent(id)}/role`, { role: 'admin' }],
      ] as const) {
        const r = await t.app.inject({ method, url, payload, headers: as(admin) });
        expect(r.statusCode, `${method} ${url}`).toBe(404);
        expect(r.json()).toMatchObject({ success: false, message: 'User not found' });
      }
    }
  });

  it("updates a user's details, refusing an email in use (409) and too-long fields (400)", async () => {
    const target = customers[1]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${target.id}`,
      payload: { name: 'Bình Trần', email: 'Binh.Tran@Example.com', phone: '0909', address: 'Hà Nội', role: 'admin' },
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully',
      data: { name: 'Bình Trần', email: 'binh.tran@example.com', phone: '0909', address: 'Hà Nội', role: 'user' },
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${target.id}`,
      payload: { name: 'B', email: 'AN@example.com' },
      headers: as(admin),
    });
    expect(taken.statusCode).toBe(409);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${target.id}`,
      payload: { name: 'B', email: 'b@example.com', address: 'a'.repeat(201) },
      headers: as(admin),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps the last admin: a sole admin can neither demote nor delete themselves', async () => {
    const demote = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${admin.id}/role`,
      payload: { role: 'user' },
      headers: as(admin),
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({ success: false, message: 'The last admin cannot be demoted or deleted' });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${admin.id}`,
      headers: { ...as(admin), 'accept-language': 'vi' },
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe('Không thể hạ quyền hoặc xóa quản trị viên cuối cùng');
    expect((await get(`${BASE}/${admin.id}`)).json().data.role).toBe('admin');
  });

  it("changes a role, which ends that user's sessions", async () => {
    const target = customers[2]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${target.id}/role`,
      payload: { role: 'admin' },
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User role updated successfully',
      data: { _id: target.id, role: 'admin' },
    });
    expect((await get('/api/auth/profile', target)).statusCode).toBe(401);

    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: target.password },
    });
    expect(relogin.json().data.role).toBe('admin');
    target.token = relogin.json().token;
    expect((await get(BASE, target)).statusCode).toBe(200);
    expect((await get('/api/auth/profile', admin)).statusCode).toBe(200);
  });

  it('refuses an admin changing their own role or deleting themselves (400), even with another admin around', async () => {
    const own = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${admin.id}/role`,
      payload: { role: 'user' },
      headers: as(admin),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot change your own role');
    const self = await t.app.inject({ method: 'DELETE', url: `${BASE}/${admin.id}`, headers: as(admin) });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');
    expect((await get('/api/auth/profile', admin)).json().data.role).toBe('admin');
  });

  it('lets one admin demote another when two remain', async () => {
    const second = customers[2]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${second.id}/role`,
      payload: { role: 'user' },
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('user');
    expect((await get(BASE, second)).statusCode).toBe(401);
  });

  it('deletes a user: their token stops working and the id is gone', async () => {
    const target = customers[3]!;
    expect((await get('/api/auth/profile', target)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `${BASE}/${target.id}`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });
    expect((await get('/api/auth/profile', target)).statusCode).toBe(401);
    expect((await get(`${BASE}/${target.id}`)).statusCode).toBe(404);
    expect((await get(BASE)).json().count).toBe(5);
  });
});

describe('two admins removing each other at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('leaves exactly one admin', async () => {
    const a = await registerUser(t.app, { email: 'a@example.com' });
    const b = await registerUser(t.app, { email: 'b@example.com' });
    await promoteToAdmin(t.database, a.id);
    await promoteToAdmin(t.database, b.id);

    const [aDemotesB, bDeletesA] = await Promise.all([
      t.app.inject({ method: 'PUT', url: `${BASE}/${b.id}/role`, payload: { role: 'user' }, headers: bearer(a.token) }),
      t.app.inject({ method: 'DELETE', url: `${BASE}/${a.id}`, headers: bearer(b.token) }),
    ]);
    const [winner, loser] = aDemotesB.statusCode === 200 ? [aDemotesB, bDeletesA] : [bDeletesA, aDemotesB];
    expect(winner.statusCode).toBe(200);
    // The loser is refused by the last-admin rule, or, when it arrives after the winner committed,
    // finds its own session already ended.
    expect([400, 401]).toContain(loser.statusCode);
    if (loser.statusCode === 400) expect(loser.json().message).toBe('The last admin cannot be demoted or deleted');

    const admins = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('email changes through the admin route', () => {
  let t: TestApp;
  let admin: Registered;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { passwordResetPerIp: { max: 1000, windowMs: 60_000 } } });
    admin = await registerUser(t.app, { name: 'Boss', email: 'boss@example.com' });
    await promoteToAdmin(t.database, admin.id);
  });
  afterAll(() => t.close());

  const put = (id: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, payload, headers: { ...bearer(admin.token), ...headers } });
  const emailEvents = () => t.database.db.select().from(securityEvents).where(eq(securityEvents.kind, 'email_changed'));
  const resetTokenFor = async (email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = t.mail.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    return token;
  };

  it("refuses an admin's own new email with 400 pointing to the profile, in the caller's language, changing nothing", async () => {
    const mailsBefore = t.mail.length;
    const res = await put(admin.id, { name: 'Boss', email: 'thief@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'own_email_only_in_profile',
      message: 'Change your own email from your profile: it asks for your current password',
      errors: [{ field: 'email' }],
    });
    // The same account named by its id in capitals is still the caller.
    const vi = await put(
      admin.id.toUpperCase(),
      { name: 'Boss', email: 'thief@example.com' },
      { 'accept-language': 'vi' },
    );
    expect(vi.statusCode).toBe(400);
    expect(vi.json().message).toBe('Hãy đổi email của chính bạn trong trang hồ sơ: ở đó cần nhập mật khẩu hiện tại');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ email: 'boss@example.com', name: 'Boss' });
    expect(t.mail.length).toBe(mailsBefore);
    expect(await emailEvents()).toEqual([]);
  });

  it("still saves an admin's own name, phone and address there when the email stays (the spec's client does)", async () => {
    const res = await put(admin.id, { name: 'Big Boss', email: 'BOSS@example.com', phone: '0909', address: 'Huế' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Big Boss',
      email: 'boss@example.com',
      phone: '0909',
      address: 'Huế',
    });
  });

  it("changes another user's email: the old address is told an admin did it, its reset links stop working, the event names the admin", async () => {
    const target = await registerUser(t.app, { name: 'Mai', email: 'mai@example.com' });
    const token = await resetTokenFor('mai@example.com');

    const res = await put(target.id, { name: 'Mai', email: 'mai.new@example.com' });
    expect(res.statusCode).toBe(200);
    expect(t.mail.at(-1)).toEqual({
      to: 'mai@example.com',
      subject: 'Your Veggie Market email was changed',
      text: expect.stringContaining(
        'A Veggie Market administrator changed the email of your account to mai.new@example.com',
      ) as unknown,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'taken-over1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(await emailEvents()).toEqual([
      expect.objectContaining({
        userId: target.id,
        email: 'mai.new@example.com',
        details: { from: 'mai@example.com', to: 'mai.new@example.com', by: 'boss@example.com' },
      }),
    ]);
  });

  it("changes another admin's email the same way, and a refused change tells nobody", async () => {
    const other = await registerUser(t.app, { name: 'Deputy', email: 'deputy@example.com' });
    await promoteToAdmin(t.database, other.id);
    await registerUser(t.app, { email: 'taken@example.com' });
    const mailsBefore = t.mail.length;
    expect((await put(other.id, { name: 'Deputy', email: 'taken@example.com' })).statusCode).toBe(409);
    expect(t.mail.length).toBe(mailsBefore);

    // The deputy uses the shop in Vietnamese; the notice follows the deputy's language, not the acting admin's.
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...bearer(other.token), 'accept-language': 'vi' },
    });
    const res = await put(other.id, { name: 'Deputy', email: 'deputy2@example.com' });
    expect(res.statusCode).toBe(200);
    expect(t.mail.at(-1)?.to).toBe('deputy@example.com');
    expect(t.mail.at(-1)?.text).toContain(
      'Một quản trị viên của Veggie Market đã đổi email của tài khoản bạn thành deputy2@example.com',
    );
  });
});
