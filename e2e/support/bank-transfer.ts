// A bank transfer as the shopper's banking app and the bank see it: the VietQR code read from the page's pixels,
// and the bank's notification of the money arriving (a simulated SePay webhook).
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_WEBHOOK_KEY } from './shop';

/** The text a QR code on the page holds, read from the pixels of its image as a phone camera would. */
export async function scanQr(page: Page, name: string): Promise<string> {
  const src = await page.getByRole('img', { name }).getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1]!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code could be read from the image');
  return code.data;
}

/** The top-level fields of an EMVCo payload: two-digit id, two-digit length, value. */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The bank tells the shop that `amount` arrived on the shop's account with the order's reference; the shop accepts. */
export async function notifyTransfer(
  request: APIRequestContext,
  { accountNumber, reference, amount }: { accountNumber: string; reference: string; amount: number },
): Promise<void> {
  const notified = await request.post('/api/payments/webhooks/sepay', {
    headers: { Authorization: `Apikey ${E2E_WEBHOOK_KEY}` },
    data: {
      id: randomInt(1, 2 ** 47),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 09:05:00',
      accountNumber,
      content: `CT DEN:0123 ${reference} thanh toan don hang`,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT${randomInt(1e9, 1e10)}`,
    },
  });
  expect(notified.status(), await notified.text()).toBe(200);
}
