import { bankAccountSchema, paymentSettingsSchema, type Bank, type PaymentSettings } from '@veggie/contract';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver, showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages, type Locale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../../shared/api-errors';
import { usePaymentSettingsQuery, useSavePaymentSettings } from '../api/payment-settings';
import { adminSettingsMessages } from '../messages';
import { SettingsForm, SettingsSection } from './settings-section';
import { BankSelect } from './bank-select';

/** The form holds the account even while transfers are off, so turning them on again restores it. */
export interface PaymentSettingsForm {
  acceptTransfers: boolean;
  bank: { bin: string; accountNumber: string; accountName: string };
}

const BANK_FIELDS: FieldPath<PaymentSettingsForm>[] = ['bank.bin', 'bank.accountNumber', 'bank.accountName'];
const NO_ACCOUNT = { bin: '', accountNumber: '', accountName: '' };

/** Transfers off saves `bank: null`; on, the account is checked by the contract's schema. */
export function paymentSettingsResolver(locale: Locale): Resolver<PaymentSettingsForm, unknown, PaymentSettings> {
  const settings = contractResolver(paymentSettingsSchema, locale);
  return async (values, context, options) =>
    values.acceptTransfers
      ? settings({ bank: values.bank }, context, options as never)
      : { values: { bank: null }, errors: {} };
}

const toForm = (settings: PaymentSettings): PaymentSettingsForm => ({
  acceptTransfers: settings.bank !== null,
  bank: settings.bank ?? NO_ACCOUNT,
});

/** The holder's name as the bank prints it and as it will be saved ("Nguyễn Văn A" → "NGUYEN VAN A"). */
function savedName(name: string): string | null {
  const parsed = bankAccountSchema.shape.accountName.safeParse(name);
  return parsed.success ? parsed.data : null;
}

/** Admin → Settings → Payment: whether checkout offers bank transfer, and the account it goes to. */
export function PaymentSettingsSection() {
  const text = useMessages(adminSettingsMessages).payment;
  const query = usePaymentSettingsQuery();
  return (
    <SettingsSection id="payment-settings" text={text} query={query}>
      {(settings) => <PaymentSettingsFields settings={settings} banks={settings.banks} />}
    </SettingsSection>
  );
}

function PaymentSettingsFields({ settings, banks }: { settings: PaymentSettings; banks: readonly Bank[] }) {
  const text = useMessages(adminSettingsMessages).payment;
  const locale = useLocale();
  const save = useSavePaymentSettings();
  const form = useForm<PaymentSettingsForm, unknown, PaymentSettings>({
    defaultValues: toForm(settings),
    resolver: paymentSettingsResolver(locale),
  });
  const { reset, register, control, formState } = form;
  const [acceptTransfers, accountName] = useWatch({ control, name: ['acceptTransfers', 'bank.accountName'] });

  useEffect(() => {
    reset(toForm(settings));
  }, [settings, reset]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(toForm(saved));
        toast.success(text.saved);
      },
      onError: (error) => {
        showServerFieldErrors(error, BANK_FIELDS, form.setError);
        toast.error(saveErrorMessage(error, text.saveFailed));
      },
    }),
  );
  const preview = accountName ? savedName(accountName) : null;
  const fieldError = (name: FieldPath<PaymentSettingsForm>) => form.getFieldState(name, formState).error?.message;

  return (
    <SettingsForm onSubmit={onSubmit} busy={save.isPending} text={text}>
      <label className="flex items-center gap-2 font-semibold text-ink-900 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('acceptTransfers')} />
        {text.acceptTransfers}
      </label>
      {acceptTransfers && (
        <>
          <Controller
            control={control}
            name="bank.bin"
            render={({ field, fieldState }) => (
              <BankSelect
                id="payment-bank"
                label={text.bank}
                searchLabel={text.findBank}
                placeholder={text.chooseBank}
                banks={banks}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                ref={field.ref}
              />
            )}
          />
          <TextField
            label={text.accountNumber}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError('bank.accountNumber')}
            {...register('bank.accountNumber')}
          />
          <TextField
            label={text.accountName}
            autoComplete="off"
            hint={preview && preview !== accountName ? text.accountNameSavedAs(preview) : text.accountNameHint}
            error={fieldError('bank.accountName')}
            {...register('bank.accountName')}
          />
        </>
      )}
    </SettingsForm>
  );
}
