import type { Product } from '@veggie/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE } from '../../../components/ui/image-with-fallback';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { ProductCard } from './product-card';
import { cherryTomatoes } from '../../../test/fixtures';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const tomato: Product = { ...cherryTomatoes, imageUrl: `https://shop.example/uploads/${UUID}.webp` };

function renderCard(product: Product, priority?: boolean, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LocaleProvider value={locale}>
          <ProductCard product={product} priority={priority} />
        </LocaleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('img', { name: product.name });
}

describe('ProductCard', () => {
  it('offers the 400 px variant and the original, sized to the grid column, keeping its dimensions', () => {
    const img = renderCard(tomato);
    expect(img).toHaveAttribute('src', tomato.imageUrl);
    expect(img).toHaveAttribute(
      'srcset',
      `https://shop.example/uploads/${UUID}-400.webp 400w, ${tomato.imageUrl} 800w`,
    );
    expect(img).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 294px, (min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc((100vw - 2.75rem) / 2)',
    );
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority card at once, with the same candidates', () => {
    const img = renderCard(tomato, true);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('srcset');
  });

  it('has no srcset for an image without a variant, nor once it fell back to the placeholder', () => {
    expect(renderCard({ ...tomato, imageUrl: '/images/elsewhere.jpg' })).not.toHaveAttribute('srcset');

    const img = renderCard({ ...tomato, _id: UUID, name: 'Cà rốt' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('shows the English name under the Vietnamese one, and the price per unit, in English', () => {
    renderCard(tomato);
    const title = screen.getByRole('heading', { name: 'Cà chua bi hữu cơ' });
    expect(title.nextElementSibling).toHaveTextContent('Organic cherry tomatoes');
    expect(screen.getByTestId('current-price').parentElement).toHaveTextContent(/^45,000\s₫ \/ per box of 500 g$/);
  });

  it('shows no English name, and the Vietnamese unit, in Vietnamese', () => {
    renderCard(tomato, false, 'vi');
    expect(screen.queryByText('Organic cherry tomatoes')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-price').parentElement).toHaveTextContent(/^45\.000\s₫ \/ mỗi hộp 500 g$/);
  });
});
