import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth';
import { passwordSchema } from './users';

describe('the new-password forms', () => {
  const cases = ['', 'abcde', 'abcdef', 'a'.repeat(128), 'a'.repeat(129)];

  it("accept exactly the passwords the API's rule accepts, in both forms", () => {
    for (const newPassword of cases) {
      const accepted = passwordSchema.safeParse(newPassword).success;
      const pair = { newPassword, confirmPassword: newPassword };
      expect(resetPasswordFormSchema.safeParse(pair).success, newPassword).toBe(accepted);
      expect(changePasswordFormSchema.safeParse({ currentPassword: 'secret1', ...pair }).success, newPassword).toBe(
        accepted,
      );
    }
  });

  it('refuse a confirmation that differs, on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: 'secret1', confirmPassword: 'secret2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'passwordMismatch' }),
    ]);
  });
});

describe('the login, register and forgot-password forms', () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map(({ path, message }) => [path.join('.'), message]);

  it('refuse a field of spaces only, and leave the rest to the server', () => {
    expect(messages(loginFormSchema.safeParse({ email: 'lan@example.vn', password: '   ' }))).toEqual([
      ['password', 'requiredFieldsMissing'],
    ]);
    expect(loginFormSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(true);
    expect(messages(forgotPasswordFormSchema.safeParse({ email: ' ' }))).toEqual([['email', 'emailMissing']]);
  });

  it('ask register for every field and the terms, each once', () => {
    const result = registerFormSchema.safeParse({ name: '', email: ' ', password: 'abc', acceptTerms: false });
    expect(messages(result)).toEqual([
      ['name', 'requiredFieldsMissing'],
      ['email', 'requiredFieldsMissing'],
      ['acceptTerms', 'termsNotAccepted'],
    ]);
  });

  it('keep what was typed as it was (the forms trim what they send)', () => {
    expect(loginFormSchema.parse({ email: ' Lan@Example.vn ', password: ' pw ' })).toEqual({
      email: ' Lan@Example.vn ',
      password: ' pw ',
    });
  });
});
