import { screen, within } from '@testing-library/react';
import type { PackingList } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { oneOrderPackingList, renderPackingList } from './packing-list.test-utils';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post');

type PackedOrder = PackingList['wards'][number]['orders'][number];
type Line = PackedOrder['lines'][number];

/** 750 g of tomatoes at 35,000 ₫/kg (three 250 g steps of 8,800 ₫), weighed or not. */
const tomatoes = (pickedGrams: number | null): Line => ({
  _id: 'l-tomato',
  name: 'Cà chua',
  quantity: 3,
  unitLabel: 'kg',
  unitLabelEn: 'kg',
  priceEach: 8_800,
  unitKind: 'weight',
  orderedGrams: 750,
  pickedGrams,
  amount: pickedGrams === null ? 26_400 : Math.round((35_000 * pickedGrams) / 100_000) * 100,
});
const herbs: Line = {
  _id: 'l-herbs',
  name: 'Rau thơm',
  quantity: 1,
  unitLabel: 'bó',
  unitLabelEn: 'bunch',
  priceEach: 10_000,
  unitKind: 'piece',
  orderedGrams: null,
  pickedGrams: null,
  amount: 10_000,
};

function packingList(order: Partial<PackedOrder> = {}, pickedGrams: number | null = null): PackingList {
  const lines = [tomatoes(pickedGrams), herbs];
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + 20_000;
  return oneOrderPackingList(lines, {
    totalAmount: total,
    amountDue: total,
    estimated: pickedGrams === null,
    ...order,
  });
}

function renderList(list: PackingList) {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: list });
  return renderPackingList();
}

const grams = () => screen.getByRole('textbox', { name: /^Số gam cân được của Cà chua \(đặt 750\sg\)$/ });
const outsideTolerance = () =>
  new ApiError(
    409,
    'weight_outside_tolerance',
    '"Cà chua" cân được 900 g, lệch hơn 10% so với 750 g đã đặt: hãy kiểm tra cân, hoặc xác nhận để ghi lại',
    [],
  );

afterEach(() => vi.clearAllMocks());

describe('weighing on the packing list', () => {
  it('shows an input per weight line with the ordered grams, estimated amounts and total', async () => {
    renderList(packingList());
    const order = await screen.findByRole('article', { name: 'Đơn 0000ABCD' });
    const rows = within(within(order).getByRole('table', { name: 'Hàng hóa' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Sản phẩmSLĐơn vịCân thực tếThành tiền');
    // Each name has its "Out of stock" action under it while the order is processing.
    expect(rows[1]).toHaveTextContent(/^Cà chuaHết hàng750\sgkg.*≈ Ước tính: 26\.400\s₫$/);
    expect(rows[2]).toHaveTextContent(/^Rau thơmHết hàng1bó10\.000\s₫$/);
    expect(within(rows[2]!).queryByRole('textbox')).not.toBeInTheDocument();
    expect(grams()).toHaveValue('');
    expect(order).toHaveTextContent(/Tổng cộng \(ước tính\): 56\.400\s₫/);
  });

  it('saves the weighed grams and shows the final amounts and total', async () => {
    const user = renderList(packingList());
    await user.type(await screen.findByRole('textbox', { name: /Cà chua/ }), '812');
    vi.mocked(api.post).mockResolvedValue({ success: true, data: {} });
    vi.mocked(api.get).mockResolvedValue({ success: true, data: packingList({}, 812) });
    await user.click(screen.getByRole('button', { name: 'Lưu khối lượng' }));
    expect(api.post).toHaveBeenCalledWith('/orders/admin/orders/7b0c1d2e-0000-4000-8000-00000000abcd/weights', {
      lines: [{ lineId: 'l-tomato', pickedGrams: 812 }],
      confirm: false,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu khối lượng');
    const order = screen.getByRole('article', { name: 'Đơn 0000ABCD' });
    expect(await within(order).findByText(/Tổng cộng \(đã cân\)/)).toBeInTheDocument();
    // 812 g at 35,000 ₫/kg is 28,420 ₫, to the nearest 100 ₫: 28,400 ₫; with the herbs and the fee 58,400 ₫.
    expect(order).toHaveTextContent(/28\.400\s₫/);
    expect(order).toHaveTextContent(/Tổng cộng \(đã cân\): 58\.400\s₫/);
    expect(order).toHaveTextContent(/Thu tiền khi giao: 58\.400\s₫/);
  });

  it("shows the shop's refusal outside the tolerance and resends with confirm when the packer confirms", async () => {
    const user = renderList(packingList());
    await user.type(await screen.findByRole('textbox', { name: /Cà chua/ }), '900');
    vi.mocked(api.post).mockRejectedValueOnce(outsideTolerance());
    await user.click(screen.getByRole('button', { name: 'Lưu khối lượng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('lệch hơn 10% so với 750 g đã đặt');
    vi.mocked(api.post).mockResolvedValueOnce({ success: true, data: {} });
    await user.click(screen.getByRole('button', { name: 'Xác nhận khối lượng này' }));
    expect(api.post).toHaveBeenLastCalledWith('/orders/admin/orders/7b0c1d2e-0000-4000-8000-00000000abcd/weights', {
      lines: [{ lineId: 'l-tomato', pickedGrams: 900 }],
      confirm: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu khối lượng');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a new confirmation when the weight changes after a refusal', async () => {
    const user = renderList(packingList());
    await user.type(await screen.findByRole('textbox', { name: /Cà chua/ }), '900');
    vi.mocked(api.post).mockRejectedValueOnce(outsideTolerance());
    await user.click(screen.getByRole('button', { name: 'Lưu khối lượng' }));
    await screen.findByRole('button', { name: 'Xác nhận khối lượng này' });
    await user.type(grams(), '0');
    expect(screen.queryByRole('button', { name: 'Xác nhận khối lượng này' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lưu khối lượng' })).toBeInTheDocument();
  });

  it('sends nothing without a weight or with one that is not whole grams', async () => {
    const user = renderList(packingList());
    await user.click(await screen.findByRole('button', { name: 'Lưu khối lượng' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Hãy nhập số gam cân được của ít nhất một dòng');
    await user.type(grams(), '8,5');
    await user.click(screen.getByRole('button', { name: 'Lưu khối lượng' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Khối lượng của Cà chua phải là số gam nguyên lớn hơn 0');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the saved weight without an input once the order has left processing', async () => {
    renderList(packingList({ status: 'shipped' }, 812));
    const order = await screen.findByRole('article', { name: 'Đơn 0000ABCD' });
    expect(within(order).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Lưu khối lượng' })).not.toBeInTheDocument();
    expect(order).toHaveTextContent(/812\sg/);
  });
});
