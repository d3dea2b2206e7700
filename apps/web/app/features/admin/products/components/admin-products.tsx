import { PRODUCT_ADMIN_SORT_FIELDS, type Product } from '@veggie/contract';
import { useState } from 'react';
import { PerUnit } from '../../../../components/product/product-unit';
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
import { useConfirmDelete } from '../../shared/hooks/use-confirm-delete';
import { useAdminList } from '../../shared/hooks/use-admin-list';
import { useRefusal } from '../../shared/hooks/use-refusal';
import { ui } from '../../shared/ui';
import { useDeleteProduct } from '../api/delete-product';
import { adminProductsQuery } from '../api/get-admin-products';
import { useCategoryOptions } from '../api/get-category-options';
import type { AdminProductFilters } from '../api/product-keys';
import { StockBadge } from '../stock-badge';
import { productMessages } from '../messages';
import { ProductFormModal } from './product-form-modal';

type SortBy = AdminProductFilters['sortBy'];
type SortOrder = AdminProductFilters['sortOrder'];
const SORT_ORDERS: readonly SortOrder[] = ['desc', 'asc'];
type ListFilters = { search: string; category: string; sortBy: SortBy; sortOrder: SortOrder };
const INITIAL_FILTERS: ListFilters = { search: '', category: '', sortBy: 'createdAt', sortOrder: 'desc' };

export function AdminProducts() {
  const text = useMessages(productMessages);
  const format = useAdminFormat();
  const { filters, setFilter, setPage, query: products } = useAdminList(INITIAL_FILTERS, adminProductsQuery);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const categories = useCategoryOptions();
  const refusals = useRefusal();
  const deletion = useConfirmDelete<Product>(useDeleteProduct(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  /** One of the two sort selects, its name shown above it (the select's own label says it to screen readers). */
  const sortSelect = <K extends 'sortBy' | 'sortOrder'>(
    name: K,
    id: string,
    options: readonly ListFilters[K][],
    labels: Record<ListFilters[K], string>,
  ) => (
    <div>
      <p aria-hidden className="mb-1 text-xs font-medium text-ink-600">
        {text[name]}
      </p>
      <SelectField<ListFilters[K]>
        id={id}
        label={text[name]}
        value={filters[name]}
        options={options}
        optionLabel={(option) => labels[option]}
        onChange={(value) => setFilter(name, value)}
      />
    </div>
  );

  const page_ = products.data;
  return (
    <div>
      <PageHeader
        title={text.title}
        description={page_ ? text.count(page_.pagination.totalItems) : undefined}
        actions={<AddButton label={text.add} onClick={() => setEditing('new')} />}
      />

      <div className="mb-4 grid items-end gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_13rem_10rem_9rem]">
        <SearchField
          id="product-search"
          className="sm:col-span-2 xl:col-span-1"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={filters.search}
          onChange={(value) => setFilter('search', value)}
        />
        <div>
          <SelectField
            id="product-category-filter"
            label={text.categoryFilter}
            value={filters.category}
            all={text.allCategories}
            options={categories.data?.map((c) => c._id) ?? []}
            optionLabel={(id) => categories.data?.find((c) => c._id === id)?.name ?? id}
            onChange={(value) => setFilter('category', value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-1 xl:col-span-2">
          {sortSelect('sortBy', 'product-sort-by', PRODUCT_ADMIN_SORT_FIELDS, text.sortFields)}
          {sortSelect('sortOrder', 'product-sort-order', SORT_ORDERS, text.orders)}
        </div>
      </div>

      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {products.isError && <AlertBanner message={serverMessage(products.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.image },
          { label: text.columns.name },
          { label: text.columns.category, wide: true },
          { label: text.columns.price, wide: true, className: 'text-right' },
          { label: text.columns.salePrice, wide: true, className: 'text-right' },
          { label: text.columns.stock },
          { label: text.columns.createdAt, wide: true },
        ]}
        actions
        rows={page_?.products}
        pending={products.isPending}
        loading={text.loading}
        empty={text.empty}
      >
        {(product) => (
          <tr key={product._id}>
            <ThumbnailCell
              src={product.imageUrl}
              alt={product.name}
              className="size-10 rounded-lg object-cover md:size-12"
            />
            <td className={`${ui.td} max-w-56`}>
              <span className="font-medium wrap-anywhere">{product.name}</span>
              <span className={`${ui.phoneOnly} block text-ink-600`}>{product.category.name}</span>
              <span className={`${ui.phoneOnly} block tabular-nums`}>
                {product.salePrice !== null && (
                  <span className="mr-2 font-semibold text-sale-600">{format.money(product.salePrice)}</span>
                )}
                <span className={product.salePrice !== null ? 'text-ink-600 line-through' : ''}>
                  {format.money(product.price)}
                </span>
                <PerUnit unit={product.unit} className="text-ink-600" />
              </span>
            </td>
            <td className={`${ui.td} ${ui.wide} text-ink-600`}>{product.category.name}</td>
            <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
              {format.money(product.price)}
              <PerUnit unit={product.unit} className="block text-xs text-ink-600" />
            </td>
            <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
              {product.salePrice !== null ? (
                <span className="font-semibold text-sale-600">{format.money(product.salePrice)}</span>
              ) : (
                <span className="text-ink-600">{text.noSalePrice}</span>
              )}
            </td>
            <td className={ui.td}>
              <StockBadge stock={product.stock} />
            </td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>{format.date(product.createdAt)}</td>
            <EditDeleteActions
              editLabel={text.edit(product.name)}
              deleteLabel={text.remove(product.name)}
              onEdit={() => setEditing(product)}
              onDelete={() => deletion.askToDelete(product)}
            />
          </tr>
        )}
      </AdminTable>

      <ListPagination pagination={page_?.pagination} onPageChange={setPage} />

      {editing && (
        <ProductFormModal
          product={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteDialog deletion={deletion} title={text.deleteTitle} message={() => text.deleteConfirm} />
    </div>
  );
}
