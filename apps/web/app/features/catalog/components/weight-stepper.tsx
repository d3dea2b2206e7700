import { amountForGrams, formatGrams } from '@veggie/contract';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import type { WeightUnit } from '../../../components/product/product-unit';
import { useFormat } from '../../../lib/format';
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
 * (step, minimum) and its estimated price are flex items that take a line of their own under the row it is
 * placed in.
 */
export function WeightStepper({ unit, steps, onChange, min, max, disabled }: WeightStepperProps) {
  const text = useMessages(productMessages).weight;
  const locale = useLocale();
  const { vnd } = useFormat();
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
      {/* What the chosen weight costs before the scale says: the contract's rounding of a weighed line. */}
      <p data-testid="weight-estimate" className="order-last basis-full font-semibold text-ink-900 tabular-nums">
        {text.estimate(grams(steps), vnd(amountForGrams(unit.pricePerKg, steps * unit.stepGrams)))}
      </p>
      <p id={hintId} className="order-last basis-full text-sm text-ink-600">
        {min > 1 ? text.stepAndMinimum(grams(1), grams(min)) : text.step(grams(1))}
      </p>
    </>
  );
}
