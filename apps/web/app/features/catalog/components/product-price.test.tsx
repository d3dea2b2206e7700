import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import { ProductPrice } from './product-price';

describe('ProductPrice', () => {
  it('shows the sale price and strikes through the regular price', () => {
    const { container } = render(<ProductPrice product={{ price: 45000, salePrice: 39000 }} />);
    expect(screen.getByTestId('current-price').textContent).toBe('Sale price 39,000\u00a0₫');
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Was 45,000\u00a0₫');
  });

  it('shows only the regular price without a sale price', () => {
    const { container } = render(<ProductPrice product={{ price: 18000, salePrice: null }} />);
    expect(screen.getByTestId('current-price').textContent).toBe('18,000\u00a0₫');
    expect(container.querySelector('s')).toBeNull();
    expect(container).not.toHaveTextContent('Sale price');
  });

  it('writes prices the Vietnamese way on a Vietnamese page', () => {
    const { container } = render(
      <LocaleProvider value="vi">
        <ProductPrice product={{ price: 45000, salePrice: 39000 }} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('current-price')).toHaveTextContent('39.000 ₫');
    expect(container.querySelector('s')).toHaveTextContent('45.000 ₫');
  });
});
