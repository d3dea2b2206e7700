import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSuggestions } from '@veggie/contract';
import type { ReactNode } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../components/layout/search-box';
import type * as apiClient from '../../../lib/api-client';
import { api } from '../../../lib/api-client';
import { LocaleProvider } from '../../../lib/i18n';
import { SearchSuggestions, SUGGEST_DEBOUNCE_MS } from './search-suggestions';

// The visit's shared client would carry answers from one test into the next: each test gives the list a
// fresh client of its own instead.
vi.mock('../../../lib/query-client', () => ({ QueryProvider: ({ children }: { children: ReactNode }) => children }));

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  api: { get: vi.fn() },
}));

const kg: ProductSuggestions['products'][number]['unit'] = { kind: 'weight', label: 'kg', labelEn: 'kg' };
const suggestions: ProductSuggestions = {
  products: [
    {
      _id: 'p-1',
      name: 'Cà chua bi',
      nameEn: 'Cherry tomatoes',
      imageUrl: '/uploads/ca-chua.jpg',
      price: 45_000,
      salePrice: 39_000,
      unit: kg,
    },
    {
      _id: 'p-2',
      name: 'Cà chua beef',
      nameEn: null,
      imageUrl: '/uploads/beef.jpg',
      price: 60_000,
      salePrice: null,
      unit: kg,
    },
  ],
  categories: [{ _id: 'c-1', name: 'Rau ăn quả' }],
};
const answer = (data: ProductSuggestions = suggestions) => ({ success: true as const, data });

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

/** The header box as the storefront has it; `focused`: focused, and the list's code loaded (on first focus). */
async function renderSearchBox(locale: 'en' | 'vi' = 'en', { focused = true } = {}) {
  // Like the header, the box stays on screen from page to page.
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <SearchBox suggestions={() => Promise.resolve(SearchSuggestions)} />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', Component: () => null },
        { path: '/shop', Component: CurrentUrl },
        { path: '/shop/:id', Component: CurrentUrl },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LocaleProvider value={locale}>
        <Stub initialEntries={['/']} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: locale === 'en' ? 'Search products' : 'Tìm sản phẩm' });
  if (focused) await act(async () => box.focus());
  return box;
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** Lets the debounce run out and the answer arrive. */
const pause = (ms = SUGGEST_DEBOUNCE_MS) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library flushes its own zero-delay timer only under fake timers it knows: Jest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // TanStack Query tells its observers on a zero-delay timer: a microtask instead, so only the debounce waits.
  notifyManager.setScheduler((callback) => void Promise.resolve().then(callback));
});
afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('header search suggestions', () => {
  it('asks once the shopper pauses typing, and lists products with price and unit, then categories', async () => {
    vi.mocked(api.get).mockResolvedValue(answer());
    const box = await renderSearchBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user().type(box, 'cà chua');
    await pause(SUGGEST_DEBOUNCE_MS - 1);
    expect(api.get).not.toHaveBeenCalled();
    await pause(1);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/products/suggest?q=c%C3%A0+chua', { signal: expect.any(AbortSignal) });

    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const products = within(list).getByRole('group', { name: 'Products' });
    const [first, second] = within(products).getAllByRole('option');
    expect(first).toHaveTextContent('Cà chua bi');
    expect(first).toHaveTextContent('Cherry tomatoes');
    expect(within(first!).getByTestId('current-price')).toHaveTextContent(/39,000/);
    expect(first).toHaveTextContent(/per\s*kg/);
    expect(first).toHaveAttribute('href', '/shop/p-1');
    expect(second).toHaveTextContent('Cà chua beef');
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option', { name: 'Rau ăn quả' })).toHaveAttribute(
      'href',
      '/shop?category=c-1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('suggests for the text typed before the list had loaded', async () => {
    vi.mocked(api.get).mockResolvedValue(answer());
    const box = await renderSearchBox('en', { focused: false });
    await user().type(box, 'cà');
    await pause();
    await pause();
    expect(api.get).toHaveBeenCalledWith('/products/suggest?q=c%C3%A0', { signal: expect.any(AbortSignal) });
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('cancels the request of text the shopper has typed on from', async () => {
    const signals: AbortSignal[] = [];
    vi.mocked(api.get).mockImplementation((_path, options) => {
      signals.push(options!.signal!);
      return new Promise(() => {});
    });
    const box = await renderSearchBox();
    await user().type(box, 'cà');
    await pause();
    await user().type(box, ' chua');
    await pause();
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).toEqual([
      '/products/suggest?q=c%C3%A0',
      '/products/suggest?q=c%C3%A0+chua',
    ]);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('moves the highlight with the arrow keys and opens the highlighted item on Enter', async () => {
    vi.mocked(api.get).mockResolvedValue(answer());
    const box = await renderSearchBox();
    const keys = user();
    await keys.type(box, 'cà chua');
    await pause();
    const options = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await keys.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await keys.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await keys.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await keys.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await keys.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();

    await keys.keyboard('{Enter}');
    expect(await screen.findByLabelText('url')).toHaveTextContent('/shop/p-2');
    // The focus and the text stay in the box on the new page, the list does not.
    await pause();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits the search as before on Enter with nothing highlighted', async () => {
    vi.mocked(api.get).mockResolvedValue(answer());
    const box = await renderSearchBox();
    await user().type(box, '  cà chua ');
    await pause();
    await user().keyboard('{Enter}');
    expect(await screen.findByLabelText('url')).toHaveTextContent('/shop?q=c%C3%A0+chua');
    await pause();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape keeping the text, opens again with ArrowDown, and closes when Tab leaves', async () => {
    vi.mocked(api.get).mockResolvedValue(answer());
    const box = await renderSearchBox();
    const keys = user();
    await keys.type(box, 'cà chua');
    await pause();
    await keys.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('cà chua');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await keys.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');

    await keys.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('stays closed when nothing is suggested, and speaks Vietnamese on the Vietnamese shop', async () => {
    vi.mocked(api.get).mockResolvedValueOnce(answer({ products: [], categories: [] }));
    const box = await renderSearchBox('vi');
    await user().type(box, 'xyz');
    await pause();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    vi.mocked(api.get).mockResolvedValue(answer());
    await user().type(box, 'cà');
    await pause();
    const list = screen.getByRole('listbox', { name: 'Gợi ý' });
    expect(within(list).getByRole('group', { name: 'Sản phẩm' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Danh mục' })).toBeInTheDocument();
    // Names stay Vietnamese: no English name under them on the Vietnamese shop.
    expect(within(list).queryByText('Cherry tomatoes')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 gợi ý');
  });
});
