import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchMiss, SynonymGroup } from '@veggie/contract';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { LocaleProvider } from '../../../../lib/i18n';
import { refusedField } from '../../../../test/fixtures';
import { AdminSearch } from './admin-search';
import { mockApiCalls } from '../../../../test/module-spies';

mockApiCalls('get', 'post', 'put', 'delete');

const pineapple: SynonymGroup = { _id: 'g-1', terms: ['thơm', 'dứa', 'khóm'], updatedAt: '2026-11-20T01:05:09.000Z' };
const misses: SearchMiss[] = [
  { query: 'ca chau', count: 12, lastSearchedAt: '2026-11-24T03:00:00.000Z' },
  { query: 'sầu riêng', count: 1, lastSearchedAt: '2026-11-22T03:00:00.000Z' },
];

/** The API as the screen reads it: the groups and the misses. */
function answerReads(groups: SynonymGroup[] = [pineapple]) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/admin/search/synonyms') return { success: true, data: groups };
    if (path === '/admin/search/misses?days=30') return { success: true, data: misses };
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderScreen(locale: 'en' | 'vi' = 'en') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LocaleProvider value={locale}>
        <AdminSearch />
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const synonyms = () => screen.getByRole('region', { name: 'Synonyms' });
const termsField = () => screen.getByRole('textbox', { name: 'Words and phrases that mean the same' });

beforeEach(() => answerReads());
afterEach(() => vi.clearAllMocks());

describe('admin search screen', () => {
  it('lists the synonym groups as words, and the searches that found nothing, most frequent first', async () => {
    renderScreen();
    expect(await within(synonyms()).findByText(/^1 group · /)).toBeInTheDocument();
    const group = within(synonyms()).getByText('thơm').closest('tr') as HTMLElement;
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['thơm', 'dứa', 'khóm']);
    expect(within(group).getByRole('button', { name: 'Edit thơm, dứa, khóm' })).toBeInTheDocument();

    const missed = screen.getByRole('region', { name: 'Searches that found nothing' });
    await within(missed).findByText('ca chau');
    const [first, second] = within(within(missed).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('12 times');
    expect(second).toHaveTextContent('sầu riêng');
    expect(second).toHaveTextContent('1 time');
    expect(api.get).toHaveBeenCalledWith('/admin/search/misses?days=30');
  });

  it('adds a group from words separated by commas and lines', async () => {
    vi.mocked(api.post).mockResolvedValue({ success: true, data: { ...pineapple, _id: 'g-2' } });
    const success = vi.spyOn(toast, 'success');
    renderScreen();
    await userEvent.click(await within(synonyms()).findByRole('button', { name: 'Add synonyms' }));
    const dialog = screen.getByRole('dialog', { name: 'Add synonyms' });
    await userEvent.type(termsField(), 'cà chua, tomato{Enter} ca chua ,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/search/synonyms', { terms: ['cà chua', 'tomato', 'ca chua'] }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Synonyms added', { toastId: 'Synonyms added' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(api.get).mock.calls.filter(([path]) => path.endsWith('synonyms'))).toHaveLength(2),
    );
  });

  it("says once, under the field, what is wrong with the words: the form's own check and the server's", async () => {
    vi.mocked(api.post).mockRejectedValue(
      refusedField(
        'validation_failed',
        'terms.1',
        'Must be at most 50 characters',
        'terms.1: Must be at most 50 characters',
      ),
    );
    renderScreen();
    await userEvent.click(await within(synonyms()).findByRole('button', { name: 'Add synonyms' }));
    const dialog = screen.getByRole('dialog', { name: 'Add synonyms' });
    await userEvent.type(termsField(), 'tomato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await within(dialog).findByText('Enter at least 2 words or phrases that mean the same')).toBeInTheDocument();
    expect(termsField()).toHaveAccessibleDescription('Enter at least 2 words or phrases that mean the same');
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(termsField(), ', quả cà chua bi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await within(dialog).findByText('“quả cà chua bi”: Must be at most 50 characters')).toBeInTheDocument();
    expect(termsField()).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Must be at most 50 characters/)).toHaveLength(1);
  });

  it('edits a group with its words in the field', async () => {
    vi.mocked(api.put).mockResolvedValue({ success: true, data: pineapple });
    renderScreen();
    await userEvent.click(await within(synonyms()).findByRole('button', { name: 'Edit thơm, dứa, khóm' }));
    expect(termsField()).toHaveValue('thơm, dứa, khóm');
    await userEvent.type(termsField(), ', pineapple');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/admin/search/synonyms/g-1', {
        terms: ['thơm', 'dứa', 'khóm', 'pineapple'],
      }),
    );
  });

  it('starts a group with the text of a search that found nothing', async () => {
    renderScreen();
    await screen.findByText('ca chau');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonyms for “ca chau”' }));
    expect(screen.getByRole('dialog', { name: 'Add synonyms' })).toBeInTheDocument();
    expect(termsField()).toHaveValue('ca chau');
  });

  it("deletes a group once confirmed, saying so in the server's words", async () => {
    vi.mocked(api.delete).mockResolvedValue({ success: true, message: 'Synonym group deleted' });
    const success = vi.spyOn(toast, 'success');
    renderScreen();
    await userEvent.click(await within(synonyms()).findByRole('button', { name: 'Delete thơm, dứa, khóm' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete synonyms' });
    expect(confirm).toHaveTextContent('Delete the group "thơm, dứa, khóm"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(api.delete).toHaveBeenCalledWith('/admin/search/synonyms/g-1');
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Synonym group deleted', { toastId: 'Synonym group deleted' }),
    );
  });

  it('speaks Vietnamese when the admin does', async () => {
    renderScreen('vi');
    expect(await screen.findByRole('region', { name: 'Từ đồng nghĩa' })).toBeInTheDocument();
    const missed = screen.getByRole('region', { name: 'Tìm kiếm không có kết quả' });
    expect(await within(missed).findByText('12 lượt')).toBeInTheDocument();
    expect(within(missed).getByRole('button', { name: 'Thêm từ đồng nghĩa cho “ca chau”' })).toBeInTheDocument();
  });
});
