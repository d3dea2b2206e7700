import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, resetPasswordFormSchema } from './auth';
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
