import QRCode from 'qrcode';
import { Banks, QRPay, VietQRStatus, type Bank as LibraryBank } from 'vietnam-qr-pay';
import type { BankAccount } from '@veggie/contract';

/**
 * The banks a shop may receive transfers at: the Napas (VietQR) list of `vietnam-qr-pay`, without the
 * renamed banks it keeps as `deprecated` and the ones with no BIN. Where two names share a BIN (a bank and
 * its new name), the one that takes VietQR transfers wins.
 */
const RECEIVING_BANKS: LibraryBank[] = (() => {
  const byBin = new Map<string, LibraryBank>();
  for (const bank of Banks) {
    if (bank.deprecated || !/^\d{6}$/.test(bank.bin)) continue;
    const seen = byBin.get(bank.bin);
    if (!seen || (seen.vietQRStatus !== VietQRStatus.TRANSFER_SUPPORTED && bank.vietQRStatus > seen.vietQRStatus)) {
      byBin.set(bank.bin, bank);
    }
  }
  return [...byBin.values()].sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));
})();

/** The banks for the admin's choice, by short name. */
export function receivingBanks(): { bin: string; shortName: string; name: string }[] {
  return RECEIVING_BANKS.map(({ bin, shortName, name }) => ({ bin, shortName, name }));
}

/** The bank's short name ("Vietcombank") as shoppers know it; the BIN itself for a BIN not in the list. */
export function bankNameOf(bin: string): string {
  return RECEIVING_BANKS.find((bank) => bank.bin === bin)?.shortName ?? bin;
}

/**
 * The VietQR (EMVCo) string of a transfer of exactly `amount` VND to `account`, with `reference` as the
 * transfer description (banking apps fill it in), and its QR code as a PNG data URL. A dynamic QR
 * (initiation method 12): it is for this one payment.
 */
export async function transferQr(
  account: BankAccount,
  amount: number,
  reference: string,
): Promise<{ payload: string; image: string }> {
  const payload = QRPay.initVietQR({
    bankBin: account.bin,
    bankNumber: account.accountNumber,
    amount: String(amount),
    purpose: reference,
  }).build();
  // Medium error correction: a phone screen photographed by another phone, or a slightly crumpled print.
  const image = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { payload, image };
}
