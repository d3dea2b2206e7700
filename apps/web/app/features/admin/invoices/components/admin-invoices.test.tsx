import type { AdminInvoice } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { mockApiCalls, mockToastify } from '../../../../test/module-spies';
import { AdminInvoices } from './admin-invoices';

mockApiCalls('get', 'post');
mockToastify();

const failed: AdminInvoice = {
  _id: 'inv-1',
  kind: 'original',
  status: 'failed',
  number: null,
  series: null,
  issuedAt: null,
  lookupCode: null,
  pdfUrl: null,
  amount: 98_000,
  order: { _id: 'ord-0000-1111-ab12cd34', code: '#AB12CD34' },
  buyer: {
    buyer: 'company',
    taxCode: '0300588569',
    name: 'Công ty Cổ phần Sữa Việt Nam',
    address: '10 Tân Trào, TP. Hồ Chí Minh',
    email: 'hoadon@vinamilk.example',
  },
  provider: 'sepay',
  attempts: 12,
  lastError: 'SePay refused the invoice: HTTP 400 invoice_series is not registered',
  nextAttemptAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
};
const issued: AdminInvoice = {
  ...failed,
  _id: 'inv-2',
  status: 'issued',
  number: '42',
  series: '1C25TVM',
  lookupCode: 'TRA-CUU-42',
  pdfUrl: 'https://einvoice.example/42.pdf',
  attempts: 0,
  lastError: null,
  buyer: { buyer: 'person', taxCode: null, name: 'Trần Văn Minh', address: '1 Lê Lợi', email: 'minh@example.com' },
};
const pageOf = (data: AdminInvoice[]) => ({
  success: true,
  data,
  count: data.length,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, itemsPerPage: 10 },
});

function renderInvoices(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/invoices',
      Component: () => (
        <QueryClientProvider client={client}>
          <LocaleProvider value={locale}>
            <AdminInvoices />
          </LocaleProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/invoices']} />);
  return userEvent.setup();
}

describe('e-invoices screen', () => {
  it('lists each invoice with its order, buyer, amount, number or last error, and status', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([failed, issued]));
    renderInvoices();
    const table = await screen.findByRole('table');
    await within(table).findByText('1C25TVM no. 42');
    const [, failedRow, issuedRow] = within(table).getAllByRole('row');
    expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow!).getAllByText('Company · Tax code 0300588569')[0]).toBeInTheDocument();
    expect(within(failedRow!).getByText(/invoice_series is not registered/)).toBeInTheDocument();
    expect(within(failedRow!).getByRole('link', { name: '#AB12CD34' })).toHaveAttribute(
      'href',
      '/admin/orders?order=ord-0000-1111-ab12cd34',
    );
    expect(within(issuedRow!).getByText('1C25TVM no. 42')).toBeInTheDocument();
    expect(within(issuedRow!).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', issued.pdfUrl);
    expect(within(issuedRow!).getAllByText('Retail (person)')[0]).toBeInTheDocument();
    expect(within(issuedRow!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/invoices?page=1&limit=10');
  });

  it('retries a failed invoice and says so', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([failed]));
    vi.mocked(api.post).mockResolvedValue({ success: true, data: { ...failed, status: 'pending' } });
    const user = renderInvoices();
    await user.click(await screen.findByRole('button', { name: 'Retry the invoice of order #AB12CD34' }));
    expect(api.post).toHaveBeenCalledWith('/admin/invoices/inv-1/retry');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The invoice will be issued again shortly', expect.anything()),
    );
  });

  it('speaks Vietnamese and filters by status, failed first', async () => {
    vi.mocked(api.get).mockResolvedValue(pageOf([]));
    const user = renderInvoices('vi');
    expect(await screen.findByText('Chưa có hóa đơn nào: hóa đơn được xuất khi đơn hàng đã giao.')).toBeInTheDocument();
    const filter = screen.getByLabelText('Lọc theo trạng thái');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tất cả trạng thái', 'Lỗi', 'Đang xuất', 'Đã xuất']);
    await user.selectOptions(filter, 'Lỗi');
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/admin/invoices?page=1&limit=10&status=failed'));
  });
});
