import type { Category } from '@veggie/contract';
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
import { useSaveCategory } from '../api/save-category';
import {
  CATEGORY_NAME_PARAMS,
  categoryFormData,
  categoryFormResolver,
  type CategoryFormOutput,
  type CategoryFormValues,
} from '../category-form';
import { CATEGORY_VI } from '../vi';

export function CategoryFormModal({ category, onClose }: { category?: Category; onClose: () => void }) {
  const mode = category ? 'edit' : 'create';
  const save = useSaveCategory();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    defaultValues: { name: category?.name ?? '', image: null },
    resolver: categoryFormResolver(mode),
  });
  const image = useWatch({ control, name: 'image' });
  const nameError = viFieldMessage(errors.name?.message, CATEGORY_NAME_PARAMS);

  const onSubmit = handleSubmit((values) => {
    setSaveError(null);
    save.mutate(
      { id: category?._id, form: categoryFormData(values) },
      {
        onSuccess: () => {
          toast.success(mode === 'create' ? CATEGORY_VI.created : CATEGORY_VI.updated);
          onClose();
        },
        onError: (error) => {
          const text = saveErrorMessage(error, CATEGORY_VI.saveFailed);
          setSaveError(text);
          toast.error(text);
        },
      },
    );
  });

  return (
    <Modal
      title={mode === 'create' ? CATEGORY_VI.createTitle : CATEGORY_VI.editTitle}
      onClose={onClose}
      closeLabel={CATEGORY_VI.close}
      lang="vi"
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
        <div>
          <label htmlFor="category-name" className={ui.label}>
            {CATEGORY_VI.fields.name}
          </label>
          <input
            id="category-name"
            className={ui.input}
            placeholder={CATEGORY_VI.fields.namePlaceholder}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'category-name-error' : undefined}
            {...register('name')}
          />
          <FieldMessage id="category-name-error" message={nameError} />
        </div>
        <ImagePicker
          id="category-image"
          label={CATEGORY_VI.fields.image}
          hint={mode === 'create' ? CATEGORY_VI.fields.imageHint : CATEGORY_VI.fields.keepImageHint}
          file={image}
          currentUrl={category?.image}
          currentLabel={CATEGORY_VI.fields.currentImage}
          newLabel={CATEGORY_VI.fields.newImage}
          chooseLabel={CATEGORY_VI.fields.chooseImage}
          noFileLabel={CATEGORY_VI.fields.noImage}
          error={viFieldMessage(errors.image?.message)}
          onChange={(file) => setValue('image', file, { shouldValidate: true })}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 border-t border-cream-200 pt-4 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={ui.btnSecondary}>
            {CATEGORY_VI.cancel}
          </button>
          <button type="submit" disabled={save.isPending} className={ui.btnPrimary}>
            {save.isPending ? CATEGORY_VI.saving : mode === 'create' ? CATEGORY_VI.create : CATEGORY_VI.update}
          </button>
        </div>
      </form>
    </Modal>
  );
}
