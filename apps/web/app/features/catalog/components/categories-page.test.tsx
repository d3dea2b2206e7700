import type { Category } from '@veggie/contract';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoriesPage } from './categories-page';

function renderWith(loaderData: { categories: Category[]; error: string | null }) {
  const Stub = createRoutesStub([{ path: '/categories', Component: () => <CategoriesPage {...loaderData} /> }]);
  render(<Stub initialEntries={['/categories']} />);
}

const leafy: Category = {
  _id: 'c-1',
  name: 'Rau ăn lá',
  image: '',
  productCount: 6,
  createdAt: '2026-09-22T20:11:54.221Z',
};

describe('Categories page', () => {
  it('shows a card per category and the count in the footer stats', () => {
    renderWith({ categories: [leafy, { ...leafy, _id: 'c-2', name: 'Nấm' }], error: null });
    expect(screen.getByRole('link', { name: /Nấm/ })).toHaveAttribute('href', '/shop?category=c-2');
    expect(screen.getByText('2').closest('div')).toHaveTextContent('Categories');
    expect(screen.getByText('100+').closest('div')).toHaveTextContent('Products');
    expect(screen.getByText('24/7').closest('div')).toHaveTextContent('Support');
  });

  it('shows the empty state with a way to every product', () => {
    renderWith({ categories: [], error: null });
    expect(screen.getByRole('heading', { name: 'No Categories Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/shop');
  });

  it('shows the load failure', () => {
    renderWith({ categories: [], error: 'Failed to load categories' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load categories');
  });
});
