import { amountForGrams, type Product } from '@veggie/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { ProductDetail } from './product-detail';
import { ProductPrice } from './product-price';

/** Tomatoes at 35,000 ₫/kg in steps of 250 g (8,800 ₫ a step), at least 500 g; 1.5 kg on the shelf. */
const tomatoes: Product = {
  _id: '53af2b8a-a64f-42a4-97e4-cd033eb8d7fc',
  name: 'Cà chua',
  nameEn: 'Tomatoes',
  description: 'Cà chua Đà Lạt, cân theo ký.',
  price: 8800,
  salePrice: null,
  unit: { kind: 'weight', label: 'kg', labelEn: 'kg', stepGrams: 250, pricePerKg: 35000, minGrams: 500 },
  stock: 6,
  stockGrams: 1500,
  maxPerOrder: null,
  category: { _id: '07803857-7861-4960-8c74-9cad936733eb', name: 'Rau ăn quả' },
  imageUrl: '/uploads/ca-chua.webp',
  avgRating: 4.6,
  createdAt: '2026-11-20T02:51:54.221Z',
};

function renderDetail(product: Product, locale: Locale = 'en') {
  const onAddToCart = vi.fn(async () => true);
  render(
    <LocaleProvider value={locale}>
      <ProductDetail product={product} onAddToCart={onAddToCart} />
      <ToastContainer />
    </LocaleProvider>,
  );
  return onAddToCart;
}

const weight = () => screen.getByTestId('weight-amount');

describe('the weight stepper of a product sold by weight', () => {
  it('shows what the chosen weight costs, rounded as a weighed line is', async () => {
    renderDetail({ ...tomatoes, unit: { ...tomatoes.unit, pricePerKg: 32_000 } }, 'vi');
    expect(screen.getByTestId('weight-estimate')).toHaveTextContent(/^500\sg ≈ 16\.000\s₫$/);
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: /^Thêm 250\sg$/ }));
    expect(screen.getByTestId('weight-estimate')).toHaveTextContent(/^1,5\skg ≈ 48\.000\s₫$/);
    cleanup();
    // 35.000 ₫/kg × 750 g = 26.250 ₫, rounded to the contract's step.
    renderDetail(tomatoes);
    await userEvent.click(screen.getByRole('button', { name: /^250\sg more$/ }));
    const amount = amountForGrams(35_000, 750).toLocaleString('en-GB');
    expect(screen.getByTestId('weight-estimate')).toHaveTextContent(new RegExp(`^750\\sg ≈ ${amount}\\s₫$`));
  });

  it('starts at the minimum, steps by the step, and adds the steps with the weight in the toast', async () => {
    const onAddToCart = renderDetail(tomatoes);
    const group = screen.getByRole('group', { name: 'Weight' });
    expect(group).toHaveAccessibleDescription(/In steps of 250\sg, at least 500\sg/);
    expect(weight()).toHaveTextContent(/^500\sg$/);
    expect(screen.getByRole('button', { name: /^250\sg less$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^250\sg more$/ }));
    expect(weight()).toHaveTextContent(/^750\sg$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(tomatoes, 3);
    expect(await screen.findByText(/^Cà chua \(750\sg\) added to your cart$/)).toBeInTheDocument();
  });

  it('stops at the whole steps in stock, written in kilograms from 1 kg', async () => {
    renderDetail(tomatoes, 'vi');
    const more = screen.getByRole('button', { name: /^Thêm 250\sg$/ });
    for (let press = 0; press < 6; press += 1) await userEvent.click(more);
    expect(weight()).toHaveTextContent(/^1,5\skg$/);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Bớt 250\sg$/ }));
    expect(weight()).toHaveTextContent(/^1,25\skg$/);
  });

  it('stops at the per-order limit, said as the weight it allows, in both languages', async () => {
    renderDetail({ ...tomatoes, maxPerOrder: 4 });
    expect(screen.getByText(/^Max 1\skg per order$/)).toBeInTheDocument();
    const more = screen.getByRole('button', { name: /^250\sg more$/ });
    for (let press = 0; press < 2; press += 1) await userEvent.click(more);
    expect(weight()).toHaveTextContent(/^1\skg$/);
    expect(more).toBeDisabled();
    cleanup();
    renderDetail({ ...tomatoes, maxPerOrder: 6 }, 'vi');
    expect(screen.getByText(/^Tối đa 1,5\skg mỗi đơn$/)).toBeInTheDocument();
  });

  it('starts at one step without a minimum, and cannot be bought below its minimum in stock', () => {
    const { unmount } = render(
      <ProductDetail
        product={{ ...tomatoes, unit: { ...tomatoes.unit, minGrams: undefined } }}
        onAddToCart={vi.fn()}
      />,
    );
    expect(weight()).toHaveTextContent(/^250\sg$/);
    unmount();
    renderDetail({ ...tomatoes, stock: 1, stockGrams: 300 });
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.getByText(/^Only 250\sg left in stock$/)).toBeInTheDocument();
  });
});

describe('the price of a product sold by weight', () => {
  it('shows the price per kg and the price of a step', () => {
    render(<ProductPrice product={tomatoes} />);
    expect(screen.getByTestId('price-per-kg')).toHaveTextContent(/^35,000\s₫\/kg per kilogram$/);
    expect(screen.getByTestId('current-price').parentElement).toHaveTextContent(/^8,800\s₫ \/ per 250\sg$/);
  });

  it('strikes the regular price per kg beside the sale one, in Vietnamese too', () => {
    render(
      <LocaleProvider value="vi">
        <ProductPrice product={{ ...tomatoes, salePrice: 7500, unit: { ...tomatoes.unit, salePricePerKg: 30000 } }} />
      </LocaleProvider>,
    );
    const perKg = screen.getByTestId('price-per-kg');
    expect(perKg.firstElementChild).toHaveTextContent(/^Giá khuyến mãi 30\.000\s₫\/kg mỗi ki-lô-gam$/);
    expect(perKg.querySelector('s')).toHaveTextContent(/^Giá cũ 35\.000\s₫\/kg mỗi ki-lô-gam$/);
  });
});
