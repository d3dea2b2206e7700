import { ui } from '../ui';

/** A field's validation message, linked to its input through `id` (aria-describedby). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={ui.fieldError}>
      {message}
    </p>
  );
}
