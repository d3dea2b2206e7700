import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import { StockBadge, stockLevel } from './stock-badge';

describe('stock badge', () => {
  it('is red at 0, yellow under 10 and green from 10', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(9)).toBe('low');
    expect(stockLevel(10)).toBe('ok');
    expect(stockLevel(250)).toBe('ok');
  });

  it('colours the badge by level and says it in words too', () => {
    const { rerender } = render(<StockBadge stock={0} />, {
      wrapper: ({ children }) => <LocaleProvider value="vi">{children}</LocaleProvider>,
    });
    expect(screen.getByText('Hết hàng (0)')).toHaveClass('bg-sale-50');
    rerender(<StockBadge stock={9} />);
    expect(screen.getByText('9 · Sắp hết')).toHaveClass('bg-amber-100');
    rerender(<StockBadge stock={10} />);
    expect(screen.getByText('10')).toHaveClass('bg-brand-100');
  });
});
