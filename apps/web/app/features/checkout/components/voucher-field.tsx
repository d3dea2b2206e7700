import type { Promotion } from '@veggie/contract';
import { TicketPercent } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n';
import { usePromotionText } from '../../promotions';
import { checkoutMessages } from '../messages';

export interface VoucherFieldProps {
  /** The code the order carries now; null without one. */
  applied: string | null;
  /** The sentence of the shop's refusal of `applied` (from the quote, in the page's language); null if none. */
  refusal: string | null;
  /** The public promotions with a code: the shopper may pick one instead of typing it. */
  vouchers: readonly Promotion[];
  onApply: (code: string) => void;
  onRemove: () => void;
}

const button =
  'rounded-pill border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The checkout's voucher: a code typed or picked from the shop's public vouchers, one per order. Whether it
 * applies is the quote's answer: a refusal is said under the field, in the shop's own sentence.
 */
export function VoucherField({ applied, refusal, vouchers, onApply, onRemove }: VoucherFieldProps) {
  const text = useMessages(checkoutMessages).page.voucher;
  const describe = usePromotionText();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const messageId = useId();
  const listId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (code) onApply(code);
  };

  return (
    <div className="space-y-3">
      {applied ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-2 rounded-pill bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
            <TicketPercent className="size-4" aria-hidden />
            {text.applied(applied)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            className={button}
            aria-describedby={refusal ? messageId : undefined}
          >
            {text.remove}
          </button>
        </div>
      ) : (
        // A form of its own: Enter in the field applies the code instead of placing the order.
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-ink-900">
              {text.label}
            </label>
            <input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              className="w-full rounded-xl border border-cream-200 bg-white px-3 py-2 text-ink-900 uppercase focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
          </div>
          <button type="submit" className={button}>
            {text.apply}
          </button>
        </form>
      )}
      {refusal && (
        <p id={messageId} role="alert" className="text-sm text-sale-600">
          {refusal}
        </p>
      )}
      {vouchers.length > 0 && (
        <section aria-labelledby={listId}>
          <h3 id={listId} className="mb-2 text-sm font-semibold text-ink-900">
            {text.available}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {vouchers.map((voucher) => {
              const code = voucher.code ?? '';
              const isApplied = applied?.toUpperCase() === code;
              return (
                <li
                  key={voucher._id}
                  className="flex flex-col gap-2 rounded-xl border border-dashed border-brand-300 p-3"
                >
                  <p className="font-semibold text-ink-900">{describe.title(voucher)}</p>
                  <p className="text-sm text-ink-900">{describe.gives(voucher)}</p>
                  <p className="text-xs text-ink-600">
                    {describe.minimum(voucher)} · {describe.until(voucher)}
                  </p>
                  <div className="mt-auto flex items-center justify-between gap-2">
                    <span className="font-mono text-sm font-semibold text-brand-800">{code}</span>
                    {isApplied ? (
                      <span className="text-sm font-semibold text-brand-700">{text.inUse}</span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => onApply(code)}
                        aria-label={text.use(code)}
                        className={button}
                      >
                        {text.useShort}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
