import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { deliveryAreaMessages } from '../delivery-area-messages';
import type { DeliveryTerms, ShopDeliveryTerms, TermRange } from '../use-delivery-terms';

/**
 * The cart's promise of the delivery policy: the zone's fee, how much is missing to the minimum order, and
 * how far the cart is from free delivery, with a bar. Before the shopper's area is known, the shop's terms
 * (`shopTerms`) and an invitation to check the area; with neither, the invitation alone.
 */
export function DeliveryProgress({
  subtotal,
  terms,
  shopTerms = null,
}: {
  subtotal: number;
  terms: DeliveryTerms | null;
  shopTerms?: ShopDeliveryTerms | null;
}) {
  const text = useMessages(deliveryAreaMessages).progress;
  const { vnd } = useFormat();
  if (!terms && shopTerms) return <ShopTerms subtotal={subtotal} terms={shopTerms} />;
  if (!terms) return <p className="text-sm text-ink-600">{text.checkArea}</p>;
  const { zone, fee, freeFrom, minOrder } = terms.options;
  const free = freeFrom !== null && subtotal >= freeFrom;
  return (
    <div className="space-y-2 text-sm" data-testid="delivery-progress">
      <p className="text-ink-600">{text.zone(zone.name, vnd(free ? 0 : fee))}</p>
      {subtotal < minOrder && (
        <p className="font-semibold text-sale-700">{text.minimum(vnd(minOrder), vnd(minOrder - subtotal))}</p>
      )}
      {freeFrom !== null && (
        <>
          <p className={free ? 'font-semibold text-brand-800' : 'font-semibold text-ink-900'}>
            {free ? text.free : text.toFree(vnd(freeFrom - subtotal))}
          </p>
          <div className="h-2 overflow-hidden rounded-pill bg-cream-100" aria-hidden>
            <div
              className="h-full rounded-pill bg-brand-600"
              style={{ width: `${Math.min(100, Math.round((subtotal / Math.max(freeFrom, 1)) * 100))}%` }}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** "Delivery from 20,000 ₫; free from 300,000 ₫, depending on your area", the minimum, and where to look. */
function ShopTerms({ subtotal, terms: { fee, freeFrom, minOrder } }: { subtotal: number; terms: ShopDeliveryTerms }) {
  const text = useMessages(deliveryAreaMessages).progress;
  const { vnd } = useFormat();
  const amount = (range: TermRange) => (range.varies ? text.from(vnd(range.from)) : vnd(range.from));
  const feeText = fee.from === 0 && !fee.varies ? null : amount(fee);
  return (
    <div className="space-y-2 text-sm" data-testid="delivery-progress">
      <p className="text-ink-900">
        {text.shopFee({
          fee: feeText,
          freeFrom: freeFrom && feeText !== null ? vnd(freeFrom.from) : null,
          varies: fee.varies || Boolean(freeFrom?.varies),
        })}
      </p>
      {minOrder && (
        // Below the lowest minimum no zone takes the order yet.
        <p className={subtotal < minOrder.from ? 'font-semibold text-sale-700' : 'text-ink-600'}>
          {text.shopMinimum(amount(minOrder), minOrder.varies)}
        </p>
      )}
      <p className="text-ink-600">{text.checkExact}</p>
    </div>
  );
}
