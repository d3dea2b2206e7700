import { formatGrams, type ProductUnit } from '@veggie/contract';
import { useFormat } from '../../lib/format';
import { useLocale, useMessages } from '../../lib/i18n';
import { lineWeightMessages } from './line-weight-messages';
import { weightUnit, type WeightUnit } from './product-unit';

/*
 * A weight line's estimates until the packers weigh it, for the cart and the orders (shopper's and admin's):
 * apart from product-unit.tsx, whose unit and price words every storefront page loads with its product cards.
 */

/** "about 750 g · estimated": what `quantity` steps of a weight unit weigh before the packers weigh them. */
export function EstimatedWeight({
  unit,
  quantity,
  className,
}: {
  unit: WeightUnit;
  quantity: number;
  className?: string;
}) {
  const text = useMessages(lineWeightMessages);
  const locale = useLocale();
  return (
    <span className={className} data-testid="estimated-weight">
      {text.about(formatGrams(unit.stepGrams * quantity, locale))} · {text.estimated}
    </span>
  );
}

/** An amount that is an estimate until weighed: "≈ 26.300 ₫", heard as "Estimated: 26.300 ₫". */
export function EstimatedAmount({
  amount,
  estimated,
  format,
}: {
  amount: number;
  estimated: boolean;
  /** The admin's money format; the page's language otherwise. */
  format?: (amount: number) => string;
}) {
  const text = useMessages(lineWeightMessages);
  const { vnd: pageVnd } = useFormat();
  const vnd = format ?? pageVnd;
  if (!estimated) return <>{vnd(amount)}</>;
  return (
    <span data-testid="estimated-amount">
      <span aria-hidden="true">≈ </span>
      <span className="sr-only">{text.estimatedAmount}</span>
      {vnd(amount)}
    </span>
  );
}

/**
 * An order line's weight: "about 750 g · estimated" until packed, then what was ordered and what the scale
 * said ("ordered 750 g · weighed 812 g"). Nothing for a line sold by the piece.
 */
export function LineWeight({
  unit,
  quantity,
  pickedGrams,
}: {
  unit: ProductUnit;
  quantity: number;
  pickedGrams: number | null;
}) {
  const text = useMessages(lineWeightMessages);
  const locale = useLocale();
  const weight = weightUnit(unit);
  if (!weight) return null;
  if (pickedGrams === null)
    return <EstimatedWeight unit={weight} quantity={quantity} className="block text-sm text-ink-600" />;
  return (
    <p className="text-sm text-ink-900" data-testid="weighed">
      {text.ordered(formatGrams(quantity * weight.stepGrams, locale))} ·{' '}
      <span className="font-semibold">{text.weighed(formatGrams(pickedGrams, locale))}</span>
    </p>
  );
}
