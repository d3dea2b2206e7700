import { useQueryClient } from '@tanstack/react-query';
import { CERTIFICATIONS, LIMITS, VAT_RATES, type Category, type Product } from '@veggie/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { FormDialog } from '../../shared/components/form-dialog';
import { ImagePicker } from '../../shared/components/image-picker';
import { useImageFormDialog } from '../../shared/image-form';
import { ui } from '../../shared/ui';
import { fieldMessage } from '../../shared/field-message';
import { adminFormMessages } from '../../shared/form-messages';
import { adminProductQuery } from '../api/get-admin-product';
import { adminProductKeys } from '../api/product-keys';
import { useSaveProduct } from '../api/save-product';
import { productMessages } from '../messages';
import {
  PRODUCT_MESSAGE_PARAMS,
  productFormData,
  productFormDefaults,
  productFormResolver,
  editedStock,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

interface ProductFormModalProps {
  /** The product to edit; absent to create one. */
  product?: Product;
  categories: Category[];
  onClose: () => void;
}

/** The number inputs: whole numbers typed on a numeric keypad, never below zero. */
const NUMBER_INPUT = { type: 'number', inputMode: 'numeric', min: 0 } as const;

export function ProductFormModal({ product, categories, onClose }: ProductFormModalProps) {
  const text = useMessages(productMessages);
  const images = useMessages(adminFormMessages).image;
  const locale = useLocale();
  const mode = product ? 'edit' : 'create';
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  const { submit, clearSaveError, dialog } = useImageFormDialog(save, { mode, text, onClose });
  const {
    register,
    handleSubmit,
    setValue,
    resetField,
    setFocus,
    control,
    formState: { errors, dirtyFields },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: productFormDefaults(product),
    resolver: productFormResolver({
      mode,
      locale,
      images: { required: text.imageRequired, type: images.wrongType, size: images.tooLarge },
    }),
  });
  const image = useWatch({ control, name: 'image' });

  const message = (field: keyof ProductFormValues) =>
    fieldMessage(errors[field]?.message, locale, PRODUCT_MESSAGE_PARAMS[field]);
  const unitKind = useWatch({ control, name: 'unitKind' });
  const byWeight = unitKind === 'weight';
  const certified = useWatch({ control, name: 'certification' }) !== 'none';
  /** The label, message and id of a field; its control gets the matching aria attributes from FormField. */
  const field = (name: Exclude<keyof ProductFormValues, 'image' | 'unitKind' | 'certification'>) => ({
    id: `product-${name}`,
    label: text.fields[name],
    error: message(name),
  });
  const input = (name: keyof typeof text.placeholders) => ({
    className: ui.input,
    placeholder: text.placeholders[name],
    ...register(name),
  });

  // The stock this form was opened with, until a reload after a refused save replaces it.
  const [loadedStock, setLoadedStock] = useState(product && editedStock(product));
  const stockMoved = save.error instanceof ApiError && save.error.code === 'stock_changed';
  const reloadButton = useRef<HTMLButtonElement>(null);
  // The save button was disabled while saving, which drops focus to the page: the way out is this button.
  useEffect(() => {
    if (stockMoved) reloadButton.current?.focus();
  }, [stockMoved]);

  const onSubmit = handleSubmit((values) =>
    submit({
      id: product?._id,
      form: productFormData(
        values,
        loadedStock === undefined ? undefined : { stock: loadedStock, edited: Boolean(dirtyFields.stock) },
      ),
    }),
  );

  /** Puts the stock as stored now in the field (the admin's other edits stay), ready to try again. */
  const reloadStock = async () => {
    if (!product) return;
    try {
      const fresh = await queryClient.fetchQuery(adminProductQuery(product._id));
      setLoadedStock(editedStock(fresh));
      resetField('stock', { defaultValue: String(editedStock(fresh)) });
      save.reset();
      clearSaveError();
      // The button goes away with the refusal; the stock is what the admin has to set again.
      setFocus('stock');
      void refreshAfterWrite(queryClient, adminProductKeys.all);
    } catch {
      toast.error(text.reloadStockFailed);
    }
  };

  return (
    <FormDialog {...dialog} onSubmit={onSubmit}>
      {stockMoved && (
        <button
          ref={reloadButton}
          type="button"
          onClick={() => void reloadStock()}
          className={`${ui.btnSecondary} -mt-2 self-start`}
        >
          {text.reloadStock}
        </button>
      )}
      <FormField {...field('name')}>{(aria) => <input {...aria} {...input('name')} />}</FormField>
      <FormField {...field('nameEn')} hint={text.fields.nameEnHint}>
        {(aria) => <input {...aria} lang="en" {...input('nameEn')} />}
      </FormField>
      <FormField {...field('description')}>
        {(aria) => <textarea {...aria} rows={3} {...input('description')} />}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">{text.fields.unitKind}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['piece', 'weight'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={kind} {...register('unitKind')} className="size-4 accent-brand-600" />
              {text.fields.unitKinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {byWeight ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('pricePerKg')}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={LIMITS.priceStep} {...input('pricePerKg')} />}
          </FormField>
          <FormField {...field('salePricePerKg')} hint={text.fields.salePricePerKgHint}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={LIMITS.priceStep} {...input('salePricePerKg')} />}
          </FormField>
          <FormField {...field('stepGrams')} hint={text.fields.stepGramsHint}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={1} {...input('stepGrams')} />}
          </FormField>
          <FormField {...field('minGrams')} hint={text.fields.minGramsHint}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={1} {...input('minGrams')} />}
          </FormField>
          <FormField {...field('stock')} label={text.fields.stockGrams} hint={text.fields.stockGramsHint}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={1} {...input('stock')} />}
          </FormField>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField {...field('price')}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={LIMITS.priceStep} {...input('price')} />}
          </FormField>
          <FormField {...field('salePrice')} hint={text.fields.salePriceHint}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={LIMITS.priceStep} {...input('salePrice')} />}
          </FormField>
          <FormField {...field('stock')}>
            {(aria) => <input {...aria} {...NUMBER_INPUT} step={1} {...input('stock')} />}
          </FormField>
        </div>
      )}
      <FormField
        {...field('maxPerOrder')}
        hint={byWeight ? text.fields.maxPerOrderStepsHint : text.fields.maxPerOrderHint}
      >
        {(aria) => (
          <input {...aria} {...NUMBER_INPUT} min={1} max={LIMITS.cartQuantityMax} step={1} {...input('maxPerOrder')} />
        )}
      </FormField>
      <FormField {...field('vatRate')} hint={text.fields.vatRateHint}>
        {(aria) => (
          <select {...aria} className={ui.input} {...register('vatRate')}>
            <option value="">{text.fields.vatRateOfCategory}</option>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>{`${rate}%`}</option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('unitLabel')}
          hint={byWeight ? text.fields.weightUnitLabelHint : text.fields.unitLabelHint}
        >
          {(aria) => <input {...aria} {...input('unitLabel')} />}
        </FormField>
        <FormField {...field('unitLabelEn')} hint={text.fields.unitLabelEnHint}>
          {(aria) => <input {...aria} lang="en" {...input('unitLabelEn')} />}
        </FormField>
      </div>
      <FormField {...field('category')}>
        {(aria) => (
          // Remounted when the options arrive (the form may open first): the browser cannot select an
          // option that did not exist yet, and the product's category would show as unchosen.
          <select key={categories.length} {...aria} className={ui.input} {...register('category')}>
            <option value="">{text.fields.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="flex flex-col gap-3" aria-describedby="product-origin-hint">
        <legend className="mb-1 text-sm font-semibold text-ink-900">{text.fields.origin}</legend>
        <p id="product-origin-hint" className="-mt-2 text-xs text-ink-600">
          {text.fields.originHint}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field('originFarm')}>{(aria) => <input {...aria} {...input('originFarm')} />}</FormField>
          <FormField {...field('originProvince')}>
            {(aria) => <input {...aria} {...input('originProvince')} />}
          </FormField>
          <FormField id="product-certification" label={text.fields.certification} error={message('certification')}>
            {(aria) => (
              <select {...aria} className={ui.input} {...register('certification')}>
                {CERTIFICATIONS.map((certification) => (
                  <option key={certification} value={certification}>
                    {text.fields.certifications[certification]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...field('packedOn')} hint={text.fields.packedOnHint}>
            {(aria) => <input {...aria} type="date" className={ui.input} {...register('packedOn')} />}
          </FormField>
          {certified && (
            <>
              <FormField {...field('certificateNo')}>
                {(aria) => <input {...aria} {...input('certificateNo')} />}
              </FormField>
              <FormField {...field('certificateValidUntil')} hint={text.fields.certificateValidUntilHint}>
                {(aria) => <input {...aria} type="date" className={ui.input} {...register('certificateValidUntil')} />}
              </FormField>
            </>
          )}
        </div>
      </fieldset>
      <ImagePicker
        id="product-image"
        label={text.fields.image}
        file={image}
        currentUrl={product?.imageUrl}
        error={message('image')}
        onChange={(file) => setValue('image', file, { shouldValidate: true })}
      />
    </FormDialog>
  );
}
