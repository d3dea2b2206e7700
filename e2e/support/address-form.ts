// The addresses feature's form, as the profile's address book and the checkout both show it.
import { expect, type Page } from '@playwright/test';

/** The form's field and button names in each language. */
export const ADDRESS_FORM_WORDS = {
  en: {
    receiver: 'Receiver’s name',
    phone: 'Phone',
    province: 'Province or city',
    ward: 'Ward or commune',
    street: 'House number and street',
    save: 'Save address',
  },
  vi: {
    receiver: 'Tên người nhận',
    phone: 'Số điện thoại',
    province: 'Tỉnh/thành phố',
    ward: 'Phường/xã',
    street: 'Số nhà và tên đường',
    save: 'Lưu địa chỉ',
  },
} as const;

/** Types into a location picker without accents, checks the match the shopper expects, and chooses it with Enter. */
export async function pickByTyping(page: Page, box: string, typed: string, expected: string) {
  const combobox = page.getByRole('combobox', { name: box });
  await combobox.fill(typed);
  await expect(page.getByRole('option', { name: expected, exact: true })).toBeVisible();
  await expect(page.getByRole('option').first()).toHaveText(expected);
  await combobox.press('Enter');
  await expect(combobox).toHaveValue(expected);
}
