import { INVOICE_STATUSES, type AdminInvoice, type InvoiceStatus } from '@veggie/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { formatOrderId } from '../../../../components/orders/order-status';
import { adminPaths } from '../../../../config/admin-paths';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { AdminTable, ListPagination } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ListHeader } from '../../shared/components/list-filter';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useAdminList, useUrlListState } from '../../shared/hooks/use-admin-list';
import { ui } from '../../shared/ui';
import { invoicesQuery } from '../api/get-invoices';
import { useRetryInvoice } from '../api/retry-invoice';
import { adminInvoiceMessages } from '../messages';

/** Failed first: those wait for the admin. */
const STATUSES = ['failed', 'pending', 'issued'] as const satisfies readonly InvoiceStatus[];
const STATUS_FILTER = { name: 'status', id: 'invoice-status-filter', options: STATUSES, width: 'w-44' } as const;
const INITIAL_FILTERS = { status: '' as InvoiceStatus | '' };

const BADGE = 'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const TONES: Record<InvoiceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  issued: 'bg-brand-100 text-brand-900',
  failed: 'bg-sale-50 text-sale-700',
};

/** Who the invoice names: the company with its tax code, or the retail buyer; then the address and email. */
function Buyer({ invoice }: { invoice: AdminInvoice }) {
  const text = useMessages(adminInvoiceMessages).invoices;
  const { buyer } = invoice;
  return (
    <span className="block">
      <span className="block font-semibold text-ink-900">{buyer.name}</span>
      <span className="block text-xs text-ink-600">
        {buyer.buyer === 'company' && buyer.taxCode ? `${text.company} · ${text.taxCode(buyer.taxCode)}` : text.person}
      </span>
      <span className="block text-xs wrap-anywhere text-ink-600">{buyer.address}</span>
      <span className="block text-xs wrap-anywhere text-ink-600">{buyer.email}</span>
    </span>
  );
}

/** Every e-invoice, newest first: its order, buyer, amount, number or last error, and Retry for a failed one. */
export function AdminInvoices() {
  const messages = useMessages(adminInvoiceMessages);
  const text = messages.invoices;
  const invoices = useAdminList(
    INITIAL_FILTERS,
    invoicesQuery,
    useUrlListState(INITIAL_FILTERS, { status: INVOICE_STATUSES }),
  );
  const retry = useRetryInvoice();
  const { status } = invoices.filters;
  const list = invoices.query.data;

  const retryOne = (invoice: AdminInvoice) =>
    retry.mutate(invoice._id, {
      onSuccess: () => toast.success(text.retried),
      onError: (error) => toast.error(serverMessage(error) ?? text.loadFailed),
    });

  return (
    <>
      <ListHeader list={invoices} text={text} filter={STATUS_FILTER} labels={messages.status} />
      {invoices.query.isError && <AlertBanner message={serverMessage(invoices.query.error) ?? text.loadFailed} />}

      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.created, wide: true },
          { label: text.columns.order },
          { label: text.columns.buyer, wide: true },
          { label: text.columns.amount, wide: true, className: 'text-right' },
          { label: text.columns.invoice, wide: true },
          { label: text.columns.status },
        ]}
        rows={list?.data}
        pending={invoices.query.isPending}
        loading={text.loading}
        empty={status ? text.emptyWithStatus(messages.status[status]) : text.empty}
      >
        {(invoice) => {
          const orderCode = invoice.order ? formatOrderId(invoice.order._id) : null;
          return (
            <tr key={invoice._id}>
              <td className={`${ui.td} ${ui.wide} whitespace-nowrap tabular-nums`}>
                {formatDateTime(invoice.createdAt)}
              </td>
              <td className={ui.td}>
                {invoice.order ? (
                  <Link
                    to={adminPaths.order(invoice.order._id)}
                    className="font-mono font-semibold text-brand-700 underline"
                  >
                    {orderCode}
                  </Link>
                ) : (
                  <span className="text-ink-600">{text.noOrder}</span>
                )}
                {invoice.kind === 'adjustment' && <span className="block text-xs text-ink-600">{text.adjustment}</span>}
                <span className={`${ui.phoneOnly} mt-1 block`}>
                  <Buyer invoice={invoice} />
                  <span className="block font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
                </span>
              </td>
              <td className={`${ui.td} ${ui.wide} max-w-xs`}>
                <Buyer invoice={invoice} />
              </td>
              <td className={`${ui.td} ${ui.wide} text-right font-semibold whitespace-nowrap tabular-nums`}>
                {formatMoney(invoice.amount)}
              </td>
              <td className={`${ui.td} ${ui.wide} text-xs`}>
                {invoice.status === 'issued' && invoice.series && invoice.number ? (
                  <>
                    <span className="block font-semibold text-ink-900">
                      {text.number(invoice.series, invoice.number)}
                    </span>
                    {invoice.lookupCode && (
                      <span className="block font-mono">{text.lookupCode(invoice.lookupCode)}</span>
                    )}
                    {invoice.pdfUrl && (
                      <a
                        href={invoice.pdfUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 underline"
                      >
                        {text.pdf}
                      </a>
                    )}
                  </>
                ) : (
                  <>
                    {invoice.attempts > 0 && <span className="block">{text.attempts(invoice.attempts)}</span>}
                    {invoice.lastError && (
                      <span className="block wrap-anywhere text-sale-700">{invoice.lastError}</span>
                    )}
                    {invoice.nextAttemptAt && (
                      <span className="block">{text.nextTry(formatDateTime(invoice.nextAttemptAt))}</span>
                    )}
                  </>
                )}
              </td>
              <td className={ui.td}>
                <div className="flex flex-col items-start gap-2">
                  <span className={clsx(BADGE, TONES[invoice.status])}>{messages.status[invoice.status]}</span>
                  {invoice.status === 'failed' && (
                    <button
                      type="button"
                      onClick={() => retryOne(invoice)}
                      disabled={retry.isPending}
                      aria-label={text.retryLabel(orderCode ?? invoice._id)}
                      className={ui.btnSecondary}
                    >
                      {text.retry}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        }}
      </AdminTable>

      <ListPagination pagination={list?.pagination} onPageChange={invoices.setPage} />
    </>
  );
}
