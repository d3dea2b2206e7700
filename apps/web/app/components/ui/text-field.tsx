import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { useMessages } from '../../lib/i18n';
import { uiMessages } from './messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's validation message; marks the input invalid. */
  error?: string;
  /** A note under the input, read with it by screen readers. */
  hint?: string;
  /** For password inputs: a button that shows and hides what was typed. */
  revealable?: boolean;
  /**
   * For a form that marks its fields: the words after the label of a field that may stay empty
   * ("(optional)"); without them a `required` field shows an asterisk, hidden from screen readers, which
   * read `required` itself.
   */
  optional?: string;
  /** A box of several lines (a message) instead of one line; the input's other props apply to it. */
  multiline?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const inputClass = (invalid: boolean) =>
  clsx(
    'w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink-900 shadow-sm transition placeholder:text-ink-400',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-cream-100',
    invalid ? 'border-sale-600' : 'border-cream-200',
  );

/** The ids of the notes `FieldNotes` shows under a control, for its aria-describedby. */
export const fieldNotesIds = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** The hint and the validation message under a control whose id is `id`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-sale-600">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error message wired up for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  revealable,
  optional,
  multiline,
  type = 'text',
  className,
  ref,
  ...props
}: TextFieldProps) {
  const text = useMessages(uiMessages).password;
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = fieldNotesIds(id, hint, error);
  const canReveal = revealable && type === 'password';
  // A field may be marked invalid without a message of its own (the form's banner explains it).
  const invalid = Boolean(error) || props['aria-invalid'] === true;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {optional ? (
          <span className="font-normal text-ink-600"> {optional}</span>
        ) : (
          props.required && (
            <span aria-hidden className="text-sale-600">
              {' '}
              *
            </span>
          )
        )}
      </label>
      <div className="relative">
        {multiline ? (
          <textarea
            id={id}
            // The ref a form library gives (react-hook-form's register) takes either element.
            ref={ref as Ref<HTMLTextAreaElement>}
            rows={6}
            aria-describedby={describedBy}
            className={inputClass(invalid)}
            {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            aria-invalid={invalid || undefined}
          />
        ) : (
          <input
            id={id}
            ref={ref}
            type={canReveal && revealed ? 'text' : type}
            aria-describedby={describedBy}
            className={clsx(inputClass(invalid), canReveal && 'pr-12')}
            {...props}
            aria-invalid={invalid || undefined}
          />
        )}
        {canReveal && (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            aria-label={revealed ? text.hide : text.show}
            className="absolute inset-y-0 right-1 my-auto grid size-9 place-items-center rounded-lg text-ink-600 hover:bg-cream-100 hover:text-ink-900"
          >
            {revealed ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
