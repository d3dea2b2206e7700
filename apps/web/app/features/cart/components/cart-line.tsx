import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EstimatedAmount, EstimatedWeight } from '../../../components/product/line-weight';
import { EnglishName, PerUnit, unitLabelIn, weightUnit } from '../../../components/product/product-unit';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/i18n';
import { cartStore, type CartItem } from '../cart-store';
import { isWeightLine, lineTotal } from '../cart-totals';
import { LineImage, RemoveLineButton } from './cart-line-pieces';
import { cartListMessages } from './messages';
import { QuantityStepper } from './quantity-stepper';

/** The cart page's column names, read beside each value on a phone, where the table's head is hidden. */
export interface CartLineColumns {
  price: string;
  quantity: string;
  subtotal: string;
}

export type CartLineProps =
  /** A row of the cart page's table: a card on a phone, a table row from `md` up. */
  | { item: CartItem; layout: 'page'; columns: CartLineColumns }
  /** An item of the drawer's list; following its name to the product closes the drawer (`onNavigate`). */
  | { item: CartItem; layout: 'drawer'; onNavigate(): void }
  /** An item of the checkout's order summary: read only, the quantity in words; `extra` goes under it. */
  | { item: CartItem; layout: 'summary'; extra?: ReactNode };

/**
 * One line of the cart wherever it is shown: the cart page, the drawer and the checkout's summary. The
 * name, its English name, the weight it is estimated at, the price and the line total read the same in all
 * three; the page and the drawer change the quantity and remove the line through the cart store.
 */
export function CartLine(props: CartLineProps) {
  if (props.layout === 'summary') return <SummaryLine item={props.item} extra={props.extra} />;
  if (props.layout === 'drawer') return <DrawerLine item={props.item} onNavigate={props.onNavigate} />;
  return <PageLine item={props.item} columns={props.columns} />;
}

function LineTotal({ item }: { item: CartItem }) {
  return <EstimatedAmount amount={lineTotal(item)} estimated={isWeightLine(item)} />;
}

function LineWeight({ item, className }: { item: CartItem; className: string }) {
  const weight = weightUnit(item.unit);
  return weight && <EstimatedWeight unit={weight} quantity={item.quantity} className={className} />;
}

function LineStepper({ item, size }: { item: CartItem; size?: 'sm' }) {
  return (
    <QuantityStepper
      size={size}
      name={item.name}
      quantity={item.quantity}
      unit={item.unit}
      onChange={(quantity) => void cartStore.updateQuantity(item.id, quantity)}
    />
  );
}

function LineRemove({ item, className }: { item: CartItem; className: string }) {
  return (
    <RemoveLineButton name={item.name} onRemove={() => void cartStore.removeItem(item.id)} className={className} />
  );
}

function DrawerLine({ item, onNavigate }: { item: CartItem; onNavigate(): void }) {
  const { vnd } = useFormat();
  return (
    <li className="flex gap-3 py-4">
      <LineImage item={item} className="bg-white" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={paths.product(item.id)}
              onClick={onNavigate}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-700"
            >
              {item.name}
            </Link>
            <EnglishName nameEn={item.nameEn} className="line-clamp-1 text-sm text-ink-600" />
            <p className="text-sm text-ink-600 tabular-nums">
              {vnd(item.price)}
              <PerUnit unit={item.unit} />
            </p>
            <LineWeight item={item} className="block text-sm text-ink-600" />
          </div>
          <LineRemove item={item} className="size-8 shrink-0" />
        </div>
        <div className="flex items-center justify-between gap-2">
          <LineStepper item={item} size="sm" />
          <span className="font-semibold text-ink-900 tabular-nums">
            <LineTotal item={item} />
          </span>
        </div>
      </div>
    </li>
  );
}

function PageLine({ item, columns }: { item: CartItem; columns: CartLineColumns }) {
  const { vnd } = useFormat();
  return (
    <tr className="relative block space-y-3 rounded-card border border-cream-200 bg-white p-4 md:table-row md:space-y-0 md:rounded-none md:border-0 md:p-0">
      <td className="block pr-10 md:table-cell md:px-4 md:py-4 md:pr-4">
        <div className="flex items-center gap-4">
          <LineImage item={item} className="bg-cream-50" />
          <div className="min-w-0">
            <Link to={paths.product(item.id)} className="font-semibold wrap-anywhere text-ink-900 hover:text-brand-700">
              {item.name}
            </Link>
            <EnglishName nameEn={item.nameEn} className="text-sm wrap-anywhere text-ink-600" />
            <LineWeight item={item} className="block text-sm text-ink-600" />
          </div>
        </div>
      </td>
      <td className="flex items-center justify-between text-ink-900 tabular-nums md:table-cell md:px-4 md:py-4">
        <span className="text-sm text-ink-600 md:hidden">{columns.price}</span>
        <span>
          {vnd(item.price)}
          <PerUnit unit={item.unit} className="text-sm text-ink-600" />
        </span>
      </td>
      <td className="flex items-center justify-between md:table-cell md:px-4 md:py-4">
        <span className="text-sm text-ink-600 md:hidden">{columns.quantity}</span>
        <LineStepper item={item} />
      </td>
      <td className="flex items-center justify-between border-t border-cream-200 pt-3 font-semibold text-ink-900 tabular-nums md:table-cell md:border-0 md:px-4 md:py-4 md:text-right">
        <span className="text-sm font-normal text-ink-600 md:hidden">{columns.subtotal}</span>
        <LineTotal item={item} />
      </td>
      <td className="absolute top-3 right-3 md:static md:table-cell md:px-4 md:py-4">
        <LineRemove item={item} className="ml-auto size-9" />
      </td>
    </tr>
  );
}

/**
 * The summary's line: no picture and no controls of its own (the checkout puts its per-line choice in `extra`);
 * a weighed line shows its estimated weight.
 */
function SummaryLine({ item, extra }: { item: CartItem; extra?: ReactNode }) {
  const text = useMessages(cartListMessages);
  const locale = useLocale();
  const { vnd } = useFormat();
  return (
    <li className="py-2 text-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block font-medium wrap-anywhere text-ink-900">{item.name}</span>
          <EnglishName nameEn={item.nameEn} className="block text-ink-600" />
          {weightUnit(item.unit) ? (
            <LineWeight item={item} className="block text-ink-600 tabular-nums" />
          ) : (
            <span className="block text-ink-600 tabular-nums">
              {item.unit
                ? text.quantityOf(item.quantity, unitLabelIn(item.unit, locale))
                : `${item.quantity} × ${vnd(item.price)}`}
            </span>
          )}
        </span>
        <span className="font-semibold text-ink-900 tabular-nums">
          <LineTotal item={item} />
        </span>
      </div>
      {extra}
    </li>
  );
}
