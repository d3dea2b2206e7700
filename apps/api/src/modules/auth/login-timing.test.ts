import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../lib/passwords';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/fixtures';

// The real verifyPassword, watched: timing itself is too noisy to assert on a shared test machine,
// so we check the cause of equal timing instead (argon2 runs for unknown emails too).
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await registerUser(t.app, { email: 'exists@example.com', password: 'right-password' });
  });
  afterAll(() => t.close());

  it('verifies against the dummy hash when the email is unknown, as much work as a wrong password', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(await DUMMY_HASH_PROMISE, 'whatever1');
    await expect(verify.mock.results[0]?.value).resolves.toBe(false);

    verify.mockClear();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'exists@example.com', password: 'wrong-one' },
    });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).not.toBe(await DUMMY_HASH_PROMISE);
  });
});
