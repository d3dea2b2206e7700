import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackingList } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { type Locale } from '../../../../lib/i18n';
import { packingSlot, renderPackingList } from './packing-list.test-utils';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get');

const hcm = { code: '79', name: 'Thành phố Hồ Chí Minh' };
type PackingLine = PackingList['wards'][number]['orders'][number]['lines'][number];
const piece = (
  _id: string,
  name: string,
  quantity: number,
  [unitLabel, unitLabelEn]: [string, string | null],
  priceEach: number,
): PackingLine => ({
  _id,
  name,
  quantity,
  unitLabel,
  unitLabelEn,
  priceEach,
  unitKind: 'piece',
  orderedGrams: null,
  pickedGrams: null,
  amount: priceEach * quantity,
});
const list: PackingList = {
  slot: packingSlot(2),
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
            piece('l-1', 'Cà chua bi hữu cơ', 2, ['hộp 250 g', 'box of 250 g'], 35_000),
            piece('l-2', 'Rau muống', 3, ['bó', 'bunch'], 15_000),
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
          lines: [piece('l-3', 'Xoài cát Hòa Lộc', 1, ['kg', 'kg'], 300_000)],
        },
      ],
    },
  ],
};

const [cashOrder] = list.wards[0]!.orders;
const [transferOrder] = list.wards[1]!.orders;
/**
 * The money rules' cases: cash on delivery; a transfer paid in full, then weighed 20,000 ₫ heavier, placed by
 * the bodyless checkout (address not checked); a transfer paid; a cash order the admin recorded as paid.
 */
const moneyRules: PackingList = {
  ...list,
  wards: [
    {
      ...list.wards[0]!,
      orders: [
        cashOrder!,
        {
          ...transferOrder!,
          _id: '7b0c1d2e-0000-4000-8000-00000000ba1a',
          totalAmount: 340_000,
          amountDue: 20_000,
          addressChecked: false,
        },
        transferOrder!,
        { ...cashOrder!, _id: '7b0c1d2e-0000-4000-8000-00000000ca5b', amountDue: 0 },
      ],
    },
  ],
};

/** The packing list in the admin's language `locale` (Vietnamese, its default). */
function renderList(data: PackingList = list, locale: Locale = 'vi') {
  vi.mocked(api.get).mockResolvedValue({ success: true, data });
  renderPackingList(locale, '/admin/delivery/slots/s-1/packing-list?date=2026-11-26');
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
    // Each name has its "Out of stock" action under it while the order is processing.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sản phẩmSLĐơn vị',
      'Cà chua bi hữu cơHết hàng2hộp 250 g',
      'Rau muốngHết hàng3bó',
    ]);
    expect(order).toHaveTextContent('Tổng cộng: 145.000 ₫');
    expect(order).toHaveTextContent('Thu tiền khi giao: 145.000 ₫');

    const benThanh = screen.getByRole('region', { name: 'Phường Bến Thành, Thành phố Hồ Chí Minh' });
    expect(benThanh).toHaveTextContent('Chuyển khoản: không thu tiền');
    expect(benThanh).not.toHaveTextContent('Ghi chú');
    expect(screen.getByText('Tổng tiền cả khung giờ').nextElementSibling).toHaveTextContent('465.000 ₫');
    expect(screen.getByText('Tiền mặt cần thu').nextElementSibling).toHaveTextContent('145.000 ₫');
    expect(screen.getByRole('link', { name: 'Về danh sách khung giờ' })).toHaveAttribute(
      'href',
      '/admin/delivery/slots?date=2026-11-26',
    );
    expect(api.get).toHaveBeenCalledWith('/admin/delivery/slots/s-1/packing-list');
  });

  it('tells the driver what each order still has to collect, and flags an address not checked', async () => {
    renderList(moneyRules);
    const [cash, balance, paidTransfer, paidCash] = await screen.findAllByRole('article');
    expect(cash).toHaveTextContent('Thu tiền khi giao: 145.000 ₫');
    expect(balance).toHaveTextContent(/Chuyển khoản, thu thêm 20\.000\s₫/);
    expect(balance).not.toHaveTextContent('không thu tiền');
    expect(paidTransfer).toHaveTextContent('Chuyển khoản: không thu tiền');
    expect(paidCash).toHaveTextContent('Đã thanh toán: không thu tiền');
    expect(paidCash).not.toHaveTextContent('Thu tiền khi giao');
    // Only the order of the bodyless checkout is flagged.
    expect(within(balance!).getByText('Địa chỉ chưa kiểm tra')).toBeInTheDocument();
    for (const order of [cash, paidTransfer, paidCash]) {
      expect(within(order!).queryByText('Địa chỉ chưa kiểm tra')).not.toBeInTheDocument();
    }
    // Cash on delivery and the balance; nothing for the paid orders.
    expect(screen.getByText('Tiền mặt cần thu').nextElementSibling).toHaveTextContent('165.000 ₫');
  });

  it('reads in English on an English screen', async () => {
    renderList(moneyRules, 'en');
    const [cash, balance, paidTransfer, paidCash] = await screen.findAllByRole('article');
    expect(cash).toHaveTextContent('Collect on delivery: 145,000 ₫');
    expect(balance).toHaveTextContent(/Bank transfer: collect 20,000\s₫ more/);
    expect(within(balance!).getByText('Address not checked')).toBeInTheDocument();
    expect(paidTransfer).toHaveTextContent('Bank transfer: collect nothing');
    expect(paidCash).toHaveTextContent('Paid: collect nothing');
    expect(screen.getByText('To collect in cash').nextElementSibling).toHaveTextContent('165,000 ₫');
  });

  it('names the units in English on an English screen, in the plural after a count but 1', async () => {
    renderList(list, 'en');
    const [abcd, ef01] = await screen.findAllByRole('article');
    const rows = (order: HTMLElement) =>
      within(within(order).getByRole('table', { name: 'Goods' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1, 3)
            .map((cell) => cell.textContent),
        );
    expect(rows(abcd!)).toEqual([
      ['2', 'boxes of 250 g'],
      ['3', 'bunches'],
    ]);
    expect(rows(ef01!)).toEqual([['1', 'kg']]);
  });

  it('prints with the browser when asked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderList();
    await screen.findByText('Nguyễn Văn An');
    await userEvent.click(screen.getByRole('button', { name: 'In' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
