import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, User } from '@veggie/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { LocaleProvider, type Locale } from '../../lib/i18n';
import { codOrder, refused, unanswered } from '../../test/fixtures';
import { AdminCategories } from './categories/components/admin-categories';
import { AdminOrders } from './orders/components/admin-orders';
import { AdminUsers } from './users/components/admin-users';
import { mockApiCalls, mockToastify } from '../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
mockToastify();

const pagination = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 };
const list = <T,>(item: T) => ({ success: true, data: [item], count: 1, pagination });

const refusal = (status: number, message: string) => refused(status, { success: false, message });

/** A screen in the admin's language `locale`, as the admin layout shows it. */
function renderWithQuery(ui: ReactNode, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The orders list keeps its filters in the address: every screen here gets a router.
  render(
    <LocaleProvider value={locale}>
      <MemoryRouter>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MemoryRouter>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

const admin: User = {
  _id: 'u1',
  name: 'Chị Lan',
  email: 'lan@example.com',
  phone: '',
  address: '',
  role: 'admin',
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-11-01T00:00:00.000Z',
};

const order = codOrder({
  _id: '5f0c1d2e-aaaa-bbbb-cccc-0123456789ab',
  user: { _id: 'u2', name: 'Anh Minh', email: 'minh@example.com' },
  status: 'cancelled',
  totalAmount: 120000,
  itemCount: 3,
  shipping: { name: 'Anh Minh', phone: '0903 000 111', address: '12 Lê Lợi, Quận 1' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

const category: Category = {
  _id: 'c1',
  name: 'Rau ăn lá',
  image: '',
  productCount: 6,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe("the server's refusals in the admin", () => {
  afterEach(() => vi.clearAllMocks());

  it('shows why a role change was refused (last admin, own role)', async () => {
    vi.mocked(api.get).mockResolvedValue(list(admin));
    vi.mocked(api.put).mockRejectedValue(refusal(400, 'The last admin cannot be demoted or deleted'));
    const user = renderWithQuery(<AdminUsers />);
    await user.selectOptions(await screen.findByLabelText('Role of Chị Lan'), 'user');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change user role: The last admin cannot be demoted or deleted',
    );
    expect(api.put).toHaveBeenCalledWith('/auth/admin/users/u1/role', { role: 'user' });
  });

  it('asks before deleting a user and shows a refused delete', async () => {
    vi.mocked(api.get).mockResolvedValue(list(admin));
    vi.mocked(api.delete).mockRejectedValue(refusal(400, 'You cannot delete your own account'));
    const user = renderWithQuery(<AdminUsers />);
    await user.click(await screen.findByRole('button', { name: 'Delete Chị Lan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete user: You cannot delete your own account',
    );
  });

  it('shows the stock conflict when an order cannot leave "cancelled"', async () => {
    vi.mocked(api.get).mockResolvedValue(list(order));
    vi.mocked(api.put).mockRejectedValue(refusal(409, 'Only 1 of "Cà chua bi" left in stock'));
    const user = renderWithQuery(<AdminOrders />);
    await user.selectOptions(await screen.findByLabelText('Status of order #456789AB'), 'processing');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update order status: Only 1 of "Cà chua bi" left in stock',
    );
    expect(toast.error).toHaveBeenCalled();
  });

  it('falls back to "Failed to load orders" when the list fails without a message', async () => {
    vi.mocked(api.get).mockRejectedValue(unanswered());
    renderWithQuery(<AdminOrders />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
  });

  it("shows the server's Vietnamese 409 when a category still has products", async () => {
    vi.mocked(api.get).mockResolvedValue(list(category));
    vi.mocked(api.delete).mockRejectedValue(
      refusal(409, 'Danh mục vẫn còn 6 sản phẩm; hãy chuyển hoặc xóa chúng trước'),
    );
    const user = renderWithQuery(<AdminCategories />, 'vi');
    await user.click(await screen.findByRole('button', { name: 'Xóa Rau ăn lá' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Bạn có chắc muốn xóa danh mục "Rau ăn lá"?');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Danh mục vẫn còn 6 sản phẩm; hãy chuyển hoặc xóa chúng trước',
    );
    expect(api.delete).toHaveBeenCalledWith('/categories/admin/categories/c1');
  });
});
