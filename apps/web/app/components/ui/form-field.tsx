import type { ReactNode } from 'react';

/** What the control inside a FormField takes to be named and described by it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id; its message is `${id}-error` and its hint `${id}-hint`, for aria-describedby. */
  id: string;
  label: string;
  error?: string;
  /** Shown under the control while there is no error to show instead. */
  hint?: string;
  /** The control, given its id and the aria attributes that link it to the label, hint and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its validation message (or hint) underneath. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
