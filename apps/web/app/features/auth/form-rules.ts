/** The one message for empty required fields on login and register (spec §5). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** A react-hook-form rule: the field holds more than spaces. */
export const notBlank = (value: string) => value.trim() !== '';

/** New-password messages (spec §5), shared by the reset form. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirm password do not match';
