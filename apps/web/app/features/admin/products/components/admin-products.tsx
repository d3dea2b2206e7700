import { formatVnd, PRODUCT_ADMIN_SORT_FIELDS, type Product } from '@veggie/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ImageWithFallback } from '../../../../components/ui/image-with-fallback';
import { serverMessage } from '../../../../lib/api-client';
import { LocaleProvider, useLocale, useMessages } from '../../../../lib/i18n';
import {
  ListPagination,
  RowActionButton,
  RowActions,
  TableMessageRow,
  TableFrame,
} from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { DeleteDialog } from '../../shared/components/delete-dialog';
import { PageHeader } from '../../shared/components/page-header';
import { SearchField } from '../../shared/components/search-field';
import { formatDate } from '../../shared/format';
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

/** The admin's product screen, in Vietnamese whatever the rest of the app speaks (spec §1). */
export function AdminProducts() {
  return (
    <LocaleProvider value="vi">
      <ProductsScreen />
    </LocaleProvider>
  );
}

function ProductsScreen() {
  const text = useMessages(productMessages);
  const locale = useLocale();
  const {
    filters: { search, category, sortBy, sortOrder },
    setFilter,
    setPage,
    query: products,
  } = useAdminList(
    { search: '', category: '', sortBy: 'createdAt' as SortBy, sortOrder: 'desc' as SortOrder },
    adminProductsQuery,
  );
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const categories = useCategoryOptions();
  const refusals = useRefusal();
  const deletion = useConfirmDelete<Product>(useDeleteProduct(), {
    succeeded: text.deleted,
    failed: text.deleteFailed,
    refusal: refusals,
  });

  const page_ = products.data;
  return (
    <div lang={locale}>
      <PageHeader
        title={text.title}
        description={page_ ? text.count(page_.pagination.totalItems) : undefined}
        actions={
          <button type="button" className={ui.btnPrimary} onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            {text.add}
          </button>
        }
      />

      <div className="mb-4 grid items-end gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_13rem_10rem_9rem]">
        <SearchField
          id="product-search"
          className="sm:col-span-2 xl:col-span-1"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(value) => setFilter('search', value)}
        />
        <div>
          <label htmlFor="product-category-filter" className="sr-only">
            {text.categoryFilter}
          </label>
          <select
            id="product-category-filter"
            value={category}
            onChange={(event) => setFilter('category', event.target.value)}
            className={ui.input}
          >
            <option value="">{text.allCategories}</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-1 xl:col-span-2">
          <div>
            <label htmlFor="product-sort-by" className="mb-1 block text-xs font-medium text-ink-600">
              {text.sortBy}
            </label>
            <select
              id="product-sort-by"
              value={sortBy}
              onChange={(event) => setFilter('sortBy', event.target.value as SortBy)}
              className={ui.input}
            >
              {PRODUCT_ADMIN_SORT_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {text.sortFields[field]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="product-sort-order" className="mb-1 block text-xs font-medium text-ink-600">
              {text.sortOrder}
            </label>
            <select
              id="product-sort-order"
              value={sortOrder}
              onChange={(event) => setFilter('sortOrder', event.target.value as SortOrder)}
              className={ui.input}
            >
              <option value="desc">{text.orders.desc}</option>
              <option value="asc">{text.orders.asc}</option>
            </select>
          </div>
        </div>
      </div>

      {refusals.refusal && <AlertBanner message={refusals.refusal} onDismiss={refusals.dismissRefusal} />}
      {products.isError && <AlertBanner message={serverMessage(products.error) ?? text.loadFailed} />}

      <TableFrame label={text.listLabel}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th className={ui.th}>{text.columns.image}</th>
              <th className={ui.th}>{text.columns.name}</th>
              <th className={`${ui.th} ${ui.wide}`}>{text.columns.category}</th>
              <th className={`${ui.th} ${ui.wide} text-right`}>{text.columns.price}</th>
              <th className={`${ui.th} ${ui.wide} text-right`}>{text.columns.salePrice}</th>
              <th className={ui.th}>{text.columns.stock}</th>
              <th className={`${ui.th} ${ui.wide}`}>{text.columns.createdAt}</th>
              <th className={`${ui.th} text-right`}>
                <span className="sr-only md:not-sr-only">{text.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.isPending ? (
              <TableMessageRow colSpan={8}>{text.loading}</TableMessageRow>
            ) : page_ && page_.products.length === 0 ? (
              <TableMessageRow colSpan={8}>{text.empty}</TableMessageRow>
            ) : (
              page_?.products.map((product) => (
                <tr key={product._id}>
                  <td className={`${ui.td} w-16`}>
                    <ImageWithFallback
                      src={product.imageUrl}
                      alt={product.name}
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-10 rounded-lg object-cover md:size-12"
                    />
                  </td>
                  <td className={`${ui.td} max-w-56`}>
                    <span className="font-medium">{product.name}</span>
                    <span className={`${ui.phoneOnly} block text-ink-600`}>{product.category.name}</span>
                    <span className={`${ui.phoneOnly} block tabular-nums`}>
                      {product.salePrice !== null && (
                        <span className="mr-2 font-semibold text-sale-600">{formatVnd(product.salePrice)}</span>
                      )}
                      <span className={product.salePrice !== null ? 'text-ink-600 line-through' : ''}>
                        {formatVnd(product.price)}
                      </span>
                    </span>
                  </td>
                  <td className={`${ui.td} ${ui.wide} text-ink-600`}>{product.category.name}</td>
                  <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
                    {formatVnd(product.price)}
                  </td>
                  <td className={`${ui.td} ${ui.wide} text-right whitespace-nowrap tabular-nums`}>
                    {product.salePrice !== null ? (
                      <span className="font-semibold text-sale-600">{formatVnd(product.salePrice)}</span>
                    ) : (
                      <span className="text-ink-600">{text.noSalePrice}</span>
                    )}
                  </td>
                  <td className={ui.td}>
                    <StockBadge stock={product.stock} />
                  </td>
                  <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600`}>
                    {formatDate(product.createdAt, 'vi-VN')}
                  </td>
                  <RowActions>
                    <RowActionButton
                      icon={Pencil}
                      label={text.edit(product.name)}
                      tone="brand"
                      onClick={() => setEditing(product)}
                    />
                    <RowActionButton
                      icon={Trash2}
                      label={text.remove(product.name)}
                      tone="danger"
                      onClick={() => deletion.askToDelete(product)}
                    />
                  </RowActions>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableFrame>

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
