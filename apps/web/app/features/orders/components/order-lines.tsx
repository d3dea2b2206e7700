import type { Order } from '@veggie/contract';
import { EnglishName, PerUnit } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { useOrderLines } from '../api/get-order-lines';
import { ordersMessages } from '../messages';

/** The lines of one order (loaded when first shown) and where it is being delivered. */
export function OrderLines({ order }: { order: Order }) {
  const text = useMessages(ordersMessages);
  const { vnd } = useFormat();
  const lines = useOrderLines(order._id);
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
                  </div>
                  <p className="font-semibold text-ink-900 tabular-nums">{vnd(line.priceEach * line.quantity)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="rounded-xl bg-cream-50 p-4 text-sm">
        <h3 className="mb-2 font-semibold tracking-wide text-ink-600 uppercase">{text.lines.shippingTo}</h3>
        <p className="font-medium text-ink-900">{order.shipping.name}</p>
        <p className="text-ink-600">{order.shipping.phone}</p>
        <p className="text-ink-600">{order.shipping.address}</p>
      </div>
    </div>
  );
}
