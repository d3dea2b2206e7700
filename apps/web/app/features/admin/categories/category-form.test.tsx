import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { CategoryFormModal } from './components/category-form-modal';
import { mockApiCalls, mockToastify } from '../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
mockToastify();

const category: Category = {
  _id: 'c1',
  name: 'Rau ăn lá',
  image: '/uploads/c1.webp',
  productCount: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderForm(props: { category?: Category } = {}) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <LocaleProvider value="vi">
        <CategoryFormModal onClose={onClose} {...props} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), onClose };
}

describe('admin category form', () => {
  afterEach(() => vi.clearAllMocks());

  it('asks for a name and an image in Vietnamese on create', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn ảnh danh mục')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('treats a blank name as missing and checks the image type and size', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tên danh mục'), '   ');
    const input = screen.getByLabelText('Hình ảnh danh mục');
    await user.upload(input, new File(['x'], 'a.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(screen.getByText('Chỉ chấp nhận ảnh JPG, PNG, GIF')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Kích thước ảnh tối đa 2MB')).toBeInTheDocument();
  });

  it('refuses a name over 50 characters', async () => {
    const { user } = renderForm({ category });
    await user.clear(screen.getByLabelText('Tên danh mục'));
    await user.type(screen.getByLabelText('Tên danh mục'), 'R'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Tối đa 50 ký tự')).toBeInTheDocument();
  });

  it('keeps the current image on edit by leaving the image field out', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: category });
    const { user, onClose } = renderForm({ category });
    await user.clear(screen.getByLabelText('Tên danh mục'));
    await user.type(screen.getByLabelText('Tên danh mục'), 'Rau thơm');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, body] = vi.mocked(api.put).mock.calls[0] ?? [];
    expect(url).toBe('/categories/admin/categories/c1');
    expect((body as FormData).get('name')).toBe('Rau thơm');
    expect((body as FormData).has('image')).toBe(false);
  });
});
