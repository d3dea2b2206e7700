import type { SynonymGroupInput } from '@veggie/contract';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useSaveWithFeedback } from '../../shared/hooks/use-save-with-feedback';
import { FormDialog } from '../../shared/components/form-dialog';
import { adminFormMessages } from '../../shared/form-messages';
import { ui } from '../../shared/ui';
import { useSaveSynonymGroup } from '../api/save-synonym-group';
import { adminSearchMessages } from '../messages';
import { synonymFormResolver, termsError, termsText, type SynonymFormValues } from '../synonym-form';

/** What the form starts from: a saved group (with its id), or the terms of a new one (a missed search). */
export interface SynonymDraft {
  _id?: string;
  terms: string[];
}

export function SynonymFormModal({ group, onClose }: { group: SynonymDraft; onClose: () => void }) {
  const text = useMessages(adminSearchMessages).synonyms;
  const formText = useMessages(adminFormMessages);
  const locale = useLocale();
  const save = useSaveSynonymGroup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SynonymFormValues, unknown, SynonymGroupInput>({
    defaultValues: { terms: termsText(group.terms) },
    resolver: synonymFormResolver(locale, text.termMessage),
  });

  const { submit, saveError } = useSaveWithFeedback(save, {
    success: group._id ? text.updated : text.created,
    failure: text.saveFailed,
    onSaved: onClose,
    // A refusal of the terms is said once, under them (decision 024); any other in the banner.
    showOnFields: (error, { input }) => {
      const message = termsError(error instanceof ApiError ? error.fields : [], input.terms, text.termMessage);
      if (message) setError('terms', { type: 'server', message }, { shouldFocus: true });
      return Boolean(message);
    },
  });
  const onSubmit = handleSubmit((input) => submit({ id: group._id, input }));

  return (
    <FormDialog
      title={group._id ? text.editTitle : text.createTitle}
      size="sm"
      onClose={onClose}
      onSubmit={onSubmit}
      saveError={saveError}
      pending={save.isPending}
      submitLabel={group._id ? formText.update : text.create}
    >
      <FormField id="synonym-terms" label={text.termsLabel} hint={text.termsHint} error={errors.terms?.message}>
        {(aria) => <textarea {...aria} rows={4} className={ui.input} {...register('terms')} />}
      </FormField>
    </FormDialog>
  );
}
