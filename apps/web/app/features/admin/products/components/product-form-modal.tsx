import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, type Category, type Product } from '@veggie/contract';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { AlertBanner } from '../../shared/components/alert-banner';
import { FormActions } from '../../shared/components/form-actions';
import { FormField } from '../../shared/components/form-field';
import { ImagePicker } from '../../shared/components/image-picker';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { ui } from '../../shared/ui';
import { viFieldMessage } from '../../shared/vi-messages';
import { adminProductQuery } from '../api/get-admin-product';
import { adminProductKeys } from '../api/product-keys';
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
  const queryClient = useQueryClient();
  const { submit, saveError, clearSaveError } = useSaveWithFeedback(save, {
    success: mode === 'create' ? PRODUCT_VI.created : PRODUCT_VI.updated,
    failure: PRODUCT_VI.saveFailed,
    onSaved: onClose,
  });
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
    resolver: productFormResolver(mode),
  });
  const image = useWatch({ control, name: 'image' });

  const message = (field: keyof ProductFormValues) =>
    viFieldMessage(errors[field]?.message, PRODUCT_MESSAGE_PARAMS[field]);
  const invalid = (field: keyof ProductFormValues) => (errors[field] ? true : undefined);
  const describedBy = (field: keyof ProductFormValues) => (errors[field] ? `product-${field}-error` : undefined);

  // The stock this form was opened with, until a reload after a refused save replaces it.
  const [loadedStock, setLoadedStock] = useState(product?.stock);
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
      setLoadedStock(fresh.stock);
      resetField('stock', { defaultValue: String(fresh.stock) });
      save.reset();
      clearSaveError();
      // The button goes away with the refusal; the stock is what the admin has to set again.
      setFocus('stock');
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
    } catch {
      toast.error(PRODUCT_VI.reloadStockFailed);
    }
  };

  return (
    <Dialog title={mode === 'create' ? PRODUCT_VI.createTitle : PRODUCT_VI.editTitle} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
        {stockMoved && (
          <button
            ref={reloadButton}
            type="button"
            onClick={() => void reloadStock()}
            className={`${ui.btnSecondary} -mt-2 self-start`}
          >
            {PRODUCT_VI.reloadStock}
          </button>
        )}
        <FormField id="product-name" label={PRODUCT_VI.fields.name} error={message('name')}>
          <input
            id="product-name"
            className={ui.input}
            placeholder={PRODUCT_VI.placeholders.name}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
        </FormField>
        <FormField id="product-description" label={PRODUCT_VI.fields.description} error={message('description')}>
          <textarea
            id="product-description"
            rows={3}
            className={ui.input}
            placeholder={PRODUCT_VI.placeholders.description}
            aria-invalid={invalid('description')}
            aria-describedby={describedBy('description')}
            {...register('description')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="product-price" label={PRODUCT_VI.fields.price} error={message('price')}>
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
          </FormField>
          <FormField
            id="product-salePrice"
            label={PRODUCT_VI.fields.salePrice}
            error={message('salePrice')}
            hint={PRODUCT_VI.fields.salePriceHint}
          >
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
          </FormField>
          <FormField id="product-stock" label={PRODUCT_VI.fields.stock} error={message('stock')}>
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
          </FormField>
        </div>
        <FormField id="product-category" label={PRODUCT_VI.fields.category} error={message('category')}>
          {/* Remounted when the options arrive (the form may open first): the browser cannot select an
              option that did not exist yet, and the product's category would show as unchosen. */}
          <select
            key={categories.length}
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
        </FormField>
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
        <FormActions
          cancelLabel={PRODUCT_VI.cancel}
          submitLabel={mode === 'create' ? PRODUCT_VI.create : PRODUCT_VI.update}
          pendingLabel={PRODUCT_VI.saving}
          pending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
