import type { BatchTrace } from '@veggie/contract';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../../lib/clock';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { manualClock } from '../../../test/manual-clock';
import { TracePage, type TracePageProps } from './trace-page';

const batch: BatchTrace = {
  code: 'K7M2Q9X4TB',
  product: { _id: 'p1', name: 'Bông cải xanh Đà Lạt', nameEn: 'Da Lat broccoli', imageUrl: '/uploads/p1.webp' },
  packedOn: '2026-11-27',
  origin: {
    province: 'Lâm Đồng',
    farm: 'HTX Rau an toàn Xuân Hương',
    certification: 'vietgap',
    certificateNo: 'VietGAP-TT-25-03-68-0021',
    certificateValidUntil: '2027-03-31',
  },
};

function renderTrace(props: TracePageProps, locale: Locale = 'en', day = '2026-11-28') {
  const Stub = createRoutesStub([{ path: '/trace/:code', Component: () => <TracePage {...props} /> }]);
  render(
    <ClockProvider value={manualClock(Date.parse(`${day}T12:00:00+07:00`))}>
      <LocaleProvider value={locale}>
        <Stub initialEntries={['/trace/K7M2Q9X4TB']} />
      </LocaleProvider>
    </ClockProvider>,
  );
}

describe('the trace page', () => {
  it('shows the product, farm, province, certificate, validity and packing date', async () => {
    renderTrace({ batch, error: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bông cải xanh Đà Lạt' })).toBeInTheDocument();
    expect(screen.getByText('Da Lat broccoli')).toBeInTheDocument();
    expect(screen.getByText('Batch K7M2Q9X4TB')).toBeInTheDocument();
    const origin = screen.getByRole('region', { name: 'Origin and certificate' });
    expect(origin).toHaveTextContent('HTX Rau an toàn Xuân Hương');
    expect(origin).toHaveTextContent('Lâm Đồng');
    expect(origin).toHaveTextContent('VietGAP-TT-25-03-68-0021');
    expect(origin).toHaveTextContent('Valid until31 Mar 2027');
    expect(origin).toHaveTextContent('Packed on27 Nov 2026');
    expect(within(origin).getByText('VietGAP certified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See this product in the shop' })).toHaveAttribute('href', '/shop/p1');
  });

  it('keeps the certificate of the batch but not its badge once it expired', async () => {
    renderTrace({ batch, error: null }, 'en', '2027-04-01');
    const origin = await screen.findByRole('region', { name: 'Origin and certificate' });
    expect(within(origin).queryByTestId('certification-badge')).not.toBeInTheDocument();
    expect(origin).toHaveTextContent('31 Mar 2027 (expired)');
  });

  it('reads in Vietnamese', async () => {
    renderTrace({ batch, error: null }, 'vi');
    expect(await screen.findByText('Lô K7M2Q9X4TB')).toBeInTheDocument();
    const origin = screen.getByRole('region', { name: 'Nguồn gốc và chứng nhận' });
    expect(origin).toHaveTextContent('Ngày đóng gói27/11/2026');
    expect(within(origin).getByText('Chứng nhận VietGAP')).toBeInTheDocument();
    expect(screen.queryByText('Da Lat broccoli')).not.toBeInTheDocument();
  });

  it('says when no batch has the code, and when the shop did not answer', async () => {
    renderTrace({ batch: null, error: 'notFound' }, 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không có lô hàng nào mang mã này' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('mã in dưới mã QR');
    expect(screen.getByRole('link', { name: 'Quay lại cửa hàng' })).toHaveAttribute('href', '/shop');
  });

  it('says when the batch could not be loaded', async () => {
    renderTrace({ batch: null, error: 'failed' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this batch' })).toBeInTheDocument();
  });
});
