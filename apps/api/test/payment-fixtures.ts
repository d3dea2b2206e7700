import type { BankAccount } from '@veggie/contract';
import type { App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { ProductRow } from '../src/modules/products/products.table';
import { placeOrder } from './fixtures';

/** The shop's account in payment tests: Vietcombank's BIN, a made-up account. */
export const SHOP_BANK: BankAccount = { bin: '970436', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A' };
export const WEBHOOK_KEY = 'test-webhook-key-0123456789';

/** Config overrides for a shop that takes transfers (and, unless told otherwise, SePay's webhook). */
export function paymentConfig(values: Partial<Config['payments']> = {}): Partial<Config> {
  return { payments: { ...loadConfig({}).payments, bank: SHOP_BANK, webhookKey: WEBHOOK_KEY, ...values } };
}

/** Puts products in the cart and checks out paying by bank transfer; returns the created order. */
export const placeTransferOrder = (app: App, token: string, lines: Array<[ProductRow, number]>) =>
  placeOrder(app, token, lines, { paymentMethod: 'bank_transfer' });

/** A SePay notification as SePay sends it, for `content` and `transferAmount`. */
export function sepayNotification(id: number | string, content: string, transferAmount: number, extra = {}) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-26 10:15:00',
    accountNumber: SHOP_BANK.accountNumber,
    code: null,
    content,
    transferType: 'in',
    transferAmount,
    accumulated: 5_000_000,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: `BankAPINotify ${content}`,
    ...extra,
  };
}
