import { addressLine, formatSlotWindow, type Order, type OrderLine } from '@veggie/contract';
import { DeductionRow, DiscountRows } from '../../../components/orders/discount-rows';
import { EstimatedAmount, LineWeight } from '../../../components/product/line-weight';
import { EnglishName, PerUnit, saleQuantityIn } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { useFormat } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/i18n';
import { useOrderLines } from '../api/get-order-lines';
import { ordersMessages } from '../messages';
import { packedAsOrdered } from '../../../components/orders/packing';

/** The lines of one order (loaded when first shown) and where it is being delivered. */
export function OrderLines({ order }: { order: Order }) {
  const text = useMessages(ordersMessages);
  const { vnd } = useFormat();
  const locale = useLocale();
  const lines = useOrderLines(order._id);
  const address = order.delivery.address;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 border-t border-cream-200 px-5 py-5 md:grid-cols-[minmax(0,1fr)_16rem]">
      <div>
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">{text.lines.items}</h3>
        {lines.isPending ? (
          <p className="text-sm text-ink-600" role="status">
            {text.lines.loading}
          </p>
        ) : lines.isError ? (
          <p className="text-sm text-sale-600" role="alert">
            {text.lines.failed}{' '}
            <button
              type="button"
              onClick={() => void lines.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              {text.tryAgain}
            </button>
          </p>
        ) : (
          <ul className="divide-y divide-cream-200">
            {lines.data.map((line) => {
              // The product as it is now names the line; once deleted, the names it had at checkout.
              const name = line.product?.name ?? line.name;
              const nameEn = line.product ? line.product.nameEn : line.nameEn;
              // Replaced or taken out at packing: what was ordered was never weighed.
              const asOrdered = packedAsOrdered(line);
              return (
                <li key={line._id} className="flex items-center gap-3 py-3">
                  <ImageWithFallback
                    src={line.product?.imageUrl ?? line.imageUrl}
                    alt={name}
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-xl border border-cream-200 bg-white object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-medium text-ink-900">{name}</p>
                    <EnglishName nameEn={nameEn} className="line-clamp-2 text-sm text-ink-600" />
                    <p className="text-sm text-ink-600">
                      {line.quantity} × {vnd(line.priceEach)}
                      <PerUnit unit={line.unit} />
                    </p>
                    {asOrdered && (
                      <LineWeight unit={line.unit} quantity={line.quantity} pickedGrams={line.pickedGrams} />
                    )}
                    <PackingChange line={line} paidSomething={order.payment.amountReceived > 0} />
                  </div>
                  <p className="font-semibold text-ink-900 tabular-nums">
                    <EstimatedAmount
                      amount={line.amount}
                      estimated={asOrdered && line.unit.kind === 'weight' && line.pickedGrams === null}
                    />
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="space-y-4 rounded-xl bg-cream-50 p-4 text-sm">
        <div>
          <h3 className="mb-2 font-semibold tracking-wide text-ink-600 uppercase">{text.lines.shippingTo}</h3>
          <p className="font-medium text-ink-900">{address?.receiverName ?? order.shipping.name}</p>
          <p className="text-ink-600">{address?.phone ?? order.shipping.phone}</p>
          <p className="wrap-anywhere text-ink-600">{address ? addressLine(address) : order.shipping.address}</p>
        </div>
        <dl className="space-y-2">
          <div>
            <dt className="font-semibold text-ink-600">{text.lines.deliveryTime}</dt>
            <dd className="text-ink-900">
              {order.delivery.slot ? formatSlotWindow(order.delivery.slot, locale) : text.lines.noSlot}
            </dd>
          </div>
          {order.delivery.note && (
            <div>
              <dt className="font-semibold text-ink-600">{text.lines.note}</dt>
              <dd className="wrap-anywhere whitespace-pre-line text-ink-900">{order.delivery.note}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-ink-600">{text.lines.payment}</dt>
            <dd className="text-ink-900">{text.lines.paymentMethods[order.payment.method]}</dd>
          </div>
        </dl>
        <dl className="space-y-1 border-t border-cream-200 pt-3">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-600">{text.lines.subtotal}</dt>
            <dd className="text-ink-900 tabular-nums">{vnd(order.subtotal)}</dd>
          </div>
          <DiscountRows discounts={order.discounts} />
          <div className="flex justify-between gap-3">
            <dt className="text-ink-600">{text.lines.deliveryFee}</dt>
            <dd className="text-ink-900 tabular-nums">
              {order.deliveryFee === 0 ? text.lines.free : vnd(order.deliveryFee)}
            </dd>
          </div>
          {order.points.used > 0 && (
            <DeductionRow label={text.discounts.points(order.points.used)} amount={order.points.amount} />
          )}
          <div className="flex justify-between gap-3 font-semibold">
            <dt className="text-ink-900">{order.estimated ? text.lines.estimatedTotal : text.lines.total}</dt>
            <dd className="text-ink-900 tabular-nums">{vnd(order.totalAmount)}</dd>
          </div>
        </dl>
        {order.estimated && <p className="text-ink-600">{text.lines.estimateNote}</p>}
      </div>
    </div>
  );
}

/**
 * What the packers did with a line whose product ran short: the product they put in instead, with its quantity
 * and what it costs (never more than the line ordered), or the line taken out, not charged or refunded.
 */
function PackingChange({ line, paidSomething }: { line: OrderLine; paidSomething: boolean }) {
  const text = useMessages(ordersMessages).lines;
  const locale = useLocale();
  const { vnd } = useFormat();
  const { substitute } = line;
  if (substitute) {
    const name = locale === 'en' && substitute.nameEn ? `${substitute.name} (${substitute.nameEn})` : substitute.name;
    return (
      <p className="text-sm font-semibold text-brand-800" data-testid="substitute">
        {text.substituted(name, saleQuantityIn(substitute.unit, substitute.quantity, locale), vnd(substitute.amount))}
      </p>
    );
  }
  if (!line.removed) return null;
  return (
    <p className="text-sm font-semibold text-sale-700" data-testid="removed">
      {paidSomething ? text.removedRefunded : text.removedNotCharged}
    </p>
  );
}
