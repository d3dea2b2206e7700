import type { DeliveryAddress } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { api } from '../../../lib/api-client';
import { homeAddress, officeAddress, serveLocations } from '../test-data.test-utils';
import { AddressPicker } from './address-picker';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const chosen = vi.fn();

function Checkout() {
  const [address, setAddress] = useState<DeliveryAddress>();
  return (
    <AddressPicker
      value={address?._id}
      onChange={(next) => {
        chosen(next._id);
        setAddress(next);
      }}
    />
  );
}

function renderPicker(book: DeliveryAddress[]) {
  serveLocations(() => book);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Checkout />
    </QueryClientProvider>,
  );
}

describe('AddressPicker', () => {
  it('chooses the default first, and another address by its radio button', async () => {
    renderPicker([{ ...officeAddress, isDefault: false }, homeAddress]);
    const group = await screen.findByRole('group', { name: 'Deliver to' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Nguyễn Văn An/ })).toBeChecked());
    expect(group).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Trần Thị Bình/ }));
    expect(screen.getByRole('radio', { name: /Trần Thị Bình/ })).toBeChecked();
    expect(chosen.mock.calls).toEqual([['a-1'], ['a-2']]);
  });

  it('opens the form at once for an empty book, and chooses the address it saves', async () => {
    let book: DeliveryAddress[] = [];
    serveLocations(() => book);
    vi.mocked(api.post).mockImplementation(async () => {
      book = [homeAddress];
      return { success: true, message: 'Address saved', data: homeAddress };
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Checkout />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'New address' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(form).toBeVisible();
    await userEvent.type(screen.getByLabelText('Receiver’s name'), 'Nguyễn Văn An');
    await userEvent.type(screen.getByLabelText('Phone'), '0912345678');
    await userEvent.type(screen.getByRole('combobox', { name: 'Province or city' }), 'ha noi{Enter}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Ward or commune' }), 'ba dinh');
    await screen.findByRole('option', { name: 'Phường Ba Đình' });
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('House number and street'), '12 Điện Biên Phủ');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Nguyễn Văn An/ })).toBeChecked());
    expect(chosen).toHaveBeenCalledWith('a-1');
  });
});
