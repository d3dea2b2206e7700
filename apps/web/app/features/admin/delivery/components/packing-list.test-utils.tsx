import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackingList } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { AdminPackingList } from './packing-list';

type PackedOrder = PackingList['wards'][number]['orders'][number];

/** The 8:00–10:00 slot of Thursday 26 November 2026 in the inner-city zone, with room for ten orders. */
export const packingSlot = (booked: number): PackingList['slot'] => ({
  _id: 's-1',
  zone: { _id: 'z-1', name: 'Nội thành TP.HCM' },
  start: '2026-11-26T08:00:00+07:00',
  end: '2026-11-26T10:00:00+07:00',
  capacity: 10,
  booked,
});

/**
 * A packing list of one cash order in Phường Sài Gòn holding `lines`, its total their sum (`order` overrides any
 * field, the total too).
 */
export function oneOrderPackingList(lines: PackedOrder['lines'], order: Partial<PackedOrder> = {}): PackingList {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    slot: packingSlot(1),
    wards: [
      {
        ward: { code: '26734', name: 'Phường Sài Gòn' },
        province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
        orders: [
          {
            _id: '7b0c1d2e-0000-4000-8000-00000000abcd',
            receiverName: 'Nguyễn Văn An',
            phone: '0912 345 678',
            street: '12 Lê Lợi',
            note: '',
            status: 'processing',
            paymentMethod: 'cod',
            totalAmount: total,
            estimated: false,
            amountDue: total,
            addressChecked: true,
            lines,
            ...order,
          },
        ],
      },
    ],
  };
}

/**
 * The slot's packing list screen at `entry`, in the admin's language `locale`, with no retries (a refusal shows at
 * once). The caller mocks `api.get` (and `api.post`) first.
 */
export function renderPackingList(locale: Locale = 'vi', entry = '/admin/delivery/slots/s-1/packing-list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/delivery/slots/:id/packing-list',
      Component: () => (
        <QueryClientProvider client={client}>
          <LocaleProvider value={locale}>
            <AdminPackingList slotId="s-1" />
          </LocaleProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}
