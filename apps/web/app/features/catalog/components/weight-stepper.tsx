import { formatGrams } from '@veggie/contract';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import type { WeightUnit } from '../../../components/product/product-unit';
import { useLocale, useMessages } from '../../../lib/i18n';
import { productMessages } from '../product/messages';

interface WeightStepperProps {
  unit: WeightUnit;
  /** Steps of `unit.stepGrams`: what the cart's quantity counts. */
  steps: number;
  onChange(steps: number): void;
  /** The fewest steps (minimumSteps) and the most (the whole steps in stock, at most the cart's limit). */
  min: number;
  max: number;
  disabled?: boolean;
}

/**
 * How much of a product sold by weight to add: "750 g", a step less or more with minus and plus. Its hint
 * (step, minimum) is a second flex item that takes a line of its own under the row it is placed in.
 */
export function WeightStepper({ unit, steps, onChange, min, max, disabled }: WeightStepperProps) {
  const text = useMessages(productMessages).weight;
  const locale = useLocale();
  const labelId = useId();
  const hintId = useId();
  const grams = (n: number) => formatGrams(n * unit.stepGrams, locale);
  const buttonClass =
    'grid size-11 place-items-center text-ink-900 transition hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent';
  return (
    <>
      <div>
        <p id={labelId} className="mb-1 block text-sm font-semibold">
          {text.label}
        </p>
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="inline-flex items-center overflow-hidden rounded-pill border border-ink-400 bg-white"
        >
          <button
            type="button"
            aria-label={text.decrease(grams(1))}
            className={buttonClass}
            disabled={disabled || steps <= min}
            onClick={() => onChange(Math.max(min, steps - 1))}
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <output
            aria-live="polite"
            data-testid="weight-amount"
            className="grid h-11 min-w-20 place-items-center border-x border-ink-400 px-2 font-semibold tabular-nums"
          >
            {grams(steps)}
          </output>
          <button
            type="button"
            aria-label={text.increase(grams(1))}
            className={buttonClass}
            disabled={disabled || steps >= max}
            onClick={() => onChange(Math.min(max, steps + 1))}
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <p id={hintId} className="order-last basis-full text-sm text-ink-600">
        {min > 1 ? text.stepAndMinimum(grams(1), grams(min)) : text.step(grams(1))}
      </p>
    </>
  );
}
