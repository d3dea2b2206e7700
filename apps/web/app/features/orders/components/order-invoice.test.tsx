import type { OrderInvoice } from '@veggie/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codOrder } from '../../../test/fixtures';
import { renderMyOrders } from './my-orders.test-utils';

const issued: OrderInvoice = {
  status: 'issued',
  number: '42',
  series: '1C25TVM',
  issuedAt: '2026-11-20T03:00:00.000Z',
  lookupCode: 'TRA-CUU-42',
  pdfUrl: 'https://einvoice.example/42.pdf',
  adjustments: [],
};

/** Answers GET /orders with `orders` and each order's invoice from `invoices` (none when absent). */
function serve(orders: unknown[], invoices: Record<string, OrderInvoice>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const invoice = /^\/api\/orders\/([^/]+)\/invoice$/.exec(url);
    if (url === '/api/orders') return Response.json({ success: true, data: orders });
    if (invoice)
      return Response.json({
        success: true,
        data: invoices[decodeURIComponent(invoice[1]!)] ?? { ...issued, status: 'none' },
      });
    return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("an order's e-invoice on its card", () => {
  it('links the PDF and shows the series, number and lookup code of a delivered order', async () => {
    const order = codOrder({ status: 'delivered', totalAmount: 70_000 });
    serve([order], { [order._id]: issued });
    renderMyOrders();
    const invoice = await screen.findByRole('region', { name: 'E-invoice' });
    expect(invoice).toHaveTextContent('Series 1C25TVM, no. 42');
    expect(invoice).toHaveTextContent('Lookup code: TRA-CUU-42');
    expect(within(invoice).getByRole('link', { name: 'Invoice PDF' })).toHaveAttribute('href', issued.pdfUrl);
  });

  it('says an invoice is on its way, and lists an adjustment, in Vietnamese', async () => {
    const order = codOrder({ status: 'delivered', totalAmount: 70_000 });
    const adjusted: OrderInvoice = {
      ...issued,
      adjustments: [
        { ...issued, status: 'issued', number: '43', amount: -4_000, pdfUrl: 'https://einvoice.example/43.pdf' },
      ],
    };
    serve([order], { [order._id]: adjusted });
    renderMyOrders('vi');
    const invoice = await screen.findByRole('region', { name: 'Hóa đơn điện tử' });
    expect(invoice).toHaveTextContent('Hóa đơn điều chỉnh: ký hiệu 1C25TVM, số 43 (-4.000 ₫)');
    expect(within(invoice).getAllByRole('link', { name: 'Hóa đơn PDF' })).toHaveLength(2);
  });

  it('shows nothing before delivery and never asks for it', async () => {
    const order = codOrder({ status: 'shipped', totalAmount: 70_000 });
    const asked = vi.fn();
    serve([order], {});
    const fetchImpl = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith('/invoice')) asked(url);
      return fetchImpl(url);
    });
    renderMyOrders();
    await screen.findByRole('heading', { name: new RegExp(order._id.slice(-8), 'i') });
    expect(screen.queryByRole('region', { name: 'E-invoice' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says when an issued invoice is still pending', async () => {
    const order = codOrder({ status: 'delivered', totalAmount: 70_000 });
    serve([order], { [order._id]: { ...issued, status: 'pending', number: null, pdfUrl: null, lookupCode: null } });
    renderMyOrders();
    expect(await screen.findByText('Being issued: it appears here within a few minutes.')).toBeInTheDocument();
  });
});
