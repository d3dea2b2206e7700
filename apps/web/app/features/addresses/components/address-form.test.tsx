import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { refused, refusedField } from '../../../test/fixtures';
import { homeAddress, serveLocations } from '../test-data.test-utils';
import { AddressForm } from './address-form';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
beforeEach(() => {
  vi.spyOn(toast, 'success').mockReturnValue(undefined);
  vi.spyOn(toast, 'error').mockReturnValue(undefined);
});

const onSaved = vi.fn();
const onCancel = vi.fn();

beforeEach(() => serveLocations());
afterEach(() => vi.clearAllMocks());

function renderForm({ locale = 'en', address }: { locale?: Locale; address?: typeof homeAddress } = {}) {
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AddressForm address={address} onSaved={onSaved} onCancel={onCancel} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

const province = () => screen.getByRole('combobox', { name: 'Province or city' });
const ward = () => screen.getByRole('combobox', { name: 'Ward or commune' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

/** Types into a picker and chooses the highlighted (first) match with Enter, as a keyboard user does. */
async function pick(box: HTMLElement, typed: string) {
  await userEvent.clear(box);
  await userEvent.type(box, typed);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  await userEvent.keyboard('{Enter}');
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Receiver’s name'), 'Nguyễn Văn An');
  await userEvent.type(screen.getByLabelText('Phone'), '0912 345 678');
  await pick(province(), 'ha noi');
  await pick(ward(), 'ba dinh');
  await userEvent.type(screen.getByLabelText('House number and street'), '12 Điện Biên Phủ');
}

describe('AddressForm', () => {
  it('checks every field with the contract’s rules before sending anything', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(province()).toHaveAttribute('aria-invalid', 'true');
    expect(ward()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Phone'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a Vietnamese phone number, for example 0912 345 678')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('finds provinces and wards typed without accents', async () => {
    renderForm();
    await userEvent.type(province(), 'ho chi');
    await waitFor(() => expect(optionNames()).toEqual(['Thành phố Hồ Chí Minh']));
    await userEvent.clear(province());
    await userEvent.type(province(), 'HA NOI');
    await waitFor(() => expect(optionNames()).toEqual(['Thành phố Hà Nội']));
    await userEvent.keyboard('{Enter}');
    expect(province()).toHaveValue('Thành phố Hà Nội');

    await userEvent.type(ward(), 'ba dinh');
    await waitFor(() => expect(optionNames()).toEqual(['Phường Ba Đình']));
    await userEvent.clear(ward());
    await userEvent.type(ward(), 'ba');
    await waitFor(() => expect(optionNames()).toEqual(['Phường Ba Đình', 'Xã Ba Vì']));
    await userEvent.clear(ward());
    await userEvent.type(ward(), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No match');
  });

  it('works by keyboard: arrows move the highlighted option, Enter chooses without submitting, Escape closes', async () => {
    renderForm();
    province().focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(province()).toHaveAttribute('aria-expanded', 'true'));
    const listbox = screen.getByRole('listbox', { name: 'Province or city' });
    expect(province()).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(province()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(province()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(province()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(province()).toHaveValue('Thành phố Đà Nẵng');
    expect(province()).toHaveAttribute('aria-expanded', 'false');
    expect(province()).not.toHaveAttribute('aria-activedescendant');
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

    // Escape closes the list and keeps the choice.
    await userEvent.type(province(), 'x');
    expect(province()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(province()).toHaveAttribute('aria-expanded', 'false');
    expect(province()).toHaveValue('Thành phố Đà Nẵng');
    expect(document.getElementById(province().getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('asks for the ward again when the province changes', async () => {
    renderForm();
    expect(ward()).toHaveAttribute('placeholder', 'Choose the province first');
    await pick(province(), 'ha noi');
    await pick(ward(), 'hoan kiem');
    expect(ward()).toHaveValue('Phường Hoàn Kiếm');
    await pick(province(), 'ho chi minh');
    expect(ward()).toHaveValue('');
    await userEvent.type(ward(), 'sai gon');
    await waitFor(() => expect(optionNames()).toEqual(['Phường Sài Gòn']));
  });

  it('sends the codes, not the names, and hands back the saved address', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Address saved', data: homeAddress });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByLabelText('Use as my default address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(homeAddress));
    expect(api.post).toHaveBeenCalledWith('/auth/addresses', {
      receiverName: 'Nguyễn Văn An',
      phone: '0912 345 678',
      provinceCode: '01',
      wardCode: '00004',
      street: '12 Điện Biên Phủ',
      isDefault: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Address saved');
  });

  it('shows a refusal about a field under that field, and any other in the banner', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      refusedField('ward_not_in_province', 'wardCode', 'This ward is not in the chosen province'),
    );
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This ward is not in the chosen province')).toBeVisible();
    expect(ward()).toHaveAttribute('aria-invalid', 'true');
    expect(ward()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    vi.mocked(api.post).mockRejectedValueOnce(
      refused(400, { success: false, code: 'too_many_addresses', message: 'You can keep at most 10 addresses' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The address was not saved');
    expect(banner).toHaveTextContent('You can keep at most 10 addresses');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an address with PUT, showing its places by name; the default stays the default', async () => {
    vi.mocked(api.put).mockResolvedValue({ success: true, message: 'Address saved', data: homeAddress });
    renderForm({ address: homeAddress });
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeVisible();
    // Named at once, before the lists arrive.
    expect(province()).toHaveValue('Thành phố Hà Nội');
    expect(ward()).toHaveValue('Phường Ba Đình');
    expect(screen.queryByLabelText('Use as my default address')).not.toBeInTheDocument();
    expect(screen.getByText(/This is your default address/)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('House number and street'));
    await userEvent.type(screen.getByLabelText('House number and street'), '14 Điện Biên Phủ');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/auth/addresses/a-1', {
        receiverName: 'Nguyễn Văn An',
        phone: '0912 345 678',
        provinceCode: '01',
        wardCode: '00004',
        street: '14 Điện Biên Phủ',
        isDefault: true,
      }),
    );
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    renderForm({ locale: 'vi' });
    expect(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Phường/xã' })).toHaveAttribute('placeholder', 'Chọn tỉnh/thành trước');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findAllByText('Trường này là bắt buộc')).toHaveLength(5);
  });
});
