import { z } from 'zod';
import { userSchema, emailSchema, nameSchema, passwordRule, passwordSchema, profileUpdateSchema } from './users';

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
const newPasswordTwice = { newPassword: passwordRule('passwordTooShort'), confirmPassword: z.string() };
const confirmationMatches = (values: { newPassword: string; confirmPassword: string }) =>
  values.confirmPassword === values.newPassword;
const mismatch = { path: ['confirmPassword'], message: 'passwordMismatch' };

export const resetPasswordFormSchema = z.object(newPasswordTwice).refine(confirmationMatches, mismatch);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'currentPasswordMissing'), ...newPasswordTwice })
  .refine(confirmationMatches, mismatch);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
