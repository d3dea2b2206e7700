import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackingList } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../../lib/api-client';
import { api } from '../../../../lib/api-client';
import { AdminPackingList } from './packing-list';

vi.mock('../../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  api: { get: vi.fn() },
}));

const hcm = { code: '79', name: 'Thành phố Hồ Chí Minh' };
type PackingLine = PackingList['wards'][number]['orders'][number]['lines'][number];
const piece = (_id: string, name: string, quantity: number, unitLabel: string, priceEach: number): PackingLine => ({
  _id,
  name,
  quantity,
  unitLabel,
  priceEach,
  unitKind: 'piece',
  orderedGrams: null,
  pickedGrams: null,
  amount: priceEach * quantity,
});
const list: PackingList = {
  slot: {
    _id: 's-1',
    zone: { _id: 'z-1', name: 'Nội thành TP.HCM' },
    start: '2026-11-26T08:00:00+07:00',
    end: '2026-11-26T10:00:00+07:00',
    capacity: 10,
    booked: 2,
  },
  wards: [
    {
      ward: { code: '26734', name: 'Phường Sài Gòn' },
      province: hcm,
      orders: [
        {
          _id: '7b0c1d2e-0000-4000-8000-00000000abcd',
          receiverName: 'Nguyễn Văn An',
          phone: '0912 345 678',
          street: '12 Lê Lợi',
          note: 'Gọi trước khi giao',
          status: 'processing',
          paymentMethod: 'cod',
          totalAmount: 145_000,
          estimated: false,
          amountDue: 145_000,
          addressChecked: true,
          lines: [
            piece('l-1', 'Cà chua bi hữu cơ', 2, 'hộp 250 g', 35_000),
            piece('l-2', 'Rau muống', 3, 'bó', 15_000),
          ],
        },
      ],
    },
    {
      ward: { code: '26740', name: 'Phường Bến Thành' },
      province: hcm,
      orders: [
        {
          _id: '7b0c1d2e-0000-4000-8000-00000000ef01',
          receiverName: 'Trần Thị Bình',
          phone: '0987 654 321',
          street: '5 Nguyễn Trãi',
          note: '',
          status: 'processing',
          paymentMethod: 'bank_transfer',
          totalAmount: 320_000,
          estimated: false,
          amountDue: 0,
          addressChecked: true,
          lines: [piece('l-3', 'Xoài cát Hòa Lộc', 1, 'kg', 300_000)],
        },
      ],
    },
  ],
};

function renderList() {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: list });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/delivery/slots/:id/packing-list',
      Component: () => (
        <QueryClientProvider client={client}>
          <AdminPackingList slotId="s-1" />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/delivery/slots/s-1/packing-list?date=2026-11-26']} />);
}

afterEach(() => vi.clearAllMocks());

describe('admin packing list', () => {
  it("groups the slot's orders by ward with receiver, phone, street, note, lines and totals", async () => {
    renderList();
    expect(await screen.findByText('Nội thành TP.HCM · 26 tháng 11, 2026 · 08:00–10:00')).toBeInTheDocument();
    expect(screen.getByText('2 đơn · đã nhận 2/10')).toBeInTheDocument();
    const saigon = screen.getByRole('region', { name: 'Phường Sài Gòn, Thành phố Hồ Chí Minh' });
    const order = within(saigon).getByRole('article', { name: 'Đơn 0000ABCD' });
    expect(order).toHaveTextContent('Nguyễn Văn An');
    expect(order).toHaveTextContent('0912 345 678');
    expect(order).toHaveTextContent('12 Lê Lợi');
    expect(order).toHaveTextContent('Gọi trước khi giao');
    const rows = within(within(order).getByRole('table', { name: 'Hàng hóa' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sản phẩmSLĐơn vị',
      'Cà chua bi hữu cơ2hộp 250 g',
      'Rau muống3bó',
    ]);
    expect(order).toHaveTextContent('Tổng cộng: 145.000 ₫');
    expect(order).toHaveTextContent('Thu tiền khi giao: 145.000 ₫');

    const benThanh = screen.getByRole('region', { name: 'Phường Bến Thành, Thành phố Hồ Chí Minh' });
    expect(benThanh).toHaveTextContent('Chuyển khoản: không thu tiền');
    expect(benThanh).not.toHaveTextContent('Ghi chú');
    expect(screen.getByText('Tổng của khung giờ').nextElementSibling).toHaveTextContent('465.000 ₫');
    expect(screen.getByText('Tiền mặt cần thu').nextElementSibling).toHaveTextContent('145.000 ₫');
    expect(screen.getByRole('link', { name: 'Về tải khung giờ' })).toHaveAttribute(
      'href',
      '/admin/delivery/slots?date=2026-11-26',
    );
    expect(api.get).toHaveBeenCalledWith('/admin/delivery/slots/s-1/packing-list', {
      headers: { 'Accept-Language': 'vi' },
    });
  });

  it('prints with the browser when asked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderList();
    await screen.findByText('Nguyễn Văn An');
    await userEvent.click(screen.getByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
