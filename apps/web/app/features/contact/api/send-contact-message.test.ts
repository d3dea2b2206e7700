import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, postedForm, refusal } from '../../../test/route-action';
import { contactAction } from './send-contact-message';

// The action runs on the web server: no document there.
beforeEach(() => vi.stubGlobal('document', undefined));
afterEach(() => vi.unstubAllGlobals());

const lan = {
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '',
  subject: 'Giao hàng',
  message: 'Shop có giao ở Huế không?',
};

describe('the contact route action', () => {
  it("sends the form through the in-process API in the page's language, with the signed-in sender's session", async () => {
    const thanks = 'Cảm ơn bạn! Tin nhắn của bạn đã được gửi.';
    const { args, calls } = postedForm(
      '/contact',
      { ...lan, phone: '0901 234 567', sessionToken: 'tok-123' },
      { language: 'vi', answers: [{ status: 201, body: { success: true, message: thanks } }] },
    );
    expect(answerOf(await contactAction(args))).toEqual({ status: 200, body: { ok: true, message: thanks } });
    expect(calls).toEqual([
      {
        path: '/contact',
        language: 'vi',
        write: {
          method: 'POST',
          body: { ...lan, phone: '0901 234 567' },
          authorization: 'Bearer tok-123',
        },
      },
    ]);
  });

  it('sends a guest without a session and without an empty phone', async () => {
    const { args, calls } = postedForm('/contact', lan, {
      answers: [{ status: 201, body: { success: true, message: 'Thank you!' } }],
    });
    await contactAction(args);
    expect(calls[0]?.write).toEqual({ method: 'POST', body: { ...lan, phone: undefined } });
    expect(calls[0]?.write).not.toHaveProperty('authorization');
  });

  it.each([
    [
      'en',
      {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Please write your message',
      },
    ],
    [
      'vi',
      {
        name: 'Vui lòng nhập họ tên',
        email: 'Vui lòng nhập địa chỉ email hợp lệ',
        subject: 'Vui lòng nhập tiêu đề',
        message: 'Vui lòng nhập nội dung tin nhắn',
      },
    ],
  ] as const)(
    'refuses blank and malformed fields in %s, keeping what was typed, and asks nothing',
    async (language, fields) => {
      const typed = { name: '  ', email: 'lan@', phone: '', subject: '', message: ' ' };
      const { args, calls } = postedForm('/contact', typed, { language });
      expect(answerOf(await contactAction(args))).toEqual({
        status: 400,
        body: { ok: false, fields, problem: null, values: typed },
      });
      expect(calls).toEqual([]);
    },
  );

  it("puts the API's field refusal under its field, and says a rate limit in the server's words", async () => {
    const tooLong = 'Must be at most 2000 characters';
    const tooMany = 'Too many requests, please try again later';
    const { args } = postedForm('/contact', lan, {
      answers: [refusal(400, 'validation_failed', tooLong, [{ field: 'message', message: tooLong }])],
    });
    expect(answerOf(await contactAction(args))).toEqual({
      status: 400,
      body: { ok: false, fields: { message: tooLong }, problem: null, values: lan },
    });

    const limited = postedForm('/contact', lan, { answers: [refusal(429, 'rate_limited', tooMany)] });
    expect(answerOf(await contactAction(limited.args))).toMatchObject({
      status: 429,
      body: { ok: false, fields: {}, problem: tooMany },
    });
  });

  it("says the page's own failure when the API fails, in the page's language", async () => {
    const { args } = postedForm('/contact', lan, { language: 'vi', answers: [{ status: 500, body: null }] });
    expect(answerOf(await contactAction(args))).toMatchObject({
      status: 500,
      body: { problem: 'Không gửi được tin nhắn của bạn. Vui lòng thử lại.' },
    });
  });
});
