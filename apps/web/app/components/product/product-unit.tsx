import { formatGrams, unitLabelFor, type ProductUnit } from '@veggie/contract';
import clsx from 'clsx';
import { useFormat } from '../../lib/format';
import { useLocale, useMessages, type Locale } from '../../lib/i18n';
import { productUnitMessages } from './messages';

type UnitLabels = Pick<ProductUnit, 'label' | 'labelEn'> & Partial<Pick<ProductUnit, 'kind' | 'stepGrams'>>;

/** A unit sold by weight, with the step and price per kg a weight unit always has on the wire. */
export type WeightUnit = ProductUnit & { kind: 'weight'; stepGrams: number; pricePerKg: number };

/** The unit when it is sold by weight (quantities count steps of `stepGrams`), else null. */
export function weightUnit(unit: ProductUnit | undefined): WeightUnit | null {
  return unit?.kind === 'weight' && unit.stepGrams && unit.pricePerKg ? (unit as WeightUnit) : null;
}

/**
 * The unit's name in the shopper's language: the English label when there is one, else the Vietnamese; after a
 * count (`count`, 1 by default) in English in the plural when it is not 1 ("3 bunches": contract unitLabelFor).
 */
export function unitLabelIn(unit: UnitLabels, locale: Locale, count = 1): string {
  return unitLabelFor(unit, locale, count);
}

/**
 * A quantity in sale units as a reader says it: "2 hộp 500 g", "2 boxes of 500 g", or for a weight unit what it
 * weighs ("750 g").
 */
export function saleQuantityIn(unit: UnitLabels, quantity: number, locale: Locale): string {
  return unit.kind === 'weight' && unit.stepGrams
    ? formatGrams(unit.stepGrams * quantity, locale)
    : `${quantity} ${unitLabelIn(unit, locale, quantity)}`;
}

/**
 * " / hộp 500 g" after a price; " / 250 g" (the step) for a weight unit. Screen readers hear "per"
 * instead of the slash. Nothing for a line saved before units existed (a cart kept in the browser by an
 * older version).
 */
export function PerUnit({ unit, className }: { unit: UnitLabels | undefined; className?: string }) {
  const locale = useLocale();
  const text = useMessages(productUnitMessages);
  if (!unit) return null;
  return (
    <span className={clsx('font-normal', className)} data-testid="per-unit">
      <span aria-hidden="true"> / </span>
      <span className="sr-only"> {text.per}</span>
      {unit.kind === 'weight' && unit.stepGrams ? formatGrams(unit.stepGrams, locale) : unitLabelIn(unit, locale)}
    </span>
  );
}

/**
 * "35.000 ₫/kg" beside a weight product's step price: the sale price per kg with the regular one struck
 * through while on sale. Screen readers hear "per kilogram".
 */
export function PricePerKg({ unit, className }: { unit: WeightUnit; className?: string }) {
  const text = useMessages(productUnitMessages);
  const { vnd } = useFormat();
  const perKg = (
    <>
      <span aria-hidden="true">{text.slashKg}</span>
      <span className="sr-only"> {text.perKg}</span>
    </>
  );
  const onSale = unit.salePricePerKg !== undefined;
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-2', className)} data-testid="price-per-kg">
      <span className={clsx('font-semibold', onSale && 'text-sale-600')}>
        {onSale && <span className="sr-only">{text.sale}</span>}
        {vnd(unit.salePricePerKg ?? unit.pricePerKg)}
        {perKg}
      </span>
      {onSale && (
        <s className="text-[0.6em] text-ink-600">
          <span className="sr-only">{text.was}</span>
          {vnd(unit.pricePerKg)}
          {perKg}
        </s>
      )}
    </span>
  );
}

/**
 * The English name under a (Vietnamese) product name, on the English storefront only: names stay
 * Vietnamese, and a Vietnamese shopper needs no translation.
 */
export function EnglishName({ nameEn, className }: { nameEn: string | null | undefined; className?: string }) {
  const locale = useLocale();
  if (locale !== 'en' || !nameEn) return null;
  return <p className={className}>{nameEn}</p>;
}
