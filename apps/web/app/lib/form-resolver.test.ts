import { loginFormSchema, resetPasswordFormSchema } from '@veggie/contract';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { contractResolver, showServerFieldErrors } from './form-resolver';

// The resolver reads none of react-hook-form's options.
const run = <T extends FieldValues>(resolver: Resolver<T>, values: T) =>
  resolver(values, undefined, {} as ResolverOptions<T>);

describe('the contract resolver', () => {
  it("words the contract's messages in the screen's language, English unless told", async () => {
    const values = { newPassword: 'abc', confirmPassword: 'abc' };
    const english = await run(contractResolver(resetPasswordFormSchema), values);
    const vietnamese = await run(contractResolver(resetPasswordFormSchema, 'vi'), values);
    expect(english.errors.newPassword?.message).toBe('Password must be at least 6 characters');
    expect(vietnamese.errors.newPassword?.message).toBe('Mật khẩu phải có ít nhất 6 ký tự');
  });

  it('hands back the parsed values when they pass', async () => {
    const values = { email: 'lan@example.vn', password: 'secret' };
    expect(await run(contractResolver(loginFormSchema), values)).toEqual({ values, errors: {} });
  });
});

describe('server field errors', () => {
  it("go under the form's own fields, the first focused; a field it does not have leaves the banner to speak", () => {
    const setError = vi.fn();
    const refusal = new ApiError(409, 'conflict', 'This email is already registered', [
      { field: 'email', message: 'This email is already registered' },
      { field: 'role', message: 'Invalid option' },
    ]);
    expect(showServerFieldErrors<{ email: string; name: string }>(refusal, ['name', 'email'], setError)).toBe(false);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'This email is already registered' }, { shouldFocus: true }],
    ]);
    expect(showServerFieldErrors(new Error('offline'), ['email'], setError)).toBe(false);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('say the banner is not needed when every message found its field', () => {
    const setError = vi.fn();
    const refusal = new ApiError(400, 'validation_failed', 'password: Must be at least 6 characters', [
      { field: 'password', message: 'Must be at least 6 characters' },
      { field: 'name', message: 'This field is required' },
    ]);
    expect(showServerFieldErrors<{ password: string; name: string }>(refusal, ['name', 'password'], setError)).toBe(
      true,
    );
    expect(setError.mock.calls.map(([field, , options]) => [field, options])).toEqual([
      ['password', { shouldFocus: true }],
      ['name', { shouldFocus: false }],
    ]);
  });
});
