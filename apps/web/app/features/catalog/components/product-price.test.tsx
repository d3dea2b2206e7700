import { formatVnd } from '@veggie/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import { ProductPrice } from './product-price';

const box = { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' } as const;

describe('ProductPrice', () => {
  it('shows the sale price and strikes through the regular price', () => {
    const { container } = render(<ProductPrice product={{ price: 45000, salePrice: 39000, unit: box }} />);
    expect(screen.getByTestId('current-price').textContent).toBe('Sale price 39,000\u00a0₫');
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Was 45,000\u00a0₫');
  });

  it('shows only the regular price without a sale price', () => {
    const { container } = render(<ProductPrice product={{ price: 18000, salePrice: null, unit: box }} />);
    expect(screen.getByTestId('current-price').textContent).toBe('18,000\u00a0₫');
    expect(container.querySelector('s')).toBeNull();
    expect(container).not.toHaveTextContent('Sale price');
  });

  it('names the unit after the price: "39,000 ₫ / box of 500 g", read as "per box of 500 g"', () => {
    const { container } = render(<ProductPrice product={{ price: 45000, salePrice: 39000, unit: box }} />);
    expect(container.firstElementChild?.textContent).toBe(
      `Sale price ${formatVnd(39000, 'en')} /  per box of 500 gWas ${formatVnd(45000, 'en')}`,
    );
  });

  it('names the unit in Vietnamese on the Vietnamese storefront: "39.000 ₫ / hộp 500 g"', () => {
    const { container } = render(
      <LocaleProvider value="vi">
        <ProductPrice product={{ price: 45000, salePrice: 39000, unit: box }} />
      </LocaleProvider>,
    );
    expect(container.firstElementChild?.textContent).toBe(
      `Giá khuyến mãi ${formatVnd(39000, 'vi')} /  mỗi hộp 500 gGiá cũ ${formatVnd(45000, 'vi')}`,
    );
  });

  it('writes prices the Vietnamese way on a Vietnamese page', () => {
    const { container } = render(
      <LocaleProvider value="vi">
        <ProductPrice product={{ price: 45000, salePrice: 39000, unit: box }} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('current-price')).toHaveTextContent('39.000 ₫');
    expect(container.querySelector('s')).toHaveTextContent('45.000 ₫');
  });
});
