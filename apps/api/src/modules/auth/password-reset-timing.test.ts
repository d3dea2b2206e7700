import { NoopLogger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/fixtures';
import { mailOutbox } from '../mail/mail.table';

// Timing itself is too noisy to assert on a shared test machine, so these check its causes: the same
// database statements for known and unknown emails, and an answer that never waits for the mail.
describe('forgot-password timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { passwordResetPerIp: { max: 1000, windowMs: 60_000 } } });
    await registerUser(t.app, { email: 'exists@example.com' });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    return t.close();
  });

  /** A mail server's answer that comes when the test says so. */
  function heldMail() {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve: () => resolve() };
  }

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  /**
   * Every SQL statement drizzle runs while `run` runs (each driver logs through its session's logger), the mail
   * server holding any mail meanwhile: what the outbox records once the server answers comes after the answer.
   */
  async function statementsOf(run: () => Promise<unknown>): Promise<{ sql: string; params: number }[]> {
    const held = heldMail();
    const send = vi.spyOn(t.app.mailer, 'send').mockReturnValue(held.promise);
    const log = vi.spyOn(NoopLogger.prototype, 'logQuery');
    try {
      await run();
      // NoopLogger declares no parameters; every logger is called with the statement and its parameters.
      const calls = log.mock.calls as unknown as [string, unknown[]][];
      return calls.map(([sql, params]) => ({ sql, params: params.length }));
    } finally {
      log.mockRestore();
      send.mockRestore();
      held.resolve();
      await t.app.mailOutbox.idle();
    }
  }

  it('runs the same statements whether or not the email is registered', async () => {
    const known = await statementsOf(() => forgot('exists@example.com'));
    const unknown = await statementsOf(() => forgot('nobody@example.com'));
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect(known.some(({ sql }) => sql.startsWith('insert into "mail_outbox"'))).toBe(true);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('answers without waiting for the mail server', async () => {
    const held = heldMail();
    const send = vi.spyOn(t.app.mailer, 'send').mockReturnValue(held.promise);
    const res = await forgot('exists@example.com');
    expect(res.statusCode).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
    held.resolve();
  });
});
