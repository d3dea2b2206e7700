import {
  accountExportEnvelopeSchema,
  newsletterSubscriptionEnvelopeSchema,
  newsletterSubscriptionUpdatedSchema,
} from '@veggie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser, type Registered } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { newsletterSubscribers } from './shop-messages.table';

const HOUR = 60 * 60_000;

/**
 * Accounts are not verified: anyone may register with someone else's email. The newsletter subscription of
 * an address follows that address only, proven by a link mailed to it.
 */
describe('the newsletter subscription of an account’s email, behind a link mailed to it', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await buildTestApp(
      { publicUrl: 'https://shop.example' },
      {
        clock,
        rateLimits: {
          newsletterPerIp: { max: 1000, windowMs: HOUR },
          loginPerIp: { max: 1000, windowMs: 60_000 },
        },
      },
    );
  });
  afterAll(() => t.close());

  const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  const exportOf = async (user: Registered) =>
    accountExportEnvelopeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: bearer(user.token) })).json(),
    ).data;
  const askForLink = (user: Registered, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/manage-link',
      headers: { ...bearer(user.token), ...headers },
    });
  const open = (token: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/manage', payload: { token }, headers });
  const change = (token: string, subscribed: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/newsletter/manage', payload: { token, subscribed } });
  const deleteAccount = (user: Registered) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: { currentPassword: user.password },
    });
  const subscriberRow = async (email: string) =>
    (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const mailTo = (email: string) => t.mail.filter((mail) => mail.to === email).at(-1);
  const tokenIn = (text = '', path: string) =>
    new RegExp(`https://shop\\.example${path}\\?token=([\\w-]+)`).exec(text)?.[1] ?? '';
  const linkTokenOf = (email: string) => tokenIn(mailTo(email)?.text, '/newsletter/manage');

  /** Subscribed by its owner, then claimed by an account someone else registered with the address. */
  async function claimedAddress(email: string) {
    expect((await subscribe(email)).statusCode).toBe(201);
    const unsubscribeToken = tokenIn(mailTo(email)?.text, '/newsletter/unsubscribe');
    const impostor = await registerUser(t.app, { email });
    return { impostor, unsubscribeToken };
  }

  it("shows an unverified account nothing of its email's subscription: not in the export, not in the profile", async () => {
    const { impostor } = await claimedAddress('owner-a@example.com');
    const exported = await exportOf(impostor);
    expect(exported.newsletter).toBeNull();
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(impostor.token) });
    expect(profile.body).not.toMatch(/newsletter|subscri/i);
  });

  it("keeps the owner's subscription when an unverified account is deleted, and the mail's unsubscribe link works", async () => {
    const { impostor, unsubscribeToken } = await claimedAddress('owner-b@example.com');
    expect((await deleteAccount(impostor)).statusCode).toBe(200);
    expect(await subscriberRow('owner-b@example.com')).toMatchObject({ unsubscribedAt: null });
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: unsubscribeToken },
    });
    expect(left.statusCode).toBe(200);
    expect((await subscriberRow('owner-b@example.com'))?.unsubscribedAt).not.toBeNull();
  });

  it("mails a link to the account's own address on request, saying nothing of the subscription in the answer", async () => {
    const { impostor } = await claimedAddress('owner-c@example.com');
    const before = t.mail.length;
    const res = await askForLink(impostor, { 'accept-language': 'vi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Chúng tôi đã gửi một liên kết đến owner-c@example.com. Hãy mở liên kết đó để xem hoặc thay đổi việc nhận bản tin của địa chỉ này.',
    });
    expect(t.mail.length).toBe(before + 1);
    expect(t.mail.at(-1)).toMatchObject({ to: 'owner-c@example.com', subject: 'Quản lý bản tin Veggie Market' });
    expect(linkTokenOf('owner-c@example.com')).toMatch(/^[\w-]{40,}$/);
    // The link proves nothing until it is opened: the account still sees nothing.
    expect((await exportOf(impostor)).newsletter).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/manage-link' })).statusCode).toBe(401);
  });

  it("shows the address's subscription to whoever opens the link, and changes it once", async () => {
    const { impostor } = await claimedAddress('owner-d@example.com');
    await askForLink(impostor);
    const token = linkTokenOf('owner-d@example.com');

    const shown = await open(token);
    expect(shown.statusCode).toBe(200);
    expect(newsletterSubscriptionEnvelopeSchema.parse(shown.json()).data).toEqual({
      email: 'owner-d@example.com',
      subscribed: true,
      subscribedAt: expect.any(String),
      unsubscribedAt: null,
    });
    // Opening it again (a reload) still shows it.
    expect((await open(token)).statusCode).toBe(200);

    const changed = await change(token, false);
    expect(changed.statusCode).toBe(200);
    expect(newsletterSubscriptionUpdatedSchema.parse(changed.json())).toMatchObject({
      message: 'You will no longer receive the Veggie Market newsletter.',
      data: { email: 'owner-d@example.com', subscribed: false },
    });
    expect((await subscriberRow('owner-d@example.com'))?.unsubscribedAt).not.toBeNull();

    // Used up: neither a second change nor another look.
    for (const res of [await change(token, true), await open(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('newsletter_link_invalid');
    }
    expect((await subscriberRow('owner-d@example.com'))?.unsubscribedAt).not.toBeNull();
  });

  it('subscribes an address that never was through the link, with a welcome that carries the unsubscribe link', async () => {
    const user = await registerUser(t.app, { email: 'fresh@example.com' });
    await askForLink(user);
    const token = linkTokenOf('fresh@example.com');
    expect(newsletterSubscriptionEnvelopeSchema.parse((await open(token)).json()).data).toEqual({
      email: 'fresh@example.com',
      subscribed: false,
      subscribedAt: null,
      unsubscribedAt: null,
    });
    const res = await change(token, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subscribed: true });
    expect(tokenIn(mailTo('fresh@example.com')?.text, '/newsletter/unsubscribe')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses unknown, altered, expired and superseded links with 400, showing and changing nothing', async () => {
    const { impostor } = await claimedAddress('owner-e@example.com');
    await askForLink(impostor);
    const first = linkTokenOf('owner-e@example.com');
    await askForLink(impostor);
    const second = linkTokenOf('owner-e@example.com');
    expect(second).not.toBe(first);

    for (const bad of [first, `${second}x`, second.slice(1), 'a'.repeat(43)]) {
      const res = await open(bad, { 'accept-language': 'vi' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'newsletter_link_invalid',
        message: 'Liên kết này không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu một liên kết mới từ tài khoản của bạn.',
      });
    }
    for (const payload of [{}, { token: '' }, { token: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/manage', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }

    clock.advance(HOUR + 1);
    expect((await change(second, false)).statusCode).toBe(400);
    expect(await subscriberRow('owner-e@example.com')).toMatchObject({ unsubscribedAt: null });
    expect((await exportOf(impostor)).newsletter).toBeNull();
  });

  it('mails at most three links an hour to one address, answering the same', async () => {
    const user = await registerUser(t.app, { email: 'flooded@example.com' });
    const sent = () => t.mail.filter((mail) => mail.to === 'flooded@example.com').length;
    for (let i = 0; i < 5; i++) expect((await askForLink(user)).statusCode).toBe(200);
    expect(sent()).toBe(3);
    clock.advance(HOUR + 1);
    await askForLink(user);
    expect(sent()).toBe(4);
  });

  it("once the link was opened, the account's export shows the subscription and deleting the account ends it", async () => {
    const { impostor: owner } = await claimedAddress('owner-f@example.com');
    await askForLink(owner);
    await open(linkTokenOf('owner-f@example.com'));
    expect((await exportOf(owner)).newsletter).toMatchObject({ email: 'owner-f@example.com', unsubscribedAt: null });

    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(await subscriberRow('owner-f@example.com')).toBeUndefined();
  });

  it('no longer counts as verified once the account moves to another email', async () => {
    const user = await registerUser(t.app, { email: 'mover@example.com' });
    await subscribe('mover@example.com');
    await askForLink(user);
    await open(linkTokenOf('mover@example.com'));
    await subscribe('moved@example.com');
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: { name: 'Mover', email: 'moved@example.com', currentPassword: user.password },
    });
    expect(moved.statusCode).toBe(200);
    expect((await exportOf(user)).newsletter).toBeNull();
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await subscriberRow('moved@example.com')).toMatchObject({ unsubscribedAt: null });
    expect(await subscriberRow('mover@example.com')).toMatchObject({ unsubscribedAt: null });
  });
});
