import type { Order } from '@veggie/contract';
import { FileText } from 'lucide-react';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { useOrderInvoice } from '../api/get-order-invoice';
import { orderInvoiceMessages } from '../invoice-messages';

const link = 'inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2';

function PdfLink({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noreferrer" className={link}>
      <FileText className="size-4" aria-hidden />
      {label}
    </a>
  );
}

/**
 * A delivered (or later cancelled) order's e-invoice on its card: series and number, the lookup code for the
 * provider's site and the PDF, then any adjustment invoice; nothing before the order is delivered.
 */
export function OrderInvoice({ order }: { order: Order }) {
  const text = useMessages(orderInvoiceMessages);
  const { vnd } = useFormat();
  const invoice = useOrderInvoice(order._id, { enabled: order.status === 'delivered' || order.status === 'cancelled' });
  const data = invoice.data;
  if (!data || data.status === 'none') return null;
  const issued = (document: { status: string; series: string | null; number: string | null }) =>
    document.status === 'issued' && document.series !== null && document.number !== null;
  return (
    <section aria-label={text.title} className="w-full rounded-xl bg-cream-100 px-4 py-3 text-sm">
      <h3 className="font-semibold text-ink-900">{text.title}</h3>
      {issued(data) ? (
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-900">
          <span>{text.number(data.series!, data.number!)}</span>
          {data.lookupCode && (
            <span>
              {text.lookupCode}: <span className="font-mono">{data.lookupCode}</span>
            </span>
          )}
          <PdfLink href={data.pdfUrl} label={text.pdf} />
        </div>
      ) : (
        <p className="mt-1 text-ink-600">{data.status === 'failed' ? text.failed : text.pending}</p>
      )}
      {data.adjustments.map((adjustment, index) =>
        issued(adjustment) ? (
          <div key={index} className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-900">
            <span>
              {text.adjustment(adjustment.series!, adjustment.number!)} ({vnd(adjustment.amount)})
            </span>
            <PdfLink href={adjustment.pdfUrl} label={text.pdf} />
          </div>
        ) : (
          <p key={index} className="mt-1 text-ink-600">
            {text.adjustmentPending}
          </p>
        ),
      )}
    </section>
  );
}
