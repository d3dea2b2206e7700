import { shopSettingsSchema, type ShopSettings } from '@veggie/contract';
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver, showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../../shared/api-errors';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PageHeader } from '../../shared/components/page-header';
import { ui } from '../../shared/ui';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { useShopSettingsQuery } from '../api/get-shop-settings';
import { adminSettingsMessages } from '../messages';
import { InvoiceSettingsSection } from './invoice-settings-form';
import { PaymentSettingsSection } from './payment-settings-form';

type Field = FieldPath<ShopSettings>;

/** Which field goes in which section, with its input type; labels come from the catalogue. */
const SECTIONS: { key: keyof (typeof adminSettingsMessages.en)['sections']; fields: [Field, string, string][] }[] = [
  {
    key: 'shop',
    fields: [
      ['shopName', 'shopName', 'text'],
      ['legalName', 'legalName', 'text'],
      ['address', 'address', 'text'],
      ['phone', 'phone', 'tel'],
      ['email', 'email', 'email'],
      ['zaloUrl', 'zaloUrl', 'url'],
    ],
  },
  {
    key: 'registration',
    fields: [
      ['businessRegistration.number', 'number', 'text'],
      ['businessRegistration.issuedBy', 'issuedBy', 'text'],
      ['businessRegistration.issuedOn', 'issuedOn', 'date'],
    ],
  },
  {
    key: 'hours',
    fields: [
      ['openingHours.from', 'opensAt', 'time'],
      ['openingHours.until', 'closesAt', 'time'],
      ['delivery.hours.from', 'deliveryFrom', 'time'],
      ['delivery.hours.until', 'deliveryUntil', 'time'],
      ['delivery.sameDayCutoff', 'sameDayCutoff', 'time'],
      ['delivery.defaultFee', 'defaultDeliveryFee', 'number'],
      ['delivery.defaultMinOrder', 'defaultMinOrder', 'number'],
    ],
  },
  {
    key: 'orders',
    fields: [['orders.maxOpen', 'maxOpenOrders', 'number']],
  },
  {
    key: 'points',
    fields: [
      ['points.vndPerPoint', 'vndPerPoint', 'number'],
      ['points.pointValue', 'pointValue', 'number'],
      ['points.maxSharePercent', 'maxSharePercent', 'number'],
      ['points.validMonths', 'validMonths', 'number'],
    ],
  },
  {
    key: 'returns',
    fields: [
      ['returns.reportWindowHours', 'reportWindowHours', 'number'],
      ['returns.refundWorkingDays', 'refundWorkingDays', 'number'],
    ],
  },
];
const ALL_FIELDS = SECTIONS.flatMap((section) => section.fields.map(([name]) => name));

/** The shop's details and terms, edited as one form and saved as one PUT. */
export function AdminShopSettings() {
  const text = useMessages(adminSettingsMessages);
  const locale = useLocale();
  const query = useShopSettingsQuery();
  const save = useSaveShopSettings();
  const form = useForm<ShopSettings>({ resolver: contractResolver(shopSettingsSchema, locale) });
  const { reset } = form;

  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(text.saved),
      onError: (error) => {
        showServerFieldErrors(error, ALL_FIELDS, form.setError);
        toast.error(saveErrorMessage(error, text.saveFailed));
      },
    }),
  );

  const hints: Partial<Record<string, string>> = {
    legalName: text.fields.legalNameHint,
    issuedBy: text.fields.issuedByHint,
    defaultDeliveryFee: text.fields.defaultDeliveryFeeHint,
    defaultMinOrder: text.fields.defaultMinOrderHint,
    maxOpenOrders: text.fields.maxOpenOrdersHint,
    zaloUrl: text.fields.zaloUrlHint,
    vndPerPoint: text.fields.vndPerPointHint,
  };

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {query.isError && <AlertBanner message={text.loadFailed} />}
      {query.isPending ? (
        <p role="status" className="text-ink-600">
          {text.loading}
        </p>
      ) : (
        query.data && (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-3xl flex-col gap-6">
            {SECTIONS.map((section) => (
              <fieldset key={section.key} className={`${ui.card} grid gap-4 p-5 sm:grid-cols-2`}>
                <legend className="float-left mb-1 font-display text-lg font-bold sm:col-span-2">
                  {text.sections[section.key]}
                </legend>
                {section.fields.map(([name, label, type]) => (
                  <TextField
                    key={name}
                    label={text.fields[label as keyof typeof text.fields]}
                    type={type}
                    hint={hints[label]}
                    error={form.getFieldState(name, form.formState).error?.message}
                    className={
                      ['text', 'url'].includes(type) && name !== 'businessRegistration.number'
                        ? 'sm:col-span-2'
                        : undefined
                    }
                    {...form.register(name, { valueAsNumber: type === 'number' })}
                  />
                ))}
              </fieldset>
            ))}
            <div>
              <SubmitButton busy={save.isPending} busyLabel={text.saving} shape="pill">
                {text.save}
              </SubmitButton>
            </div>
          </form>
        )
      )}
      <div className="mt-6">
        <PaymentSettingsSection />
      </div>
      <div className="mt-6">
        <InvoiceSettingsSection />
      </div>
    </>
  );
}
