import { describe, expect, it } from 'vitest';
import { foldAccents, matchesSearch, shopToday, slotTimeRange } from './delivery-format';

describe('delivery admin formats', () => {
  it('folds Vietnamese accents and đ for searching', () => {
    expect(foldAccents('Phường Ba Đình')).toBe('phuong ba dinh');
    expect(foldAccents('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
    expect(matchesSearch('Thành phố Hồ Chí Minh', 'ho chi')).toBe(true);
    expect(matchesSearch('Thành phố Hồ Chí Minh', 'tp  minh ho')).toBe(false);
    expect(matchesSearch('Phường Ba Đình', 'BA DINH')).toBe(true);
    expect(matchesSearch('Phường Ba Đình', 'đình')).toBe(true);
    expect(matchesSearch('Phường Sài Gòn', 'ba dinh')).toBe(false);
  });

  it("names today and a slot's window in Vietnam time", () => {
    // 23:30 UTC on 25 November is already 06:30 on the 26th in Vietnam.
    expect(shopToday(Date.UTC(2026, 10, 25, 23, 30))).toBe('2026-11-26');
    expect(slotTimeRange('2026-11-26T08:00:00+07:00', '2026-11-26T10:00:00+07:00')).toBe('08:00–10:00');
    expect(slotTimeRange('2026-11-26T11:00:00.000Z', '2026-11-26T13:00:00.000Z')).toBe('18:00–20:00');
  });
});
