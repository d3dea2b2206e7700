import { screen, waitFor, within } from '@testing-library/react';
import type { PackingList, SubstituteSuggestion } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { type Locale } from '../../../../lib/i18n';
import { oneOrderPackingList, renderPackingList } from './packing-list.test-utils';
import { mockApiCalls, mockToastify } from '../../../../test/module-spies';

mockApiCalls('get', 'post');
mockToastify();

type PackedOrder = PackingList['wards'][number]['orders'][number];
type Line = PackedOrder['lines'][number];

const ORDER_ID = '7b0c1d2e-0000-4000-8000-00000000abcd';

/** Two bunches of water spinach the shopper lets the packers replace, and herbs they want refunded if short. */
const spinach: Line = {
  _id: 'l-spinach',
  name: 'Rau muống',
  quantity: 2,
  unitLabel: 'bó',
  unitLabelEn: 'bunch',
  priceEach: 15_000,
  unitKind: 'piece',
  orderedGrams: null,
  pickedGrams: null,
  amount: 30_000,
  substitution: 'similar',
  substitute: null,
  removed: false,
};
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
  substitution: 'none',
  substitute: null,
  removed: false,
};

const bokChoy: SubstituteSuggestion = {
  _id: 'p-bok-choy',
  name: 'Cải ngọt',
  nameEn: 'Choy sum',
  imageUrl: '',
  unit: { kind: 'piece', label: 'bó 500 g', labelEn: 'bunch of 500 g' },
  priceEach: 12_000,
  stock: 14,
};
const watercress: SubstituteSuggestion = {
  _id: 'p-watercress',
  name: 'Cải xoong',
  nameEn: null,
  imageUrl: '',
  unit: { kind: 'piece', label: 'bó', labelEn: null },
  priceEach: 18_000,
  stock: 3,
};

/** One cash order holding `lines`, with a 20.000 ₫ delivery fee. */
function packingList(lines: Line[], order: Partial<PackedOrder> = {}): PackingList {
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + 20_000;
  return oneOrderPackingList(lines, { _id: ORDER_ID, totalAmount: total, amountDue: total, ...order });
}

/** The 2 bunches of spinach replaced by 2 of choy sum (24,000 ₫, below the 30,000 ₫ ordered). */
const replaced: Line = {
  ...spinach,
  amount: 24_000,
  substitute: {
    productId: bokChoy._id,
    name: 'Cải ngọt',
    nameEn: 'Choy sum',
    unit: bokChoy.unit,
    quantity: 2,
    amount: 24_000,
  },
};

const substitutesPath = (lineId: string) => `/orders/admin/orders/${ORDER_ID}/lines/${lineId}/substitutes`;
const substitutePath = (lineId: string) => `/orders/admin/orders/${ORDER_ID}/lines/${lineId}/substitute`;

/** The API as the packing list reads it: the list as it stands, and the suggestions for any line. */
function serve(list: { current: PackingList }, suggestions: SubstituteSuggestion[] = [bokChoy, watercress]) {
  vi.mocked(api.get).mockImplementation(async (path: string) =>
    path.endsWith('/substitutes') ? { success: true, data: suggestions } : { success: true, data: list.current },
  );
}

function renderList(list: PackingList, locale: Locale = 'vi') {
  const current = { current: list };
  serve(current);
  return { user: renderPackingList(locale), current };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

afterEach(() => vi.clearAllMocks());

describe('substitutions on the packing list', () => {
  it("shows each line's preference and replaces a short line with a suggested product and quantity", async () => {
    const { user, current } = renderList(packingList([spinach, herbs]));
    const spinachRow = await rowOf('Rau muống');
    expect(spinachRow).toHaveTextContent('Nếu hết hàng: thay sản phẩm tương tự');
    expect(await rowOf('Rau thơm')).toHaveTextContent('Nếu hết hàng: không thay, hoàn tiền');

    await user.click(within(spinachRow).getByRole('button', { name: 'Hết hàng: Rau muống' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hết hàng: Rau muống' });
    expect(api.get).toHaveBeenCalledWith(substitutesPath('l-spinach'));
    const choySum = await within(dialog).findByRole('radio', { name: /Cải ngọt/ });
    expect(choySum.closest('label')).toHaveTextContent(/^Cải ngọt12\.000\s₫ \/ bó 500 g · còn 14$/);
    expect(
      within(dialog)
        .getByRole('radio', { name: /Cải xoong/ })
        .closest('label'),
    ).toHaveTextContent(/18\.000\s₫ \/ bó · còn 3/);
    const quantity = within(dialog).getByRole('textbox', { name: 'Số lượng' });
    expect(quantity).toHaveValue('2');

    await user.click(choySum);
    current.current = packingList([replaced, herbs]);
    vi.mocked(api.post).mockResolvedValue({ success: true, data: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Thay sản phẩm' }));
    expect(api.post).toHaveBeenCalledWith(substitutePath('l-spinach'), {
      action: 'replace',
      productId: bokChoy._id,
      quantity: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await rowOf('Rau muống')).toHaveTextContent(/→ Cải ngọt × 2 bó 500 g, 24\.000\s₫/),
    );
    expect(screen.getByRole('article', { name: 'Đơn 0000ABCD' })).toHaveTextContent(/Tổng cộng: 54\.000\s₫/);
  });

  it('takes a line out, and offers only that when the shopper wanted no replacement', async () => {
    const { user, current } = renderList(packingList([spinach, herbs]));
    await user.click(within(await rowOf('Rau thơm')).getByRole('button', { name: 'Hết hàng: Rau thơm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hết hàng: Rau thơm' });
    expect(dialog).toHaveTextContent('Khách chọn không thay sản phẩm: hãy bỏ dòng này khỏi đơn');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Thay sản phẩm' })).not.toBeInTheDocument();

    current.current = packingList([spinach, { ...herbs, amount: 0, removed: true }]);
    vi.mocked(api.post).mockResolvedValue({ success: true, data: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ khỏi đơn' }));
    expect(api.post).toHaveBeenCalledWith(substitutePath('l-herbs'), { action: 'remove' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await rowOf('Rau thơm')).toHaveTextContent('Hết hàng: đã bỏ khỏi đơn'));
  });

  it("shows the shop's refusal in the dialog, reads the suggestions again and keeps the dialog open", async () => {
    const { user } = renderList(packingList([spinach, herbs]));
    await user.click(within(await rowOf('Rau muống')).getByRole('button', { name: 'Hết hàng: Rau muống' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hết hàng: Rau muống' });
    await user.click(await within(dialog).findByRole('radio', { name: /Cải xoong/ }));
    const reads = () => vi.mocked(api.get).mock.calls.filter(([path]) => path === substitutesPath('l-spinach')).length;
    const before = reads();
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(409, 'substitute_unavailable', '"Cải xoong" chỉ còn 1 trong kho: hãy chọn sản phẩm khác', []),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Thay sản phẩm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('"Cải xoong" chỉ còn 1 trong kho');
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.getByRole('dialog', { name: 'Hết hàng: Rau muống' })).toBeInTheDocument();
  });

  it('sends nothing without a chosen product or with a quantity that is not a whole number from 1', async () => {
    const { user } = renderList(packingList([spinach]));
    await user.click(within(await rowOf('Rau muống')).getByRole('button', { name: 'Hết hàng: Rau muống' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hết hàng: Rau muống' });
    await within(dialog).findByRole('radio', { name: /Cải ngọt/ });
    await user.click(within(dialog).getByRole('button', { name: 'Thay sản phẩm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Hãy chọn sản phẩm để thay');
    await user.click(within(dialog).getByRole('radio', { name: /Cải ngọt/ }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Số lượng' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Thay sản phẩm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Số lượng phải là số nguyên từ 1 đến 999');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('speaks English to an English-speaking admin, with the English names of the suggestions', async () => {
    const { user } = renderList(packingList([replaced, herbs]), 'en');
    const spinachRow = await rowOf('Rau muống');
    expect(spinachRow).toHaveTextContent('If out of stock: a similar product');
    expect(spinachRow).toHaveTextContent(/→ Cải ngọt × 2 bunches of 500 g, 24,000\s₫/);
    expect(await rowOf('Rau thơm')).toHaveTextContent('If out of stock: no replacement, refund');
    await user.click(within(spinachRow).getByRole('button', { name: 'Out of stock: Rau muống' }));
    const dialog = await screen.findByRole('dialog', { name: 'Out of stock: Rau muống' });
    // The product already put in stays chosen, with its quantity, to change either.
    expect(await within(dialog).findByRole('radio', { name: /Cải ngọt \(Choy sum\)/ })).toBeChecked();
    expect(
      within(dialog)
        .getByRole('radio', { name: /Cải ngọt/ })
        .closest('label'),
    ).toHaveTextContent(/12,000\s₫ \/ bunch of 500 g · 14 in stock/);
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take the line out' })).toBeInTheDocument();
  });

  it('weighs no line sold by weight once it was replaced or taken out', async () => {
    const tomatoes: Line = {
      ...spinach,
      _id: 'l-tomato',
      name: 'Cà chua',
      quantity: 3,
      unitLabel: 'kg',
      unitLabelEn: 'kg',
      priceEach: 8_800,
      unitKind: 'weight',
      orderedGrams: 750,
      amount: 26_400,
    };
    renderList(packingList([{ ...tomatoes, amount: 0, removed: true }, herbs]));
    const order = await screen.findByRole('article', { name: 'Đơn 0000ABCD' });
    expect(within(order).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Lưu khối lượng' })).not.toBeInTheDocument();
    expect(order).not.toHaveTextContent('Ước tính');
  });

  it('offers no change once the order has left processing, and still shows what was done', async () => {
    renderList(packingList([replaced, { ...herbs, amount: 0, removed: true }], { status: 'shipped' }));
    const order = await screen.findByRole('article', { name: 'Đơn 0000ABCD' });
    expect(within(order).queryByRole('button', { name: /Hết hàng/ })).not.toBeInTheDocument();
    expect(order).toHaveTextContent(/→ Cải ngọt × 2 bó 500 g, 24\.000\s₫/);
    expect(order).toHaveTextContent('Hết hàng: đã bỏ khỏi đơn');
  });
});
