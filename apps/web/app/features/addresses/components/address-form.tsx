import { addressInputSchema, type AddressInput, type DeliveryAddress } from '@veggie/contract';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateAddress } from '../api/create-address';
import { useProvinces, useWards } from '../../locations';
import { toAddressInput, useUpdateAddress } from '../api/update-address';
import { addressesMessages } from '../messages';
import { LocationCombobox } from './location-combobox';

const FIELDS = ['receiverName', 'phone', 'provinceCode', 'wardCode', 'street', 'isDefault'] as const;

const EMPTY: AddressInput = {
  receiverName: '',
  phone: '',
  provinceCode: '',
  wardCode: '',
  street: '',
  isDefault: false,
};

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-pill border border-cream-200 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-cream-100';

export interface AddressFormProps {
  /** The address to edit; a new one without it. */
  address?: DeliveryAddress;
  /** Called with the address as the server saved it. */
  onSaved: (address: DeliveryAddress) => void;
  onCancel?: () => void;
  /** Names the form; "New address" or "Edit address" by default. */
  title?: string;
}

/**
 * Adds or edits an address with the contract's rules: receiver, Vietnamese phone, province then ward
 * (each searchable without accents), street, and whether it is the default. The server's refusals of a
 * field (a ward outside the province) show under that field; any other in the banner.
 */
export function AddressForm({ address, onSaved, onCancel, title }: AddressFormProps) {
  const locale = useLocale();
  const text = useMessages(addressesMessages);
  const titleId = useId();
  const defaultId = useId();
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({
    resolver: contractResolver(addressInputSchema, locale),
    defaultValues: address ? toAddressInput(address) : EMPTY,
  });
  const provinceCode = useWatch({ control, name: 'provinceCode' });
  const provinces = useProvinces();
  const wards = useWards(provinceCode);
  const listText = (query: { isPending: boolean; isError: boolean }) =>
    query.isError ? text.form.optionsFailed : query.isPending ? text.form.loadingOptions : text.form.noMatch;

  const onValid = async (values: AddressInput) => {
    setFailure(undefined);
    try {
      const saved = address
        ? await update.mutateAsync({ id: address._id, body: values })
        : await create.mutateAsync(values);
      if (saved.message) toast.success(saved.message);
      onSaved(saved.data);
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError)) setFailure(serverMessage(error) ?? null);
    }
  };

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <h3 id={titleId} className="font-display text-lg font-bold text-ink-900">
        {title ?? (address ? text.form.editTitle : text.form.addTitle)}
      </h3>
      {failure !== undefined && <FormAlert title={text.form.failed}>{failure ?? text.actionFailed}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.form.receiverName}
          autoComplete="name"
          aria-required
          error={errors.receiverName?.message}
          {...register('receiverName')}
        />
        <TextField
          label={text.form.phone}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          aria-required
          hint={text.form.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Controller
          control={control}
          name="provinceCode"
          render={({ field, fieldState }) => (
            <LocationCombobox
              ref={field.ref}
              label={text.form.province}
              placeholder={text.form.provincePlaceholder}
              options={provinces.data}
              known={address?.province}
              emptyText={listText(provinces)}
              value={field.value}
              onChange={(code) => {
                // A ward belongs to one province: another province asks for its ward again.
                if (code !== field.value) setValue('wardCode', '');
                field.onChange(code);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="wardCode"
          render={({ field, fieldState }) => (
            <LocationCombobox
              ref={field.ref}
              label={text.form.ward}
              placeholder={provinceCode ? text.form.wardPlaceholder : text.form.wardFirst}
              options={provinceCode ? wards.data : []}
              known={address?.ward}
              emptyText={provinceCode ? listText(wards) : text.form.wardFirst}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <TextField
        label={text.form.street}
        autoComplete="address-line1"
        aria-required
        placeholder={text.form.streetPlaceholder}
        error={errors.street?.message}
        {...register('street')}
      />
      {address?.isDefault ? (
        <p className="text-sm text-ink-600">{text.form.isDefaultAlready}</p>
      ) : (
        <div className="flex items-center gap-3">
          <input
            id={defaultId}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600"
            {...register('isDefault')}
          />
          <label htmlFor={defaultId} className="text-sm text-ink-900">
            {text.form.isDefault}
          </label>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton shape="pill" busy={isSubmitting} busyLabel={text.form.saving}>
          {text.form.save}
        </SubmitButton>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {text.form.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
