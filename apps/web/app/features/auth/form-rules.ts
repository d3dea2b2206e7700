/** The one message for empty required fields on login and register (spec §5). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** A react-hook-form rule: the field holds more than spaces. */
export const notBlank = (value: string) => value.trim() !== '';
