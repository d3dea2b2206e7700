import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, pageQuery } from './common';
import { PAGE_SIZES } from './limits';
import { paymentMethodSchema, paymentStatusSchema } from './orders';
import { foldText, visibleText } from './text';

/**
 * Payments: cash on delivery, and bank transfer to the shop's account through a VietQR code, confirmed by a
 * bank-notification webhook (SePay today; Casso or payOS are adapters of the same matcher) or by an admin.
 */

/**
 * The transfer description that identifies an order: "VM" and 8 characters of an alphabet without the
 * letters and digits people confuse (0/O, 1/I/L), so a shopper who types it by hand types it right. Banks
 * keep 19+ ASCII characters of a description; ours is 10.
 */
export const PAYMENT_REFERENCE_PREFIX = 'VM';
export const PAYMENT_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAYMENT_REFERENCE_LENGTH = 10;
export const paymentReferenceSchema = z
  .string()
  .regex(
    new RegExp(
      `^${PAYMENT_REFERENCE_PREFIX}[${PAYMENT_REFERENCE_ALPHABET}]{${PAYMENT_REFERENCE_LENGTH - PAYMENT_REFERENCE_PREFIX.length}}$`,
    ),
  );

/**
 * The account shown under the QR code. Banks print the holder's name in capitals without accents, and the
 * VietQR payload is ASCII: "Nguyễn Văn A" is stored as "NGUYEN VAN A".
 */
export const bankAccountSchema = z.object({
  /** The bank's 6-digit BIN (Napas acquirer id), e.g. 970436 for Vietcombank. */
  bin: z
    .string('required')
    .trim()
    .regex(/^\d{6}$/, 'invalidBankBin'),
  accountNumber: z
    .string('required')
    .trim()
    .regex(/^[0-9A-Za-z]{4,19}$/, 'invalidBankAccountNumber'),
  accountName: z
    .string('required')
    .transform((name) => foldText(name).toUpperCase().replace(/\s+/g, ' ').trim())
    .pipe(z.string().regex(/^[A-Z0-9 .-]{2,50}$/, 'invalidBankAccountName')),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
/**
 * The account as the API answers it, already in the form bankAccountSchema gives it: a response schema
 * cannot hold a transform (the serializer encodes through it), so answers use this one.
 */
export const bankAccountViewSchema = z.object({ bin: z.string(), accountNumber: z.string(), accountName: z.string() });

/** The payment group of the shop settings (Admin → Settings); bank transfer is offered only while `bank` is set. */
export const paymentSettingsSchema = z.object({ bank: bankAccountSchema.nullable() });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
const paymentSettingsViewSchema = z.object({ bank: bankAccountViewSchema.nullable() });

/** A bank the admin may choose, from the VietQR (Napas) list. */
export const bankSchema = z.object({ bin: z.string(), shortName: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** `GET /admin/settings/payment`: the settings and the banks to choose from. */
export const adminPaymentSettingsEnvelopeSchema = envelope(
  paymentSettingsViewSchema.extend({ banks: z.array(bankSchema) }),
);
export const paymentSettingsEnvelopeSchema = envelope(paymentSettingsViewSchema);

/** `GET /payments/methods`: what checkout may offer now, cash on delivery first (the default). */
export const paymentMethodsSchema = z.object({
  methods: z.array(paymentMethodSchema),
  /** How long a bank-transfer order waits for its money before it is cancelled. */
  transferExpiryMinutes: z.number().int(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export const paymentMethodsEnvelopeSchema = envelope(paymentMethodsSchema);

/**
 * `GET /orders/:id/payment` (the order's owner). `bank` and `qr` are set for a bank transfer; `qr` only
 * while the order waits for its money (status `unpaid`, not cancelled), for `amountDue`.
 */
export const orderPaymentSchema = z.object({
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  /** The order's total: what the shopper transfers (or pays the driver). */
  amount: z.number().int(),
  /** What the bank notified so far (an underpaid transfer stays unpaid and shows it). */
  amountReceived: z.number().int(),
  /** What is still to pay: the total less what was kept, e.g. the balance after weighing above the estimate. */
  amountDue: z.number().int(),
  /** What the shop owes back (an overpayment, a lighter weighing, a cancelled order's money). */
  refundDue: z.number().int(),
  /** The total is an estimate until the weight lines are weighed at packing. */
  estimated: z.boolean(),
  reference: z.string().nullable(),
  expiresAt: isoDateSchema.nullable(),
  paidAt: isoDateSchema.nullable(),
  bank: bankAccountViewSchema.extend({ bankName: z.string() }).nullable(),
  qr: z.object({ payload: z.string(), image: z.string() }).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export const orderPaymentEnvelopeSchema = envelope(orderPaymentSchema);

/**
 * SePay's transaction notification (https://docs.sepay.vn/tich-hop-webhooks.html). Loose: SePay adds
 * fields (`code`, `accumulated`, `subAccount`, `description`) that we keep in the raw record but do not read.
 */
export const sepayWebhookSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  gateway: z.string().max(100).default(''),
  transactionDate: z.string().max(40).default(''),
  accountNumber: z.string().max(40).nullish(),
  content: z.string().max(1000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0),
  referenceCode: z.string().max(100).nullish(),
});
export type SepayWebhook = z.infer<typeof sepayWebhookSchema>;
export const webhookAckSchema = z.object({ success: z.literal(true) });

/**
 * What an incoming transfer did: `paid` the order; `underpaid` (still unpaid, the amount kept);
 * `overpaid` (paid, the excess due back); `late` (the order had expired or was already paid: all of it due
 * back); `unmatched` (no order's reference in the description, or money notified for another account than
 * the shop's receiving one: for the admin to place); `ignored` (money going out of the account).
 */
export const TRANSFER_OUTCOMES = ['paid', 'underpaid', 'overpaid', 'late', 'unmatched', 'ignored'] as const;
export const transferOutcomeSchema = z.enum(TRANSFER_OUTCOMES);
export type TransferOutcome = z.infer<typeof transferOutcomeSchema>;

/** A bank transaction as received, for the admin's list of transfers. */
export const bankTransferSchema = z.object({
  _id: idSchema,
  provider: z.string(),
  /** The provider's transaction id: a second notification with it changes nothing. */
  providerId: z.string(),
  amount: z.number().int(),
  content: z.string(),
  accountNumber: z.string().nullable(),
  /** The bank's own reference of the transaction (SePay `referenceCode`). */
  bankReference: z.string().nullable(),
  outcome: transferOutcomeSchema,
  order: z.object({ _id: idSchema, reference: z.string().nullable() }).nullable(),
  receivedAt: isoDateSchema,
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** `GET /admin/payments/transfers?outcome=unmatched&page&limit`, newest first. */
export const adminTransferListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  outcome: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), transferOutcomeSchema.optional()),
});
export type AdminTransferListQuery = z.infer<typeof adminTransferListQuerySchema>;
export const adminTransferListSchema = listEnvelope(bankTransferSchema);

/**
 * `POST /orders/admin/orders/:id/payment` "mark as paid": the bank's reference of the transfer (or the
 * driver's receipt for cash), recorded in the audit log. The order must be unpaid and not expired.
 */
export const markPaidBodySchema = z.object({
  bankReference: visibleText(z.string('required').trim().min(1, 'required').max(100, 'tooLong')),
});
export type MarkPaidBody = z.infer<typeof markPaidBodySchema>;

/** `POST /orders/admin/orders/:id/refund`: the refund due was paid back; the reference is audited. */
export const markRefundedBodySchema = z.object({
  bankReference: visibleText(z.string('required').trim().min(1, 'required').max(100, 'tooLong')),
});
export type MarkRefundedBody = z.infer<typeof markRefundedBodySchema>;
