import { DEFAULT_VAT_RATE, VAT_RATES, type Category } from '@veggie/contract';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../shared/components/form-dialog';
import { ImagePicker } from '../../shared/components/image-picker';
import { useImageFormDialog } from '../../shared/image-form';
import { ui } from '../../shared/ui';
import { fieldMessage } from '../../shared/field-message';
import { adminFormMessages } from '../../shared/form-messages';
import { useSaveCategory } from '../api/save-category';
import {
  CATEGORY_NAME_PARAMS,
  categoryFormData,
  categoryFormResolver,
  type CategoryFormOutput,
  type CategoryFormValues,
} from '../category-form';
import { categoryMessages } from '../messages';

export function CategoryFormModal({ category, onClose }: { category?: Category; onClose: () => void }) {
  const text = useMessages(categoryMessages);
  const images = useMessages(adminFormMessages).image;
  const locale = useLocale();
  const mode = category ? 'edit' : 'create';
  const save = useSaveCategory();
  const { submit, dialog } = useImageFormDialog(save, { mode, text, onClose });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    defaultValues: { name: category?.name ?? '', vatRate: String(category?.vatRate ?? DEFAULT_VAT_RATE), image: null },
    resolver: categoryFormResolver({
      mode,
      locale,
      images: { required: text.imageRequired, type: images.wrongType, size: images.tooLarge },
    }),
  });
  const image = useWatch({ control, name: 'image' });

  const onSubmit = handleSubmit((values) => submit({ id: category?._id, form: categoryFormData(values) }));

  return (
    <FormDialog {...dialog} size="sm" onSubmit={onSubmit}>
      <FormField
        id="category-name"
        label={text.fields.name}
        error={fieldMessage(errors.name?.message, locale, CATEGORY_NAME_PARAMS)}
      >
        {(aria) => (
          <input {...aria} className={ui.input} placeholder={text.fields.namePlaceholder} {...register('name')} />
        )}
      </FormField>
      <FormField id="category-vat-rate" label={text.fields.vatRate} hint={text.fields.vatRateHint}>
        {(aria) => (
          <select {...aria} className={ui.input} {...register('vatRate')}>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>{`${rate}%`}</option>
            ))}
          </select>
        )}
      </FormField>
      <ImagePicker
        id="category-image"
        label={text.fields.image}
        hint={mode === 'create' ? undefined : text.fields.keepImageHint}
        file={image}
        currentUrl={category?.image}
        error={fieldMessage(errors.image?.message, locale)}
        onChange={(file) => setValue('image', file, { shouldValidate: true })}
      />
    </FormDialog>
  );
}
