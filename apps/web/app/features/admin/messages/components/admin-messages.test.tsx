import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage, NewsletterSubscriber } from '@veggie/contract';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { refused } from '../../../../test/fixtures';
import { AdminContactMessages } from './admin-contact-messages';
import { AdminSubscribers } from './admin-subscribers';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put');
afterEach(() => vi.clearAllMocks());

const unread: ContactMessage = {
  _id: 'm2',
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '0901 234 567',
  subject: 'Giao hàng',
  message: 'Shop có giao ở Huế không?\nCảm ơn!',
  language: 'vi',
  read: false,
  reply: null,
  createdAt: '2026-11-20T01:05:09.000Z',
};
const read: ContactMessage = { ...unread, _id: 'm1', name: 'Tom', subject: '', read: true, language: 'en' };
const page = <T,>(data: T[]) => ({
  success: true as const,
  data,
  count: data.length,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, itemsPerPage: 10 },
});

/** A screen in English, the language these tests read it in. */
function renderWith(ui: React.ReactNode) {
  render(
    <LocaleProvider value="en">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

describe('admin contact messages', () => {
  it('lists each message with its sender, marks the unread ones, and toggles the read mark', async () => {
    vi.mocked(api.get).mockResolvedValue(page([unread, read]));
    vi.mocked(api.put).mockResolvedValue({ success: true, data: { ...unread, read: true } });
    renderWith(<AdminContactMessages />);
    const section = await screen.findByRole('region', { name: 'Contact messages' });
    await within(section).findByText('2 messages');
    const [first, second] = within(within(section).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'lan@example.vn' })).toHaveAttribute(
      'href',
      'mailto:lan@example.vn',
    );
    expect(first).toHaveTextContent('Wrote in Vietnamese');
    expect(first).toHaveTextContent('Shop có giao ở Huế không? Cảm ơn!');
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('(no subject)');

    await userEvent.click(within(first).getByRole('button', { name: 'Mark Trần Thị Lan: Giao hàng as read' }));
    expect(api.put).toHaveBeenCalledWith('/admin/contact-messages/m2/read', { read: true });
    await userEvent.click(within(second).getByRole('button', { name: 'Mark Tom: (no subject) as unread' }));
    expect(api.put).toHaveBeenLastCalledWith('/admin/contact-messages/m1/read', { read: false });
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(3));
  });

  it('asks the server for the unread ones only when the filter says so', async () => {
    vi.mocked(api.get).mockResolvedValue(page([unread]));
    renderWith(<AdminContactMessages />);
    await screen.findByText('1 message');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Unread');
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('/admin/contact-messages?page=1&limit=10&read=unread'),
    );
  });

  it("says in the server's words when a read mark was refused", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.mocked(api.get).mockResolvedValue(page([unread]));
    vi.mocked(api.put).mockRejectedValue(
      refused(404, { success: false, code: 'contact_message_not_found', message: 'Message not found' }),
    );
    renderWith(<AdminContactMessages />);
    await userEvent.click(await screen.findByRole('button', { name: /as read$/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Message not found', { toastId: 'Message not found' }));
  });
});

describe('answering a contact message', () => {
  it('sends the answer typed and shows it kept with the message', async () => {
    const answered: ContactMessage = {
      ...unread,
      read: true,
      reply: { text: 'Dạ có, shop giao ở Huế ạ.', at: '2026-11-20T02:00:00.000Z', by: 'admin@veggie.market' },
    };
    vi.mocked(api.get).mockResolvedValue(page([unread]));
    vi.mocked(api.post).mockResolvedValue({ success: true, message: 'Answer sent', data: answered });
    renderWith(<AdminContactMessages />);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer Trần Thị Lan: Giao hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer Trần Thị Lan' });
    expect(dialog).toHaveTextContent('Emailed to lan@example.vn');
    await userEvent.type(within(dialog).getByLabelText('Your answer'), 'Dạ có, shop giao ở Huế ạ.');
    vi.mocked(api.get).mockResolvedValue(page([answered]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    expect(api.post).toHaveBeenCalledWith('/admin/contact-messages/m2/reply', { text: 'Dạ có, shop giao ở Huế ạ.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dạ có, shop giao ở Huế ạ.')).toBeInTheDocument();
    expect(screen.getByText(/^Answered .* by admin@veggie\.market$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Answer / })).not.toBeInTheDocument();
  });

  it("keeps the form open with the server's reason when the answer is refused", async () => {
    vi.mocked(api.get).mockResolvedValue(page([unread]));
    vi.mocked(api.post).mockRejectedValue(
      refused(409, { success: false, code: 'already_replied', message: 'This message has already been answered' }),
    );
    renderWith(<AdminContactMessages />);
    await userEvent.click(await screen.findByRole('button', { name: /^Answer / }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your answer'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }));
    expect(await within(dialog).findByText('This message has already been answered')).toBeInTheDocument();
  });
});

describe('admin newsletter subscribers', () => {
  it('lists who subscribed, in which language, and who left', async () => {
    const subscribers: NewsletterSubscriber[] = [
      {
        _id: 's2',
        email: 'quan@example.vn',
        language: 'vi',
        subscribed: true,
        unsubscribedAt: null,
        read: false,
        createdAt: '2026-11-21T03:00:00.000Z',
      },
      {
        _id: 's1',
        email: 'an@example.com',
        language: 'en',
        subscribed: false,
        unsubscribedAt: '2026-11-22T03:00:00.000Z',
        read: true,
        createdAt: '2026-11-20T03:00:00.000Z',
      },
    ];
    vi.mocked(api.get).mockResolvedValue(page(subscribers));
    vi.mocked(api.put).mockResolvedValue({ success: true, data: subscribers[0] });
    renderWith(<AdminSubscribers />);
    const section = await screen.findByRole('region', { name: 'Newsletter subscribers' });
    await within(section).findByText('quan@example.vn');
    const [first, second] = within(within(section).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Subscribed');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Unsubscribed/);
    await userEvent.click(within(first).getByRole('button', { name: 'Mark quan@example.vn as read' }));
    expect(api.put).toHaveBeenCalledWith('/admin/newsletter-subscribers/s2/read', { read: true });
  });
});
