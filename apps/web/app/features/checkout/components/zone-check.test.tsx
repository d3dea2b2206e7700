import type { DeliveryOptions, PublicDeliveryZone } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { shopDeliveryTerms } from '../use-delivery-terms';
import { DeliveryProgress } from './delivery-progress';
import EarliestSlot from './earliest-slot';
import { ZoneCheck } from './zone-check';

const inner: DeliveryOptions = {
  zone: { _id: 'z-1', name: 'Nội thành TP.HCM' },
  fee: 20_000,
  freeFrom: 300_000,
  minOrder: 100_000,
  slots: [
    { _id: 's-1', start: '2026-11-26T08:00:00+07:00', end: '2026-11-26T10:00:00+07:00', remaining: 0 },
    { _id: 's-2', start: '2026-11-26T10:00:00+07:00', end: '2026-11-26T12:00:00+07:00', remaining: 2 },
  ],
};
const zones: PublicDeliveryZone[] = [
  {
    _id: 'z-1',
    name: 'Nội thành TP.HCM',
    fee: 20_000,
    freeFrom: 300_000,
    minOrder: 100_000,
    provinces: [],
    wards: [
      { code: '26740', name: 'Phường Sài Gòn', provinceCode: '79' },
      { code: '26743', name: 'Phường Bến Thành', provinceCode: '79' },
    ],
  },
  {
    _id: 'z-2',
    name: 'Hà Nội',
    fee: 30_000,
    freeFrom: null,
    minOrder: 0,
    provinces: [{ code: '01', name: 'Thành phố Hà Nội' }],
    wards: [],
  },
];

function serve() {
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (data: unknown, status = 200) => Response.json(data, { status });
    if (url === '/api/locations/provinces') {
      return json({
        success: true,
        data: [
          { code: '01', name: 'Thành phố Hà Nội' },
          { code: '79', name: 'Thành phố Hồ Chí Minh' },
        ],
      });
    }
    if (url === '/api/locations/provinces/79/wards') {
      return json({
        success: true,
        data: [
          { code: '26740', name: 'Phường Sài Gòn' },
          { code: '26704', name: 'Phường Phú Mỹ' },
        ],
      });
    }
    if (url === '/api/delivery/options?wardCode=26740') return json({ success: true, data: inner });
    if (url === '/api/delivery/options?wardCode=26704') {
      return json({ success: false, code: 'not_deliverable', message: 'Sorry' }, 400);
    }
    if (url === '/api/delivery/zones') return json({ success: true, data: zones });
    return json({ success: false, code: 'route_not_found', message: url }, 404);
  });
}

function renderWithQueries(ui: React.ReactNode, locale: Locale = 'vi') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </LocaleProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the zone check', () => {
  it('answers a ward in a zone with its fee, free threshold, minimum and earliest open slot, and keeps it', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQueries(<ZoneCheck initiallyOpen />);
    await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' });
    await user.selectOptions(screen.getByLabelText('Tỉnh/Thành phố'), '79');
    const ward = screen.getByLabelText('Phường/Xã');
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    await user.selectOptions(ward, '26740');
    expect(
      await screen.findByText(
        'Có giao đến Phường Sài Gòn, Thành phố Hồ Chí Minh: phí 20.000 ₫, miễn phí từ 300.000 ₫, đơn tối thiểu 100.000 ₫.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Khung giờ sớm nhất: Thứ Năm, 26/11/2026, 10:00–12:00')).toBeInTheDocument();
    expect(storage.get('deliveryWard')).toEqual({
      provinceCode: '79',
      wardCode: '26740',
      place: 'Phường Sài Gòn, Thành phố Hồ Chí Minh',
    });
  });

  it('lets a kept ward be changed only once the provinces have come: a choice before would drop it', async () => {
    serve();
    const answer = globalThis.fetch;
    let answerProvinces = () => {};
    const provincesHeld = new Promise<void>((resolve) => (answerProvinces = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/locations/provinces') await provincesHeld;
      return answer(url);
    });
    storage.set('deliveryWard', {
      provinceCode: '79',
      wardCode: '26740',
      place: 'Phường Sài Gòn, Thành phố Hồ Chí Minh',
    });
    const user = userEvent.setup();
    renderWithQueries(<ZoneCheck />, 'en');
    await screen.findByRole('option', { name: 'Phường Phú Mỹ' });
    const ward = screen.getByLabelText('Ward or commune');
    expect(ward).toBeDisabled();

    answerProvinces();
    await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' });
    expect(ward).toBeEnabled();
    await user.selectOptions(ward, '26704');
    expect(storage.get('deliveryWard')).toEqual({
      provinceCode: '79',
      wardCode: '26704',
      place: 'Phường Phú Mỹ, Thành phố Hồ Chí Minh',
    });
    expect(
      await screen.findByText('We do not deliver to Phường Phú Mỹ, Thành phố Hồ Chí Minh yet.'),
    ).toBeInTheDocument();
  });

  it('says where the shop delivers when the ward is outside every zone', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQueries(<ZoneCheck />, 'en');
    // On the cart it opens on demand.
    expect(screen.queryByLabelText('Province or city')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my area' }));
    await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' });
    await user.selectOptions(screen.getByLabelText('Province or city'), '79');
    await screen.findByRole('option', { name: 'Phường Phú Mỹ' });
    await user.selectOptions(screen.getByLabelText('Ward or commune'), '26704');
    expect(
      await screen.findByText('We do not deliver to Phường Phú Mỹ, Thành phố Hồ Chí Minh yet.'),
    ).toBeInTheDocument();
    const where = await screen.findAllByRole('listitem');
    expect(where.map((item) => item.textContent)).toEqual([
      'Nội thành TP.HCM: Phường Sài Gòn, Phường Bến Thành',
      'Hà Nội: all of Thành phố Hà Nội',
    ]);
  });
});

describe("the cart's way to free delivery", () => {
  const terms = { source: 'ward' as const, options: inner };

  it('says how much more makes the delivery free, and the minimum while below it', () => {
    renderWithQueries(<DeliveryProgress subtotal={66_000} terms={terms} />);
    expect(screen.getByText('Giao đến Nội thành TP.HCM: 20.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Đơn tối thiểu 100.000 ₫: mua thêm 34.000 ₫ để đặt hàng')).toBeInTheDocument();
    expect(screen.getByText('Mua thêm 234.000 ₫ để được miễn phí giao hàng')).toBeInTheDocument();
  });

  it('says the delivery is free from the threshold on, in English', () => {
    renderWithQueries(<DeliveryProgress subtotal={300_000} terms={terms} />, 'en');
    expect(screen.getByText('Delivery to Nội thành TP.HCM: 0 ₫')).toBeInTheDocument();
    expect(screen.getByText('Your order is delivered free')).toBeInTheDocument();
    expect(screen.queryByText(/Minimum order/)).not.toBeInTheDocument();
  });

  it("states the shop's terms, from the lowest, while the shopper's area is unknown", () => {
    const shopTerms = shopDeliveryTerms(zones, { defaultFee: 0, defaultMinOrder: 0 });
    renderWithQueries(<DeliveryProgress subtotal={66_000} terms={null} shopTerms={shopTerms} />);
    expect(screen.getByText('Phí giao hàng từ 20.000 ₫; miễn phí từ 300.000 ₫ tùy khu vực')).toBeInTheDocument();
    // Hà Nội has no minimum: no minimum is promised.
    expect(screen.queryByText(/Đơn tối thiểu/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Kiểm tra khu vực của bạn để biết chính xác phí giao hàng và đơn tối thiểu.'),
    ).toBeInTheDocument();
  });

  it("states the lowest minimum in English, and the settings' default terms when no zone is active", () => {
    const withMinimum = zones.map((zone) => ({ ...zone, minOrder: zone.minOrder || 200_000 }));
    const { unmount } = renderWithQueries(
      <DeliveryProgress subtotal={66_000} terms={null} shopTerms={shopDeliveryTerms(withMinimum, null)} />,
      'en',
    );
    expect(screen.getByText('Delivery from 20,000 ₫; free from 300,000 ₫, depending on your area')).toBeInTheDocument();
    expect(screen.getByText('Minimum order from 100,000 ₫, depending on your area')).toBeInTheDocument();
    unmount();
    const defaults = shopDeliveryTerms([], { defaultFee: 15_000, defaultMinOrder: 50_000 });
    renderWithQueries(<DeliveryProgress subtotal={66_000} terms={null} shopTerms={defaults} />, 'en');
    expect(screen.getByText('Delivery 15,000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Minimum order 50,000 ₫')).toBeInTheDocument();
  });

  it('invites to check the area while the terms are unknown', () => {
    renderWithQueries(<DeliveryProgress subtotal={66_000} terms={null} />, 'en');
    expect(
      screen.getByText('Check whether we deliver to you to see the fee and the way to free delivery.'),
    ).toBeInTheDocument();
  });
});

describe("the product page's earliest delivery", () => {
  it('names the earliest open slot for the ward checked in this browser, and nothing without one', async () => {
    serve();
    const { unmount } = renderWithQueries(<EarliestSlot />, 'en');
    expect(screen.queryByTestId('earliest-slot')).not.toBeInTheDocument();
    unmount();
    storage.set('deliveryWard', { provinceCode: '79', wardCode: '26740', place: 'Phường Sài Gòn' });
    renderWithQueries(<EarliestSlot />, 'en');
    expect(await screen.findByTestId('earliest-slot')).toHaveTextContent(
      'Earliest delivery to Nội thành TP.HCM: Thursday, 26 Nov 2026, 10:00–12:00',
    );
  });
});
