import { formatGrams, minimumSteps, type ProductUnit } from '@veggie/contract';
import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { weightUnit } from '../../../components/product/product-unit';
import { useLocale, useMessages } from '../../../lib/i18n';
import { cartListMessages } from './messages';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** The line's unit: a weight unit shows the weight ("750 g") and stops at its minimum. */
  unit?: ProductUnit;
  onChange(quantity: number): void;
  size?: 'sm' | 'md';
}

/**
 * Minus, the quantity, plus. Minus is disabled at 1 (at the minimum weight of a weight line): removing a
 * line is the remove button's job.
 */
export function QuantityStepper({ name, quantity, unit, onChange, size = 'md' }: QuantityStepperProps) {
  const text = useMessages(cartListMessages).stepper;
  const locale = useLocale();
  const weight = weightUnit(unit);
  const min = weight ? minimumSteps(weight) : 1;
  const button = clsx(
    'grid place-items-center rounded-pill text-ink-900 transition hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-9',
  );
  return (
    <div
      className="inline-flex items-center rounded-pill border border-cream-200 bg-white"
      role="group"
      aria-label={weight ? text.weightGroup(name) : text.group(name)}
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= min}
        aria-label={weight ? text.weightDecrease(name) : text.decrease(name)}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span
        className={clsx('text-center text-sm font-semibold tabular-nums', weight ? 'min-w-14' : 'min-w-8')}
        aria-live="polite"
      >
        {weight ? formatGrams(quantity * weight.stepGrams, locale) : quantity}
      </span>
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity + 1)}
        aria-label={weight ? text.weightIncrease(name) : text.increase(name)}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
