import { ROLES, type Role, type User } from '@veggie/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStoredValue } from '../../../../lib/storage';
import { withServerMessage } from '../../shared/api-errors';
import { ListPagination, RowActionButton, TableMessageRow, TableFrame } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { PAGINATION_EN } from '../../shared/components/pagination';
import { SearchField } from '../../shared/components/search-field';
import { formatDate } from '../../shared/format';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { UserAvatar } from './user-avatar';

const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

export function AdminUsers() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const refusals = useRefusal();
  const { refusal, dismissRefusal, reportOutcome } = refusals;
  const me = useStoredValue('user');
  const debouncedSearch = useDebouncedValue(search.trim());

  const users = useUsers({ page, search: debouncedSearch || undefined, role: role || undefined });
  const updateRole = useUpdateUserRole();
  const deletion = useConfirmDelete<User>(useDeleteUser(), {
    succeeded: 'User deleted successfully',
    failed: 'Failed to delete user',
    refusal: refusals,
  });

  const changeRole = (user: User, next: Role) => {
    dismissRefusal();
    updateRole.mutate(
      { id: user._id, role: next },
      reportOutcome('User role updated successfully', 'Failed to change user role'),
    );
  };

  const list = users.data;
  return (
    <>
      <PageHeader
        title="Users"
        description={
          list ? `${list.count} ${list.count === 1 ? 'account' : 'accounts'}` : 'Customer and staff accounts'
        }
      />

      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchField
          id="user-search"
          label="Search users"
          placeholder="Search by name or email..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div>
          <label htmlFor="user-role-filter" className="sr-only">
            Filter by role
          </label>
          <select
            id="user-role-filter"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role | '');
              setPage(1);
            }}
            className={ui.input}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {refusal && <AlertBanner message={refusal} onDismiss={dismissRefusal} />}
      {users.isError && <AlertBanner message={withServerMessage('Failed to load users', users.error)} />}

      <TableFrame label="User list">
        <table className={ui.table}>
          <thead>
            <tr>
              <th className={ui.th}>User</th>
              <th className={`${ui.th} ${ui.wide}`}>Email</th>
              <th className={ui.th}>Role</th>
              <th className={`${ui.th} ${ui.wide}`}>Created</th>
              <th className={`${ui.th} text-right`}>
                <span className="sr-only md:not-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <TableMessageRow colSpan={5}>Loading users…</TableMessageRow>
            ) : list && list.data.length === 0 ? (
              <TableMessageRow colSpan={5}>No users match these filters.</TableMessageRow>
            ) : (
              list?.data.map((user) => {
                const isMe = me?._id === user._id;
                return (
                  <tr key={user._id}>
                    <td className={ui.td}>
                      <div className="flex items-center gap-3">
                        <UserAvatar name={user.name} url={user.avatar.url} />
                        <span className="min-w-0">
                          <span className="font-medium">
                            {user.name}
                            {isMe && (
                              <span className="ml-2 rounded-pill bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                                You
                              </span>
                            )}
                          </span>
                          <span className={`${ui.phoneOnly} block break-all text-ink-600`}>{user.email}</span>
                          <span className={`${ui.phoneOnly} block text-xs text-ink-600`}>
                            Joined {formatDate(user.createdAt)}
                          </span>
                        </span>
                      </div>
                    </td>
                    <td className={`${ui.td} ${ui.wide} text-ink-600`}>{user.email}</td>
                    <td className={ui.td}>
                      <label htmlFor={`role-${user._id}`} className="sr-only">
                        Role of {user.name}
                      </label>
                      <select
                        id={`role-${user._id}`}
                        value={user.role}
                        disabled={updateRole.isPending && updateRole.variables?.id === user._id}
                        onChange={(event) => changeRole(user, event.target.value as Role)}
                        className={`${ui.inlineSelect} w-24 md:w-28`}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>
                      {formatDate(user.createdAt)}
                    </td>
                    <td className={`${ui.td} text-right`}>
                      <RowActionButton
                        icon={Trash2}
                        label={`Delete ${user.name}`}
                        tone="danger"
                        onClick={() => deletion.askToDelete(user)}
                        className="ml-auto"
                      />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableFrame>

      <ListPagination pagination={list?.pagination} onPageChange={setPage} labels={PAGINATION_EN} />

      {deletion.toDelete && (
        <ConfirmDialog
          title="Delete user"
          message={`Are you sure you want to delete ${deletion.toDelete.name} (${deletion.toDelete.email})? Their past orders are kept. This cannot be undone.`}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          cancelLabel="Cancel"
          pending={deletion.deleting}
          onConfirm={deletion.confirmDelete}
          onCancel={deletion.cancelDelete}
        />
      )}
    </>
  );
}
