import { cleanup, render, screen, within } from '@testing-library/react';
import type { ShopSettings } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../lib/i18n';
import { demoShop } from '../../test/fixtures';
import { SiteFooter } from './site-footer';

function renderFooter(locale: Locale = 'en', shop: ShopSettings | null = demoShop) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LocaleProvider value={locale}>
          <SiteFooter shop={shop} newsletter={null} />
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('contentinfo');
}

describe('footer frame', () => {
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
