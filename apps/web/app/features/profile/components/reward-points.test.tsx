import type { Points } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { RewardPoints } from './reward-points';

const points: Points = {
  balance: 135,
  history: [
    {
      points: -30,
      reason: 'spent',
      orderId: 'ord-0000-0000-aaaa1111',
      at: '2026-11-25T03:00:00.000Z',
      expiresAt: null,
    },
    {
      points: 165,
      reason: 'earned',
      orderId: 'ord-0000-0000-bbbb2222',
      at: '2026-11-20T03:00:00.000Z',
      expiresAt: '2027-11-20T03:00:00.000Z',
    },
  ],
};

/** GET /auth/points answers `replies` in turn (the last one repeats). */
function serve(...replies: { status: number; data: unknown }[]) {
  let n = 0;
  vi.stubGlobal('fetch', async () => {
    const reply = replies[Math.min(n++, replies.length - 1)]!;
    return Response.json(reply.data, { status: reply.status });
  });
}
afterEach(() => vi.unstubAllGlobals());

function renderPoints(locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '/profile', Component: RewardPoints }]);
  render(
    <LocaleProvider value={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Stub initialEntries={['/profile']} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

describe('reward points', () => {
  it('shows the balance and each change with its reason, order and expiry', async () => {
    serve({ status: 200, data: { success: true, data: points } });
    renderPoints();
    expect(await screen.findByText('135 points')).toBeInTheDocument();
    const [spent, earned] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(spent).toHaveTextContent('-30Used at checkout · Order #AAAA111125 Nov 2026');
    expect(earned).toHaveTextContent('+165Earned · Order #BBBB222220 Nov 2026 · expires 20 Nov 2027');
    expect(within(earned!).getByRole('link', { name: 'Order #BBBB2222' })).toHaveAttribute('href', '/orders');
  });

  it('says when there are none yet, in Vietnamese', async () => {
    serve({ status: 200, data: { success: true, data: { balance: 0, history: [] } } });
    renderPoints('vi');
    expect(await screen.findByText('0 điểm')).toBeInTheDocument();
    expect(screen.getByText('Bạn chưa có điểm: đơn hàng đầu tiên được giao sẽ tích điểm cho bạn.')).toBeInTheDocument();
  });

  it('reports a failed load and tries again', async () => {
    serve(
      { status: 500, data: { success: false, message: 'boom' } },
      { status: 200, data: { success: true, data: points } },
    );
    renderPoints();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('135 points')).toBeInTheDocument();
  });
});
