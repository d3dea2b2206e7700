import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { refused } from '../../../test/fixtures';
import { manageSubscriptionAction } from '../api/manage-subscription';
import { ManageSubscriptionPage } from './manage-subscription-page';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post', 'put');
afterEach(() => vi.clearAllMocks());

function renderPage(url: string, locale: 'en' | 'vi' = 'en') {
  const Stub = createRoutesStub([
    { path: '/newsletter/manage', Component: ManageSubscriptionPage, action: manageSubscriptionAction },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

const subscribed = {
  email: 'lan@example.vn',
  subscribed: true,
  subscribedAt: '2026-11-20T09:00:00.000Z',
  unsubscribedAt: null,
};

describe('newsletter manage page', () => {
  it('shows nothing when opened; the button shows the subscription, and one more ends it, from the keyboard', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: subscribed });
    vi.mocked(api.put).mockResolvedValue({
      success: true,
      message: 'You will no longer receive the Veggie Market newsletter.',
      data: { ...subscribed, subscribed: false, unsubscribedAt: '2026-11-28T09:00:00.000Z' },
    });
    renderPage('/newsletter/manage?token=abc-123');
    const show = await screen.findByRole('button', { name: 'Show my subscription' });
    expect(api.post).not.toHaveBeenCalled();

    show.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('lan@example.vn is subscribed to the newsletter.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/newsletter/manage', { token: 'abc-123' }, expect.anything());

    screen.getByRole('button', { name: 'Unsubscribe' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer receive the Veggie Market newsletter.',
    );
    expect(api.put).toHaveBeenCalledWith(
      '/newsletter/manage',
      { token: 'abc-123', subscribed: false },
      expect.anything(),
    );
    expect(screen.getByText('lan@example.vn is not subscribed to the newsletter.')).toBeInTheDocument();
    // The link is used up: no button offers another change.
    expect(screen.queryByRole('button', { name: /subscribe/i })).not.toBeInTheDocument();
  });

  it('offers to subscribe an address that is not subscribed', async () => {
    vi.mocked(api.post).mockResolvedValue({
      success: true,
      data: { email: 'lan@example.vn', subscribed: false, subscribedAt: null, unsubscribedAt: null },
    });
    vi.mocked(api.put).mockResolvedValue({
      success: true,
      message: 'You are subscribed to the Veggie Market newsletter.',
      data: subscribed,
    });
    renderPage('/newsletter/manage?token=abc-123');
    await userEvent.click(await screen.findByRole('button', { name: 'Show my subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(api.put).toHaveBeenCalledWith(
      '/newsletter/manage',
      { token: 'abc-123', subscribed: true },
      expect.anything(),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed to the Veggie Market newsletter.');
  });

  it("shows a refused link in the server's words, in Vietnamese", async () => {
    const message =
      'Liên kết này không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu một liên kết mới từ tài khoản của bạn.';
    vi.mocked(api.post).mockRejectedValue(refused(400, { success: false, code: 'newsletter_link_invalid', message }));
    renderPage('/newsletter/manage?token=nope', 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bản tin của bạn' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xem đăng ký của tôi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says a link without its token is incomplete', async () => {
    renderPage('/newsletter/manage');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
