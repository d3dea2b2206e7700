import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, registerUser } from '../../../test/fixtures';
import { manualClock } from '../../../test/manual-clock';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Sessions and reset links end on the app's clock (AppDeps.clock), so their lifetimes are tested without waiting. */
describe('sessions and reset links expire on the app clock', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('a session works for 30 days after sign-in, then answers 401', async () => {
    const { token } = await registerUser(t.app, { email: 'thirty-days@example.com' });
    clock.advance(30 * DAY_MS - MINUTE_MS);
    expect((await profile(token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE_MS);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('a reset link works for 30 minutes after it was mailed', async () => {
    const forgot = async (email: string) => {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      return t.mail.at(-1)?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1] ?? '';
    };
    const reset = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'brand-new-1' } });

    await registerUser(t.app, { email: 'late@example.com' });
    const late = await forgot('late@example.com');
    clock.advance(31 * MINUTE_MS);
    expect((await reset(late)).statusCode).toBe(400);

    await registerUser(t.app, { email: 'in-time@example.com' });
    const inTime = await forgot('in-time@example.com');
    clock.advance(29 * MINUTE_MS);
    expect((await reset(inTime)).statusCode).toBe(200);
  });
});
