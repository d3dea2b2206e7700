import { LIMITS, type Category, type Product } from '@veggie/contract';
import { useForm, useWatch } from 'react-hook-form';
import { AlertBanner } from '../../shared/components/alert-banner';
import { FormActions } from '../../shared/components/form-actions';
import { FormField } from '../../shared/components/form-field';
import { ImagePicker } from '../../shared/components/image-picker';
import { Modal } from '../../shared/components/modal';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
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
  const { submit, saveError } = useSaveWithFeedback(save, {
    success: mode === 'create' ? PRODUCT_VI.created : PRODUCT_VI.updated,
    failure: PRODUCT_VI.saveFailed,
    onSaved: onClose,
  });
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

  const onSubmit = handleSubmit((values) => submit({ id: product?._id, form: productFormData(values) }));

  return (
    <Modal
      title={mode === 'create' ? PRODUCT_VI.createTitle : PRODUCT_VI.editTitle}
      onClose={onClose}
      closeLabel={PRODUCT_VI.close}
      lang="vi"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
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
    </Modal>
  );
}
