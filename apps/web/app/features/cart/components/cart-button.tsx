import { ShoppingCart } from 'lucide-react';
import { useMessages } from '../../../lib/i18n';
import { useCart } from '../hooks/use-cart';
import { cartMessages } from '../messages';

/** The header's Cart button: opens the drawer; a red badge counts the items once the cart is known. */
export function CartButton() {
  const text = useMessages(cartMessages);
  const { totalItems, ready, openDrawer, isOpen } = useCart();
  const showBadge = ready && totalItems > 0;
  return (
    <button
      type="button"
      onClick={openDrawer}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls="cart-drawer"
      className="relative flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-pill text-sm font-medium text-ink-900 hover:bg-cream-100 lg:px-3"
    >
      <ShoppingCart className="size-5" aria-hidden />
      <span className="sr-only lg:not-sr-only">{text.button}</span>
      {showBadge && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-pill bg-sale-600 px-1 text-xs font-bold text-white"
        >
          <span aria-hidden>{totalItems}</span>
          <span className="sr-only">{text.badge(totalItems)}</span>
        </span>
      )}
    </button>
  );
}
