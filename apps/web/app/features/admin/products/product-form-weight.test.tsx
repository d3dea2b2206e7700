import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Product } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { ProductFormModal } from './components/product-form-modal';
import { mockApiCalls, mockToastify } from '../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');
mockToastify();

const categories: Category[] = [
  { _id: 'c2', name: 'Rau ăn quả', image: '/uploads/c2.webp', productCount: 5, createdAt: '2026-11-01T00:00:00.000Z' },
];

/** Tomatoes at 35,000 ₫/kg in 250 g steps, at least 500 g; 12.5 kg in stock (50 steps). */
const tomatoes: Product = {
  _id: 'p1',
  name: 'Cà chua',
  nameEn: 'Tomatoes',
  description: 'Cà chua Đà Lạt',
  price: 8800,
  salePrice: null,
  unit: { kind: 'weight', label: 'kg', labelEn: 'kg', stepGrams: 250, pricePerKg: 35000, minGrams: 500 },
  stock: 50,
  stockGrams: 12_500,
  maxPerOrder: null,
  category: { _id: 'c2', name: 'Rau ăn quả' },
  imageUrl: '/uploads/p1.webp',
  avgRating: 4.5,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderForm(product?: Product) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider value="vi">
        <ProductFormModal categories={categories} onClose={onClose} product={product} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), onClose };
}

const fields = (form: FormData) => Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'));

afterEach(() => vi.clearAllMocks());

describe('admin product form, sold by weight', () => {
  it('creates a product sold by weight: price per kg, step, minimum and stock in grams, no price', async () => {
    vi.mocked(api.post).mockResolvedValue({ data: tomatoes });
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText('Tên sản phẩm'), 'Cà chua');
    await user.type(screen.getByLabelText('Mô tả'), 'Cà chua Đà Lạt');
    expect(screen.getByLabelText('Giá (VNĐ)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Theo cân (giá mỗi kg)' }));
    expect(screen.queryByLabelText('Giá (VNĐ)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Giá mỗi kg (VNĐ)'), '35000');
    await user.type(screen.getByLabelText('Bước cân (g)'), '250');
    await user.type(screen.getByLabelText('Mua tối thiểu (g)'), '500');
    expect(screen.getByLabelText('Tồn kho (gam)')).toHaveAccessibleDescription(/tồn kho bằng gam/);
    await user.type(screen.getByLabelText('Tồn kho (gam)'), '12500');
    await user.type(screen.getByLabelText('Đơn vị bán'), 'kg');
    await user.selectOptions(screen.getByLabelText('Danh mục'), 'c2');
    await user.upload(screen.getByLabelText('Hình ảnh sản phẩm'), new File(['png'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Thêm sản phẩm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fields(vi.mocked(api.post).mock.calls[0]?.[1] as FormData)).toEqual({
      name: 'Cà chua',
      nameEn: '',
      description: 'Cà chua Đà Lạt',
      unitKind: 'weight',
      unitLabel: 'kg',
      unitLabelEn: '',
      pricePerKg: '35000',
      salePricePerKg: '',
      stepGrams: '250',
      minGrams: '500',
      stock: '12500',
      maxPerOrder: '',
      vatRate: '',
      category: 'c2',
      originProvince: '',
      originFarm: '',
      certification: 'none',
      certificateNo: '',
      certificateValidUntil: '',
      packedOn: '',
    });
  });

  it('wants a step, the sale price per kg below the price per kg and a minimum of at least a step', async () => {
    const { user } = renderForm(tomatoes);
    const step = screen.getByLabelText('Bước cân (g)');
    await user.clear(step);
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(step).toHaveAccessibleDescription('Trường này là bắt buộc'));
    await user.type(step, '600');
    await user.type(screen.getByLabelText('Giá khuyến mãi mỗi kg (VNĐ)'), '35000');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByText('Giá khuyến mãi mỗi kg phải nhỏ hơn giá mỗi kg')).toBeInTheDocument();
    expect(screen.getByText('Khối lượng tối thiểu phải bằng ít nhất một bước cân')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('loads a weight product with its stock in grams and sends a changed stock with the grams it was loaded with', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: tomatoes });
    const { user, onClose } = renderForm(tomatoes);
    expect(screen.getByRole('radio', { name: 'Theo cân (giá mỗi kg)' })).toBeChecked();
    expect(screen.getByLabelText('Giá mỗi kg (VNĐ)')).toHaveValue(35000);
    expect(screen.getByLabelText('Mua tối thiểu (g)')).toHaveValue(500);
    // Its per-order limit counts steps, as its cart lines do.
    expect(screen.getByLabelText('Tối đa mỗi đơn')).toHaveAccessibleDescription(/Tính theo bước cân/);
    const stock = screen.getByLabelText('Tồn kho (gam)');
    expect(stock).toHaveValue(12500);
    await user.clear(stock);
    await user.type(stock, '20000');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[0]?.[1] as FormData;
    expect(body.get('stock')).toBe('20000');
    expect(body.get('expectedStock')).toBe('12500');
    expect(body.has('price')).toBe(false);
  });

  it('switches a weight product back to pieces with a price', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: tomatoes });
    const { user, onClose } = renderForm(tomatoes);
    await user.click(screen.getByRole('radio', { name: 'Theo đơn vị (bó, hộp, trái…)' }));
    const price = screen.getByLabelText('Giá (VNĐ)');
    await user.clear(price);
    await user.type(price, '30000');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = vi.mocked(api.put).mock.calls[0]?.[1] as FormData;
    expect(body.get('unitKind')).toBe('piece');
    expect(body.get('price')).toBe('30000');
    expect(body.has('pricePerKg')).toBe(false);
    expect(body.has('stepGrams')).toBe(false);
  });
});
