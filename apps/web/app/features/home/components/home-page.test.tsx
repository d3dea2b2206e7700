import type { Promotion } from '@veggie/contract';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { underStorefront } from '../../../test/storefront-routes';
import { HomePage } from './home-page';

// The sections around and under the products are a chunk of their own (lazy): loaded once here, so a test
// waits for React, not the transform.
beforeAll(() => import('./home-sections'));

const links = {
  leafyGreens: '/shop?category=c-1',
  roots: '/shop?category=c-2',
  tropicalFruit: '/shop',
  citrus: '/shop',
};

const rau10: Promotion = {
  _id: 'pr-rau10',
  code: 'RAU10',
  title: 'Giảm 10% rau củ',
  titleEn: '10% off vegetables',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minSubtotal: 0,
  startsAt: '2026-11-01T00:00:00+07:00',
  endsAt: '2026-12-31T23:59:59+07:00',
  categoryIds: ['c-1', 'c-2'],
  excludedCategoryIds: [],
  paymentMethods: [],
  firstOrderOnly: false,
  perCustomerLimit: null,
  totalLimit: null,
  public: true,
};

async function renderHome(promotions: Promotion[], locale: Locale = 'en') {
  const Stub = createRoutesStub(
    underStorefront([
      { path: '/', Component: () => <HomePage products={[]} error={null} links={links} promotions={promotions} /> },
    ]),
  );
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/']} />
    </LocaleProvider>,
  );
  return screen.findByRole('region', { name: locale === 'en' ? 'Offers' : 'Ưu đãi' });
}

describe('the home offers', () => {
  it('promise no discount while no promotion runs', async () => {
    const offers = await renderHome([]);
    expect(offers).not.toHaveTextContent(/%|off|voucher/i);
    expect(within(offers).getByRole('link', { name: /Vegetables from our partner farms/ })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it("name the running voucher's code and what it gives", async () => {
    const offers = await renderHome([rau10]);
    const card = within(offers).getByRole('link', { name: /10% off vegetables/ });
    expect(card).toHaveTextContent('Voucher RAU10');
    expect(card).toHaveTextContent('10% off · No minimum order · Until 31 Dec 2026');
    expect(card).toHaveTextContent('Enter RAU10 at checkout.');
  });

  it('say it in Vietnamese', async () => {
    const offers = await renderHome([rau10], 'vi');
    expect(within(offers).getByRole('link', { name: /Giảm 10% rau củ/ })).toHaveTextContent(
      'Nhập mã RAU10 khi thanh toán.',
    );
  });

  it('promise nothing in Vietnamese without a promotion', async () => {
    const offers = await renderHome([], 'vi');
    expect(offers).not.toHaveTextContent(/%|giảm|mã/i);
  });
});

describe('the home sections of their own chunk', () => {
  it('show who we are, what customers say and the news, in the page language', async () => {
    await renderHome([]);
    expect(await screen.findByRole('heading', { name: 'Good food starts with good soil' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'News from the farms' })).toBeVisible();
  });

  it('say it in Vietnamese', async () => {
    await renderHome([], 'vi');
    expect(await screen.findByRole('heading', { name: 'Thực phẩm ngon bắt đầu từ đất lành' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Khách hàng nói gì về chúng tôi' })).toBeVisible();
  });
});
