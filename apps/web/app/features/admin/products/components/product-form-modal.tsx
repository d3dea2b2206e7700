import { LIMITS, type Category, type Product } from '@veggie/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { saveErrorMessage } from '../../shared/api-errors';
import { AlertBanner } from '../../shared/components/alert-banner';
import { FieldMessage } from '../../shared/components/field-message';
import { ImagePicker } from '../../shared/components/image-picker';
import { Modal } from '../../shared/components/modal';
import { ui } from '../../shared/ui';
import { viFieldMessage } from '../../shared/vi-messages';
import { useSaveProduct } from '../api/save-product';
import {
  PRODUCT_MESSAGE_PARAMS,
  productFormData,
  productFormDefaults,
  productFormResolver,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form';
import { PRODUCT_VI } from '../vi';

interface ProductFormModalProps {
  /** The product to edit; absent to create one. */
  product?: Product;
  categories: Category[];
  onClose: () => void;
}

export function ProductFormModal({ product, categories, onClose }: ProductFormModalProps) {
  const mode = product ? 'edit' : 'create';
  const save = useSaveProduct();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: productFormDefaults(product),
    resolver: productFormResolver(mode),
  });
  const image = useWatch({ control, name: 'image' });

  const message = (field: keyof ProductFormValues) => viFieldMessage(errors[field]?.message, PRODUCT_MESSAGE_PARAMS[field]);
  const invalid = (field: keyof ProductFormValues) => (errors[field] ? true : undefined);
  const describedBy = (field: keyof ProductFormValues) => (errors[field] ? `product-${field}-error` : undefined);

  const onSubmit = handleSubmit((values) => {
    setSaveError(null);
    save.mutate(
      { id: product?._id, form: productFormData(values) },
      {
        onSuccess: () => {
          toast.success(mode === 'create' ? PRODUCT_VI.created : PRODUCT_VI.updated);
          onClose();
        },
        onError: (error) => {
          const text = saveErrorMessage(error, PRODUCT_VI.saveFailed);
          setSaveError(text);
          toast.error(text);
        },
      },
    );
  });

  return (
    <Modal
      title={mode === 'create' ? PRODUCT_VI.createTitle : PRODUCT_VI.editTitle}
      onClose={onClose}
      closeLabel={PRODUCT_VI.close}
      lang="vi"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
        <div>
          <label htmlFor="product-name" className={ui.label}>
            {PRODUCT_VI.fields.name}
          </label>
          <input
            id="product-name"
            className={ui.input}
            placeholder={PRODUCT_VI.placeholders.name}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldMessage id="product-name-error" message={message('name')} />
        </div>
        <div>
          <label htmlFor="product-description" className={ui.label}>
            {PRODUCT_VI.fields.description}
          </label>
          <textarea
            id="product-description"
            rows={3}
            className={ui.input}
            placeholder={PRODUCT_VI.placeholders.description}
            aria-invalid={invalid('description')}
            aria-describedby={describedBy('description')}
            {...register('description')}
          />
          <FieldMessage id="product-description-error" message={message('description')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="product-price" className={ui.label}>
              {PRODUCT_VI.fields.price}
            </label>
            <input
              id="product-price"
              type="number"
              inputMode="numeric"
              min={0}
              step={LIMITS.priceStep}
              className={ui.input}
              placeholder={PRODUCT_VI.placeholders.price}
              aria-invalid={invalid('price')}
              aria-describedby={describedBy('price')}
              {...register('price')}
            />
            <FieldMessage id="product-price-error" message={message('price')} />
          </div>
          <div>
            <label htmlFor="product-salePrice" className={ui.label}>
              {PRODUCT_VI.fields.salePrice}
            </label>
            <input
              id="product-salePrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={LIMITS.priceStep}
              className={ui.input}
              placeholder={PRODUCT_VI.placeholders.salePrice}
              aria-invalid={invalid('salePrice')}
              aria-describedby={describedBy('salePrice') ?? 'product-salePrice-hint'}
              {...register('salePrice')}
            />
            {message('salePrice') ? (
              <FieldMessage id="product-salePrice-error" message={message('salePrice')} />
            ) : (
              <p id="product-salePrice-hint" className="mt-1 text-xs text-ink-600">
                {PRODUCT_VI.fields.salePriceHint}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="product-stock" className={ui.label}>
              {PRODUCT_VI.fields.stock}
            </label>
            <input
              id="product-stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={ui.input}
              placeholder={PRODUCT_VI.placeholders.stock}
              aria-invalid={invalid('stock')}
              aria-describedby={describedBy('stock')}
              {...register('stock')}
            />
            <FieldMessage id="product-stock-error" message={message('stock')} />
          </div>
        </div>
        <div>
          <label htmlFor="product-category" className={ui.label}>
            {PRODUCT_VI.fields.category}
          </label>
          <select
            id="product-category"
            className={ui.input}
            aria-invalid={invalid('category')}
            aria-describedby={describedBy('category')}
            {...register('category')}
          >
            <option value="">{PRODUCT_VI.fields.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldMessage id="product-category-error" message={message('category')} />
        </div>
        <ImagePicker
          id="product-image"
          label={PRODUCT_VI.fields.image}
          hint={PRODUCT_VI.fields.imageHint}
          file={image}
          currentUrl={product?.imageUrl}
          currentLabel={PRODUCT_VI.fields.currentImage}
          newLabel={PRODUCT_VI.fields.newImage}
          chooseLabel={PRODUCT_VI.fields.chooseImage}
          noFileLabel={PRODUCT_VI.fields.noImage}
          error={message('image')}
          onChange={(file) => setValue('image', file, { shouldValidate: true })}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 border-t border-cream-200 pt-4 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={ui.btnSecondary}>
            {PRODUCT_VI.cancel}
          </button>
          <button type="submit" disabled={save.isPending} className={ui.btnPrimary}>
            {save.isPending ? PRODUCT_VI.saving : mode === 'create' ? PRODUCT_VI.create : PRODUCT_VI.update}
          </button>
        </div>
      </form>
    </Modal>
  );
}
