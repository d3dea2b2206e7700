import type { OrderPayment } from '@veggie/contract';

/** One EMVCo field: its id, its length in two digits, its value. */
export const emvField = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A VietQR-shaped payload for `amount` (the CRC is not what these tests look at). */
export function vietQrPayload(amount: number, reference = 'VMABCD2345'): string {
  const account =
    emvField('00', 'A000000727') + emvField('01', emvField('00', '970436') + emvField('01', '0123456789'));
  return [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('38', account + emvField('02', 'QRIBFTTA')),
    emvField('53', '704'),
    emvField('54', String(amount)),
    emvField('58', 'VN'),
    emvField('62', emvField('08', reference)),
    '6304ABCD',
  ].join('');
}

/** 09:00 in Vietnam on 26 Nov 2026; the transfer below expires 30 minutes later. */
export const ORDERED_AT = Date.parse('2026-11-26T02:00:00.000Z');

/** A bank-transfer order of 123,000 ₫ waiting for its money. */
export const awaitingTransfer: OrderPayment = {
  method: 'bank_transfer',
  status: 'unpaid',
  amount: 123_000,
  amountReceived: 0,
  amountDue: 123_000,
  refundDue: 0,
  estimated: false,
  reference: 'VMABCD2345',
  expiresAt: new Date(ORDERED_AT + 30 * 60_000).toISOString(),
  paidAt: null,
  bank: { bin: '970436', accountNumber: '0123456789', accountName: 'VEGGIE MARKET', bankName: 'Vietcombank' },
  qr: { payload: vietQrPayload(123_000), image: 'data:image/png;base64,iVBORw0KGgo=' },
};
