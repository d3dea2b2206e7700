import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { useCart } from '../hooks/use-cart';
import { cartListMessages } from './messages';
import { CartLine } from './cart-line';
import { CartEmpty } from './cart-line-pieces';

/** The slide-in cart: a drawer dialog over the page, while the cart is open (CartDrawerHost loads it). */
export function CartDrawer() {
  const { items, totalItems, totalPrice, estimated, isOpen, closeDrawer, clearCart } = useCart();
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
            {items.map((item) => (
              <CartLine key={item.id} item={item} layout="drawer" onNavigate={closeDrawer} />
            ))}
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
