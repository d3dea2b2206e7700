import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { demoInvoiceSettings, refusedField } from '../../../../test/fixtures';
import { mockApiCalls } from '../../../../test/module-spies';
import { InvoiceSettingsSection } from './invoice-settings-form';

mockApiCalls('get', 'put');

/** Vinamilk's tax code: its last digit is the check digit of the first nine. */
const VINAMILK = '0300588569';

/** Renders the section and waits until its form holds the loaded settings. */
async function renderSection(locale: Locale = 'en', settings = demoInvoiceSettings) {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: settings });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={client}>
        <InvoiceSettingsSection />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  await screen.findByDisplayValue(settings.series);
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('e-invoice settings', () => {
  it('shows the loaded settings, the provider and the tax code invoices carry now', async () => {
    await renderSection();
    expect(api.get).toHaveBeenCalledWith('/admin/settings/invoice');
    expect(screen.getByRole('region', { name: 'E-invoices' })).toHaveTextContent('Provider: sepay');
    const taxCode = screen.getByLabelText("Seller's tax code (mã số thuế)");
    expect(taxCode).toHaveValue('');
    expect(taxCode).toHaveAccessibleDescription(
      'Invoices now carry 0318765432. Leave empty to use the business registration number.',
    );
    expect(screen.getByRole('textbox', { name: 'Invoice template (mẫu số)' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Series (ký hiệu)' })).toHaveValue('C25TVM');
    expect(screen.getByRole('combobox', { name: 'VAT rate of the delivery fee' })).toHaveValue('8');
  });

  it('saves the whole group, the rate as a number, and shows what the server answered', async () => {
    const user = await renderSection();
    await user.type(screen.getByLabelText("Seller's tax code (mã số thuế)"), ` ${VINAMILK} `);
    await user.clear(screen.getByRole('textbox', { name: 'Series (ký hiệu)' }));
    await user.type(screen.getByRole('textbox', { name: 'Series (ký hiệu)' }), 'C26TVM');
    await user.type(screen.getByLabelText('Provider account (optional)'), 'acc-7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'VAT rate of the delivery fee' }), '10%');
    const body = {
      sellerTaxCode: VINAMILK,
      templateCode: '1',
      series: 'C26TVM',
      providerAccountId: 'acc-7',
      deliveryVatRate: 10,
    };
    vi.mocked(api.put).mockResolvedValue({
      success: true,
      data: { ...body, provider: 'sepay', effectiveSellerTaxCode: VINAMILK },
    });
    await user.click(screen.getByRole('button', { name: 'Save e-invoice settings' }));

    expect(api.put).toHaveBeenCalledWith('/admin/settings/invoice', body);
    await waitFor(() =>
      expect(screen.getByLabelText("Seller's tax code (mã số thuế)")).toHaveAccessibleDescription(
        `Invoices now carry ${VINAMILK}. Leave empty to use the business registration number.`,
      ),
    );
  });

  it('refuses a tax code whose check digit is wrong, and one of the wrong shape, each with its reason', async () => {
    const user = await renderSection();
    const taxCode = screen.getByLabelText("Seller's tax code (mã số thuế)");
    await user.type(taxCode, '0300588568');
    await user.click(screen.getByRole('button', { name: 'Save e-invoice settings' }));
    await waitFor(() =>
      expect(taxCode).toHaveAccessibleDescription(
        expect.stringContaining('This tax code does not exist: its last digit does not match the others'),
      ),
    );
    expect(taxCode).toBeInvalid();

    await user.clear(taxCode);
    await user.type(taxCode, '03005885');
    await user.click(screen.getByRole('button', { name: 'Save e-invoice settings' }));
    await waitFor(() =>
      expect(taxCode).toHaveAccessibleDescription(
        expect.stringContaining('A tax code is 10 digits, or 10 digits, a hyphen and 3 digits for a branch'),
      ),
    );
    expect(api.put).not.toHaveBeenCalled();
  });

  it('speaks Vietnamese, its tax code reasons too', async () => {
    const user = await renderSection('vi', { ...demoInvoiceSettings, provider: 'none' });
    expect(screen.getByRole('region', { name: 'Hóa đơn điện tử' })).toHaveTextContent(
      'Nhà cung cấp: Chưa có: cửa hàng không phát hành hóa đơn điện tử',
    );
    const taxCode = screen.getByLabelText('Mã số thuế người bán');
    await user.type(taxCode, '0300588568');
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt hóa đơn' }));
    await waitFor(() =>
      expect(taxCode).toHaveAccessibleDescription(
        expect.stringContaining('Mã số thuế không tồn tại: chữ số cuối không khớp (vui lòng kiểm tra lỗi gõ)'),
      ),
    );
    await user.clear(taxCode);
    await user.type(taxCode, '03005885');
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt hóa đơn' }));
    await waitFor(() =>
      expect(taxCode).toHaveAccessibleDescription(
        expect.stringContaining('Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số với chi nhánh'),
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Thuế suất GTGT của phí giao hàng' })).toHaveValue('8');
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the server's field message under its field", async () => {
    const user = await renderSection();
    vi.mocked(api.put).mockRejectedValue(
      refusedField('validation_failed', 'series', 'This series is not registered', 'Invalid data'),
    );
    await user.click(screen.getByRole('button', { name: 'Save e-invoice settings' }));
    expect(await screen.findByRole('textbox', { name: 'Series (ký hiệu)' })).toHaveAccessibleDescription(
      expect.stringContaining('This series is not registered'),
    );
  });
});
