/**
 * The amount a VietQR (EMVCo) payload asks for: its top-level field 54, or null without one. The page
 * shows the QR code only while that is what the shopper still owes, so a shopper who paid part of the
 * total is not offered a code for all of it again.
 */
export function vietQrAmount(payload: string): number | null {
  for (let at = 0; at + 4 <= payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) return null;
    const value = payload.slice(at + 4, at + 4 + length);
    if (id === '54') return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
    at += 4 + length;
  }
  return null;
}
