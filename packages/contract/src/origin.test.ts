import { describe, expect, it } from 'vitest';
import { certificateBadge } from './certificates';
import { BATCH_CODE_ALPHABET, BATCH_CODE_PATTERN, type ProductOrigin } from './origin';

const vietgap: ProductOrigin = {
  province: 'Lâm Đồng',
  farm: 'HTX Rau an toàn Xuân Hương',
  certification: 'vietgap',
  certificateNo: 'VietGAP-TT-25-03-68-0021',
  certificateValidUntil: '2026-12-28',
};

describe('certificateBadge', () => {
  it('shows the badge through the last valid day and drops it the day after, by itself', () => {
    expect(certificateBadge(vietgap, '2026-11-28')).toBe('vietgap');
    expect(certificateBadge(vietgap, '2026-12-28')).toBe('vietgap');
    expect(certificateBadge(vietgap, '2026-12-29')).toBeNull();
    expect(certificateBadge({ ...vietgap, certification: 'organic' }, '2026-12-28')).toBe('organic');
  });

  it('shows none without an origin, for "none", or without a valid-until date', () => {
    expect(certificateBadge(null, '2026-11-28')).toBeNull();
    expect(certificateBadge(undefined, '2026-11-28')).toBeNull();
    const none = { ...vietgap, certification: 'none' as const, certificateNo: null, certificateValidUntil: null };
    expect(certificateBadge(none, '2026-11-28')).toBeNull();
    expect(certificateBadge({ ...vietgap, certificateValidUntil: null }, '2026-11-28')).toBeNull();
  });
});

describe('batch codes', () => {
  it('are 10 characters of the alphabet, which has no I, L, O or U', () => {
    expect(BATCH_CODE_ALPHABET).toHaveLength(32);
    expect(BATCH_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(BATCH_CODE_PATTERN.test(BATCH_CODE_ALPHABET.slice(0, 10))).toBe(true);
    expect(BATCH_CODE_PATTERN.test(BATCH_CODE_ALPHABET.slice(22, 32))).toBe(true);
    for (const code of ['ABCDEFGHJ', 'ABCDEFGHJKM', 'ABCDEFGHIK', 'abcdefghjk', 'ABCDEFGH/K']) {
      expect(BATCH_CODE_PATTERN.test(code), code).toBe(false);
    }
  });
});
