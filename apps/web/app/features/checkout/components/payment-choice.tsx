import type { PaymentMethod } from '@veggie/contract';
import { useMessages } from '../../../lib/i18n';
import { checkoutMessages } from '../messages';

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Minutes a transfer order waits for its money; null while the shop takes no transfer (cash only). */
  transferExpiryMinutes: number | null;
}

const option =
  'flex cursor-pointer gap-3 rounded-xl border border-cream-200 p-4 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/**
 * Cash on delivery (the default) or, while the shop has a bank account for it, a bank transfer to a
 * VietQR code shown right after the order. Native radios: arrow keys move between them.
 */
export function PaymentChoice({ value, onChange, transferExpiryMinutes }: PaymentChoiceProps) {
  const text = useMessages(checkoutMessages).page.payment;
  const methods: { method: PaymentMethod; label: string; hint: string }[] = [
    { method: 'cod', label: text.cod, hint: text.codHint },
  ];
  if (transferExpiryMinutes !== null) {
    methods.push({ method: 'bank_transfer', label: text.transfer, hint: text.transferHint(transferExpiryMinutes) });
  }
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{text.title}</legend>
      {methods.map(({ method, label, hint }) => (
        <label key={method} className={option}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span className="text-sm">
            <span className="block font-semibold text-ink-900">{label}</span>
            <span className="block text-ink-600">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
