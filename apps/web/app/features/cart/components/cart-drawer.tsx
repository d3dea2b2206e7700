import { Link } from 'react-router';
import {
  EnglishName,
  EstimatedAmount,
  EstimatedWeight,
  PerUnit,
  weightUnit,
} from '../../../components/product/product-unit';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { isWeightLine, lineTotal } from '../cart-totals';
import { useCart } from '../hooks/use-cart';
import { cartListMessages } from './messages';
import { CartEmpty, LineImage, RemoveLineButton } from './cart-line-pieces';
import { QuantityStepper } from './quantity-stepper';

/** The slide-in cart: a drawer dialog over the page, while the cart is open (CartDrawerHost loads it). */
export function CartDrawer() {
  const { items, totalItems, totalPrice, estimated, isOpen, closeDrawer, updateQuantity, removeItem, clearCart } =
    useCart();
  const text = useMessages(cartListMessages);
  const { vnd } = useFormat();
  if (!isOpen) return null;
  return (
    <Dialog
      id="cart-drawer"
      variant="drawer"
      initialFocus="close"
      closeLabel={text.closeDrawer}
      onClose={closeDrawer}
      title={
        <>
          {text.drawerTitle} <span className="text-base font-medium text-ink-600">({totalItems})</span>
        </>
      }
    >
      {items.length === 0 ? (
        <CartEmpty message={text.empty} onContinue={closeDrawer} className="flex-1 justify-center px-6" />
      ) : (
        <>
          <ul className="flex-1 divide-y divide-cream-200 overflow-y-auto px-5" aria-label={text.itemsInCart}>
            {items.map((item) => {
              const weight = weightUnit(item.unit);
              return (
                <li key={item.id} className="flex gap-3 py-4">
                  <LineImage item={item} className="bg-white" />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <Link
                          to={paths.product(item.id)}
                          onClick={closeDrawer}
                          className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700"
                        >
                          {item.name}
                        </Link>
                        <EnglishName nameEn={item.nameEn} className="line-clamp-1 text-sm text-ink-600" />
                        <p className="text-sm text-ink-600 tabular-nums">
                          {vnd(item.price)}
                          <PerUnit unit={item.unit} />
                        </p>
                        {weight && (
                          <EstimatedWeight
                            unit={weight}
                            quantity={item.quantity}
                            className="block text-sm text-ink-600"
                          />
                        )}
                      </div>
                      <RemoveLineButton
                        name={item.name}
                        onRemove={() => void removeItem(item.id)}
                        className="size-8 shrink-0"
                      />
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <QuantityStepper
                        size="sm"
                        name={item.name}
                        quantity={item.quantity}
                        unit={item.unit}
                        onChange={(quantity) => void updateQuantity(item.id, quantity)}
                      />
                      <span className="font-semibold text-ink-900 tabular-nums">
                        <EstimatedAmount amount={lineTotal(item)} estimated={isWeightLine(item)} />
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="space-y-3 border-t border-cream-200 bg-white px-5 py-4">
            <p className="flex items-baseline justify-between text-lg font-bold text-ink-900">
              <span>{estimated ? text.estimatedSubtotal : text.subtotal}</span>
              <span className="tabular-nums">{vnd(totalPrice)}</span>
            </p>
            {estimated && <p className="text-sm text-ink-600">{text.estimateNote}</p>}
            <p className="text-sm text-ink-600">{text.shippingNote}</p>
            <Link
              to={paths.checkout()}
              onClick={closeDrawer}
              className="block rounded-pill bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
            >
              {text.checkout}
            </Link>
            <button
              type="button"
              onClick={() => void clearCart()}
              className="block w-full rounded-pill border border-cream-200 px-5 py-2.5 text-sm font-semibold text-ink-600 hover:border-sale-600 hover:text-sale-600"
            >
              {text.clear}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
