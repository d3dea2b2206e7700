import type { Product } from '@veggie/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../lib/clock';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { productStructuredData } from '../../../lib/structured-data';
import { cherryTomatoes } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';
import { ProductDetail } from './product-detail';

const certified: Product = {
  ...cherryTomatoes,
  origin: {
    province: 'Lâm Đồng',
    farm: 'HTX Rau an toàn Xuân Hương',
    certification: 'vietgap',
    certificateNo: 'VietGAP-TT-25-03-68-0021',
    certificateValidUntil: '2026-12-28',
  },
  packedOn: '2026-11-27',
};

/** 06:00 in Vietnam on `day`, when UTC is still on the day before: the badge follows Vietnam's day. */
const morningOf = (day: string) => Date.parse(`${day}T06:00:00+07:00`);

/** The origin box's own chunk (product-detail.tsx loads it lazily): the server renders it with the page. */
function renderOn(day: string, product: Product, locale: Locale = 'en') {
  render(
    <ClockProvider value={manualClock(morningOf(day))}>
      <LocaleProvider value={locale}>
        <ProductDetail product={product} onAddToCart={vi.fn(async () => true)} />
      </LocaleProvider>
    </ClockProvider>,
  );
  return screen.findByRole('region', { name: locale === 'en' ? 'Origin and certificate' : 'Nguồn gốc và chứng nhận' });
}

describe('the product page origin', () => {
  it('shows the farm, province, certificate, its validity, the packing date and the badge while valid', async () => {
    const origin = await renderOn('2026-12-28', certified);
    expect(within(origin).getByText('VietGAP certified')).toBeInTheDocument();
    const details = Object.fromEntries(
      within(origin)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Farm: 'HTX Rau an toàn Xuân Hương',
      Province: 'Lâm Đồng',
      Certification: 'VietGAP',
      'Certificate number': 'VietGAP-TT-25-03-68-0021',
      'Valid until': '28 Dec 2026',
      'Packed on': '27 Nov 2026',
    });
  });

  it('drops the badge by itself the day after the last valid day, and says the certificate expired', async () => {
    const origin = await renderOn('2026-12-29', certified);
    expect(within(origin).queryByTestId('certification-badge')).not.toBeInTheDocument();
    expect(within(origin).getByText('28 Dec 2026 (expired)')).toBeInTheDocument();
  });

  it('reads in Vietnamese', async () => {
    const origin = await renderOn(
      '2026-11-28',
      { ...certified, origin: { ...certified.origin!, certification: 'organic' } },
      'vi',
    );
    expect(within(origin).getByText('Chứng nhận hữu cơ')).toBeInTheDocument();
    expect(within(origin).getByText('Nơi trồng')).toBeInTheDocument();
    expect(within(origin).getByText('28/12/2026')).toBeInTheDocument();
    expect(within(origin).getByText('27/11/2026')).toBeInTheDocument();
  });

  it('shows no badge or certificate for "none", and nothing at all without origin or packing date', async () => {
    const none = {
      ...certified.origin!,
      certification: 'none' as const,
      certificateNo: null,
      certificateValidUntil: null,
    };
    const origin = await renderOn('2026-11-28', { ...certified, origin: none });
    expect(within(origin).queryByTestId('certification-badge')).not.toBeInTheDocument();
    expect(within(origin).queryByText('Certificate number')).not.toBeInTheDocument();
    expect(within(origin).getByText('None')).toBeInTheDocument();
    cleanup();
    render(<ProductDetail product={cherryTomatoes} onAddToCart={vi.fn(async () => true)} />);
    // The box's chunk is there (loaded above), so an absent box is one with nothing to show, not one still loading.
    await act(() => import('../../../components/product/product-origin'));
    expect(screen.queryByRole('region', { name: 'Origin and certificate' })).not.toBeInTheDocument();
  });
});

describe('the product structured data', () => {
  it('names the country, farm and province, and the certificate only while it is valid', () => {
    const valid = productStructuredData(certified, 'https://veggie.example', '2026-12-28');
    expect(valid).toMatchObject({
      countryOfOrigin: { '@type': 'Country', name: 'Việt Nam' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Farm', value: 'HTX Rau an toàn Xuân Hương' },
        { '@type': 'PropertyValue', name: 'Province', value: 'Lâm Đồng' },
      ],
      hasCertification: {
        '@type': 'Certification',
        name: 'VietGAP',
        certificationIdentification: 'VietGAP-TT-25-03-68-0021',
        expires: '2026-12-28',
      },
    });
    expect(productStructuredData(certified, '', '2026-12-29')).not.toHaveProperty('hasCertification');
    expect(productStructuredData(cherryTomatoes, '', '2026-12-28')).not.toHaveProperty('countryOfOrigin');
  });
});
