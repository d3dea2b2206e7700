import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useMessages } from '../../../lib/i18n';
import { cartListMessages } from './messages';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  onChange(quantity: number): void;
  size?: 'sm' | 'md';
}

/** Minus, the quantity, plus. Minus is disabled at 1: removing a line is the remove button's job. */
export function QuantityStepper({ name, quantity, onChange, size = 'md' }: QuantityStepperProps) {
  const text = useMessages(cartListMessages).stepper;
  const button = clsx(
    'grid place-items-center rounded-pill text-ink-900 transition hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-9',
  );
  return (
    <div
      className="inline-flex items-center rounded-pill border border-cream-200 bg-white"
      role="group"
      aria-label={text.group(name)}
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={text.decrease(name)}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button type="button" className={button} onClick={() => onChange(quantity + 1)} aria-label={text.increase(name)}>
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
