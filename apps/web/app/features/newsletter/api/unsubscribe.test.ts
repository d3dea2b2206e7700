import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, postedForm, refusal } from '../../../test/route-action';
import { unsubscribeAction } from './unsubscribe';

// The action runs on the web server: no document there.
beforeEach(() => vi.stubGlobal('document', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe route action', () => {
  it("sends the link's token through the in-process API and answers the server's words", async () => {
    const done = 'You will no longer receive the Veggie Market newsletter.';
    const { args, calls } = postedForm(
      '/newsletter/unsubscribe?token=abc-123',
      { token: 'abc-123' },
      { answers: [{ status: 200, body: { success: true, message: done, data: { email: 'lan@example.vn' } } }] },
    );
    expect(answerOf(await unsubscribeAction(args))).toEqual({ status: 200, body: { ok: true, message: done } });
    expect(calls).toEqual([
      { path: '/newsletter/unsubscribe', language: 'en', write: { method: 'POST', body: { token: 'abc-123' } } },
    ]);
  });

  it("says a refused token in the server's words, and a failure in the page's language", async () => {
    const invalid = 'Liên kết hủy đăng ký này không hợp lệ.';
    const refused = postedForm(
      '/newsletter/unsubscribe',
      { token: 'nope' },
      {
        language: 'vi',
        answers: [refusal(400, 'unsubscribe_invalid', invalid)],
      },
    );
    expect(answerOf(await unsubscribeAction(refused.args))).toMatchObject({
      status: 400,
      body: { ok: false, problem: invalid },
    });

    const failed = postedForm('/newsletter/unsubscribe', { token: 'abc' }, { language: 'vi' });
    expect(answerOf(await unsubscribeAction(failed.args))).toMatchObject({
      body: { problem: 'Đã có lỗi xảy ra. Vui lòng thử lại.' },
    });
  });
});
