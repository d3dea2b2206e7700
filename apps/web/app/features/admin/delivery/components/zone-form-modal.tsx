import type { DeliveryZone, DeliveryZoneInput, Location } from '@veggie/contract';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { FormDialog } from '../../shared/components/form-dialog';
import { adminFormMessages } from '../../shared/form-messages';
import { ui } from '../../shared/ui';
import { useProvinces, useWards } from '../../../locations';
import { useSaveDeliveryZone } from '../api/zones';
import { adminDeliveryMessages } from '../messages';
import { zoneFormDefaults, zoneFormResolver, type ZoneFormValues } from '../zone-form';
import { LocationPicker } from './location-picker';

const FIELDS: Path<ZoneFormValues>[] = [
  'name',
  'fee',
  'freeFrom',
  'minOrder',
  'leadMinutes',
  'provinceCodes',
  'wardCodes',
];

/** Adds a zone, or edits one: its price rules, and the provinces and wards it covers. */
export function ZoneFormModal({ zone, onClose }: { zone?: DeliveryZone; onClose: () => void }) {
  const text = useMessages(adminDeliveryMessages);
  const formText = useMessages(adminFormMessages);
  const locale = useLocale();
  const save = useSaveDeliveryZone();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ZoneFormValues, unknown, DeliveryZoneInput>({
    defaultValues: zoneFormDefaults(zone),
    resolver: zoneFormResolver(locale),
  });
  const [provinceCodes, wardCodes] = useWatch({ control, name: ['provinceCodes', 'wardCodes'] });

  const provinces = useProvinces();
  const [wardProvince, setWardProvince] = useState(zone?.wards[0]?.provinceCode ?? '');
  const wards = useWards(wardProvince);
  // Names of every ward seen, so a chip keeps its name when another province's wards are listed.
  const [wardNames, setWardNames] = useState(() => new Map(zone?.wards.map((ward) => [ward.code, ward.name])));
  if (wards.data?.some((ward) => !wardNames.has(ward.code)))
    setWardNames(new Map([...wardNames, ...wards.data.map((ward): [string, string] => [ward.code, ward.name])]));

  const provinceName = new Map([
    ...(zone?.provinces ?? []).map((p): [string, string] => [p.code, p.name]),
    ...(provinces.data ?? []).map((p): [string, string] => [p.code, p.name]),
  ]);
  const named = (codes: string[], names: Map<string, string>): Location[] =>
    codes.map((code) => ({ code, name: names.get(code) ?? code }));

  const { submit, saveError } = useSaveWithFeedback(save, {
    success: zone ? text.zones.updated : text.zones.created,
    failure: text.zones.saveFailed,
    onSaved: onClose,
    // A refusal about a field is said under it (decision 024); any other in the banner.
    showOnFields: (error) => showServerFieldErrors(error, FIELDS, setError),
  });
  const onSubmit = handleSubmit((input) => submit({ id: zone?._id, input }));

  const f = text.zoneForm;
  const numberField = (name: 'fee' | 'freeFrom' | 'minOrder' | 'leadMinutes', label: string, hint?: string) => (
    <FormField id={`zone-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(aria) => <input {...aria} inputMode="numeric" className={ui.input} {...register(name)} />}
    </FormField>
  );

  return (
    <FormDialog
      title={zone ? text.zones.editTitle : text.zones.createTitle}
      size="lg"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      saveError={saveError}
      pending={save.isPending}
      submitLabel={zone ? formText.update : text.zones.create}
    >
      <FormField id="zone-name" label={f.name} error={errors.name?.message}>
        {(aria) => <input {...aria} className={ui.input} {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('fee', f.fee)}
        {numberField('freeFrom', f.freeFrom, f.freeFromHint)}
        {numberField('minOrder', f.minOrder)}
        {numberField('leadMinutes', f.leadMinutes, f.leadHint)}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('active')} />
        {f.active}
      </label>
      <LocationPicker
        legend={f.provinces}
        searchLabel={f.provinceSearch}
        options={provinces.data}
        pending={provinces.isPending}
        failed={provinces.isError}
        chosen={named(provinceCodes, provinceName)}
        onChange={(codes) => setValue('provinceCodes', codes, { shouldDirty: true })}
      />
      {errors.provinceCodes?.message && <p className={ui.fieldError}>{errors.provinceCodes.message}</p>}
      <LocationPicker
        legend={f.wards}
        searchLabel={f.wardSearch}
        options={wardProvince ? wards.data : undefined}
        pending={wardProvince !== '' && wards.isPending}
        failed={wards.isError}
        chosen={named(wardCodes, wardNames)}
        onChange={(codes) => setValue('wardCodes', codes, { shouldDirty: true })}
      >
        <div>
          <label htmlFor="zone-ward-province" className={ui.label}>
            {f.wardProvince}
          </label>
          <select
            id="zone-ward-province"
            className={ui.input}
            value={wardProvince}
            onChange={(event) => setWardProvince(event.target.value)}
          >
            <option value="">{f.chooseProvince}</option>
            {provinces.data?.map((province) => (
              <option key={province.code} value={province.code}>
                {province.name}
              </option>
            ))}
          </select>
        </div>
      </LocationPicker>
      {errors.wardCodes?.message && <p className={ui.fieldError}>{errors.wardCodes.message}</p>}
    </FormDialog>
  );
}
