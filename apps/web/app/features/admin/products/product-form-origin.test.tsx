import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Product } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { mockApiCalls, mockToastify } from '../../../test/module-spies';
import { ProductFormModal } from './components/product-form-modal';

mockApiCalls('get', 'post', 'put');
mockToastify();
afterEach(() => vi.clearAllMocks());

const categories: Category[] = [
  { _id: 'c1', name: 'Rau ăn lá', image: '/uploads/c1.webp', productCount: 3, createdAt: '2026-11-01T00:00:00.000Z' },
];

const broccoli: Product = {
  _id: 'p1',
  name: 'Bông cải xanh Đà Lạt',
  nameEn: 'Da Lat broccoli',
  description: 'Khoảng 500 g một bông',
  price: 59_000,
  salePrice: null,
  unit: { kind: 'piece', label: 'bông', labelEn: 'head' },
  stock: 32,
  stockGrams: null,
  maxPerOrder: null,
  origin: {
    province: 'Lâm Đồng',
    farm: 'HTX Rau an toàn Xuân Hương',
    certification: 'vietgap',
    certificateNo: 'VietGAP-TT-25-03-68-0021',
    certificateValidUntil: '2027-03-31',
  },
  packedOn: '2026-11-27',
  category: { _id: 'c1', name: 'Rau ăn lá' },
  imageUrl: '/uploads/p1.webp',
  avgRating: 4.8,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderForm(locale: Locale, product?: Product) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider value={locale}>
        <ProductFormModal categories={categories} onClose={onClose} product={product} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), onClose };
}

const sent = () => vi.mocked(api.put).mock.calls[0]?.[1] as FormData;

describe("the product form's origin", () => {
  it('loads the origin and packing date, and sends a new packing date with the rest', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: broccoli });
    const { user, onClose } = renderForm('en', broccoli);
    expect(screen.getByRole('group', { name: 'Origin and certificate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Farm')).toHaveValue('HTX Rau an toàn Xuân Hương');
    expect(screen.getByLabelText('Province')).toHaveValue('Lâm Đồng');
    expect(screen.getByLabelText('Certification')).toHaveValue('vietgap');
    expect(screen.getByLabelText('Certificate number')).toHaveValue('VietGAP-TT-25-03-68-0021');
    expect(screen.getByLabelText('Certificate valid until')).toHaveValue('2027-03-31');
    const packedOn = screen.getByLabelText('Packed on');
    expect(packedOn).toHaveAccessibleDescription('A new packing date starts a new batch: its labels trace to it');
    await user.clear(packedOn);
    await user.type(packedOn, '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      Object.fromEntries([...sent().entries()].filter(([name]) => name !== 'name' && name !== 'description')),
    ).toMatchObject({
      originProvince: 'Lâm Đồng',
      originFarm: 'HTX Rau an toàn Xuân Hương',
      certification: 'vietgap',
      certificateNo: 'VietGAP-TT-25-03-68-0021',
      certificateValidUntil: '2027-03-31',
      packedOn: '2026-11-28',
    });
  });

  it('hides the certificate fields for "none" and sends them empty', async () => {
    vi.mocked(api.put).mockResolvedValue({ data: broccoli });
    const { user, onClose } = renderForm('vi', broccoli);
    await user.selectOptions(screen.getByLabelText('Chứng nhận'), 'none');
    expect(screen.queryByLabelText('Số giấy chứng nhận')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Chứng nhận có hiệu lực đến')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent().get('certification')).toBe('none');
    expect(sent().get('certificateNo')).toBe('');
    expect(sent().get('certificateValidUntil')).toBe('');
  });

  it('asks for the certificate number, its date and the province before sending, in Vietnamese', async () => {
    const { user } = renderForm('vi', { ...broccoli, origin: null, packedOn: null });
    expect(screen.getByLabelText('Chứng nhận')).toHaveValue('none');
    await user.type(screen.getByLabelText('Nơi trồng (trang trại, HTX)'), 'Vườn dâu Đa Thiện');
    await user.selectOptions(screen.getByLabelText('Chứng nhận'), 'organic');
    await user.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(await screen.findByLabelText('Tỉnh/thành')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByLabelText('Số giấy chứng nhận')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(screen.getByLabelText('Chứng nhận có hiệu lực đến')).toHaveAccessibleDescription('Trường này là bắt buộc');
    expect(api.put).not.toHaveBeenCalled();
  });
});
