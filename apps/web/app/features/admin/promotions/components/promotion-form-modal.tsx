import { PAYMENT_METHODS, PROMOTION_KINDS, type AdminPromotion, type PromotionInput } from '@veggie/contract';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { useClock } from '../../../../lib/clock';
import { showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useCategoryOptions } from '../../products/api/get-category-options';
import { FormDialog } from '../../shared/components/form-dialog';
import { adminFormMessages } from '../../shared/form-messages';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { ui } from '../../shared/ui';
import { useSavePromotion } from '../api/promotions';
import { adminPromotionMessages } from '../messages';
import { promotionFormDefaults, promotionFormResolver, type PromotionFormValues } from '../promotion-form';

const FIELDS: Path<PromotionFormValues>[] = [
  'code',
  'title',
  'titleEn',
  'kind',
  'value',
  'maxDiscount',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'categoryIds',
  'excludedCategoryIds',
  'paymentMethods',
  'perCustomerLimit',
  'totalLimit',
];

type TextName =
  'code' | 'title' | 'titleEn' | 'value' | 'maxDiscount' | 'minSubtotal' | 'perCustomerLimit' | 'totalLimit';
type ListName = 'categoryIds' | 'excludedCategoryIds' | 'paymentMethods';
type FlagName = 'firstOrderOnly' | 'public' | 'active' | 'combinable';

/** Adds a promotion, or edits one: every kind the shop runs, its window, whom it is for and its limits. */
export function PromotionFormModal({ promotion, onClose }: { promotion?: AdminPromotion; onClose: () => void }) {
  const text = useMessages(adminPromotionMessages);
  const formText = useMessages(adminFormMessages);
  const locale = useLocale();
  const clock = useClock();
  const save = useSavePromotion();
  const categories = useCategoryOptions();
  const [defaults] = useState(() => promotionFormDefaults(promotion, clock.now()));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PromotionFormValues, unknown, PromotionInput>({
    defaultValues: defaults,
    resolver: promotionFormResolver(locale),
  });
  const kind = useWatch({ control, name: 'kind' });

  const { submit, saveError } = useSaveWithFeedback(save, {
    success: promotion ? text.updated : text.created,
    failure: text.saveFailed,
    onSaved: onClose,
    // A refusal about a field (a code taken) is said under it; any other in the banner.
    showOnFields: (error) => showServerFieldErrors(error, FIELDS, setError),
  });
  const onSubmit = handleSubmit((input) => submit({ id: promotion?._id, input }));

  const f = text.form;
  const field = (name: TextName, label: string, options: { hint?: string; numeric?: boolean; type?: string } = {}) => (
    <FormField id={`promotion-${name}`} label={label} hint={options.hint} error={errors[name]?.message}>
      {(aria) => (
        <input
          {...aria}
          type={options.type}
          inputMode={options.numeric ? 'numeric' : undefined}
          className={ui.input}
          {...register(name)}
        />
      )}
    </FormField>
  );
  const when = (name: 'startsAt' | 'endsAt', label: string) => (
    <FormField id={`promotion-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => <input {...aria} type="datetime-local" className={ui.input} {...register(name)} />}
    </FormField>
  );
  const checkboxes = (name: ListName, legend: string, options: { value: string; label: string }[], hint?: string) => (
    <fieldset aria-describedby={hint ? `promotion-${name}-hint` : undefined}>
      <legend className={ui.label}>{legend}</legend>
      {options.length === 0 && categories.isPending ? (
        <p className="text-sm text-ink-600">{f.loadingCategories}</p>
      ) : (
        <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-ink-900">
              <input type="checkbox" value={option.value} className="size-4 accent-brand-600" {...register(name)} />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {hint && (
        <p id={`promotion-${name}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {errors[name]?.message && <p className={ui.fieldError}>{errors[name]?.message}</p>}
    </fieldset>
  );
  const flag = (name: FlagName, label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
      <input type="checkbox" className="size-4 accent-brand-600" {...register(name)} />
      {label}
    </label>
  );
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category._id, label: category.name }));

  return (
    <FormDialog
      title={promotion ? text.editTitle : text.createTitle}
      size="lg"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      saveError={saveError}
      pending={save.isPending}
      submitLabel={promotion ? formText.update : text.create}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('title', f.title)}
        {field('titleEn', f.titleEn)}
      </div>
      {field('code', f.code, { hint: f.codeHint })}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="promotion-kind" label={f.kind} error={errors.kind?.message}>
          {(aria) => (
            <select {...aria} className={ui.input} {...register('kind')}>
              {PROMOTION_KINDS.map((option) => (
                <option key={option} value={option}>
                  {text.kinds[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {kind !== 'free_delivery' && field('value', kind === 'percent' ? f.value : f.amountValue, { numeric: true })}
        {kind === 'percent' && field('maxDiscount', f.maxDiscount, { hint: f.maxDiscountHint, numeric: true })}
      </div>
      {field('minSubtotal', f.minSubtotal, { hint: f.minSubtotalHint, numeric: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {when('startsAt', f.startsAt)}
        {when('endsAt', f.endsAt)}
      </div>
      {checkboxes('categoryIds', f.categories, categoryOptions, f.categoriesHint)}
      {checkboxes('excludedCategoryIds', f.excluded, categoryOptions)}
      {checkboxes(
        'paymentMethods',
        f.paymentMethods,
        PAYMENT_METHODS.map((method) => ({ value: method, label: f.methods[method] })),
        f.paymentMethodsHint,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('perCustomerLimit', f.perCustomerLimit, { hint: f.perCustomerLimitHint, numeric: true })}
        {field('totalLimit', f.totalLimit, { hint: f.totalLimitHint, numeric: true })}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {flag('firstOrderOnly', f.firstOrderOnly)}
        {flag('public', f.public)}
        {flag('active', f.active)}
        {flag('combinable', f.combinable)}
      </div>
    </FormDialog>
  );
}
