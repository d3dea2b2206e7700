import type { Category } from '@veggie/contract';
import { Dialog } from '../../../../components/ui/dialog';
import { useForm, useWatch } from 'react-hook-form';
import { AlertBanner } from '../../shared/components/alert-banner';
import { FormActions } from '../../shared/components/form-actions';
import { FormField } from '../../shared/components/form-field';
import { ImagePicker } from '../../shared/components/image-picker';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
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
  const { submit, saveError } = useSaveWithFeedback(save, {
    success: mode === 'create' ? CATEGORY_VI.created : CATEGORY_VI.updated,
    failure: CATEGORY_VI.saveFailed,
    onSaved: onClose,
  });
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

  const onSubmit = handleSubmit((values) => submit({ id: category?._id, form: categoryFormData(values) }));

  return (
    <Dialog title={mode === 'create' ? CATEGORY_VI.createTitle : CATEGORY_VI.editTitle} onClose={onClose} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
        <FormField id="category-name" label={CATEGORY_VI.fields.name} error={nameError}>
          <input
            id="category-name"
            className={ui.input}
            placeholder={CATEGORY_VI.fields.namePlaceholder}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'category-name-error' : undefined}
            {...register('name')}
          />
        </FormField>
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
        <FormActions
          cancelLabel={CATEGORY_VI.cancel}
          submitLabel={mode === 'create' ? CATEGORY_VI.create : CATEGORY_VI.update}
          pendingLabel={CATEGORY_VI.saving}
          pending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
