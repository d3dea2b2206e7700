// A shopper's address book on the profile page: adding addresses by finding the province and the ward
// typed without accents, moving the default, editing and deleting, in English and in Vietnamese, with an
// accessibility check on a desktop and on a phone.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADDRESS_FORM_WORDS, pickByTyping } from './support/address-form';
import { expectNoEnglish } from './support/english';
import { expect, newAccount, signIn, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { widthOfLanguage } from './support/widths';

test.describe.configure({ mode: 'parallel' });

const WORDS = {
  en: {
    ...ADDRESS_FORM_WORDS.en,
    title: 'Delivery addresses',
    empty: 'You have no saved addresses yet.',
    add: 'Add an address',
    newForm: 'New address',
    editForm: 'Edit address',
    badge: 'Default',
    edit: 'Edit',
    makeDefault: 'Set as default:',
    remove: 'Delete',
    confirmTitle: 'Delete this address?',
    confirm: 'Delete address',
  },
  vi: {
    ...ADDRESS_FORM_WORDS.vi,
    title: 'Địa chỉ giao hàng',
    empty: 'Bạn chưa lưu địa chỉ nào.',
    add: 'Thêm địa chỉ',
    newForm: 'Địa chỉ mới',
    editForm: 'Sửa địa chỉ',
    badge: 'Mặc định',
    edit: 'Sửa',
    makeDefault: 'Đặt làm mặc định:',
    remove: 'Xóa',
    confirmTitle: 'Xóa địa chỉ này?',
    confirm: 'Xóa địa chỉ',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function addAddress(
  page: Page,
  words: Words,
  address: { receiver: string; phone: string; province: [string, string]; ward: [string, string]; street: string },
) {
  await page.getByRole('button', { name: words.add }).click();
  const form = page.getByRole('form', { name: words.newForm });
  await form.getByLabel(words.receiver).fill(address.receiver);
  await form.getByLabel(words.phone, { exact: true }).fill(address.phone);
  await pickByTyping(page, words.province, ...address.province);
  await pickByTyping(page, words.ward, ...address.ward);
  await form.getByLabel(words.street).fill(address.street);
  await form.getByRole('button', { name: words.save }).click();
  await expect(form).toBeHidden();
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['vi', 'vi-VN'],
] as const) {
  test.describe(`address book in ${language === 'en' ? 'English' : 'Vietnamese'}`, widthOfLanguage(language), () => {
    test.use({ locale });

    test('a new shopper adds addresses typed without accents, moves the default, edits and deletes', async ({
      page,
      api,
    }) => {
      const words = WORDS[language];
      await signIn(page, await api.register(newAccount()));
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/profile');
      await waitForHydration(page);
      const book = page.getByRole('region', { name: words.title });
      await expect(book.getByText(words.empty)).toBeVisible();
      const cards = book.getByRole('listitem');

      await addAddress(page, words, {
        receiver: 'Nguyễn Văn An',
        phone: '0912 345 678',
        province: ['ha noi', 'Thành phố Hà Nội'],
        ward: ['ba dinh', 'Phường Ba Đình'],
        street: '12 Điện Biên Phủ',
      });
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(words.badge);
      await expect(cards.first()).toContainText('0912 345 678');
      await expect(cards.first()).toContainText('12 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội');

      // The second address, with the list of wards open while the page is checked.
      await page.getByRole('button', { name: words.add }).click();
      const form = page.getByRole('form', { name: words.newForm });
      await form.getByLabel(words.receiver).fill('Trần Thị Bình');
      await form.getByLabel(words.phone, { exact: true }).fill('+84 987 654 321');
      await pickByTyping(page, words.province, 'ho chi minh', 'Thành phố Hồ Chí Minh');
      await page.getByRole('combobox', { name: words.ward }).fill('sai gon');
      await expect(page.getByRole('option', { name: 'Phường Sài Gòn', exact: true })).toBeVisible();
      await expectAccessible(page, `address form with its ward list open (${language}, 1280 px)`);
      if (language === 'vi') await expectNoEnglish(page, 'address form');
      await page.getByRole('combobox', { name: words.ward }).press('ArrowDown');
      await page.getByRole('combobox', { name: words.ward }).press('Enter');
      await form.getByLabel(words.street).fill('5 Lê Lợi');
      await form.getByRole('button', { name: words.save }).click();
      await expect(form).toBeHidden();
      await expect(cards).toHaveCount(2);
      const second = cards.filter({ hasText: 'Trần Thị Bình' });
      await expect(second).toContainText('0987 654 321');
      await expect(second).not.toContainText(words.badge);

      await second.getByRole('button', { name: `${words.makeDefault} Trần Thị Bình, 5 Lê Lợi` }).click();
      await expect(cards.first()).toContainText('Trần Thị Bình');
      await expect(cards.first()).toContainText(words.badge);
      await expect(cards.nth(1)).not.toContainText(words.badge);

      await cards
        .filter({ hasText: 'Nguyễn Văn An' })
        .getByRole('button', { name: `${words.edit} Nguyễn Văn An, 12 Điện Biên Phủ` })
        .click();
      const edit = page.getByRole('form', { name: words.editForm });
      await expect(page.getByRole('combobox', { name: words.ward })).toHaveValue('Phường Ba Đình');
      await edit.getByLabel(words.street).fill('14 Điện Biên Phủ');
      await pickByTyping(page, words.ward, 'hoan kiem', 'Phường Hoàn Kiếm');
      await edit.getByRole('button', { name: words.save }).click();
      await expect(edit).toBeHidden();
      await expect(cards.filter({ hasText: 'Nguyễn Văn An' })).toContainText(
        '14 Điện Biên Phủ, Phường Hoàn Kiếm, Thành phố Hà Nội',
      );
      await expectAccessible(page, `address book with two addresses (${language}, 1280 px)`);

      // Deleting the default hands it to the remaining address.
      await cards
        .filter({ hasText: 'Trần Thị Bình' })
        .getByRole('button', { name: `${words.remove} Trần Thị Bình, 5 Lê Lợi` })
        .click();
      const dialog = page.getByRole('dialog', { name: words.confirmTitle });
      await expect(dialog).toContainText('5 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
      await expectAccessible(page, `delete confirmation (${language})`);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Nguyễn Văn An');
      await expect(cards.first()).toContainText(words.badge);

      // What was saved is what the server holds.
      await page.reload();
      await expect(book.getByRole('listitem')).toHaveCount(1);
      await expect(book.getByRole('listitem').first()).toContainText('14 Điện Biên Phủ');

      await page.setViewportSize({ width: 375, height: 812 });
      await expectAccessible(page, `address book (${language}, 375 px)`);
      await page.getByRole('button', { name: words.add }).click();
      await page.getByRole('combobox', { name: words.province }).fill('da nang');
      await expect(page.getByRole('option', { name: 'Thành phố Đà Nẵng', exact: true })).toBeVisible();
      await expectAccessible(page, `address form with its province list open (${language}, 375 px)`);
    });
  });
}
