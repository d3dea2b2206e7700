import { z } from 'zod';
import { userSchema, emailSchema, nameSchema, passwordSchema, profileUpdateSchema } from './users';

export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string('required').trim().toLowerCase().min(1, 'required').max(254, 'tooLong'),
  password: z.string('required').min(1, 'required').max(1024, 'tooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string('required').min(1, 'required').max(1024, 'tooLong'),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * The signed-in user's own profile edit. A new email needs the current password, so a stolen token
 * alone cannot move the account to another mailbox; the same email (in any case) needs none.
 */
export const ownProfileUpdateSchema = profileUpdateSchema.extend({
  currentPassword: z
    .string()
    .max(1024, 'tooLong')
    .optional()
    .meta({ description: "Required when `email` differs from the stored one: the account's current password." }),
});
export type OwnProfileUpdate = z.infer<typeof ownProfileUpdateSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string('required').min(1, 'required').max(256, 'tooLong'),
  newPassword: passwordSchema,
});

/** A new password typed twice, as the reset and change-password forms ask for it; both check the same rule. */
const newPasswordTwice = { newPassword: passwordSchema, confirmPassword: z.string() };
const confirmationMatches = (values: { newPassword: string; confirmPassword: string }) =>
  values.confirmPassword === values.newPassword;
const mismatch = { path: ['confirmPassword'], message: 'passwordMismatch' };

export const resetPasswordFormSchema = z.object(newPasswordTwice).refine(confirmationMatches, mismatch);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'currentPasswordMissing'), ...newPasswordTwice })
  .refine(confirmationMatches, mismatch);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/**
 * The login, register and forgot-password forms check only that a field holds more than spaces (spec §5);
 * the server judges the rest (email format, password length, credentials) and its answer is shown.
 * Values are not trimmed here: each form sends them as the server expects.
 */
const filled = (message: 'requiredFieldsMissing' | 'emailMissing') =>
  z.string().refine((value) => value.trim() !== '', message);

/** Login and register say one thing for any empty field: "Please fill in all required fields." */
export const loginFormSchema = z.object({
  email: filled('requiredFieldsMissing'),
  password: filled('requiredFieldsMissing'),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  name: filled('requiredFieldsMissing'),
  email: filled('requiredFieldsMissing'),
  password: filled('requiredFieldsMissing'),
  acceptTerms: z.boolean().refine((accepted) => accepted, 'termsNotAccepted'),
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: filled('emailMissing') });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;
