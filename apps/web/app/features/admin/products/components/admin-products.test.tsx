import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { AdminProducts } from './admin-products';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');

const emptyPage = {
  success: true,
  data: { products: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 10 } },
};

afterEach(() => vi.clearAllMocks());

describe('admin products sort controls', () => {
  it('shows each sort select captioned, and asks the server for the chosen field and order', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/categories' ? { success: true, data: [] } : emptyPage,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <LocaleProvider value="vi">
        <QueryClientProvider client={client}>
          <AdminProducts />
        </QueryClientProvider>
      </LocaleProvider>,
    );
    const user = userEvent.setup();

    const sortBy = screen.getByRole('combobox', { name: 'Sắp xếp theo' });
    const sortOrder = screen.getByRole('combobox', { name: 'Thứ tự' });
    expect(sortBy.previousElementSibling?.previousElementSibling).toHaveTextContent('Sắp xếp theo');
    expect(sortOrder).toHaveDisplayValue('Giảm dần');

    await user.selectOptions(sortBy, 'Giá');
    await user.selectOptions(sortOrder, 'Tăng dần');
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith(expect.stringMatching(/sortBy=price&sortOrder=asc/)));
  });
});
