import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { CartEmpty, CartLine, cartListMessages, useCart } from '../../cart';
import { checkoutMessages } from '../messages';
import { useDeliveryTerms, useShopDeliveryTerms } from '../use-delivery-terms';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { BackLink } from './back-link';
import { DeliveryProgress } from './delivery-progress';
import { ZoneCheck } from './zone-check';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';

export function CartPage() {
  const text = useMessages(checkoutMessages);
  const cartText = useMessages(cartListMessages);
  const { vnd } = useFormat();
  const { items, totalPrice, estimated, ready } = useCart();
  const proceedToCheckout = useProceedToCheckout(items);
  const terms = useDeliveryTerms();
  // Until the shopper's own terms are known, the shop's: the policy promises them in the cart.
  const shopTerms = useShopDeliveryTerms(items.length > 0 && terms === null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-3xl font-bold text-ink-900 sm:text-4xl">{text.heading}</h1>

      {!ready ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{text.loading}</span>
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded-card bg-cream-100" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <CartEmpty message={text.empty} className="rounded-card border border-cream-200 bg-white px-6 py-16" />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            <table className="block w-full md:table md:overflow-hidden md:rounded-card md:border md:border-cream-200 md:bg-white">
              <caption className="sr-only">{cartText.itemsInCart}</caption>
              <thead className="hidden border-b border-cream-200 bg-cream-100 text-left text-sm text-ink-600 md:table-header-group">
                <tr>
                  {[text.columns.product, text.columns.price, text.columns.quantity].map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {text.columns.subtotal}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{text.columns.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="block space-y-4 md:table-row-group md:space-y-0 md:divide-y md:divide-cream-200">
                {items.map((item) => (
                  <CartLine key={item.id} item={item} layout="page" columns={text.columns} />
                ))}
              </tbody>
            </table>
            <BackLink to={paths.shop()} label={cartText.continueShopping} className="mt-6" />
            {terms?.source !== 'address' && (
              <div className="mt-8">
                <ZoneCheck />
              </div>
            )}
          </div>

          {/* Stuck below the sticky header (102 px with its hotline row, taller than top-24): it hid the top. */}
          <TitledSection
            as="aside"
            title={text.summary}
            className="space-y-4 rounded-card border border-cream-200 bg-white p-6 lg:sticky lg:top-28"
            headingClassName="font-display text-xl font-bold text-ink-900"
          >
            <p className="flex items-baseline justify-between text-lg font-bold text-ink-900">
              <span>{estimated ? text.estimatedTotal : text.total}</span>
              {/* One piece: "66.000 ₫" broke over two lines on a phone. */}
              <span className="whitespace-nowrap tabular-nums">{vnd(totalPrice)}</span>
            </p>
            {estimated && <p className="text-sm text-ink-600">{cartText.estimateNote}</p>}
            <DeliveryProgress subtotal={totalPrice} terms={terms} shopTerms={shopTerms} />
            <p className="text-sm text-ink-600">{text.deliveryNote}</p>
            <button
              type="button"
              onClick={() => void proceedToCheckout()}
              className="w-full rounded-pill bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {text.checkout}
            </button>
          </TitledSection>
        </div>
      )}
    </div>
  );
}
