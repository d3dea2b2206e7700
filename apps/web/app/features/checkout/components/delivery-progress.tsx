import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { deliveryAreaMessages } from '../delivery-area-messages';
import type { DeliveryTerms } from '../use-delivery-terms';

/**
 * The cart's promise of the delivery policy: the zone's fee, how much is missing to the minimum order, and
 * how far the cart is from free delivery, with a bar. Without terms, an invitation to check the area.
 */
export function DeliveryProgress({ subtotal, terms }: { subtotal: number; terms: DeliveryTerms | null }) {
  const text = useMessages(deliveryAreaMessages).progress;
  const { vnd } = useFormat();
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
