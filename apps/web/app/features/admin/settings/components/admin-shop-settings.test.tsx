import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { demoInvoiceSettings, demoShop, refusedField } from '../../../../test/fixtures';
import { AdminShopSettings } from './admin-shop-settings';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'put');

/**
 * Renders the screen and waits until its form holds the loaded settings: the fields appear one render before
 * the form is reset to the data, and a test that read or typed in between met empty fields.
 */
async function renderSettings(locale: Locale = 'en') {
  vi.mocked(api.get).mockImplementation(async (path) =>
    path === '/admin/settings/payment'
      ? { success: true, data: { bank: null, banks: [] } }
      : path === '/admin/settings/invoice'
        ? { success: true, data: demoInvoiceSettings }
        : { success: true, data: demoShop },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/settings',
      Component: () => (
        <QueryClientProvider client={client}>
          <AdminShopSettings />
        </QueryClientProvider>
      ),
    },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={['/admin/settings']} />
    </LocaleProvider>,
  );
  await screen.findByDisplayValue(demoShop.businessRegistration.number);
}

afterEach(() => vi.resetAllMocks());

describe('admin shop settings', () => {
  it('saves the whole group with numbers as numbers', async () => {
    await renderSettings();
    const hours = await screen.findByLabelText('Hours to report a problem after delivery');
    expect(screen.getByLabelText('Business registration number (mã số doanh nghiệp)')).toHaveValue('0318765432');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', {
      ...demoShop,
      returns: { ...demoShop.returns, reportWindowHours: 48 },
    });
  });

  it("sets the shop's Zalo link, refusing one that is not zalo.me", async () => {
    await renderSettings();
    const zalo = await screen.findByLabelText('Zalo link (optional)');
    await userEvent.type(zalo, 'https://example.com/chat');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(zalo).toHaveAccessibleDescription(/Enter a Zalo link starting with https:\/\/zalo.me\//);
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.clear(zalo);
    await userEvent.type(zalo, 'https://zalo.me/842838220000');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', {
      ...demoShop,
      zaloUrl: 'https://zalo.me/842838220000',
    });
  });

  it('sets the default delivery fee, in whole dong', async () => {
    await renderSettings();
    const fee = await screen.findByLabelText('Delivery fee without a delivery zone (₫)');
    expect(fee).toHaveValue(demoShop.delivery.defaultFee);
    await userEvent.clear(fee);
    await userEvent.type(fee, '30000');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', {
      ...demoShop,
      delivery: { ...demoShop.delivery, defaultFee: 30_000 },
    });
  });

  it('sets the minimum order without a delivery zone beside its fee, in whole dong', async () => {
    await renderSettings();
    const hours = screen.getByRole('group', { name: 'Opening and delivery hours' });
    const minimum = within(hours).getByLabelText('Minimum order without a delivery zone (₫)');
    expect(minimum).toHaveValue(0);
    expect(minimum).toHaveAccessibleDescription(/0 for none/);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '150000');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', {
      ...demoShop,
      delivery: { ...demoShop.delivery, defaultMinOrder: 150_000 },
    });
  });

  it('sets how many orders one shopper may have processing, at least one', async () => {
    await renderSettings();
    const orders = screen.getByRole('group', { name: 'Orders' });
    const maxOpen = within(orders).getByLabelText('Orders one shopper may have processing');
    expect(maxOpen).toHaveValue(5);
    await userEvent.clear(maxOpen);
    await userEvent.type(maxOpen, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(orders).findByText('Must be at least 1')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.clear(maxOpen);
    await userEvent.type(maxOpen, '3');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', { ...demoShop, orders: { maxOpen: 3 } });
  });

  it('sets the reward points rules, within their limits', async () => {
    await renderSettings();
    const points = screen.getByRole('group', { name: 'Reward points' });
    const share = within(points).getByLabelText('Most of the subtotal points may pay (%)');
    expect(share).toHaveValue(50);
    await userEvent.clear(share);
    await userEvent.type(share, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(points).findByText('Must be at most 100')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await userEvent.clear(share);
    await userEvent.type(share, '30');
    const value = within(points).getByLabelText('What one point takes off at checkout (₫)');
    await userEvent.clear(value);
    await userEvent.type(value, '200');
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...demoShop } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/shop', {
      ...demoShop,
      points: { ...demoShop.points, maxSharePercent: 30, pointValue: 200 },
    });
  });

  it('names the new fields in Vietnamese', async () => {
    await renderSettings('vi');
    expect(screen.getByLabelText('Đơn tối thiểu ngoài khu vực giao hàng (₫)')).toHaveValue(0);
    const orders = screen.getByRole('group', { name: 'Đơn hàng' });
    expect(within(orders).getByLabelText('Số đơn đang xử lý tối đa của một khách')).toHaveValue(5);
    const points = screen.getByRole('group', { name: 'Điểm thưởng' });
    expect(within(points).getByLabelText('Số tháng trước khi điểm hết hạn')).toHaveValue(12);
  });

  it('shows a field problem under its field and sends nothing', async () => {
    await renderSettings();
    const window = await screen.findByLabelText('Hours to report a problem after delivery');
    await userEvent.clear(window);
    await userEvent.type(window, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(window).toBeInvalid();
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under the fields", async () => {
    await renderSettings();
    await screen.findByLabelText('Phone');
    vi.mocked(api.put).mockRejectedValue(
      refusedField('validation_failed', 'phone', 'Enter a phone number of 8 to 20 digits'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription('Enter a phone number of 8 to 20 digits');
  });
});
