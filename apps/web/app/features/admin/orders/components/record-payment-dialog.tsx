import { markPaidBodySchema, type MarkPaidBody } from '@veggie/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { formatOrderId } from '../../../../components/orders/order-status';
import { contractResolver, showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages, type Locale } from '../../../../lib/i18n';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { FormDialog } from '../../shared/components/form-dialog';
import { useAdminFormat } from '../../shared/format';
import { ui } from '../../shared/ui';
import { adminPaymentMessages } from '../payment-messages';
import { useMarkOrderPaid, useMarkOrderRefunded } from '../api/record-payment';

/** What the admin records: the money arrived ("mark as paid"), or the refund due went back ("mark refunded"). */
export type PaymentRecord = 'paid' | 'refunded';

interface RecordPaymentForm {
  bankReference: string;
  /** Mark as paid only: the admin ticks that the money is really there. */
  confirmed: boolean;
}

/**
 * The contract's body check (the reference: required, at most 100 characters), and for "mark as paid" the
 * tick that confirms the money arrived: marking an order paid by mistake would ship it unpaid.
 */
function recordPaymentResolver(
  locale: Locale,
  confirmNeeded: string | null,
): Resolver<RecordPaymentForm, unknown, MarkPaidBody> {
  const body = contractResolver(markPaidBodySchema, locale);
  return async (values, context, options) => {
    const result = await body({ bankReference: values.bankReference }, context, options as never);
    if (confirmNeeded === null || values.confirmed) return result;
    return {
      values: {},
      errors: { ...result.errors, confirmed: { type: 'required', message: confirmNeeded } },
    };
  };
}

interface RecordPaymentDialogProps {
  record: PaymentRecord;
  orderId: string;
  /** What the order still has to collect (mark as paid) or the refund due (mark refunded). */
  amount: number;
  onClose: () => void;
}

/** Asks for the bank's reference (or the receipt number) and records the payment or the refund. */
export function RecordPaymentDialog({ record, orderId, amount, onClose }: RecordPaymentDialogProps) {
  const messages = useMessages(adminPaymentMessages);
  const format = useAdminFormat();
  const text = record === 'paid' ? messages.markPaid : messages.markRefunded;
  const locale = useLocale();
  const markPaid = useMarkOrderPaid();
  const markRefunded = useMarkOrderRefunded();
  const save = record === 'paid' ? markPaid : markRefunded;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecordPaymentForm, unknown, MarkPaidBody>({
    defaultValues: { bankReference: '', confirmed: false },
    resolver: recordPaymentResolver(locale, record === 'paid' ? messages.markPaid.confirmNeeded : null),
  });

  const { submit, saveError } = useSaveWithFeedback(save, {
    success: text.done,
    failure: text.failed,
    onSaved: onClose,
    // A refused reference is said under its field (decision 024); anything else (409 "already paid",
    // "expired") in the banner, in the server's words.
    showOnFields: (error) => showServerFieldErrors(error, ['bankReference'], setError),
  });
  const onSubmit = handleSubmit((body) => submit({ id: orderId, body }));

  const money = format.money(amount);
  return (
    <FormDialog
      title={text.title(formatOrderId(orderId))}
      size="sm"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      saveError={saveError}
      pending={save.isPending}
      submitLabel={text.submit}
    >
      <p className="text-ink-600">{text.intro(money)}</p>
      <FormField
        id="payment-bank-reference"
        label={text.reference}
        hint={text.referenceHint}
        error={errors.bankReference?.message}
      >
        {(aria) => <input {...aria} autoComplete="off" className={ui.input} {...register('bankReference')} />}
      </FormField>
      {record === 'paid' && (
        <div>
          <label className="flex items-start gap-2 text-sm font-medium text-ink-900">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-invalid={errors.confirmed ? true : undefined}
              aria-describedby={errors.confirmed ? 'payment-confirmed-error' : undefined}
              {...register('confirmed')}
            />
            {messages.markPaid.confirm(money)}
          </label>
          {errors.confirmed && (
            <p id="payment-confirmed-error" className={ui.fieldError}>
              {errors.confirmed.message}
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
