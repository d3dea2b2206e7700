import type { Category } from '@veggie/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryCard } from './category-card';

const leafy: Category = {
  _id: '3c536d15-0527-4189-a3c8-44f411dbabc3',
  name: 'Rau ăn lá',
  image: '/uploads/rau-an-la.webp',
  productCount: 6,
  createdAt: '2026-09-22T20:11:54.221Z',
};

function renderCard(category: Category) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <CategoryCard category={category} /> }]);
  const { container } = render(<Stub initialEntries={['/']} />);
  return container;
}

describe('CategoryCard', () => {
  it('links to the shop filtered by the category id', () => {
    renderCard(leafy);
    const link = screen.getByRole('link', { name: /Rau ăn lá/ });
    expect(link).toHaveAttribute('href', `/shop?category=${leafy._id}`);
    expect(link).toHaveTextContent('Explore products in this category');
  });

  it('shows the image, and the fallback icon once it fails to load', () => {
    const container = renderCard(leafy);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/rau-an-la.webp');
    expect(screen.queryByTestId('category-fallback')).not.toBeInTheDocument();

    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('category-fallback')).toBeInTheDocument();
  });

  it('shows the fallback icon when the category has no image', () => {
    const container = renderCard({ ...leafy, image: '' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('category-fallback')).toBeInTheDocument();
  });
});
