import { ROLES, type Role, type User } from '@veggie/contract';
import { Trash2 } from 'lucide-react';
import { useMessages } from '../../../../lib/i18n';
import { useStoredValue } from '../../../../lib/storage';
import { withServerMessage } from '../../shared/api-errors';
import { AdminTable, ListPagination, RowActionButton } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { SearchField } from '../../shared/components/search-field';
import { SelectField } from '../../shared/components/select-field';
import { useAdminFormat } from '../../shared/format';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteUser } from '../api/delete-user';
import { usersQuery } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { adminUserMessages } from '../messages';
import { UserAvatar } from './user-avatar';

export function AdminUsers() {
  const text = useMessages(adminUserMessages);
  const format = useAdminFormat();
  const users = useAdminList({ search: '', role: '' as Role | '' }, usersQuery);
  const refusals = useRefusal();
  const me = useStoredValue('user');
  const updateRole = useUpdateUserRole();
  const deletion = useConfirmDelete<User>(useDeleteUser(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  const changeRole = (user: User, role: Role) => {
    refusals.dismissRefusal();
    updateRole.mutate({ id: user._id, role }, refusals.reportOutcome(text.roleUpdated, text.roleUpdateFailed));
  };

  const list = users.query.data;
  return (
    <>
      <PageHeader title={text.title} description={list ? text.count(list.count) : text.description} />

      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchField
          id="user-search"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={users.filters.search}
          onChange={(value) => users.setFilter('search', value)}
        />
        <div>
          <SelectField
            id="user-role-filter"
            label={text.roleFilter}
            value={users.filters.role}
            options={ROLES}
            optionLabel={(role) => text.roles[role]}
            all={text.allRoles}
            onChange={(role) => users.setFilter('role', role)}
          />
        </div>
      </div>

      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {users.query.isError && <AlertBanner message={withServerMessage(text.loadFailed, users.query.error)} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.user },
          { label: text.columns.email, wide: true },
          { label: text.columns.role },
          { label: text.columns.created, wide: true },
        ]}
        actions
        rows={list?.data}
        pending={users.query.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(user) => (
          <tr key={user._id}>
            <td className={ui.td}>
              <div className="flex items-center gap-3">
                <UserAvatar name={user.name} url={user.avatar.url} />
                <span className="min-w-0">
                  <span className="font-medium wrap-anywhere">
                    {user.name}
                    {me?._id === user._id && (
                      <span className="ml-2 rounded-pill bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                        {text.you}
                      </span>
                    )}
                  </span>
                  <span className={`${ui.phoneOnly} block break-all text-ink-600`}>{user.email}</span>
                  <span className={`${ui.phoneOnly} block text-xs text-ink-600`}>
                    {text.joined(format.date(user.createdAt))}
                  </span>
                </span>
              </div>
            </td>
            <td className={`${ui.td} ${ui.wide} wrap-anywhere text-ink-600`}>{user.email}</td>
            <td className={ui.td}>
              <SelectField
                id={`role-${user._id}`}
                label={text.roleOf(user.name)}
                value={user.role}
                options={ROLES}
                optionLabel={(role) => text.roles[role]}
                disabled={updateRole.isPending && updateRole.variables?.id === user._id}
                onChange={(role) => changeRole(user, role)}
                className={`${ui.inlineSelect} w-24 md:w-28`}
              />
            </td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>{format.date(user.createdAt)}</td>
            <td className={`${ui.td} text-right`}>
              <RowActionButton
                icon={Trash2}
                label={text.remove(user.name)}
                tone="danger"
                onClick={() => deletion.askToDelete(user)}
                className="ml-auto"
              />
            </td>
          </tr>
        )}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={users.setPage} />

      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(user) => text.deleteConfirm(user.name, user.email)}
      />
    </>
  );
}
