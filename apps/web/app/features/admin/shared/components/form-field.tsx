import type { ReactNode } from 'react';
import { ui } from '../ui';
import { FieldMessage } from './field-message';

interface FormFieldProps {
  /** The control's id; its message is `${id}-error` and its hint `${id}-hint`, for aria-describedby. */
  id: string;
  label: string;
  error?: string;
  /** Shown under the control while there is no error to show instead. */
  hint?: string;
  children: ReactNode;
}

/** A labelled form control with its validation message (or hint) underneath. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      ) : (
        <FieldMessage id={`${id}-error`} message={error} />
      )}
    </div>
  );
}
