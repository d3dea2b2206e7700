import { invoiceSettingsSchema, VAT_RATES, type InvoiceSettings } from '@veggie/contract';
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FieldNotes, fieldNotesIds, inputClass, TextField } from '../../../../components/ui/text-field';
import { contractResolver, showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../../shared/api-errors';
import { type getInvoiceSettings, useInvoiceSettingsQuery } from '../api/get-invoice-settings';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { adminSettingsMessages } from '../messages';
import { SettingsForm, SettingsSection } from './settings-section';

type InvoiceSettingsView = Awaited<ReturnType<typeof getInvoiceSettings>>;

const FIELDS: FieldPath<InvoiceSettings>[] = [
  'sellerTaxCode',
  'templateCode',
  'series',
  'providerAccountId',
  'deliveryVatRate',
];

/** The form holds what PUT takes: the provider and the tax code in force are the server's to say. */
const toForm = (settings: InvoiceSettingsView): InvoiceSettings => ({
  sellerTaxCode: settings.sellerTaxCode,
  templateCode: settings.templateCode,
  series: settings.series,
  providerAccountId: settings.providerAccountId,
  deliveryVatRate: settings.deliveryVatRate,
});

/** Admin → Settings → E-invoices: the seller's tax code, the template and series, the delivery fee's VAT rate. */
export function InvoiceSettingsSection() {
  const text = useMessages(adminSettingsMessages).invoice;
  const query = useInvoiceSettingsQuery();
  return (
    <SettingsSection id="invoice-settings" text={text} query={query}>
      {(settings) => <InvoiceSettingsFields settings={settings} />}
    </SettingsSection>
  );
}

function InvoiceSettingsFields({ settings }: { settings: InvoiceSettingsView }) {
  const text = useMessages(adminSettingsMessages).invoice;
  const locale = useLocale();
  const save = useSaveInvoiceSettings();
  const form = useForm<InvoiceSettings>({
    defaultValues: toForm(settings),
    resolver: contractResolver(invoiceSettingsSchema, locale),
  });
  const { reset, register, formState } = form;

  useEffect(() => {
    reset(toForm(settings));
  }, [settings, reset]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(text.saved),
      onError: (error) => {
        showServerFieldErrors(error, FIELDS, form.setError);
        toast.error(saveErrorMessage(error, text.saveFailed));
      },
    }),
  );
  const fieldError = (name: FieldPath<InvoiceSettings>) => form.getFieldState(name, formState).error?.message;
  const rateError = fieldError('deliveryVatRate');

  return (
    <SettingsForm onSubmit={onSubmit} busy={save.isPending} text={text}>
      <p className="text-sm text-ink-900 sm:col-span-2">
        <span className="font-semibold">{text.provider}: </span>
        {settings.provider === 'none' ? text.providerNone : settings.provider}
      </p>
      <TextField
        label={text.sellerTaxCode}
        autoComplete="off"
        spellCheck={false}
        hint={text.sellerTaxCodeHint(settings.effectiveSellerTaxCode)}
        error={fieldError('sellerTaxCode')}
        className="sm:col-span-2"
        {...register('sellerTaxCode')}
      />
      <TextField
        label={text.templateCode}
        autoComplete="off"
        required
        hint={text.templateCodeHint}
        error={fieldError('templateCode')}
        {...register('templateCode')}
      />
      <TextField
        label={text.series}
        autoComplete="off"
        required
        hint={text.seriesHint}
        error={fieldError('series')}
        {...register('series')}
      />
      <TextField
        label={text.providerAccountId}
        autoComplete="off"
        hint={text.providerAccountIdHint}
        error={fieldError('providerAccountId')}
        {...register('providerAccountId')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="invoice-delivery-vat-rate" className="text-sm font-semibold text-ink-900">
          {text.deliveryVatRate}
        </label>
        <select
          id="invoice-delivery-vat-rate"
          aria-describedby={fieldNotesIds('invoice-delivery-vat-rate', text.deliveryVatRateHint, rateError)}
          aria-invalid={rateError ? true : undefined}
          className={inputClass(Boolean(rateError))}
          {...register('deliveryVatRate', { valueAsNumber: true })}
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>{`${rate}%`}</option>
          ))}
        </select>
        <FieldNotes id="invoice-delivery-vat-rate" hint={text.deliveryVatRateHint} error={rateError} />
      </div>
    </SettingsForm>
  );
}
