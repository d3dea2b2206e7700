import type { SlotTemplate, SlotTemplateInput } from '@veggie/contract';
import { useForm, type Path } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { FormDialog } from '../../shared/components/form-dialog';
import { adminFormMessages } from '../../shared/form-messages';
import { ui } from '../../shared/ui';
import { useSaveSlotTemplate } from '../api/templates';
import { adminDeliveryMessages } from '../messages';
import { templateFormDefaults, templateFormResolver, type TemplateFormValues } from '../zone-form';

const FIELDS: Path<TemplateFormValues>[] = ['weekday', 'start', 'end', 'capacity', 'cutoffMinutes'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Adds a weekly delivery time to a zone, or edits one. */
export function TemplateFormModal({
  zoneId,
  template,
  onClose,
}: {
  zoneId: string;
  template?: SlotTemplate;
  onClose: () => void;
}) {
  const text = useMessages(adminDeliveryMessages).templates;
  const formText = useMessages(adminFormMessages);
  const locale = useLocale();
  const save = useSaveSlotTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TemplateFormValues, unknown, SlotTemplateInput>({
    defaultValues: templateFormDefaults(template),
    resolver: templateFormResolver(locale, template?.zoneId ?? zoneId),
  });

  const { submit, saveError } = useSaveWithFeedback(save, {
    success: template ? text.updated : text.created,
    failure: text.saveFailed,
    onSaved: onClose,
    showOnFields: (error) => showServerFieldErrors(error, FIELDS, setError),
  });
  const onSubmit = handleSubmit((input) => submit({ id: template?._id, input }));

  const f = text.fields;
  return (
    <FormDialog
      title={template ? text.editTitle : text.createTitle}
      size="sm"
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      saveError={saveError}
      pending={save.isPending}
      submitLabel={template ? formText.update : text.create}
    >
      <FormField id="template-weekday" label={f.weekday} error={errors.weekday?.message}>
        {(aria) => (
          <select {...aria} className={ui.input} {...register('weekday')}>
            {WEEKDAYS.map((day) => (
              <option key={day} value={String(day)}>
                {text.weekdays[day]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="template-start" label={f.start} error={errors.start?.message}>
          {(aria) => <input {...aria} type="time" className={ui.input} {...register('start')} />}
        </FormField>
        <FormField id="template-end" label={f.end} error={errors.end?.message}>
          {(aria) => <input {...aria} type="time" className={ui.input} {...register('end')} />}
        </FormField>
      </div>
      <FormField id="template-capacity" label={f.capacity} hint={f.capacityHint} error={errors.capacity?.message}>
        {(aria) => <input {...aria} inputMode="numeric" className={ui.input} {...register('capacity')} />}
      </FormField>
      <FormField id="template-cutoff" label={f.cutoffMinutes} error={errors.cutoffMinutes?.message}>
        {(aria) => <input {...aria} inputMode="numeric" className={ui.input} {...register('cutoffMinutes')} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('active')} />
        {f.active}
      </label>
    </FormDialog>
  );
}
