import { formatSlotWindow } from '@veggie/contract';
import { Truck } from 'lucide-react';
import { useLocale, useMessages } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/query-client';
import { deliveryAreaMessages } from '../delivery-area-messages';
import { useDeliveryTerms } from '../use-delivery-terms';

/**
 * The product page's "earliest delivery" for the shopper's area (default address, or the ward checked in this
 * browser); nothing while the area is unknown. Loaded after the page (the route imports it lazily): the
 * address book and delivery calls stay out of the product page's first load.
 */
export default function EarliestSlot() {
  // The product page has no query client of its own (lib/query-client: not in the storefront's first load).
  return (
    <QueryProvider>
      <EarliestSlotLine />
    </QueryProvider>
  );
}

function EarliestSlotLine() {
  const text = useMessages(deliveryAreaMessages).product;
  const locale = useLocale();
  const terms = useDeliveryTerms();
  if (!terms) return null;
  const earliest = terms.options.slots.find((slot) => slot.remaining > 0);
  return (
    <p data-testid="earliest-slot" className="flex items-center gap-2 text-sm text-ink-900">
      <Truck className="size-4 shrink-0 text-brand-600" aria-hidden />
      {earliest
        ? text.earliest(terms.options.zone.name, formatSlotWindow(earliest, locale))
        : text.noSlot(terms.options.zone.name)}
    </p>
  );
}
