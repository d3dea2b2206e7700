import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ShopSettings } from '@veggie/contract';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { LocaleProvider, type Locale } from '../../lib/i18n';
import { demoShop, refused } from '../../test/fixtures';
import { SiteFooter } from './site-footer';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  api: { post: vi.fn() },
}));
afterEach(() => vi.clearAllMocks());

function renderFooter(locale: Locale = 'en', shop: ShopSettings | null = demoShop) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LocaleProvider value={locale}>
          <SiteFooter shop={shop} />
          <ToastContainer />
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('contentinfo');
}

describe('footer newsletter', () => {
  it('asks for a valid email before thanking', async () => {
    const footer = renderFooter();
    const input = within(footer).getByLabelText('Email address');

    // The address is checked by a module loaded on submit, so the message comes a moment later.
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Please enter your email address');

    await userEvent.type(input, 'chi.ha@');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(footer).getByRole('alert')).toHaveTextContent('Please enter a valid email address'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("subscribes a valid address, thanks it in the server's words and empties the field", async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Thanks for subscribing!' });
    const footer = renderFooter();
    const input = within(footer).getByLabelText('Email address');
    await userEvent.type(input, 'chi.ha@example.com{Enter}');
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/newsletter', { email: 'chi.ha@example.com' });
    expect(input).toHaveValue('');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal under the field and keeps the address', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      refused(429, { success: false, code: 'rate_limited', message: 'Too many requests, please try again later' }),
    );
    vi.mocked(api.post).mockRejectedValueOnce(new Error('offline'));
    const footer = renderFooter();
    const input = within(footer).getByLabelText('Email address');
    await userEvent.type(input, 'chi.ha@example.com{Enter}');
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(input).toHaveValue('chi.ha@example.com');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(footer).getByRole('alert')).toHaveTextContent('We could not subscribe you just now.'),
    );
  });

  it('shows the copyright with the current year', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Veggie Market`);
  });
});

describe('footer customer care and shop details', () => {
  it.each([
    [
      'en',
      'Customer care',
      [
        ['Shop information', '/shop-information'],
        ['Delivery policy', '/delivery-policy'],
        ['Returns & refunds', '/returns-policy'],
        ['Goods inspection', '/inspection-policy'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
      ],
    ],
    [
      'vi',
      'Chăm sóc khách hàng',
      [
        ['Thông tin cửa hàng', '/shop-information'],
        ['Chính sách giao hàng', '/delivery-policy'],
        ['Đổi trả và hoàn tiền', '/returns-policy'],
        ['Chính sách kiểm hàng', '/inspection-policy'],
        ['Chính sách bảo mật', '/privacy'],
        ['Điều khoản dịch vụ', '/terms'],
      ],
    ],
  ] as const)('links every policy page (%s)', (locale, title, links) => {
    const footer = renderFooter(locale);
    const nav = within(footer).getByRole('navigation', { name: title });
    for (const [name, href] of links) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it("shows the settings' contact details, hours and business registration", () => {
    const footer = renderFooter('en', {
      ...demoShop,
      phone: '0283 822 1111',
      openingHours: { from: '06:30', until: '22:00' },
    });
    expect(within(footer).getByRole('link', { name: '0283 822 1111' })).toHaveAttribute('href', 'tel:02838221111');
    expect(within(footer).getByRole('link', { name: 'support@veggie.market' })).toHaveAttribute(
      'href',
      'mailto:support@veggie.market',
    );
    expect(footer).toHaveTextContent('Every day, 6:30–22:00');
    expect(footer).toHaveTextContent(
      'Công ty TNHH Veggie Market Việt Nam · Business registration no. 0318765432, issued by Phòng Đăng ký kinh doanh, Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh on 14/03/2023',
    );
  });

  it('writes the registration in Vietnamese, and leaves the details out when the settings could not be read', () => {
    expect(renderFooter('vi')).toHaveTextContent(
      'Giấy chứng nhận đăng ký doanh nghiệp số 0318765432 do Phòng Đăng ký kinh doanh, Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh cấp ngày 14/03/2023',
    );
    cleanup();
    const footer = renderFooter('en', null);
    expect(within(footer).queryByRole('link', { name: /support@/ })).not.toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Veggie Market`);
  });
});
