/** The shop under test: the admin that global-setup seeds, and the server's log (the log mailer writes there). */
export const admin = { email: 'admin@e2e.veggie.test', password: 'e2e-admin-password' } as const;

/** The shop's PAYMENT_WEBHOOK_KEY: a simulated bank notification sends `Authorization: Apikey <it>`. */
export const E2E_WEBHOOK_KEY = 'e2e-webhook-key-0123456789';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the suite through playwright.config.ts, whose global setup starts the shop',
    );
  return url;
}

export function serverLogPath(): string {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the suite through playwright.config.ts');
  return file;
}
