import clsx from 'clsx';
import { ShoppingBasket, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, primaryPill } from '../../../components/ui/empty-state';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import type { CartItem } from '../cart-store';
import { cartListMessages } from './messages';

/** The empty cart, in the drawer and on the cart page: a basket, `message` and a way back to the shop. */
export function CartEmpty({
  message,
  onContinue,
  className,
}: {
  message: string;
  /** Called as the shopper follows Continue Shopping (the drawer closes). */
  onContinue?: () => void;
  className?: string;
}) {
  const text = useMessages(cartListMessages);
  return (
    <EmptyState Icon={ShoppingBasket} className={className}>
      <p className="text-lg font-semibold text-ink-900">{message}</p>
      <Link to={paths.shop()} onClick={onContinue} className={primaryPill}>
        {text.continueShopping}
      </Link>
    </EmptyState>
  );
}

/** A line's picture, the same size in the drawer and on the cart page; `className` gives its background. */
export function LineImage({ item, className }: { item: CartItem; className: string }) {
  return (
    <ImageWithFallback
      src={item.imageUrl}
      alt={item.name}
      width={72}
      height={72}
      className={clsx('size-18 shrink-0 rounded-xl border border-cream-200 object-cover', className)}
    />
  );
}

/** The bin button that takes a line out of the cart. */
export function RemoveLineButton({ name, onRemove, className }: { name: string; onRemove(): void; className: string }) {
  const text = useMessages(cartListMessages);
  return (
    <button
      type="button"
      onClick={onRemove}
      className={clsx(
        'grid place-items-center rounded-pill text-ink-600 hover:bg-sale-50 hover:text-sale-600',
        className,
      )}
      aria-label={text.remove(name)}
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
