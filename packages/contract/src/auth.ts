import { z } from 'zod';
import { userSchema, emailSchema, nameSchema, passwordSchema } from './users';

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

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string('required').min(1, 'required').max(256, 'tooLong'),
  newPassword: passwordSchema,
});
