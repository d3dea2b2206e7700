import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { Pagination, paginationWindow, searchWithPage } from './pagination';

describe('paginationWindow', () => {
  it('shows nothing for a single page or none', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows every page when they fit in the window', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('on the first pages: the window from 1, a gap, then the last page', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 'gap-end', 20]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 'gap-end', 20]);
  });

  it('in the middle: first page, gap, current ± 2, gap, last page', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('on the last pages: the first page, a gap, then the window up to the end', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 'gap-start', 18, 19, 20]);
    expect(paginationWindow(19, 20)).toEqual([1, 'gap-start', 17, 18, 19, 20]);
  });

  it('shows the page itself instead of a gap that would hide only one page', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 20]);
    expect(paginationWindow(16, 20)).toEqual([1, 'gap-start', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps an out-of-range current page inside the pages', () => {
    expect(paginationWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(-3, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
  });
});

describe('searchWithPage', () => {
  it('removes the page parameter for page 1 and keeps the others', () => {
    expect(searchWithPage('?q=tao&page=3', 1)).toBe('?q=tao');
    expect(searchWithPage('?page=2', 1)).toBe('');
  });

  it('sets later pages beside the other parameters', () => {
    expect(searchWithPage('?q=tao&category=c-1', 2)).toBe('?q=tao&category=c-1&page=2');
    expect(searchWithPage('?page=2&q=tao', 3)).toBe('?page=3&q=tao');
  });
});

describe('<Pagination>', () => {
  function renderAt(url: string, currentPage: number, totalPages: number) {
    const Stub = createRoutesStub([
      {
        path: '/shop',
        Component: () => <Pagination currentPage={currentPage} totalPages={totalPages} label="Product pages" />,
      },
    ]);
    render(<Stub initialEntries={[url]} />);
    return screen.getByRole('navigation', { name: 'Product pages' });
  }

  it('links Prev to the URL without page when going back to page 1', () => {
    const nav = renderAt('/shop?q=rau&page=2', 2, 6);
    expect(within(nav).getByRole('link', { name: /Prev/ })).toHaveAttribute('href', '/shop?q=rau');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/shop?q=rau&page=3');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop?q=rau');
  });

  it('marks the current page and disables Prev on the first page', () => {
    const nav = renderAt('/shop', 1, 6);
    expect(within(nav).getByText('Prev').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).queryByRole('link', { name: /Prev/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('1', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/shop?page=6');
  });
});

describe('<Pagination onPageChange>', () => {
  it('turns the pages with buttons, in the language of its screen', async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    render(
      <LocaleProvider value="vi">
        <Pagination currentPage={1} totalPages={3} onPageChange={(page) => pages.push(page)} />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });
    await user.click(within(nav).getByRole('button', { name: 'Trang 3' }));
    await user.click(within(nav).getByRole('button', { name: /Sau/ }));
    expect(pages).toEqual([3, 2]);
    expect(within(nav).getByText('Trước').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });
});
