import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ExpiringCertificate } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { unanswered } from '../../../../test/fixtures';
import { mockApiCalls } from '../../../../test/module-spies';
import { CertificatesPanel } from './certificates-panel';

mockApiCalls('get');
afterEach(() => vi.resetAllMocks());

const certificates: ExpiringCertificate[] = [
  {
    product: { _id: 'p1', name: 'Nấm đùi gà', nameEn: 'King oyster mushroom' },
    certification: 'organic',
    certificateNo: 'ORG-LD-2025-0188',
    certificateValidUntil: '2026-11-20',
    daysLeft: -8,
  },
  {
    product: { _id: 'p2', name: 'Xà lách lô lô xanh Đà Lạt', nameEn: null },
    certification: 'vietgap',
    certificateNo: 'VietGAP-TT-25-03-68-0021',
    certificateValidUntil: '2026-12-10',
    daysLeft: 12,
  },
];

function renderPanel(locale: 'en' | 'vi', answer: Promise<unknown>) {
  vi.mocked(api.get).mockReturnValue(answer as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: () => (
        <QueryClientProvider client={client}>
          <CertificatesPanel />
        </QueryClientProvider>
      ),
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/admin']} />
    </LocaleProvider>,
  );
}

describe("the dashboard's certificates", () => {
  it('lists the expired and expiring certificates, soonest first, each linking to its product', async () => {
    renderPanel('en', Promise.resolve({ success: true, data: certificates }));
    const region = screen.getByRole('region', { name: 'Certificates to renew' });
    const items = await within(region).findAllByRole('listitem');
    expect(api.get).toHaveBeenCalledWith('/products/admin/products/certificates');
    expect(items[0]).toHaveTextContent('Nấm đùi gàOrganic · ORG-LD-2025-0188Expired 8 days ago (valid until');
    expect(items[1]).toHaveTextContent('VietGAP · VietGAP-TT-25-03-68-0021Expires in 12 days');
    expect(within(items[1]!).getByRole('link', { name: 'Xà lách lô lô xanh Đà Lạt' })).toHaveAttribute(
      'href',
      '/shop/p2',
    );
  });

  it('reads in Vietnamese, and says when nothing expires', async () => {
    renderPanel('vi', Promise.resolve({ success: true, data: certificates }));
    const region = screen.getByRole('region', { name: 'Chứng nhận cần gia hạn' });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hữu cơ · ORG-LD-2025-0188Đã hết hạn 8 ngày trước (hiệu lực đến');
    expect(items[1]).toHaveTextContent('Còn 12 ngày');
  });

  it('says when no certificate expires soon', async () => {
    renderPanel('en', Promise.resolve({ success: true, data: [] }));
    expect(await screen.findByText('No certificate expires in the next 30 days.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderPanel('vi', Promise.reject(unanswered()));
    expect(await screen.findByText('Không tải được danh sách chứng nhận')).toBeInTheDocument();
  });
});
