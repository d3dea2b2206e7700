import type { DeliveryAddress } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { refused, unanswered } from '../../../test/fixtures';
import { homeAddress, officeAddress, serveLocations } from '../test-data.test-utils';
import { AddressBook } from './address-book';
import { mockApiCalls } from '../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
beforeEach(() => {
  vi.spyOn(toast, 'success').mockReturnValue(undefined);
  vi.spyOn(toast, 'error').mockReturnValue(undefined);
});

let book: DeliveryAddress[];

beforeEach(() => {
  book = [homeAddress, officeAddress];
  serveLocations(() => book);
});
afterEach(() => vi.clearAllMocks());

function renderBook(locale: Locale = 'en') {
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AddressBook />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('AddressBook', () => {
  it('lists the addresses, the default marked, each with what can be done to it', async () => {
    renderBook();
    expect(screen.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [home, office] = cards();
    expect(home).toHaveTextContent('Nguyễn Văn An');
    expect(home).toHaveTextContent('Default');
    expect(home).toHaveTextContent('0912 345 678');
    expect(home).toHaveTextContent('12 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');
    expect(within(home!).queryByRole('button', { name: /Set as default/ })).not.toBeInTheDocument();
    expect(office).not.toHaveTextContent('Default');
    expect(within(office!).getByRole('button', { name: 'Set as default: Trần Thị Bình, 5 Lê Lợi' })).toBeVisible();
    expect(within(office!).getByRole('button', { name: 'Edit Trần Thị Bình, 5 Lê Lợi' })).toBeVisible();
    expect(within(office!).getByRole('button', { name: 'Delete Trần Thị Bình, 5 Lê Lợi' })).toBeVisible();
  });

  it('shows an empty state with a way to add the first address', async () => {
    book = [];
    renderBook();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.getByRole('form', { name: 'New address' })).toBeVisible();
    expect(screen.queryByText('You have no saved addresses yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus());
  });

  it('sets another address as default with the whole address, then shows the list again', async () => {
    vi.mocked(api.put).mockImplementation(async () => {
      book = [
        { ...officeAddress, isDefault: true },
        { ...homeAddress, isDefault: false },
      ];
      return { success: true, message: 'Address saved', data: book[0] };
    });
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Set as default: Trần Thị Bình, 5 Lê Lợi' }));
    expect(api.put).toHaveBeenCalledWith('/auth/addresses/a-2', {
      receiverName: 'Trần Thị Bình',
      phone: '0987 654 321',
      provinceCode: '79',
      wardCode: '26740',
      street: '5 Lê Lợi',
      isDefault: true,
    });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Trần Thị Bình'));
    expect(cards()[0]).toHaveTextContent('Default');
    expect(toast.success).toHaveBeenCalledWith('Default address changed');
  });

  it('says so in a toast when the default cannot be moved', async () => {
    vi.mocked(api.put).mockRejectedValue(unanswered());
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: /^Set as default/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
  });

  it('deletes only after confirming', async () => {
    vi.mocked(api.delete).mockImplementation(async () => {
      book = [homeAddress];
      return { success: true, message: 'Address deleted' };
    });
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Trần Thị Bình, 5 Lê Lợi' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('“5 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh” will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Trần Thị Bình, 5 Lê Lợi' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    expect(api.delete).toHaveBeenCalledWith('/auth/addresses/a-2');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Address deleted');
  });

  it('keeps the dialog open with the server’s words when a deletion is refused', async () => {
    vi.mocked(api.delete).mockRejectedValue(
      refused(404, { success: false, code: 'address_not_found', message: 'Address not found' }),
    );
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Trần/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Address not found');
  });

  it('edits an address in place of its card', async () => {
    vi.mocked(api.put).mockImplementation(async () => {
      book = [homeAddress, { ...officeAddress, street: '7 Lê Lợi' }];
      return { success: true, message: 'Address saved', data: book[1] };
    });
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Trần Thị Bình, 5 Lê Lợi' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const street = within(form).getByLabelText('House number and street');
    expect(street).toHaveValue('5 Lê Lợi');
    await userEvent.clear(street);
    await userEvent.type(street, '7 Lê Lợi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenCalledWith('/auth/addresses/a-2', expect.objectContaining({ street: '7 Lê Lợi' }));
    await waitFor(() => expect(cards()[1]).toHaveTextContent('7 Lê Lợi'));
  });

  it('offers no new address once the book is full', async () => {
    book = Array.from({ length: 10 }, (_, i) => ({ ...officeAddress, _id: `a-${i}`, street: `${i} Lê Lợi` }));
    renderBook();
    expect(await screen.findByText(/You have 10 addresses, the most you can keep/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add an address' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.mocked(api.get).mockRejectedValueOnce(unanswered());
    renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your addresses could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    renderBook('vi');
    expect(screen.getByRole('heading', { name: 'Địa chỉ giao hàng' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Đặt làm mặc định: Trần Thị Bình, 5 Lê Lợi' })).toBeVisible();
    expect(screen.getByText('Mặc định')).toBeVisible();
  });
});
