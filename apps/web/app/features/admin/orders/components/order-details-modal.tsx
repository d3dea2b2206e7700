import { formatShopDate, formatSlotWindow } from '@veggie/contract';
import { EstimatedAmount, LineWeight } from '../../../../components/product/line-weight';
import { PerUnit } from '../../../../components/product/product-unit';
import { Dialog } from '../../../../components/ui/dialog';
import { ImageWithFallback } from '../../../../components/ui/image-with-fallback';
import { TitledSection } from '../../../../components/ui/titled-section';
import { withServerMessage } from '../../shared/api-errors';
import { AddressCheckBadge } from '../../shared/components/address-check-badge';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PackedLineName } from '../../shared/components/packed-line-name';
import { useOrderSize } from '../../../../components/orders/order-size';
import { formatOrderId, OrderStatusBadge } from '../../../../components/orders/order-status';
import { packedAsOrdered } from '../../../../components/orders/packing';
import { useAdminFormat } from '../../shared/format';
import { addressCheckMessages } from '../../shared/messages';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useAdminOrder } from '../api/get-admin-order';
import { adminOrderMessages } from '../messages';
import { OrderCustomer } from './order-customer';
import { PaymentPanel } from './payment-panel';

/** The look of the customer and shipping boxes side by side. */
const INFO_BOX = 'rounded-xl bg-cream-50 p-4 text-sm';

export function OrderDetailsModal({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const text = useMessages(adminOrderMessages).details;
  const format = useAdminFormat();
  const addressCheck = useMessages(addressCheckMessages);
  const locale = useLocale();
  const order = useAdminOrder(orderId);
  const size = useOrderSize();
  const detail = order.data;

  return (
    <Dialog title={text.title(formatOrderId(orderId))} onClose={onClose}>
      {order.isPending && (
        <p role="status" className="py-6 text-center text-ink-600">
          {text.loading}
        </p>
      )}
      {order.isError && <AlertBanner message={withServerMessage(text.loadFailed, order.error)} />}
      {detail && (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <OrderStatusBadge status={detail.status} compact />
            <span>{text.placed(formatShopDate(detail.createdAt, locale))}</span>
            <span>· {size(detail)}</span>
            <AddressCheckBadge checked={detail.delivery.addressChecked} />
          </div>

          <section aria-labelledby="order-lines">
            <h3 id="order-lines" className="mb-2 font-semibold">
              {text.items}
            </h3>
            <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200">
              {detail.orderDetails.map((line) => (
                <li key={line._id} className="flex items-center gap-3 p-3">
                  <ImageWithFallback
                    src={line.imageUrl || line.product?.imageUrl}
                    alt={line.name}
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <PackedLineName line={line} />
                    </p>
                    <p className="text-sm text-ink-600">
                      {line.quantity} × {format.money(line.priceEach)}
                      <PerUnit unit={line.unit} />
                    </p>
                    <LineWeight unit={line.unit} quantity={line.quantity} pickedGrams={line.pickedGrams} />
                  </div>
                  <p className="font-semibold tabular-nums">
                    <EstimatedAmount
                      amount={line.amount}
                      format={format.money}
                      estimated={line.unit.kind === 'weight' && line.pickedGrams === null && packedAsOrdered(line)}
                    />
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between border-t border-cream-200 pt-3 font-display text-lg font-bold">
              <span>{detail.estimated ? text.estimatedTotal : text.total}</span>
              <span>{format.money(detail.totalAmount)}</span>
            </p>
          </section>

          <div className="grid gap-4 sm:grid-cols-2">
            <TitledSection level={3} title={text.customer} className={INFO_BOX} headingClassName="mb-2 font-semibold">
              <OrderCustomer user={detail.user} />
            </TitledSection>
            <TitledSection level={3} title={text.shipping} className={INFO_BOX} headingClassName="mb-2 font-semibold">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-ink-600">{text.name}</dt>
                <dd>{detail.shipping.name || text.missing}</dd>
                <dt className="text-ink-600">{text.phone}</dt>
                <dd>{detail.shipping.phone || text.missing}</dd>
                <dt className="text-ink-600">{text.address}</dt>
                <dd>
                  {detail.shipping.address || text.missing}
                  {!detail.delivery.addressChecked && (
                    <span className="mt-1 block text-xs text-amber-900">{addressCheck.explain}</span>
                  )}
                </dd>
              </dl>
            </TitledSection>
            <TitledSection
              level={3}
              title={text.delivery}
              className={`${INFO_BOX} sm:col-span-2`}
              headingClassName="mb-2 font-semibold"
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-ink-600">{text.slot}</dt>
                <dd className="font-semibold">
                  {detail.delivery.slot ? formatSlotWindow(detail.delivery.slot, locale) : text.noSlot}
                </dd>
                <dt className="text-ink-600">{text.note}</dt>
                <dd className="break-words whitespace-pre-line">{detail.delivery.note || text.noNote}</dd>
              </dl>
            </TitledSection>
            <PaymentPanel order={detail} className={`${INFO_BOX} sm:col-span-2`} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
