import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bank, PaymentSettings } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { refusedField } from '../../../../test/fixtures';
import { PaymentSettingsSection } from './payment-settings-form';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'put');

const banks: Bank[] = [
  { bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
  { bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
];
const account = { bin: '970436', accountNumber: '0123456789', accountName: 'VEGGIE MARKET' };

function renderSection(settings: PaymentSettings, locale: 'en' | 'vi' = 'en') {
  vi.mocked(api.get).mockResolvedValue({ success: true, data: { ...settings, banks } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={client}>
        <PaymentSettingsSection />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('payment settings', () => {
  it('turns bank transfer on with a bank found by its short name, and saves the account', async () => {
    const user = renderSection({ bank: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Accept bank transfers' }));
    await user.type(screen.getByLabelText('Find a bank'), 'vietin');
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a bank',
      'VietinBank · Ngân hàng TMCP Công thương Việt Nam',
    ]);
    await user.selectOptions(bank, '970415');
    await user.type(screen.getByLabelText('Account number'), '1234567890');
    await user.type(screen.getByLabelText('Account holder name'), 'Nguyễn Văn Ánh');
    expect(screen.getByLabelText('Account holder name')).toHaveAccessibleDescription('Will be saved as NGUYEN VAN ANH');
    const saved = { bin: '970415', accountNumber: '1234567890', accountName: 'NGUYEN VAN ANH' };
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { bank: saved } });
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(api.put).toHaveBeenCalledWith('/admin/settings/payment', { bank: saved });
    await waitFor(() => expect(screen.getByLabelText('Account holder name')).toHaveValue('NGUYEN VAN ANH'));
  });

  it('shows each field problem under its field and sends nothing', async () => {
    const user = renderSection({ bank: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Accept bank transfers' }));
    await user.type(screen.getByLabelText('Account number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(await screen.findByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription(
      'Choose the bank (a 6-digit BIN)',
    );
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'Enter the account number: 4 to 19 letters or digits',
    );
    expect(screen.getByLabelText('Account holder name')).toBeInvalid();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('turns bank transfer off by saving no account', async () => {
    const user = renderSection({ bank: account });
    const accept = await screen.findByRole('checkbox', { name: 'Accept bank transfers' });
    expect(accept).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('970436');
    await user.click(accept);
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { bank: null } });
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(api.put).toHaveBeenCalledWith('/admin/settings/payment', { bank: null });
  });

  it("puts the server's field messages under the fields", async () => {
    const user = renderSection({ bank: account });
    await screen.findByLabelText('Account number');
    vi.mocked(api.put).mockRejectedValue(
      refusedField('validation_failed', 'bank.accountNumber', 'This account is not at this bank', 'Invalid data'),
    );
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByLabelText('Account number')).toHaveAccessibleDescription(
      'This account is not at this bank',
    );
  });

  it('speaks Vietnamese, its field messages too', async () => {
    const user = renderSection({ bank: null }, 'vi');
    await user.click(await screen.findByRole('checkbox', { name: 'Nhận chuyển khoản ngân hàng' }));
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt thanh toán' }));
    expect(await screen.findByLabelText('Số tài khoản')).toHaveAccessibleDescription(
      'Nhập số tài khoản: 4 đến 19 chữ cái hoặc chữ số',
    );
  });
});
