import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { useMessages } from '../../../lib/i18n';
import { authMessages } from '../messages';

/** The required Email field of the login, register and forgot-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const text = useMessages(authMessages);
  return (
    <TextField
      label={text.email}
      type="email"
      autoComplete="email"
      placeholder={text.emailPlaceholder}
      aria-required
      {...props}
    />
  );
}
