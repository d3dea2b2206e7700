import type { Category } from '@veggie/contract';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AddButton, EditDeleteActions, ThumbnailCell } from '../../shared/components/catalog-rows';
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
import type { AdminCategoryFilters } from '../api/category-keys';
import { useDeleteCategory } from '../api/delete-category';
import { adminCategoriesQuery } from '../api/get-admin-categories';
import { categoryMessages } from '../messages';
import { CategoryFormModal } from './category-form-modal';

type SortKey = keyof typeof categoryMessages.en.sorts;

function parseSort(key: SortKey): Pick<AdminCategoryFilters, 'sortBy' | 'sortOrder'> {
  const [sortBy, sortOrder] = key.split(':') as [AdminCategoryFilters['sortBy'], AdminCategoryFilters['sortOrder']];
  return { sortBy, sortOrder };
}

export function AdminCategories() {
  const text = useMessages(categoryMessages);
  const format = useAdminFormat();
  const {
    filters: { search, sort },
    setFilter,
    setPage,
    query: categories,
  } = useAdminList({ search: '', sort: 'createdAt:desc' as SortKey }, ({ sort, ...params }) =>
    adminCategoriesQuery({ ...params, ...parseSort(sort) }),
  );
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const refusals = useRefusal();
  const deletion = useConfirmDelete<Category>(useDeleteCategory(), {
    succeeded: text.deleted,
    // A 409 says, in Vietnamese, how many products still use the category.
    failed: text.deleteFailed,
    refusal: refusals,
  });

  const list = categories.data;
  return (
    <div>
      <PageHeader
        title={text.title}
        description={list ? text.count(list.count) : undefined}
        actions={<AddButton label={text.add} onClick={() => setEditing('new')} />}
      />

      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          id="category-search"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(value) => setFilter('search', value)}
        />
        <div>
          <SelectField
            id="category-sort"
            label={text.sortLabel}
            value={sort}
            options={Object.keys(text.sorts) as SortKey[]}
            optionLabel={(key) => `${text.sortLabel}: ${text.sorts[key]}`}
            onChange={(value) => setFilter('sort', value)}
          />
        </div>
      </div>

      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {categories.isError && <AlertBanner message={serverMessage(categories.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.image },
          { label: text.columns.name },
          { label: text.columns.products, wide: true },
          { label: text.columns.createdAt, wide: true },
        ]}
        actions
        rows={list?.data}
        pending={categories.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(category) => (
          <tr key={category._id}>
            <ThumbnailCell src={category.image} alt={category.name} className="size-12 rounded-lg object-cover" />
            <td className={ui.td}>
              <span className="font-medium">{category.name}</span>
              <span className={`${ui.phoneOnly} block text-ink-600`}>{text.productCount(category.productCount)}</span>
            </td>
            <td className={`${ui.td} ${ui.wide} text-ink-600`}>{text.productCount(category.productCount)}</td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>{format.date(category.createdAt)}</td>
            <EditDeleteActions
              editLabel={text.edit(category.name)}
              deleteLabel={text.remove(category.name)}
              onEdit={() => setEditing(category)}
              onDelete={() => deletion.askToDelete(category)}
            />
          </tr>
        )}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={setPage} />

      {editing && (
        <CategoryFormModal category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog
        deletion={deletion}
        title={text.deleteTitle}
        message={(category) => text.deleteConfirm(category.name)}
      />
    </div>
  );
}
