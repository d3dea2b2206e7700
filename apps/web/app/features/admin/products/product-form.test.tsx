import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Product } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { refused, unanswered } from '../../../test/fixtures';
import { saveErrorMessage } from '../shared/api-errors';
import { ProductFormModal } from './components/product-form-modal';
import { mockApiCalls, mockToastify } from '../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
mockToastify();

const categories: Category[] = [
  { _id: 'c1', name: 'Rau ăn lá', image: '/uploads/c1.webp', productCount: 3, createdAt: '2026-11-01T00:00:00.000Z' },
  { _id: 'c2', name: 'Trái cây', image: '/uploads/c2.webp', productCount: 5, createdAt: '2026-11-01T00:00:00.000Z' },
];

const product: Product = {
  _id: 'p1',
  name: 'Cải bó xôi',
  nameEn: 'Spinach',
  description: 'Bó 300 g từ Đà Lạt',
  price: 35000,
  salePrice: 30000,
  unit: { kind: 'piece', label: 'bó 300 g', labelEn: 'bunch of 300 g' },
  stock: 12,
  stockGrams: null,
  maxPerOrder: null,
  category: { _id: 'c1', name: 'Rau ăn lá' },
  imageUrl: '/uploads/p1.webp',
  avgRating: 4.5,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const png = () => new File(['png'], 'ca-chua.png', { type: 'image/png' });

function renderForm(props: { product?: Product } = {}) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider value="vi">
        <ProductFormModal categories={categories} onClose={onClose} {...props} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { user, onClose, dialog: screen.getByRole('dialog') };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    name: 'Cà chua bi',
    description: 'Hộp 500 g',
    price: '45000',
    salePrice: '',
    unitLabel: 'hộp 500 g',
    stock: '20',
    ...overrides,
  };
  await user.type(screen.getByLabelText('Tên sản phẩm'), values.name);
  await user.type(screen.getByLabelText('Mô tả'), values.description);
  await user.type(screen.getByLabelText('Giá (VNĐ)'), values.price);
  if (values.salePrice) await user.type(screen.getByLabelText('Giá khuyến mãi (VNĐ)'), values.salePrice);
  await user.type(screen.getByLabelText('Đơn vị bán'), values.unitLabel);
  await user.type(screen.getByLabelText('Tồn kho'), values.stock);
  await user.selectOptions(screen.getByLabelText('Danh mục'), 'c2');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Thêm sản phẩm' }));

describe('admin product form', () => {
  afterEach(() => vi.clearAllMocks());

  it('asks for every required field and the image in Vietnamese on create', async () => {
    const { user, dialog } = renderForm();
    await submit(user);
    expect(await within(dialog).findAllByText('Trường này là bắt buộc')).toHaveLength(6);
    expect(screen.getByLabelText('Đơn vị bán')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByText('Vui lòng chọn ảnh sản phẩm')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('wants a price above 0 and a stock that is not negative', async () => {
    const { user } = renderForm();
    await fillValid(user, { price: '0', stock: '-1' });
    await user.upload(screen.getByLabelText('Hình ảnh sản phẩm'), png());
    await submit(user);
    expect(await screen.findByText('Phải lớn hơn 0')).toBeInTheDocument();
    expect(screen.getByText('Phải lớn hơn hoặc bằng 0')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('wants the sale price below the price', async () => {
    const { user } = renderForm();
    await fillValid(user, { price: '45000', salePrice: '45000' });
    await user.upload(screen.getByLabelText('Hình ảnh sản phẩm'), png());
    await submit(user);
    expect(await screen.findByText('Giá khuyến mãi phải nhỏ hơn giá gốc')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('accepts only JPG, PNG and GIF images up to 2 MB', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Hình ảnh sản phẩm');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Chỉ chấp nhận ảnh JPG, PNG, GIF')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Kích thước ảnh tối đa 2MB')).toBeInTheDocument();
    await user.upload(input, png());
    expect(screen.queryByText('Kích thước ảnh tối đa 2MB')).not.toBeInTheDocument();
  });

  it('creates the product as multipart in Vietnamese', async () => {
    vi.mocked(api.post).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm();
    await fillValid(user, { salePrice: '39000' });
    await user.type(screen.getByLabelText('Tên tiếng Anh'), 'Cherry tomatoes');
    await user.type(screen.getByLabelText('Đơn vị bán (tiếng Anh)'), 'box of 500 g');
    const image = png();
    await user.upload(screen.getByLabelText('Hình ảnh sản phẩm'), image);
    await submit(user);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, body] = vi.mocked(api.post).mock.calls[0] ?? [];
    expect(url).toBe('/products/admin/products');
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      name: 'Cà chua bi',
      nameEn: 'Cherry tomatoes',
      description: 'Hộp 500 g',
      price: '45000',
      salePrice: '39000',
      unitKind: 'piece',
      unitLabel: 'hộp 500 g',
      unitLabelEn: 'box of 500 g',
      stock: '20',
      maxPerOrder: '',
      vatRate: '',
      category: 'c2',
      // No origin: the farm and province blank, no certification, no packing date.
      originProvince: '',
      originFarm: '',
      certification: 'none',
      certificateNo: '',
      certificateValidUntil: '',
      packedOn: '',
    });
    expect(form.get('image')).toBe(image);
  });

  it('sends the max per order, explaining that empty means no limit', async () => {
    vi.mocked(api.post).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm();
    const field = screen.getByLabelText('Tối đa mỗi đơn');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('để trống nếu không giới hạn'));
    await fillValid(user);
    await user.type(field, '5');
    await user.upload(screen.getByLabelText('Hình ảnh sản phẩm'), png());
    await submit(user);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((vi.mocked(api.post).mock.calls[0]?.[1] as FormData).get('maxPerOrder')).toBe('5');
  });

  it('loads the max per order, and clears it when emptied', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm({ product: { ...product, maxPerOrder: 4 } });
    const field = screen.getByLabelText('Tối đa mỗi đơn');
    expect(field).toHaveValue(4);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((vi.mocked(api.put).mock.calls[0]?.[1] as FormData).get('maxPerOrder')).toBe('');
  });

  it('refuses a max per order of 0 or above 999 before sending', async () => {
    const { user } = renderForm({ product });
    const field = screen.getByLabelText('Tối đa mỗi đơn');
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Phải lớn hơn 0')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1000');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Phải nhỏ hơn hoặc bằng 999')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('edits without a new image and clears an emptied sale price', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm({ product });
    await user.clear(screen.getByLabelText('Giá khuyến mãi (VNĐ)'));
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, body] = vi.mocked(api.put).mock.calls[0] ?? [];
    expect(url).toBe('/products/admin/products/p1');
    expect((body as FormData).get('salePrice')).toBe('');
    expect((body as FormData).has('image')).toBe(false);
  });

  it('loads the English name and unit, and clears the English ones when emptied', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm({ product });
    expect(screen.getByLabelText('Tên tiếng Anh')).toHaveValue('Spinach');
    expect(screen.getByLabelText('Đơn vị bán')).toHaveValue('bó 300 g');
    const english = screen.getByLabelText('Đơn vị bán (tiếng Anh)');
    expect(english).toHaveValue('bunch of 300 g');
    await user.clear(screen.getByLabelText('Tên tiếng Anh'));
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[0]?.[1] as FormData;
    expect(body.get('nameEn')).toBe('');
    expect(body.get('unitLabel')).toBe('bó 300 g');
    expect(body.get('unitLabelEn')).toBe('');
  });

  it('refuses a unit label over 30 characters before sending', async () => {
    const { user } = renderForm({ product });
    const label = screen.getByLabelText('Đơn vị bán');
    await user.clear(label);
    await user.type(label, 'h'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Tối đa 30 ký tự')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('sends no stock when the admin did not change it, so sales made meanwhile stay sold', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm({ product });
    await user.type(screen.getByLabelText('Tên sản phẩm'), ' Đà Lạt');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[0]?.[1] as FormData;
    expect(body.get('name')).toBe('Cải bó xôi Đà Lạt');
    expect(body.has('stock')).toBe(false);
    expect(body.has('expectedStock')).toBe(false);
  });

  it('sends a changed stock with the stock the form was loaded with', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: product });
    const { user, onClose } = renderForm({ product });
    await user.clear(screen.getByLabelText('Tồn kho'));
    await user.type(screen.getByLabelText('Tồn kho'), '20');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[0]?.[1] as FormData;
    expect(body.get('stock')).toBe('20');
    expect(body.get('expectedStock')).toBe('12');
  });

  it('says when the stock moved while editing, and reloads it for another try', async () => {
    const message = 'Tồn kho đã thay đổi trong lúc bạn chỉnh sửa (hiện còn 9); hãy tải lại và thử lại';
    vi.mocked(api.put).mockRejectedValueOnce(refused(409, { success: false, code: 'stock_changed', message }));
    vi.mocked(api.get).mockResolvedValue({ data: { ...product, stock: 9 } });
    const { user, onClose } = renderForm({ product });
    const stock = screen.getByLabelText('Tồn kho');
    await user.clear(stock);
    await user.type(stock, '20');
    await user.type(screen.getByLabelText('Tên sản phẩm'), ' Đà Lạt');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    // Keyboard users land on the way out, and then on the field to set again.
    expect(screen.getByRole('button', { name: 'Tải lại tồn kho' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(stock).toHaveValue(9));
    expect(stock).toHaveFocus();
    expect(vi.mocked(api.get).mock.calls[0]?.[0]).toBe('/products/admin/products/p1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải lại tồn kho' })).not.toBeInTheDocument();
    // The other edits are kept.
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveValue('Cải bó xôi Đà Lạt');

    vi.mocked(api.put).mockResolvedValue({ data: product });
    await user.clear(stock);
    await user.type(stock, '17');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[1]?.[1] as FormData;
    expect(body.get('stock')).toBe('17');
    expect(body.get('expectedStock')).toBe('9');
  });

  it("shows the product's category when the categories load after the form opened", async () => {
    const client = new QueryClient();
    const form = (list: Category[]) => (
      <QueryClientProvider client={client}>
        <LocaleProvider value="vi">
          <ProductFormModal product={product} categories={list} onClose={vi.fn()} />
        </LocaleProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(form([]));
    rerender(form(categories));
    expect(screen.getByLabelText('Danh mục')).toHaveValue('c1');
  });

  it('refuses price and stock text that is not plain digits', async () => {
    const { user } = renderForm({ product });
    const stock = screen.getByLabelText('Tồn kho');
    await user.clear(stock);
    await user.type(stock, '1e3');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Chỉ nhập số nguyên bằng các chữ số 0-9')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows the joined errors of a refused save', async () => {
    vi.mocked(api.put).mockRejectedValue(
      refused(400, {
        success: false,
        message: '',
        errors: [
          { field: 'price', message: 'Phải là số nguyên' },
          { field: 'stock', message: 'Phải lớn hơn 0' },
        ],
      }),
    );
    const { user, onClose } = renderForm({ product });
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phải là số nguyên, Phải lớn hơn 0');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('save error message', () => {
  it("prefers the server's message", () => {
    expect(saveErrorMessage(refused(409, { success: false, message: 'Tên đã tồn tại' }), 'Lỗi khi lưu sản phẩm')).toBe(
      'Tên đã tồn tại',
    );
  });

  it('joins the errors list when the message is blank, and adds it to one', () => {
    const errors = [
      { field: 'name', message: 'Trường này là bắt buộc' },
      { field: 'price', message: 'Phải lớn hơn 0' },
    ];
    expect(saveErrorMessage(refused(400, { success: false, message: '', errors }), 'Lỗi khi lưu sản phẩm')).toBe(
      'Trường này là bắt buộc, Phải lớn hơn 0',
    );
    expect(saveErrorMessage(refused(400, { success: false, message: 'Dữ liệu không hợp lệ', errors }), 'x')).toBe(
      'Dữ liệu không hợp lệ: Trường này là bắt buộc, Phải lớn hơn 0',
    );
  });

  it('falls back to "Lỗi khi lưu sản phẩm" without an answer', () => {
    expect(saveErrorMessage(unanswered(), 'Lỗi khi lưu sản phẩm')).toBe('Lỗi khi lưu sản phẩm');
    expect(saveErrorMessage(new Error('boom'), 'Lỗi khi lưu sản phẩm')).toBe('Lỗi khi lưu sản phẩm');
  });
});
