import { screen, within } from '@testing-library/react';
import type { PackingList } from '@veggie/contract';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { type Locale } from '../../../../lib/i18n';
import { mockApiCalls } from '../../../../test/module-spies';
import { oneOrderPackingList, renderPackingList } from './packing-list.test-utils';

mockApiCalls('get');
afterEach(() => vi.clearAllMocks());

type Line = PackingList['wards'][number]['orders'][number]['lines'][number];
const line = (name: string, batchCode: string | null): Line => ({
  _id: `l-${name}`,
  name,
  quantity: 1,
  unitLabel: 'bó',
  unitLabelEn: 'bunch',
  priceEach: 18_000,
  unitKind: 'piece',
  orderedGrams: null,
  pickedGrams: null,
  amount: 18_000,
  batchCode,
});

function renderList(lines: Line[], locale: Locale) {
  vi.mocked(api.get).mockResolvedValue({
    success: true,
    data: oneOrderPackingList(lines, { totalAmount: 36_000, amountDue: 36_000 }),
  });
  renderPackingList(locale);
}

describe("the packing list's batch labels", () => {
  it("prints a QR of the line's trace page and its code under it; a line without a batch has none", async () => {
    renderList([line('Rau muống hữu cơ', 'K7M2Q9X4TB'), line('Ớt hiểm', null)], 'en');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Batch label');
    const qr = within(rows[1]!).getByRole('img', { name: 'QR code of batch K7M2Q9X4TB: opens where it was grown' });
    const url = `${window.location.origin}/trace/K7M2Q9X4TB`;
    expect(qr).toHaveAttribute('data-url', url);
    // The drawn modules are those of the URL's QR code, with a quiet zone of 2 on each side.
    const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    expect(qr).toHaveAttribute('viewBox', `0 0 ${size + 4} ${size + 4}`);
    expect(within(rows[1]!).getByText('K7M2Q9X4TB')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('names the QR and its column in Vietnamese', async () => {
    renderList([line('Rau muống hữu cơ', 'K7M2Q9X4TB')], 'vi');
    expect(await screen.findByRole('img', { name: 'Mã QR của lô K7M2Q9X4TB: mở trang nguồn gốc' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')[0]).toHaveTextContent('Nhãn lô hàng');
  });

  it('has no label column for lines without batches', async () => {
    renderList([line('Ớt hiểm', null)], 'en');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[0]).not.toHaveTextContent('Batch label');
  });
});
