import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, postedForm, refusal } from '../../../test/route-action';
import { subscribeAction } from './subscribe';

// The action runs on the web server: no document there.
beforeEach(() => vi.stubGlobal('document', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the newsletter sign-up route action', () => {
  it("subscribes the address through the in-process API and answers the server's thanks", async () => {
    const { args, calls } = postedForm(
      '/newsletter',
      { email: 'chi.ha@example.com' },
      { language: 'vi', answers: [{ status: 201, body: { success: true, message: 'Cảm ơn bạn đã đăng ký!' } }] },
    );
    expect(answerOf(await subscribeAction(args))).toEqual({
      status: 200,
      body: { ok: true, message: 'Cảm ơn bạn đã đăng ký!' },
    });
    expect(calls).toEqual([
      { path: '/newsletter', language: 'vi', write: { method: 'POST', body: { email: 'chi.ha@example.com' } } },
    ]);
  });

  it.each([
    ['en', '', 'Please enter your email address'],
    ['en', 'chi.ha@', 'Please enter a valid email address'],
    ['vi', ' ', 'Vui lòng nhập địa chỉ email'],
    ['vi', 'chi.ha@', 'Vui lòng nhập địa chỉ email hợp lệ'],
  ] as const)('refuses in %s the address %j: %s, without asking the API', async (language, email, message) => {
    const { args, calls } = postedForm('/newsletter', { email }, { language });
    expect(answerOf(await subscribeAction(args))).toEqual({
      status: 400,
      body: { ok: false, fields: { email: message }, problem: null, values: { email } },
    });
    expect(calls).toEqual([]);
  });

  it("passes a rate limit on in the server's words, and no answer as its own", async () => {
    const tooMany = 'Too many requests, please try again later';
    const limited = postedForm(
      '/newsletter',
      { email: 'chi.ha@example.com' },
      {
        answers: [refusal(429, 'rate_limited', tooMany)],
      },
    );
    expect(answerOf(await subscribeAction(limited.args))).toMatchObject({ status: 429, body: { problem: tooMany } });

    const failed = postedForm('/newsletter', { email: 'chi.ha@example.com' }, { language: 'vi' });
    expect(answerOf(await subscribeAction(failed.args))).toMatchObject({
      body: { problem: 'Chưa đăng ký được cho bạn lúc này. Vui lòng thử lại.' },
    });
  });
});
