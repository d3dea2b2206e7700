import { SUBSTITUTION_PREFERENCES, type SubstitutionPreference } from '@veggie/contract';
import { useId } from 'react';
import { useMessages } from '../../../lib/i18n';
import { checkoutMessages } from '../messages';

/** What the packers may do with each product should it run short, by product id; absent means "none". */
export type SubstitutionChoices = Readonly<Record<string, SubstitutionPreference>>;

/**
 * The checkout body's `substitutions` for the products in the cart: only the ones the shopper let the packers
 * replace, since the server reads an absent product as "none"; undefined when there are none, so a body
 * without the choice stays as it was.
 */
export function substitutionsOf(choices: SubstitutionChoices, productIds: readonly string[]) {
  const similar = productIds.filter((id) => choices[id] === 'similar');
  return similar.length > 0
    ? Object.fromEntries(similar.map((id): [string, SubstitutionPreference] => [id, 'similar']))
    : undefined;
}

/**
 * One cart line's "if it runs out" choice under the checkout's summary line: a small native select, usable by
 * keyboard, named after its product so a screen reader tells the lines apart. Its text is 16 px on a phone:
 * iOS Safari zooms the page into a form control with smaller text when it takes the focus.
 */
export function SubstitutionChoice({
  productName,
  value,
  onChange,
}: {
  productName: string;
  value: SubstitutionPreference;
  onChange: (preference: SubstitutionPreference) => void;
}) {
  const text = useMessages(checkoutMessages).page.substitution;
  const id = useId();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* One text for the name: a browser joins a visible part and a hidden part with a space ("stock : Rau"). */}
      <label htmlFor={id} className="text-xs text-ink-600">
        <span aria-hidden="true">{text.label}</span>
        <span className="sr-only">{text.labelFor(productName)}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SubstitutionPreference)}
        className="max-w-full min-w-0 rounded-lg border border-cream-200 bg-white px-2 py-1 text-base text-ink-900 sm:text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      >
        {SUBSTITUTION_PREFERENCES.map((preference) => (
          <option key={preference} value={preference}>
            {text[preference]}
          </option>
        ))}
      </select>
    </div>
  );
}
