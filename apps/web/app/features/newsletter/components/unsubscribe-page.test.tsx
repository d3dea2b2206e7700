import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { refused } from '../../../test/fixtures';
import { unsubscribeAction } from '../api/unsubscribe';
import { UnsubscribePage } from './unsubscribe-page';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('post');
afterEach(() => vi.clearAllMocks());

const unsubscribeRoute = { path: '/newsletter/unsubscribe', Component: UnsubscribePage, action: unsubscribeAction };

function renderPage(url: string, locale: 'en' | 'vi' = 'en') {
  const Stub = createRoutesStub([unsubscribeRoute]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

describe('newsletter unsubscribe page', () => {
  it('changes nothing when opened: only the button unsubscribes, with the link token', async () => {
    vi.mocked(api.post).mockResolvedValue({
      success: true,
      message: 'You will no longer receive the Veggie Market newsletter.',
      data: { email: 'lan@example.vn' },
    });
    renderPage('/newsletter/unsubscribe?token=abc-123');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are unsubscribedYou will no longer receive the Veggie Market newsletter.',
    );
    expect(api.post).toHaveBeenCalledWith('/newsletter/unsubscribe', { token: 'abc-123' }, expect.anything());
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows a refused token in the server's words and lets the visitor try again", async () => {
    const message = 'This unsubscribe link is not valid. Please use the link from your latest newsletter email.';
    vi.mocked(api.post).mockRejectedValue(refused(400, { success: false, code: 'unsubscribe_invalid', message }));
    renderPage('/newsletter/unsubscribe?token=nope');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, in Vietnamese on the Vietnamese page', async () => {
    renderPage('/newsletter/unsubscribe', 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hủy đăng ký nhận bản tin' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Liên kết này chưa đầy đủ');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("posts the link's token from the first paint, so it works without the page's script", () => {
    const Stub = createRoutesStub([unsubscribeRoute]);
    const html = renderToString(<Stub initialEntries={['/newsletter/unsubscribe?token=abc-123']} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter/unsubscribe?token=abc-123');
    expect(form?.elements.namedItem('token')).toHaveValue('abc-123');
    expect(within(page).getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
