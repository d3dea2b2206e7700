import { render, screen } from '@testing-library/react';
import type { ShopSettings } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { demoShop } from '../../../test/fixtures';
import { underStorefront } from '../../../test/storefront-routes';
import { InspectionPolicyPage } from './inspection-policy-page';
import { PrivacyPage } from './privacy-page';
import { ReturnsPolicyPage } from './returns-policy-page';
import { ShopInformationPage } from './shop-information-page';

function renderPage(Component: () => React.ReactNode, locale: Locale, shop: ShopSettings | null = demoShop) {
  const Stub = createRoutesStub(underStorefront([{ path: '/page', Component }], shop));
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/page']} />
    </LocaleProvider>,
  );
}

describe('policy pages built on the shop settings', () => {
  it("quote the admin's returns window and refund time, in English and Vietnamese", async () => {
    const shop = { ...demoShop, returns: { reportWindowHours: 36, refundWorkingDays: 7 } };
    renderPage(ReturnsPolicyPage, 'en', shop);
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('tell us within 36 hours of delivery');
    expect(document.body).toHaveTextContent('within 7 working days of our answer');
  });

  it('say in Vietnamese that the shopper may inspect before paying', async () => {
    renderPage(InspectionPolicyPage, 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chính sách kiểm hàng' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('trước khi thanh toán hoặc ký nhận');
    expect(document.body).toHaveTextContent('trong vòng 24 giờ sau khi nhận hàng');
  });

  it('list the business registration the decree asks for', async () => {
    renderPage(ShopInformationPage, 'vi');
    const number = await screen.findByText('0318765432');
    expect(number.previousSibling).toHaveTextContent('Mã số doanh nghiệp');
    expect(screen.getByText('14/03/2023').previousSibling).toHaveTextContent('Ngày cấp');
    expect(screen.getByRole('link', { name: 'Chính sách giao hàng' })).toHaveAttribute('href', '/delivery-policy');
  });

  it('say that the details could not be loaded rather than print none', async () => {
    renderPage(ShopInformationPage, 'en', null);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText('0318765432')).not.toBeInTheDocument();
  });

  it('tell a shopper where to download their data and delete their account (privacy)', async () => {
    renderPage(PrivacyPage, 'en');
    expect(await screen.findByRole('link', { name: 'your profile page' })).toHaveAttribute('href', '/profile');
    expect(document.body).toHaveTextContent('download everything we hold about you as a file (Download my data)');
    expect(document.body).toHaveTextContent('write to support@veggie.market');
  });
});
