import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClosedDay, DeliveryZone, Location, SlotTemplate } from '@veggie/contract';
import { createRoutesStub } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { refused } from '../../../../test/fixtures';
import { AdminDelivery } from './admin-delivery';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');

const provinces: Location[] = [
  { code: '01', name: 'Thành phố Hà Nội' },
  { code: '79', name: 'Thành phố Hồ Chí Minh' },
];
const hanoiWards: Location[] = [
  { code: '00004', name: 'Phường Ba Đình' },
  { code: '00008', name: 'Phường Ngọc Hà' },
];
const innerHcm: DeliveryZone = {
  _id: 'z-1',
  name: 'Nội thành TP.HCM',
  fee: 20_000,
  freeFrom: 300_000,
  minOrder: 100_000,
  leadMinutes: 60,
  active: true,
  provinceCodes: ['79'],
  wardCodes: ['00004'],
  provinces: [{ code: '79', name: 'Thành phố Hồ Chí Minh' }],
  wards: [{ code: '00004', name: 'Phường Ba Đình', provinceCode: '01' }],
};
const morning: SlotTemplate = {
  _id: 't-1',
  zoneId: 'z-1',
  weekday: 1,
  start: '08:00',
  end: '10:00',
  capacity: 12,
  cutoffMinutes: 120,
  active: true,
};
const tet: ClosedDay = { date: '2027-02-17', reason: 'Tết Nguyên Đán' };

function answerReads(zones: DeliveryZone[] = [innerHcm]) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/admin/delivery/zones') return { success: true, data: zones };
    if (path === '/admin/delivery/templates?zoneId=z-1') return { success: true, data: [morning] };
    if (path === '/admin/delivery/closed-days') return { success: true, data: [tet] };
    if (path === '/locations/provinces') return { success: true, data: provinces };
    if (path === '/locations/provinces/01/wards') return { success: true, data: hanoiWards };
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderScreen(locale: Locale = 'vi') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/delivery',
      Component: () => (
        <QueryClientProvider client={client}>
          <LocaleProvider value={locale}>
            <AdminDelivery />
          </LocaleProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/delivery']} />);
}

const zonesSection = () => screen.getByRole('region', { name: 'Khu vực giao hàng' });
const templatesSection = () => screen.getByRole('region', { name: 'Khung giờ giao hằng tuần' });
const closedSection = () => screen.getByRole('region', { name: 'Ngày nghỉ giao hàng' });

beforeEach(() => answerReads());
afterEach(() => vi.clearAllMocks());

describe('admin delivery screen', () => {
  it('lists the zones with what they cover and cost, the first zone’s weekly times and the closed days', async () => {
    renderScreen();
    const zone = (await within(zonesSection()).findAllByText('Nội thành TP.HCM'))[0]?.closest('tr') as HTMLElement;
    expect(zone).toHaveTextContent('1 tỉnh/thành · 1 phường/xã');
    expect(zone).toHaveTextContent('Thành phố Hồ Chí Minh, Phường Ba Đình');
    expect(zone).toHaveTextContent('Phí 20.000 ₫ · miễn phí từ 300.000 ₫ · tối thiểu 100.000 ₫ · chuẩn bị 60 phút');
    expect(within(zone).getAllByText('Đang giao')[0]).toBeInTheDocument();

    const time = (await within(templatesSection()).findByText('08:00–10:00')).closest('tr') as HTMLElement;
    expect(time).toHaveTextContent('Thứ Hai');
    expect(time).toHaveTextContent('12');
    expect(within(time).getByRole('button', { name: 'Sửa Thứ Hai 08:00–10:00' })).toBeInTheDocument();
    expect(within(templatesSection()).getByRole('combobox', { name: 'Khu vực' })).toHaveValue('z-1');

    expect(await within(closedSection()).findByText('17/02/2027')).toBeInTheDocument();
    expect(within(closedSection()).getByText('Tết Nguyên Đán')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/delivery/zones');
  });

  it.each(['vi', 'en'] as const)("asks for the provinces and wards in the admin's language (%s)", async (locale) => {
    renderScreen(locale);
    const add = locale === 'vi' ? 'Thêm khu vực' : 'Add zone';
    await userEvent.click(await screen.findByRole('button', { name: add }));
    const dialog = screen.getByRole('dialog', {
      name: locale === 'vi' ? 'Thêm khu vực giao hàng' : 'Add delivery zone',
    });
    const wardProvince = locale === 'vi' ? 'Tỉnh/thành của phường/xã' : 'Province of the wards';
    await waitFor(() => expect(within(dialog).getByLabelText(wardProvince)).toHaveTextContent('Thành phố Hà Nội'));
    await userEvent.selectOptions(within(dialog).getByLabelText(wardProvince), '01');
    const language = { headers: { 'Accept-Language': locale } };
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('/locations/provinces/01/wards', expect.objectContaining(language)),
    );
    expect(api.get).toHaveBeenCalledWith('/locations/provinces', expect.objectContaining(language));
  });

  it('adds a zone with provinces and wards found without accents, amounts as numbers', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: { ...innerHcm, _id: 'z-2' } });
    const success = vi.spyOn(toast, 'success');
    renderScreen();
    await userEvent.click(await within(zonesSection()).findByRole('button', { name: 'Thêm khu vực' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm khu vực giao hàng' });
    await userEvent.type(within(dialog).getByLabelText('Tên'), 'Trung tâm');
    await userEvent.type(within(dialog).getByLabelText('Phí giao hàng (₫)'), '15000');
    await userEvent.type(within(dialog).getByLabelText('Miễn phí giao từ (₫)'), '250000');

    const provincesBox = within(dialog).getByRole('group', { name: 'Cả tỉnh/thành' });
    await userEvent.type(within(provincesBox).getByLabelText('Tìm tỉnh/thành'), 'ho chi minh');
    expect(within(provincesBox).queryByRole('checkbox', { name: 'Thành phố Hà Nội' })).not.toBeInTheDocument();
    await userEvent.click(within(provincesBox).getByRole('checkbox', { name: 'Thành phố Hồ Chí Minh' }));
    expect(within(provincesBox).getByRole('button', { name: 'Bỏ Thành phố Hồ Chí Minh' })).toBeInTheDocument();

    const wardsBox = within(dialog).getByRole('group', { name: 'Từng phường/xã' });
    await userEvent.selectOptions(within(wardsBox).getByLabelText('Tỉnh/thành của phường/xã'), '01');
    await userEvent.type(within(wardsBox).getByLabelText('Tìm phường/xã'), 'ba dinh');
    await userEvent.click(await within(wardsBox).findByRole('checkbox', { name: 'Phường Ba Đình' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm khu vực' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/delivery/zones', {
        name: 'Trung tâm',
        fee: 15_000,
        freeFrom: 250_000,
        minOrder: 0,
        leadMinutes: 60,
        active: true,
        provinceCodes: ['79'],
        wardCodes: ['00004'],
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Đã thêm khu vực giao hàng', { toastId: 'Đã thêm khu vực giao hàng' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says under a field what is wrong before sending, and shows the server’s refusal in the form', async () => {
    renderScreen();
    await userEvent.click(await within(zonesSection()).findByRole('button', { name: 'Sửa Nội thành TP.HCM' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa khu vực giao hàng' });
    const fee = within(dialog).getByLabelText('Phí giao hàng (₫)');
    expect(fee).toHaveValue('20000');
    expect(within(dialog).getByLabelText('Miễn phí giao từ (₫)')).toHaveValue('300000');
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cập nhật' }));
    expect(await within(dialog).findByText('Phải lớn hơn hoặc bằng 0')).toBeInTheDocument();
    expect(fee).toHaveAccessibleDescription('Phải lớn hơn hoặc bằng 0');
    expect(api.put).not.toHaveBeenCalled();

    vi.mocked(api.put).mockRejectedValue(
      refused(400, {
        success: false,
        code: 'unknown_location_codes',
        message: 'Mã tỉnh hoặc phường/xã không tồn tại: 99',
      }),
    );
    await userEvent.clear(fee);
    await userEvent.clear(within(dialog).getByLabelText('Miễn phí giao từ (₫)'));
    await userEvent.type(fee, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cập nhật' }));
    expect(await within(dialog).findByText('Mã tỉnh hoặc phường/xã không tồn tại: 99')).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      '/admin/delivery/zones/z-1',
      expect.objectContaining({ fee: 0, freeFrom: null, provinceCodes: ['79'], wardCodes: ['00004'] }),
    );
  });

  it('adds a weekly delivery time to the chosen zone, refusing one that ends before it starts', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: { ...morning, _id: 't-2' } });
    renderScreen();
    await userEvent.click(await within(templatesSection()).findByRole('button', { name: 'Thêm khung giờ' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm khung giờ giao' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Thứ trong tuần'), 'Thứ Bảy');
    const end = within(dialog).getByLabelText('Kết thúc');
    await userEvent.clear(end);
    await userEvent.type(end, '07:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await within(dialog).findByText('Giờ đóng cửa phải sau giờ mở cửa')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.clear(end);
    await userEvent.type(end, '10:30');
    const capacity = within(dialog).getByLabelText('Số đơn mỗi khung');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/delivery/templates', {
        zoneId: 'z-1',
        weekday: 6,
        start: '08:00',
        end: '10:30',
        capacity: 8,
        cutoffMinutes: 120,
        active: true,
      }),
    );
  });

  it('deletes a zone once confirmed, in the server’s words', async () => {
    vi.mocked(api.delete).mockResolvedValue({ success: true, message: 'Đã xóa khu vực giao hàng' });
    renderScreen();
    await userEvent.click(await within(zonesSection()).findByRole('button', { name: 'Xóa Nội thành TP.HCM' }));
    const confirm = screen.getByRole('dialog', { name: 'Xóa khu vực giao hàng' });
    expect(confirm).toHaveTextContent('Các đơn đã đặt vẫn giữ giờ giao của mình');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(api.delete).toHaveBeenCalledWith('/admin/delivery/zones/z-1');
  });

  it('closes a day with a reason and opens a closed day again', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: { date: '2026-12-31', reason: 'Tất niên' } });
    vi.mocked(api.delete).mockResolvedValue({ success: true, message: 'Đã bỏ ngày nghỉ' });
    const success = vi.spyOn(toast, 'success');
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Ngày nghỉ giao hàng' });
    await userEvent.click(within(section).getByRole('button', { name: 'Thêm ngày nghỉ' }));
    expect(await within(section).findByText('Nhập một ngày có thật theo dạng YYYY-MM-DD')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(within(section).getByLabelText('Ngày'), '2026-12-31');
    await userEvent.type(within(section).getByLabelText('Lý do'), 'Tất niên');
    await userEvent.click(within(section).getByRole('button', { name: 'Thêm ngày nghỉ' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/delivery/closed-days', { date: '2026-12-31', reason: 'Tất niên' }),
    );
    await waitFor(() => expect(within(section).getByLabelText('Ngày')).toHaveValue(''));

    await userEvent.click(await within(section).findByRole('button', { name: 'Mở lại ngày 17/02/2027' }));
    expect(api.delete).toHaveBeenCalledWith('/admin/delivery/closed-days/2027-02-17');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Đã bỏ ngày nghỉ', { toastId: 'Đã bỏ ngày nghỉ' }));
  });

  it('says there is no zone yet instead of an empty list of times', async () => {
    answerReads([]);
    renderScreen();
    expect(await within(zonesSection()).findByText(/Chưa có khu vực giao hàng/)).toBeInTheDocument();
    expect(within(templatesSection()).getByText('Hãy thêm khu vực giao hàng trước.')).toBeInTheDocument();
    expect(within(templatesSection()).queryByRole('button', { name: 'Thêm khung giờ' })).not.toBeInTheDocument();
  });

  it('has every text in English too', async () => {
    renderScreen('en');
    expect(await screen.findByRole('region', { name: 'Delivery zones' })).toBeInTheDocument();
    expect(
      (await screen.findAllByText('Fee 20,000 ₫ · free from 300,000 ₫ · minimum 100,000 ₫ · 60 min to prepare'))[0],
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Monday 08:00–10:00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Closed days' })).toBeInTheDocument();
  });
});
