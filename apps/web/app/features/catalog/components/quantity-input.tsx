import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '../../../lib/i18n';
import { productMessages } from '../product/messages';
import { sanitizeQuantity } from './quantity';

interface QuantityInputProps {
  /** The text in the box; kept as typed until it loses focus, then sanitised. */
  value: string;
  onChange(value: string): void;
  max: number;
  disabled?: boolean;
}

/** Quantity to add: a whole number from 1, with minus and plus buttons. */
export function QuantityInput({ value, onChange, max, disabled }: QuantityInputProps) {
  const text = useMessages(productMessages).quantity;
  const id = useId();
  const current = sanitizeQuantity(value, max);
  const buttonClass =
    'grid size-11 place-items-center text-ink-900 transition hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {text.label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-pill border border-ink-400 bg-white">
        <button
          type="button"
          aria-label={text.decrease}
          className={buttonClass}
          disabled={disabled || current <= 1}
          onClick={() => onChange(String(current - 1))}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(current))}
          className="h-11 w-14 [appearance:textfield] border-x border-ink-400 text-center font-semibold focus:outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset disabled:bg-cream-50 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={text.increase}
          className={buttonClass}
          disabled={disabled || current >= max}
          onClick={() => onChange(String(current + 1))}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
