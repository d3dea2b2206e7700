import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecurityEvent } from '@veggie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { AdminSecurityEvents } from './admin-security-events';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get');

const events: SecurityEvent[] = [
  {
    _id: 'e2',
    kind: 'role_changed',
    user: { _id: 'u7', email: 'minh@example.com' },
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (Macintosh)',
    details: { from: 'user', to: 'admin', by: 'boss@veggie.vn' },
    createdAt: '2026-11-20T01:05:09.000Z',
  },
  {
    _id: 'e1',
    kind: 'login_failed',
    user: { _id: null, email: 'ghost@example.com' },
    ip: '198.51.100.4',
    userAgent: 'curl/8.5.0',
    details: {},
    createdAt: '2026-11-19T23:30:00.000Z',
  },
];
const page = (data: SecurityEvent[], totalPages = 1) => ({
  success: true as const,
  data,
  count: data.length,
  pagination: { currentPage: 1, totalPages, totalItems: data.length, itemsPerPage: 20 },
});

function renderEvents() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LocaleProvider value="en">
      <QueryClientProvider client={client}>
        <AdminSecurityEvents />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return userEvent.setup();
}

describe('admin security events', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists what happened to which account, when and from where', async () => {
    vi.mocked(api.get).mockResolvedValue(page(events));
    renderEvents();
    await screen.findByText('203.0.113.9');
    const section = screen.getByRole('region', { name: 'Security events' });
    const rows = within(within(section).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
    const [role, failed] = rows as [HTMLElement, HTMLElement];

    expect(within(role).getByText('Role changed')).toBeInTheDocument();
    expect(within(role).getByText('minh@example.com')).toBeInTheDocument();
    expect(within(role).getAllByText('User → Admin · by boss@veggie.vn')[0]).toBeInTheDocument();
    expect(within(role).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(role).getByText('Mozilla/5.0 (Macintosh)')).toBeInTheDocument();
    // 01:05 UTC is 08:05 in Vietnam.
    expect(within(role).getByText('20/11/2026, 08:05:09')).toHaveAttribute('datetime', '2026-11-20T01:05:09.000Z');

    expect(within(failed).getByText('Failed login')).toBeInTheDocument();
    expect(within(failed).getByText('ghost@example.com')).toBeInTheDocument();
    expect(within(failed).getByText('198.51.100.4')).toBeInTheDocument();

    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/admin/security-events?page=1&limit=20');
  });

  it('filters by kind from the first page and pages through the events', async () => {
    vi.mocked(api.get).mockResolvedValue(page(events, 3));
    const user = renderEvents();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(api.get).toHaveBeenLastCalledWith('/admin/security-events?page=2&limit=20');

    await user.selectOptions(screen.getByLabelText('Filter by event'), 'Login locked out');
    expect(api.get).toHaveBeenLastCalledWith('/admin/security-events?page=1&limit=20&kind=login_locked_out');
  });

  it('falls back to a message of its own when loading fails without one', async () => {
    vi.mocked(api.get).mockRejectedValue(new Error('Network Error'));
    renderEvents();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the security events');
  });
});
