import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Infer } from '../../../lib/api-client';
import { contractResolver, type ParsingSchema } from '../../../lib/form-resolver';
import { useMessages, type Locale } from '../../../lib/i18n';
import { adminFormMessages } from './form-messages';
import { useSaveWithFeedback } from './hooks/use-save-with-feedback';
import { imageFileProblem, type ImageMessages } from './image-file';

export type ImageFormMode = 'create' | 'edit';

type FieldsSchema = ParsingSchema<FieldValues> & { readonly _zod: { readonly output: object } };

/** How an admin form with a picture checks its input: create or edit, in which language, with which image words. */
export interface ImageFormCheck {
  mode: ImageFormMode;
  locale: Locale;
  images: ImageMessages;
}

/**
 * The resolver of an admin form with a picture: the contract's schema (the server validates with the
 * same one) for the other fields, its messages in the screen's language, plus the image rules: required
 * on create, JPG/PNG/GIF, at most 2 MB.
 */
export function imageFormResolver<Values extends FieldValues & { image: File | null }, S extends FieldsSchema>(
  schema: S,
  { mode, locale, images }: ImageFormCheck,
): Resolver<Values, unknown, Infer<S> & { image: File | null }> {
  const fieldsResolver = contractResolver(schema, locale);
  return async (values, context, options) => {
    const { image, ...fields } = values;
    const result = await fieldsResolver(fields, context, options as never);
    const imageProblem = imageFileProblem(image, mode === 'create', images);
    const errors = { ...result.errors } as FieldErrors<Values>;
    if (imageProblem)
      (errors as FieldErrors<{ image: File | null }>).image = { type: 'validate', message: imageProblem };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as Infer<S>), image }, errors: {} };
  };
}

/**
 * The multipart body of a save: fields given as undefined are left out (the server keeps what it has),
 * and so is the image when none was chosen, which keeps the current one.
 */
export function imageFormData(fields: Record<string, string | undefined>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  if (image) form.set('image', image);
  return form;
}

export interface ImageFormSave {
  /** Absent when creating. */
  id?: string;
  form: FormData;
}

/** The words a form with a picture needs from its screen's catalogue (products and categories both have them). */
interface ImageFormTexts {
  createTitle: string;
  editTitle: string;
  create: string;
  created: string;
  updated: string;
  saveFailed: string;
}

/**
 * A create-or-edit form dialog's save: reported with a toast and, on failure, in the dialog's banner;
 * `dialog` is what FormDialog takes besides the form's own onSubmit.
 */
export function useImageFormDialog<TData, TError, TContext>(
  save: UseMutationResult<TData, TError, ImageFormSave, TContext>,
  { mode, text, onClose }: { mode: ImageFormMode; text: ImageFormTexts; onClose: () => void },
) {
  const formText = useMessages(adminFormMessages);
  const create = mode === 'create';
  const feedback = useSaveWithFeedback(save, {
    success: create ? text.created : text.updated,
    failure: text.saveFailed,
    onSaved: onClose,
  });
  const dialog = {
    title: create ? text.createTitle : text.editTitle,
    onClose,
    saveError: feedback.saveError,
    pending: save.isPending,
    submitLabel: create ? text.create : formText.update,
  };
  return { ...feedback, dialog };
}
