const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** The one price formatter: integer VND in the Vietnamese locale, e.g. 25000 → "25.000 ₫" (no-break space). */
export function formatVnd(amount: number): string {
  return vnd.format(amount);
}
