import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SlotLoad } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { AdminSlotLoad } from './slot-load';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get');

const hcm = { _id: 'z-1', name: 'Nội thành TP.HCM' };
const hanoi = { _id: 'z-2', name: 'Nội thành Hà Nội' };
const slots: SlotLoad[] = [
  {
    _id: 's-1',
    zone: hcm,
    start: '2026-11-26T08:00:00+07:00',
    end: '2026-11-26T10:00:00+07:00',
    capacity: 10,
    booked: 3,
  },
  {
    _id: 's-2',
    zone: hcm,
    start: '2026-11-26T10:00:00+07:00',
    end: '2026-11-26T12:00:00+07:00',
    capacity: 4,
    booked: 4,
  },
  {
    _id: 's-3',
    zone: hanoi,
    start: '2026-11-26T14:00:00+07:00',
    end: '2026-11-26T16:00:00+07:00',
    capacity: 8,
    booked: 0,
  },
];

function renderLoad(entry: string, locale: Locale = 'vi') {
  vi.mocked(api.get).mockImplementation(async (path: string) => ({
    success: true,
    data: path.endsWith('date=2026-11-26') ? slots : [],
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/delivery/slots',
      Component: () => (
        <QueryClientProvider client={client}>
          <LocaleProvider value={locale}>
            <AdminSlotLoad />
          </LocaleProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

afterEach(() => vi.clearAllMocks());

describe('admin slot load', () => {
  it("shows the day's slots per zone, booked against capacity as text, each linking to its packing list", async () => {
    renderLoad('/admin/delivery/slots?date=2026-11-26');
    const hcmSlots = await screen.findByRole('list', { name: 'Các khung giờ của Nội thành TP.HCM' });
    const [first, second] = within(hcmSlots).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('08:00–10:00');
    expect(first).toHaveTextContent('Đã nhận 3/10 đơn');
    expect(first).not.toHaveTextContent('Đã đầy');
    expect(second).toHaveTextContent('Đã nhận 4/4 đơn');
    expect(second).toHaveTextContent('Đã đầy');
    expect(
      within(first).getByRole('link', { name: 'Phiếu soạn hàng của Nội thành TP.HCM, 08:00–10:00' }),
    ).toHaveAttribute('href', '/admin/delivery/slots/s-1/packing-list?date=2026-11-26');
    expect(screen.getByRole('heading', { name: 'Nội thành Hà Nội' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ngày')).toHaveValue('2026-11-26');
    expect(api.get).toHaveBeenCalledWith('/admin/delivery/slots?date=2026-11-26');
  });

  it('reads another day when the date changes, and says when it has no slot', async () => {
    renderLoad('/admin/delivery/slots?date=2026-11-26');
    await screen.findByText('08:00–10:00');
    // A date input changes as a whole, as when a day is picked in the browser's calendar.
    fireEvent.change(screen.getByLabelText('Ngày'), { target: { value: '2026-11-29' } });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/admin/delivery/slots?date=2026-11-29'));
    expect(await screen.findByText('Không có khung giờ giao nào vào 29 tháng 11, 2026.')).toBeInTheDocument();
  });

  it('opens on today in Vietnam without a date, and speaks English too', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 23, 30), toFake: ['Date'] });
    try {
      renderLoad('/admin/delivery/slots', 'en');
      expect(await screen.findByText('3/10 booked')).toBeInTheDocument();
      expect(screen.getByLabelText('Day')).toHaveValue('2026-11-26');
      expect(screen.getByRole('link', { name: 'Packing list of Nội thành TP.HCM, 08:00–10:00' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
