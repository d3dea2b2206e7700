import type { AdminPromotion, Category } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../../lib/clock';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { manualClock } from '../../../../test/manual-clock';
import { AdminPromotions } from './admin-promotions';

/** 10:00 on 28 Nov 2026 in Vietnam. */
const NOW = Date.parse('2026-11-28T03:00:00.000Z');

const vegetables: Category = { _id: 'c-veg', name: 'Rau ăn lá' } as Category;
const fruit: Category = { _id: 'c-fruit', name: 'Trái cây' } as Category;

const base: AdminPromotion = {
  _id: 'pr-1',
  code: 'RAU10',
  title: 'Giảm 10% rau củ',
  titleEn: '10% off vegetables',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minSubtotal: 100_000,
  startsAt: '2026-11-01T00:00:00+07:00',
  endsAt: '2026-12-31T23:59:00+07:00',
  categoryIds: ['c-veg'],
  excludedCategoryIds: [],
  paymentMethods: [],
  firstOrderOnly: false,
  perCustomerLimit: 1,
  totalLimit: 500,
  public: true,
  active: true,
  combinable: true,
  uses: 12,
  discountGiven: 180_000,
  revenue: 2_400_000,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const promotions: AdminPromotion[] = [
  base,
  {
    ...base,
    _id: 'pr-2',
    code: null,
    title: 'Miễn phí giao hàng',
    titleEn: 'Free delivery weekend',
    kind: 'free_delivery',
    value: 0,
    maxDiscount: null,
    minSubtotal: 0,
    totalLimit: null,
    startsAt: '2026-12-01T00:00:00+07:00',
  },
  {
    ...base,
    _id: 'pr-3',
    code: 'GIAM20K',
    title: 'Giảm 20.000 ₫',
    titleEn: '20,000 ₫ off',
    kind: 'amount',
    value: 20_000,
    maxDiscount: null,
    active: false,
  },
  { ...base, _id: 'pr-4', title: 'Tháng 10', titleEn: 'October', endsAt: '2026-10-31T23:59:00+07:00' },
];

interface Call {
  call: string;
  body: unknown;
}

/** The promotions API in memory: the list, and every write answered with the promotion. */
function serve(
  reply: (call: string, body: unknown) => { status: number; data: unknown } | undefined = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ call, body });
    const custom = reply(call, body);
    if (custom) return Response.json(custom.data, { status: custom.status });
    if (call.startsWith('GET /promotions/admin/promotions'))
      return Response.json({
        success: true,
        data: promotions,
        count: promotions.length,
        pagination: { currentPage: 1, totalPages: 1, totalItems: promotions.length, itemsPerPage: 10 },
      });
    if (call === 'GET /categories') return Response.json({ success: true, data: [vegetables, fruit] });
    if (call.startsWith('DELETE')) return Response.json({ success: true, message: 'Promotion deleted' });
    return Response.json({ success: true, data: { ...base, ...(body as object) } });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

function renderScreen(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/admin/promotions',
      Component: () => (
        <ClockProvider value={manualClock(NOW)}>
          <LocaleProvider value={locale}>
            <QueryClientProvider client={client}>
              <AdminPromotions />
            </QueryClientProvider>
          </LocaleProvider>
        </ClockProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin/promotions']} />);
  return userEvent.setup();
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const writes = (calls: Call[]) => calls.filter((c) => !c.call.startsWith('GET'));

describe('admin promotions list', () => {
  it('shows each promotion: code or Automatic, what it gives, window, uses, results and state', async () => {
    serve();
    renderScreen();
    const rau10 = await row('10% off vegetables');
    expect(rau10).toHaveTextContent('RAU10');
    expect(rau10).toHaveTextContent('10% off, at most 50,000 ₫, from 100,000 ₫');
    expect(rau10).toHaveTextContent('1 Nov 2026 → 31 Dec 2026');
    expect(rau10).toHaveTextContent('12 / 500');
    expect(rau10).toHaveTextContent('180,000 ₫ · 2,400,000 ₫');
    expect(within(rau10).getByText('Running')).toBeInTheDocument();
    expect(await row('Free delivery weekend')).toHaveTextContent('Automatic');
    expect(within(await row('Free delivery weekend')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await row('20,000 ₫ off')).getByText('Paused')).toBeInTheDocument();
    expect(within(await row('October')).getByText('Ended')).toBeInTheDocument();
  });

  it('filters by state', async () => {
    const calls = serve();
    const user = renderScreen();
    await row('10% off vegetables');
    await user.selectOptions(screen.getByLabelText('Show'), 'Scheduled');
    await waitFor(() =>
      expect(calls.at(-1)?.call).toBe('GET /promotions/admin/promotions?page=1&limit=10&state=scheduled'),
    );
  });

  it('pauses a running promotion and resumes a paused one', async () => {
    const calls = serve();
    const user = renderScreen();
    await user.click(within(await row('10% off vegetables')).getByRole('button', { name: 'Pause 10% off vegetables' }));
    await user.click(within(await row('20,000 ₫ off')).getByRole('button', { name: 'Resume 20,000 ₫ off' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { call: 'PATCH /promotions/admin/promotions/pr-1/active', body: { active: false } },
        { call: 'PATCH /promotions/admin/promotions/pr-3/active', body: { active: true } },
      ]),
    );
  });

  it('deletes only after the confirmation', async () => {
    const calls = serve();
    const user = renderScreen();
    await user.click(within(await row('October')).getByRole('button', { name: 'Delete October' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete promotion' });
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ call: 'DELETE /promotions/admin/promotions/pr-4', body: undefined }]),
    );
  });
});

describe('a promotion orders used', () => {
  it('is not deleted: the shop says to pause it instead, and the list keeps it', async () => {
    const message = 'Orders have used this promotion: pause it instead of deleting it';
    serve((call) =>
      call.startsWith('DELETE')
        ? { status: 409, data: { success: false, code: 'promotion_in_use', message } }
        : undefined,
    );
    const user = renderScreen();
    await user.click(
      within(await row('10% off vegetables')).getByRole('button', { name: 'Delete 10% off vegetables' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('10% off vegetables')).toBeInTheDocument();
  });
});

describe('the promotion form', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'vi' = 'en') => {
    await user.click(
      await screen.findByRole('button', { name: locale === 'en' ? 'Add promotion' : 'Thêm khuyến mãi' }),
    );
    return screen.findByRole('dialog');
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasted rather than typed key by key: the form has many fields, and the test stays well under a second.
    if (value) await user.paste(value);
  };

  it('creates a percent voucher with a cap, categories, payment method and limits, in Vietnam time', async () => {
    const calls = serve();
    const user = renderScreen();
    const dialog = await open(user);
    await fill(user, 'Title (Vietnamese)', 'Giảm 15% trái cây');
    await fill(user, 'Title (English)', '15% off fruit');
    await fill(user, 'Voucher code', 'trai15');
    await fill(user, 'Percent off', '15');
    await fill(user, 'At most (₫)', '40000');
    await fill(user, 'Minimum subtotal (₫)', '200000');
    await fill(user, 'Starts (Vietnam time)', '2026-12-01T08:00');
    await fill(user, 'Ends (Vietnam time)', '2026-12-07T22:00');
    await user.click(within(screen.getByRole('group', { name: 'Only these categories' })).getByLabelText('Trái cây'));
    await user.click(within(screen.getByRole('group', { name: 'Never these categories' })).getByLabelText('Rau ăn lá'));
    await user.click(screen.getByLabelText('Bank transfer'));
    await fill(user, 'Uses per customer', '2');
    await fill(user, 'Uses in total', '100');
    await user.click(screen.getByLabelText('First order only'));
    await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      call: 'POST /promotions/admin/promotions',
      body: {
        code: 'TRAI15',
        title: 'Giảm 15% trái cây',
        titleEn: '15% off fruit',
        kind: 'percent',
        value: 15,
        maxDiscount: 40_000,
        minSubtotal: 200_000,
        startsAt: '2026-12-01T08:00:00+07:00',
        endsAt: '2026-12-07T22:00:00+07:00',
        categoryIds: ['c-fruit'],
        excludedCategoryIds: ['c-veg'],
        paymentMethods: ['bank_transfer'],
        firstOrderOnly: true,
        perCustomerLimit: 2,
        totalLimit: 100,
        public: true,
        active: true,
        combinable: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates an automatic amount promotion: no code, no cap, no limits', async () => {
    const calls = serve();
    const user = renderScreen();
    const dialog = await open(user);
    await fill(user, 'Title (Vietnamese)', 'Giảm 30.000 ₫');
    await fill(user, 'Title (English)', '30,000 ₫ off');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Amount');
    expect(screen.queryByLabelText('At most (₫)')).not.toBeInTheDocument();
    await fill(user, 'Amount off (₫)', '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      code: null,
      kind: 'amount',
      value: 30_000,
      maxDiscount: null,
      perCustomerLimit: null,
      totalLimit: null,
      categoryIds: [],
      paymentMethods: [],
    });
  });

  it('edits a promotion into free delivery, which has no amount, and saves it whole', async () => {
    const calls = serve();
    const user = renderScreen();
    await user.click(within(await row('10% off vegetables')).getByRole('button', { name: 'Edit 10% off vegetables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promotion' });
    expect(within(dialog).getByLabelText('Starts (Vietnam time)')).toHaveValue('2026-11-01T00:00');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Free delivery');
    expect(within(dialog).queryByLabelText('Percent off')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      call: 'PUT /promotions/admin/promotions/pr-1',
      body: { kind: 'free_delivery', value: 0, maxDiscount: null, code: 'RAU10', categoryIds: ['c-veg'] },
    });
  });

  it('says what is wrong under each field and sends nothing', async () => {
    const calls = serve();
    const user = renderScreen();
    const dialog = await open(user);
    await fill(user, 'Percent off', '150');
    await fill(user, 'Voucher code', 'x');
    await fill(user, 'Ends (Vietnam time)', '2026-11-01T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
    expect(await screen.findByText('A percentage is between 1 and 100')).toBeInTheDocument();
    expect(screen.getByText('A code has 3 to 32 letters, digits, dashes or underscores')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(writes(calls)).toEqual([]);
  });

  it('says it in Vietnamese on a Vietnamese screen', async () => {
    serve();
    const user = renderScreen('vi');
    const dialog = await open(user, 'vi');
    await fill(user, 'Tiêu đề (tiếng Việt)', 'Giảm giá');
    await fill(user, 'Tiêu đề (tiếng Anh)', 'Sale');
    await fill(user, 'Phần trăm giảm', '0');
    await fill(user, 'Kết thúc (giờ Việt Nam)', '2026-11-01T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm khuyến mãi' }));
    expect(await screen.findByText('Phần trăm nằm trong khoảng 1 đến 100')).toBeInTheDocument();
    expect(screen.getByText('Thời điểm kết thúc phải sau thời điểm bắt đầu')).toBeInTheDocument();
  });

  it('puts a taken code refusal under the code field', async () => {
    serve((call) =>
      call === 'POST /promotions/admin/promotions'
        ? {
            status: 409,
            data: {
              success: false,
              code: 'promotion_code_taken',
              message: 'Another promotion already has this code',
              errors: [{ field: 'code', message: 'Another promotion already has this code' }],
            },
          }
        : undefined,
    );
    const user = renderScreen();
    const dialog = await open(user);
    await fill(user, 'Title (Vietnamese)', 'Giảm giá');
    await fill(user, 'Title (English)', 'Sale');
    await fill(user, 'Voucher code', 'RAU10');
    await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
    expect(await screen.findByText('Another promotion already has this code')).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toHaveAttribute('aria-invalid', 'true');
  });
});
