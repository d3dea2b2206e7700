import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postedForm, refusal } from '../../../test/route-action';
import { manageSubscriptionAction } from './manage-subscription';

// The action runs on the web server: no document there.
beforeEach(() => vi.stubGlobal('document', undefined));
afterEach(() => vi.unstubAllGlobals());

const subscribed = {
  email: 'lan@example.vn',
  subscribed: true,
  subscribedAt: '2026-11-20T09:00:00.000Z',
  unsubscribedAt: null,
};
const shown = { status: 200, body: { success: true, data: subscribed } };

describe('the newsletter manage route action', () => {
  it("shows the link's subscription, then changes it once with the server's words", async () => {
    const show = postedForm('/newsletter/manage?token=abc', { token: 'abc' }, { answers: [shown] });
    expect(await manageSubscriptionAction(show.args)).toEqual({
      subscription: subscribed,
      changed: null,
      failure: null,
    });
    expect(show.calls).toEqual([
      { path: '/newsletter/manage', language: 'en', write: { method: 'POST', body: { token: 'abc' } } },
    ]);

    const left = { ...subscribed, subscribed: false, unsubscribedAt: '2026-11-28T09:00:00.000Z' };
    const message = 'You will no longer receive the Veggie Market newsletter.';
    const change = postedForm(
      '/newsletter/manage?token=abc',
      { token: 'abc', intent: 'change', subscribed: 'false' },
      { answers: [{ status: 200, body: { success: true, message, data: left } }] },
    );
    expect(await manageSubscriptionAction(change.args)).toEqual({
      subscription: left,
      changed: message,
      failure: null,
    });
    expect(change.calls[0]?.write).toEqual({ method: 'PUT', body: { token: 'abc', subscribed: false } });
  });

  it('says why a change failed and shows the subscription as the server has it now', async () => {
    const change = postedForm(
      '/newsletter/manage?token=abc',
      { token: 'abc', intent: 'change', subscribed: 'false' },
      { language: 'vi', answers: [{ status: 500, body: null }, shown] },
    );
    expect(await manageSubscriptionAction(change.args)).toEqual({
      subscription: subscribed,
      changed: null,
      failure: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
    });
  });

  it("says a refused link in the server's words", async () => {
    const message = 'This link is not valid or has expired.';
    const show = postedForm(
      '/newsletter/manage?token=nope',
      { token: 'nope' },
      {
        answers: [refusal(400, 'newsletter_link_invalid', message)],
      },
    );
    expect(await manageSubscriptionAction(show.args)).toEqual({ subscription: null, changed: null, failure: message });
  });
});
