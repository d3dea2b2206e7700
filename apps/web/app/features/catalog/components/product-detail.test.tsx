import type { Product } from '@veggie/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import { ProductDetail } from './product-detail';
import { cherryTomatoes } from '../../../test/fixtures';

const tomato: Product = { ...cherryTomatoes, salePrice: 39000 };

function renderDetail(product: Product, onAddToCart = vi.fn(async () => true)) {
  render(
    <>
      <ProductDetail product={product} onAddToCart={onAddToCart} />
      <ToastContainer />
    </>,
  );
  return onAddToCart;
}

describe('ProductDetail', () => {
  it('adds the sanitised quantity to the cart and confirms with a toast', async () => {
    const onAddToCart = renderDetail(tomato);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-2');
    await userEvent.tab();
    expect(quantity).toHaveValue(1);

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(tomato, 2);
    expect(await screen.findByText('Cà chua bi hữu cơ (×2) added to your cart')).toBeInTheDocument();
  });

  it('does not announce success when the shop refused the quantity', async () => {
    const onAddToCart = renderDetail(
      tomato,
      vi.fn(async () => false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(tomato, 1);
    expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
  });

  it('keeps the focus on Add To Cart while adding, and adds once however often it is pressed', async () => {
    let finish: (added: boolean) => void = () => undefined;
    const onAddToCart = renderDetail(
      tomato,
      vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve))),
    );
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledTimes(1);

    finish(true);
    expect(await screen.findByText('Cà chua bi hữu cơ (×1) added to your cart')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('says the per-order limit and stops the quantity there, below the stock', async () => {
    const limited = { ...tomato, maxPerOrder: 3 };
    const onAddToCart = renderDetail(limited);
    expect(screen.getByText('Max 3 per order')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.tab();
    expect(quantity).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(limited, 3);
  });

  it('says nothing of a limit when the product has none', () => {
    renderDetail(tomato);
    expect(screen.queryByText(/per order/)).not.toBeInTheDocument();
  });

  it('shows the rating, and disables Add To Cart when out of stock', () => {
    renderDetail({ ...tomato, stock: 0 });
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  });

  it('shows the English name under the title and the price per unit in English', () => {
    renderDetail(tomato);
    const title = screen.getByRole('heading', { level: 1, name: 'Cà chua bi hữu cơ' });
    expect(title.nextElementSibling).toHaveTextContent('Organic cherry tomatoes');
    expect(screen.getByTestId('current-price').parentElement).toHaveTextContent(
      /^Sale price 39,000\s₫ \/ per box of 500 gWas 45,000\s₫$/,
    );
  });

  it('shows only the Vietnamese name and unit in Vietnamese', () => {
    render(
      <LocaleProvider value="vi">
        <ProductDetail product={tomato} onAddToCart={vi.fn(async () => true)} />
      </LocaleProvider>,
    );
    expect(screen.queryByText('Organic cherry tomatoes')).not.toBeInTheDocument();
    cleanup();
    render(
      <LocaleProvider value="vi">
        <ProductDetail product={{ ...tomato, maxPerOrder: 3 }} onAddToCart={vi.fn(async () => true)} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Tối đa 3 mỗi đơn')).toBeInTheDocument();
    expect(screen.getByTestId('current-price').parentElement).toHaveTextContent(
      /^Giá khuyến mãi 39\.000\s₫ \/ mỗi hộp 500 gGiá cũ 45\.000\s₫$/,
    );
  });
});
