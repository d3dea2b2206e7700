import { describe, expect, it } from 'vitest';
import { emvField as field, vietQrPayload } from './test-data.test-utils';
import { vietQrAmount } from './vietqr-amount';

const payload = vietQrPayload(123_000);

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
