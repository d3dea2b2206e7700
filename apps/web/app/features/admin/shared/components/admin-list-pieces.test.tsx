import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider, type Locale } from '../../../../lib/i18n';
import { AdminTable } from './admin-table';
import { AlertBanner } from './alert-banner';
import { DeleteDialog } from './delete-dialog';

const deletion = {
  toDelete: { _id: 'c1' },
  askToDelete: vi.fn(),
  cancelDelete: vi.fn(),
  confirmDelete: vi.fn(),
  deleting: false,
};

function Pieces() {
  return (
    <>
      <AlertBanner message="!" onDismiss={() => {}} />
      <AdminTable label="List" columns={[{ label: 'Name' }]} actions rows={[]} pending={false} loading="…" empty="-">
        {() => null}
      </AdminTable>
      <DeleteDialog deletion={deletion} title="Delete?" message={() => 'Sure?'} />
    </>
  );
}

const renderIn = (locale: Locale, ui: ReactNode) => render(<LocaleProvider value={locale}>{ui}</LocaleProvider>);

describe('the pieces every admin list shares', () => {
  it('speak English on the English screens', () => {
    renderIn('en', <Pieces />);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);
  });

  it('speak Vietnamese on the product and category screens', () => {
    renderIn('vi', <Pieces />);
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Xóa' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Hủy' }).length).toBeGreaterThan(0);
  });

  it('show nothing of the delete dialog until a row is picked', () => {
    renderIn('en', <DeleteDialog deletion={{ ...deletion, toDelete: null }} title="Delete?" message={() => ''} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
