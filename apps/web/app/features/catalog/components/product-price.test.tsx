import { formatVnd } from '@veggie/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from './product-price';

describe('ProductPrice', () => {
  it('shows the sale price and strikes through the regular price', () => {
    const { container } = render(<ProductPrice product={{ price: 45000, salePrice: 39000 }} />);
    expect(screen.getByTestId('current-price').textContent).toBe(`Sale price ${formatVnd(39000)}`);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe(`Was ${formatVnd(45000)}`);
  });

  it('shows only the regular price without a sale price', () => {
    const { container } = render(<ProductPrice product={{ price: 18000, salePrice: null }} />);
    expect(screen.getByTestId('current-price').textContent).toBe(formatVnd(18000));
    expect(container.querySelector('s')).toBeNull();
    expect(container).not.toHaveTextContent('Sale price');
  });
});
