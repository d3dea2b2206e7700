import type { ProductUnit } from '@veggie/contract';
import clsx from 'clsx';
import { useLocale, useMessages, type Locale } from '../../lib/i18n';
import { productUnitMessages } from './messages';

type UnitLabels = Pick<ProductUnit, 'label' | 'labelEn'>;

/** The unit's name in the shopper's language: the English label when there is one, else the Vietnamese. */
export function unitLabelIn(unit: UnitLabels, locale: Locale): string {
  return locale === 'en' ? (unit.labelEn ?? unit.label) : unit.label;
}

/**
 * " / hộp 500 g" after a price. Screen readers hear "per" instead of the slash. Nothing for a line
 * saved before units existed (a cart kept in the browser by an older version).
 */
export function PerUnit({ unit, className }: { unit: UnitLabels | undefined; className?: string }) {
  const locale = useLocale();
  const text = useMessages(productUnitMessages);
  if (!unit) return null;
  return (
    <span className={clsx('font-normal', className)} data-testid="per-unit">
      <span aria-hidden="true"> / </span>
      <span className="sr-only"> {text.per}</span>
      {unitLabelIn(unit, locale)}
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
