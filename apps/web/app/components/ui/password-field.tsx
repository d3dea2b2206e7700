import { TextField, type TextFieldProps } from './text-field';

/** A required password input with its show/hide button (every password field of the shop is one). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'revealable'>) {
  return <TextField type="password" revealable aria-required {...props} />;
}
