import { describe, expect, it } from 'vitest';
import { vietQrAmount } from './vietqr-amount';

/** One EMVCo field: its id, its length in two digits, its value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

// A VietQR payload for 123,000 ₫ to Vietcombank 0123456789 with the description VMABCD2345 (CRC not checked here).
const account = field('00', 'A000000727') + field('01', field('00', '970436') + field('01', '0123456789'));
const payload = [
  field('00', '01'),
  field('01', '12'),
  field('38', account + field('02', 'QRIBFTTA')),
  field('53', '704'),
  field('54', '123000'),
  field('58', 'VN'),
  field('62', field('08', 'VMABCD2345')),
  '6304ABCD',
].join('');

describe('vietQrAmount', () => {
  it("reads the amount of the payload's field 54, not a 54 inside another field", () => {
    expect(vietQrAmount(payload)).toBe(123_000);
    expect(vietQrAmount(field('62', field('54', '999')) + field('54', '5000'))).toBe(5_000);
  });

  it('is null for a payload without an amount or a broken one', () => {
    expect(vietQrAmount(field('00', '01') + field('01', '11'))).toBeNull();
    expect(vietQrAmount('00020154xx')).toBeNull();
    expect(vietQrAmount('00xx01')).toBeNull();
  });
});
