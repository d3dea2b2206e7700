import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import {
  EnglishName,
  EstimatedAmount,
  EstimatedWeight,
  PerUnit,
  weightUnit,
} from '../../../components/product/product-unit';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import {
  CartEmpty,
  cartListMessages,
  isWeightLine,
  LineImage,
  lineTotal,
  QuantityStepper,
  RemoveLineButton,
  useCart,
} from '../../cart';
import { checkoutMessages } from '../messages';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';

export function CartPage() {
  const text = useMessages(checkoutMessages);
  const cartText = useMessages(cartListMessages);
  const { vnd } = useFormat();
  const { items, totalPrice, estimated, ready, updateQuantity, removeItem } = useCart();
  const proceedToCheckout = useProceedToCheckout(items);

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
                {items.map((item) => {
                  const weight = weightUnit(item.unit);
                  return (
                    <tr
                      key={item.id}
                      className="relative block space-y-3 rounded-card border border-cream-200 bg-white p-4 md:table-row md:space-y-0 md:rounded-none md:border-0 md:p-0"
                    >
                      <td className="block pr-10 md:table-cell md:px-4 md:py-4 md:pr-4">
                        <div className="flex items-center gap-4">
                          <LineImage item={item} className="bg-cream-50" />
                          <div className="min-w-0">
                            <Link
                              to={paths.product(item.id)}
                              className="font-semibold wrap-anywhere text-ink-900 hover:text-brand-700"
                            >
                              {item.name}
                            </Link>
                            <EnglishName nameEn={item.nameEn} className="text-sm wrap-anywhere text-ink-600" />
                            {weight && (
                              <EstimatedWeight
                                unit={weight}
                                quantity={item.quantity}
                                className="block text-sm text-ink-600"
                              />
                            )}
                          </div>
                        </div>
                      </td>
                      <td className="flex items-center justify-between text-ink-900 tabular-nums md:table-cell md:px-4 md:py-4">
                        <span className="text-sm text-ink-600 md:hidden">{text.columns.price}</span>
                        <span>
                          {vnd(item.price)}
                          <PerUnit unit={item.unit} className="text-sm text-ink-600" />
                        </span>
                      </td>
                      <td className="flex items-center justify-between md:table-cell md:px-4 md:py-4">
                        <span className="text-sm text-ink-600 md:hidden">{text.columns.quantity}</span>
                        <QuantityStepper
                          name={item.name}
                          quantity={item.quantity}
                          unit={item.unit}
                          onChange={(quantity) => void updateQuantity(item.id, quantity)}
                        />
                      </td>
                      <td className="flex items-center justify-between border-t border-cream-200 pt-3 font-semibold text-ink-900 tabular-nums md:table-cell md:border-0 md:px-4 md:py-4 md:text-right">
                        <span className="text-sm font-normal text-ink-600 md:hidden">{text.columns.subtotal}</span>
                        <EstimatedAmount amount={lineTotal(item)} estimated={isWeightLine(item)} />
                      </td>
                      <td className="absolute top-3 right-3 md:static md:table-cell md:px-4 md:py-4">
                        <RemoveLineButton
                          name={item.name}
                          onRemove={() => void removeItem(item.id)}
                          className="ml-auto size-9"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Link
              to={paths.shop()}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {cartText.continueShopping}
            </Link>
          </div>

          <TitledSection
            as="aside"
            title={text.summary}
            className="space-y-4 rounded-card border border-cream-200 bg-white p-6 lg:sticky lg:top-24"
            headingClassName="font-display text-xl font-bold text-ink-900"
          >
            <p className="flex items-baseline justify-between text-lg font-bold text-ink-900">
              <span>{estimated ? text.estimatedTotal : text.total}</span>
              <span className="tabular-nums">{vnd(totalPrice)}</span>
            </p>
            {estimated && <p className="text-sm text-ink-600">{cartText.estimateNote}</p>}
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
