import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../lib/api-client';
import { LocaleProvider } from '../lib/i18n';
import Shop, { loader } from './shop';

const emptyPage = (didYouMean?: string) => ({
  success: true,
  data: {
    products: [],
    pagination: { currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 12 },
    ...(didYouMean === undefined ? {} : { didYouMean }),
  },
});

/** The shop's loader for `url`, its API answering products with `products` and categories with none. */
async function load(url: string, products: unknown, categories: unknown[] = []) {
  const api = async (path: string): Promise<ApiResult> =>
    path.startsWith('/products')
      ? { status: 200, body: products }
      : { status: 200, body: { success: true, data: categories } };
  return loader({ request: new Request(`http://shop.test${url}`), context: { api }, params: {} } as never);
}

async function renderShop(url: string, products: unknown, locale: 'en' | 'vi' = 'en', categories: unknown[] = []) {
  const loaderData = await load(url, products, categories);
  const Stub = createRoutesStub([
    // The page reads loaderData only; the rest of the route props do not matter here.
    { path: '/shop', Component: () => <Shop {...({ loaderData } as Parameters<typeof Shop>[0])} /> },
  ]);
  render(
    <LocaleProvider value={locale}>
      <Stub initialEntries={[url]} />
    </LocaleProvider>,
  );
}

describe('Shop page: a search that found nothing', () => {
  it('offers the search the API corrected it to, keeping the usual texts', async () => {
    await renderShop('/shop?q=ca+chau', emptyPage('cà chua'));
    expect(screen.getByText('No products match "ca chau".')).toBeInTheDocument();
    expect(screen.getByText(/^Did you mean/)).toHaveTextContent('Did you mean “cà chua”?');
    expect(screen.getByRole('link', { name: '“cà chua”' })).toHaveAttribute('href', '/shop?q=c%C3%A0+chua');
    expect(
      screen.getByText('Try other words, another category, or browse everything we have this week.'),
    ).toBeInTheDocument();
  });

  it('keeps the category in the corrected search, and asks in Vietnamese on the Vietnamese shop', async () => {
    await renderShop('/shop?q=ca+chau&category=c-1', emptyPage('cà chua'), 'vi');
    expect(screen.getByText(/^Có phải bạn muốn tìm/)).toHaveTextContent('Có phải bạn muốn tìm “cà chua”?');
    expect(screen.getByRole('link', { name: '“cà chua”' })).toHaveAttribute(
      'href',
      '/shop?q=c%C3%A0+chua&category=c-1',
    );
  });

  it('asks nothing when the API has no correction', async () => {
    await renderShop('/shop?q=qwerty', emptyPage());
    expect(screen.getByText('No products match "qwerty".')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});

describe('Shop page: a category', () => {
  it('is titled by the category, not "All products"', async () => {
    const page = emptyPage();
    page.data.pagination.totalItems = 6;
    await renderShop('/shop?category=c-1', page, 'vi', [{ _id: 'c-1', name: 'Rau ăn lá', image: '', itemCount: 6 }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rau ăn lá (6)');
  });
});
