import {
  adminContactMessageListSchema,
  adminNewsletterSubscriberListSchema,
  contactMessageEnvelopeSchema,
  errorEnvelopeSchema,
  newsletterUnsubscribedSchema,
} from '@veggie/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { manualClock } from '../../../test/manual-clock';
import { bearer, createUser } from '../../../test/fixtures';
import { auditLog } from '../audit/audit.table';
import { contactMessages, newsletterSubscribers } from './shop-messages.table';

const HOUR = 60 * 60_000;

describe('contact messages and the newsletter', () => {
  let t: TestApp;
  let admin: string;
  let shopper: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        clock,
        rateLimits: {
          contactPerIp: { max: 1000, windowMs: HOUR },
          newsletterPerIp: { max: 1000, windowMs: HOUR },
        },
      },
    );
    admin = (await createUser(t.database.db, { role: 'admin' })).token;
    shopper = (await createUser(t.database.db)).token;
  });
  afterAll(() => t.close());

  const contact = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, headers });
  const unsubscribe = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload, headers });
  const adminGet = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  const contactList = async (query = '') =>
    adminContactMessageListSchema.parse((await adminGet(`/api/admin/contact-messages${query}`)).json());
  const subscriberList = async (query = '') =>
    adminNewsletterSubscriberListSchema.parse((await adminGet(`/api/admin/newsletter-subscribers${query}`)).json());
  const rows = async (table: typeof contactMessages | typeof newsletterSubscribers) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n;
  const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('stores a contact message, answers 201 and confirms it to the sender in their language', async () => {
    const res = await contact(
      {
        name: ' Lan ',
        email: 'Lan@Example.com',
        phone: '0901 234 567',
        subject: 'Giao hàng',
        message: 'Xin chào!\nShop giao ở Huế không?',
      },
      { 'accept-language': 'vi' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Cảm ơn bạn! Tin nhắn của bạn đã được gửi. Chúng tôi thường trả lời trong vòng một ngày làm việc.',
    });
    expect(t.mail.at(-1)).toMatchObject({ to: 'lan@example.com', subject: 'Chúng tôi đã nhận được tin nhắn của bạn' });
    // The confirmation repeats nothing typed into the form: it cannot carry a stranger's words.
    expect(t.mail.at(-1)?.text).not.toContain('Huế');

    const [message] = (await contactList()).data;
    expect(message).toMatchObject({
      name: 'Lan',
      email: 'lan@example.com',
      phone: '0901 234 567',
      subject: 'Giao hàng',
      message: 'Xin chào!\nShop giao ở Huế không?',
      language: 'vi',
      read: false,
    });
  });

  it('takes name, email and message alone, and confirms in English by default', async () => {
    const res = await contact({ name: 'Tom', email: 'tom@example.com', message: 'Do you deliver to Đà Nẵng?' });
    expect(res.statusCode).toBe(201);
    expect(t.mail.at(-1)).toMatchObject({ to: 'tom@example.com', subject: 'We received your message' });
    expect((await contactList()).data.find((m) => m.email === 'tom@example.com')).toMatchObject({
      phone: '',
      subject: '',
      language: 'en',
    });
  });

  it('refuses a message with missing or bad fields with a sentence per field, storing and mailing nothing', async () => {
    const before = { rows: await rows(contactMessages), mail: t.mail.length };
    const cases: [object, string, string][] = [
      [{ name: 'Lan', email: 'lan@example.com', message: '   ' }, 'message', 'This field is required'],
      [{ name: '', email: 'lan@example.com', message: 'Hi' }, 'name', 'This field is required'],
      [{ name: 'Lan', email: 'lan@', message: 'Hi' }, 'email', 'Please enter a valid email address'],
      [{ name: 'L\u202Ean', email: 'lan@example.com', message: 'Hi' }, 'name', 'Must not contain invisible'],
      [{ name: 'Lan', email: 'lan@example.com', message: 'x'.repeat(2001) }, 'message', 'at most 2000'],
      [{ name: 'Lan', email: 'lan@example.com', phone: '0'.repeat(31), message: 'Hi' }, 'phone', 'at most 30'],
      [{ name: 'Lan', email: 'lan@example.com', subject: 's'.repeat(121), message: 'Hi' }, 'subject', 'at most 120'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await contact(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.errors?.find((e) => e.field === field)?.message).toContain(message);
    }
    expect(await rows(contactMessages)).toBe(before.rows);
    expect(t.mail.length).toBe(before.mail);
  });

  it('confirms at most one message an hour to one address, and stores every one', async () => {
    const payload = { name: 'Hoa', email: 'hoa@example.com', message: 'Câu hỏi' };
    const mailsTo = () => t.mail.filter((mail) => mail.to === 'hoa@example.com').length;
    expect((await contact(payload)).statusCode).toBe(201);
    expect((await contact({ ...payload, email: 'HOA@example.com' })).statusCode).toBe(201);
    expect(mailsTo()).toBe(1);
    clock.advance(HOUR + 1);
    expect((await contact(payload)).statusCode).toBe(201);
    expect(mailsTo()).toBe(2);
    expect((await contactList()).data.filter((m) => m.email === 'hoa@example.com')).toHaveLength(3);
  });

  it('subscribes an email once, welcomes it with an unsubscribe link, and answers a repeat the same way', async () => {
    const before = t.mail.length;
    const first = await subscribe('Quan@Example.com', { 'accept-language': 'vi' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Cảm ơn bạn đã đăng ký! Thư xác nhận đang được gửi đến hộp thư của bạn.');
    const welcome = t.mail.at(-1);
    expect(welcome).toMatchObject({ to: 'quan@example.com', subject: 'Chào mừng bạn đến với bản tin Veggie Market' });
    expect(welcome?.text).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{40,}/);

    const again = await subscribe(' quan@example.com ');
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('Thanks for subscribing! A confirmation is on its way to your inbox.');
    expect(t.mail.length).toBe(before + 1);
    const listed = (await subscriberList()).data.filter((s) => s.email === 'quan@example.com');
    expect(listed).toEqual([
      expect.objectContaining({ language: 'vi', subscribed: true, unsubscribedAt: null, read: false }),
    ]);
  });

  it('unsubscribes by the POST of the link token only: once, again harmlessly, and only that address', async () => {
    await subscribe('an@example.com');
    const tokenAn = tokenOf(t.mail.at(-1)?.text ?? '');
    await subscribe('binh@example.com');
    const first = await unsubscribe({ token: tokenAn });
    expect(first.statusCode).toBe(200);
    expect(newsletterUnsubscribedSchema.parse(first.json())).toEqual({
      success: true,
      message: 'You will no longer receive the Veggie Market newsletter.',
      data: { email: 'an@example.com' },
    });
    const stateOf = async (email: string) => (await subscriberList()).data.find((s) => s.email === email);
    const left = await stateOf('an@example.com');
    expect(left).toMatchObject({ subscribed: false });

    clock.advance(60_000);
    expect((await unsubscribe({ token: tokenAn })).statusCode).toBe(200);
    expect((await stateOf('an@example.com'))?.unsubscribedAt).toBe(left?.unsubscribedAt);
    expect(await stateOf('binh@example.com')).toMatchObject({ subscribed: true });
  });

  it('refuses unknown, altered, empty and oversized tokens with 400, changing nobody', async () => {
    await subscribe('chi@example.com');
    const token = tokenOf(t.mail.at(-1)?.text ?? '');
    for (const bad of [`${token}x`, token.slice(1), 'a'.repeat(43), "' or 1=1 --", '%']) {
      const res = await unsubscribe({ token: bad }, { 'accept-language': 'vi' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'unsubscribe_invalid',
        message: 'Liên kết hủy đăng ký này không hợp lệ. Vui lòng dùng liên kết trong email bản tin mới nhất.',
      });
    }
    for (const payload of [{}, { token: '' }, { token: 'a'.repeat(129) }, { token: 42 }]) {
      const res = await unsubscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    // A GET (a mail scanner opening the link) reaches no API route that changes anything.
    expect((await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` })).statusCode).toBe(
      404,
    );
    expect((await subscriberList()).data.find((s) => s.email === 'chi@example.com')).toMatchObject({
      subscribed: true,
    });
  });

  it('welcomes an address back after it left, and its old link still works', async () => {
    await subscribe('dung@example.com');
    const token = tokenOf(t.mail.at(-1)?.text ?? '');
    await unsubscribe({ token });
    const before = t.mail.length;
    expect((await subscribe('dung@example.com')).statusCode).toBe(201);
    expect(t.mail.length).toBe(before + 1);
    expect(tokenOf(t.mail.at(-1)?.text ?? '')).toBe(token);
    expect((await subscriberList()).data.find((s) => s.email === 'dung@example.com')).toMatchObject({
      subscribed: true,
      read: false,
    });
    expect((await unsubscribe({ token })).statusCode).toBe(200);
  });

  it('refuses an invalid newsletter email with 400, storing and mailing nothing', async () => {
    const before = { rows: await rows(newsletterSubscribers), mail: t.mail.length };
    for (const email of ['', 'nope', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe(email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(await rows(newsletterSubscribers)).toBe(before.rows);
    expect(t.mail.length).toBe(before.mail);
  });

  it('lets admins mark messages and subscribers read and unread, and filter on it', async () => {
    await contact({ name: 'Giang', email: 'giang@example.com', message: 'Hello' });
    const message = (await contactList()).data[0];
    if (!message) throw new Error('no message listed');
    const mark = (url: string, read: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: { read }, headers: bearer(admin) });

    const read = await mark(`/api/admin/contact-messages/${message._id}/read`, true);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ _id: message._id, read: true });
    expect((await contactList('?read=read')).data.map((m) => m._id)).toContain(message._id);
    expect((await contactList('?read=unread')).data.map((m) => m._id)).not.toContain(message._id);
    expect((await mark(`/api/admin/contact-messages/${message._id}/read`, false)).json().data.read).toBe(false);
    expect((await contactList('?read=unread')).data.map((m) => m._id)).toContain(message._id);

    const subscriber = (await subscriberList()).data[0];
    if (!subscriber) throw new Error('no subscriber listed');
    expect((await mark(`/api/admin/newsletter-subscribers/${subscriber._id}/read`, true)).json().data.read).toBe(true);
    expect((await subscriberList('?read=read')).data.map((s) => s._id)).toEqual([subscriber._id]);

    expect((await mark(`/api/admin/contact-messages/${subscriber._id}/read`, true)).json().code).toBe(
      'contact_message_not_found',
    );
    expect((await mark('/api/admin/newsletter-subscribers/not-an-id/read', true)).statusCode).toBe(404);
    expect((await mark(`/api/admin/contact-messages/${message._id}/read`, 'yes')).statusCode).toBe(400);
    expect((await adminGet('/api/admin/contact-messages?read=maybe')).statusCode).toBe(400);
    expect((await contactList('?limit=1&page=2')).pagination).toMatchObject({ currentPage: 2, itemsPerPage: 1 });
  });

  it('shows the lists and read marks to admins only', async () => {
    const message = (await contactList()).data[0];
    for (const headers of [{}, bearer(shopper)]) {
      for (const url of ['/api/admin/contact-messages', '/api/admin/newsletter-subscribers']) {
        expect([401, 403]).toContain((await t.app.inject({ method: 'GET', url, headers })).statusCode);
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/contact-messages/${message?._id}/read`,
        payload: { read: true },
        headers,
      });
      expect([401, 403]).toContain(put.statusCode);
    }
    expect((await contactList()).data[0]?.read).toBe(message?.read);
  });

  describe('answers', () => {
    const reply = (id: string, payload: object, token = admin, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/contact-messages/${id}/reply`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    /** A new message from `email`, written in `lang`; its id as the admin's list shows it. */
    const received = async (email: string, lang: 'en' | 'vi') => {
      const res = await contact(
        { name: 'Hoa', email, subject: 'Rau muống', message: 'Shop có rau muống không?' },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(201);
      const found = (await contactList('?limit=100')).data.find((message) => message.email === email);
      return found!._id;
    };

    it('mails the answer to the sender in their language, keeps it with the message (read) and audits it', async () => {
      const id = await received('hoa.reply@example.com', 'vi');
      const res = await reply(id, { text: '  Dạ có, rau muống về mỗi sáng ạ.  ' });
      expect(res.statusCode).toBe(200);
      const { data, message } = contactMessageEnvelopeSchema.parse(res.json());
      expect(message).toBe('Answer sent');
      expect(data).toMatchObject({ read: true, reply: { text: 'Dạ có, rau muống về mỗi sáng ạ.' } });
      expect(data.reply?.by).toMatch(/@example\.com$/);
      const mail = t.mail.at(-1);
      expect(mail?.to).toBe('hoa.reply@example.com');
      expect(mail?.subject).toMatch(/^Veggie Market trả lời tin nhắn ngày/);
      expect(mail?.text).toContain('Dạ có, rau muống về mỗi sáng ạ.');
      // Only the admin's words go out: the sender's message is not carried to the address they typed.
      expect(mail?.text).not.toContain('Shop có rau muống không?');
      expect((await contactList('?limit=100')).data.find((m) => m._id === id)?.reply?.text).toBe(
        'Dạ có, rau muống về mỗi sáng ạ.',
      );
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.map((entry) => [entry.action, entry.entityType])).toEqual([
        ['contact_message.replied', 'contact_message'],
      ]);
    });

    it('answers a message once (409 already_replied), even when two admins answer at the same moment', async () => {
      const id = await received('twice.reply@example.com', 'en');
      const mailsBefore = t.mail.length;
      const results = await Promise.all([reply(id, { text: 'First answer' }), reply(id, { text: 'Second answer' })]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((res) => res.statusCode === 409)?.json().code).toBe('already_replied');
      expect(t.mail.length - mailsBefore).toBe(1);
      expect(t.mail.at(-1)?.subject).toMatch(/^Veggie Market answers your message of/);
    });

    it('refuses an empty or invisible answer (400), an unknown id (404) and a shopper (403), sending nothing', async () => {
      const id = await received('refused.reply@example.com', 'en');
      const mailsBefore = t.mail.length;
      for (const payload of [{}, { text: '   ' }, { text: 'a\u202Eb' }, { text: 'x'.repeat(5001) }]) {
        const res = await reply(id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorEnvelopeSchema.parse(res.json()).errors?.[0]?.field).toBe('text');
      }
      expect((await reply('00000000-0000-4000-8000-000000000000', { text: 'Hi' })).statusCode).toBe(404);
      expect((await reply('not-an-id', { text: 'Hi' })).statusCode).toBe(404);
      expect((await reply(id, { text: 'Hi' }, shopper)).statusCode).toBe(403);
      expect(t.mail.length).toBe(mailsBefore);
      expect((await contactList('?limit=100')).data.find((m) => m._id === id)?.reply).toBeNull();
    });
  });
});

describe('contact and newsletter rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          contactPerIp: { max: 2, windowMs: HOUR },
          newsletterPerIp: { max: 2, windowMs: HOUR },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('refuses the contact form past its limit per address with 429 rate_limited, however the URL is spelled', async () => {
    const payload = { name: 'Lan', email: 'lan@example.com', message: 'Hi' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/%61pi/contact', payload })).statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts newsletter sign-ups on their own limit', async () => {
    const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect((await subscribe('a@example.com')).statusCode).toBe(201);
    expect((await subscribe('a@example.com')).statusCode).toBe(201);
    expect((await subscribe('b@example.com')).statusCode).toBe(429);
  });
});
