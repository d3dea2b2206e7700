// E-invoices (issue 36): an office buyer ticks "Company invoice" at checkout and gives the company's tax code,
// name, address and email; a tax code with a typo is refused with its reason before anything is sent. Once
// the admin marks the order delivered, the shop issues the invoice through the provider (a fake of SePay's
// eInvoice API, see support/global-setup.ts) and My Orders shows its series, number, lookup code and PDF
// link. The next checkout starts from the same company. In English and in Vietnamese.
import { expectAccessible } from './support/accessibility';
import { chooseLanguage, openAdminSection } from './support/admin-ui';
import { expect, shopperAtCheckout, signIn, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { widthOfLanguage } from './support/widths';

test.describe.configure({ mode: 'parallel' });

const VINAMILK = '0300588569';

const WORDS = {
  en: {
    locale: 'en-US',
    companyInvoice: /Company invoice/,
    taxCode: /Tax code/,
    companyName: /Company name/,
    address: /Company address/,
    email: /Email for the invoice/,
    checkDigit: /its last digit does not match/,
    placeOrder: 'Place order',
    created: 'Order created successfully!',
    invoice: 'E-invoice',
    number: /Series 1C25TVM, no\. \d+/,
    lookupCode: /Lookup code/,
    pdf: 'Invoice PDF',
    prefilled: 'Filled in from your last company invoice.',
  },
  vi: {
    locale: 'vi-VN',
    companyInvoice: /Xuất hóa đơn công ty/,
    taxCode: /Mã số thuế/,
    companyName: /Tên công ty/,
    address: /Địa chỉ công ty/,
    email: /Email nhận hóa đơn/,
    checkDigit: /chữ số cuối không khớp/,
    placeOrder: 'Đặt hàng',
    created: 'Đặt hàng thành công!',
    invoice: 'Hóa đơn điện tử',
    number: /Ký hiệu 1C25TVM, số \d+/,
    lookupCode: /Mã tra cứu/,
    pdf: 'Hóa đơn PDF',
    prefilled: 'Đã điền sẵn theo hóa đơn công ty lần trước.',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  const words = WORDS[language];

  test.describe(`e-invoices in ${language === 'en' ? 'English' : 'Vietnamese'}`, widthOfLanguage(language), () => {
    test.use({ locale: words.locale });

    test('a company buyer orders, the order is delivered and its invoice appears', async ({ page, api }) => {
      const { customer, product } = await shopperAtCheckout(page, api);
      await page.getByRole('checkbox', { name: words.companyInvoice }).check();
      await page.getByLabel(words.taxCode).fill('0300588568');
      await page.getByLabel(words.companyName).fill('Công ty Cổ phần Sữa Việt Nam');
      await page.getByLabel(words.address).fill('10 Tân Trào, Phường Tân Phú, TP. Hồ Chí Minh');
      await page.getByLabel(words.email).fill(`hoadon-${customer.account.email}`);
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page.getByText(words.checkDigit)).toBeVisible();
      await expect(page.getByLabel(words.taxCode)).toBeFocused();
      await expectAccessible(page, `checkout with a refused tax code (${language})`);

      await page.getByLabel(words.taxCode).fill(VINAMILK);
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page.getByText(words.created, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/orders$/);

      const [order] = await api.get<{ _id: string }[]>('/orders', customer.token);
      const adminSession = await api.loginAdmin();
      await api.send('put', `/orders/admin/orders/${order!._id}/status`, adminSession.token, { status: 'delivered' });

      // The shop issues it in the background, within a sweep or two; until then the card says it is pending.
      const invoice = page.getByRole('region', { name: words.invoice });
      await expect(async () => {
        await page.reload();
        await waitForHydration(page);
        await expect(invoice.getByText(words.number)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(invoice.getByText(words.lookupCode)).toBeVisible();
      await expect(invoice.getByRole('link', { name: words.pdf })).toHaveAttribute('href', /\.pdf$/);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(page, `my orders with an e-invoice at ${width} px (${language})`);
      }

      // The next order starts from the same company.
      await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 1 });
      await page.goto('/checkout');
      await waitForHydration(page);
      await expect(page.getByText(words.prefilled)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: words.companyInvoice })).toBeChecked();
      await expect(page.getByLabel(words.taxCode)).toHaveValue(VINAMILK);
    });
  });
}

// It checks the screen at both widths itself.
test('the admin sees each invoice with its buyer and status', { tag: '@one-width' }, async ({ page, api }) => {
  const customer = await api.customerReadyToOrder();
  const product = await api.seededProductInStock();
  await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 1 });
  const buyer = {
    buyer: 'company',
    taxCode: VINAMILK,
    name: `Công ty ${customer.account.name}`,
    address: '1 Lê Lợi',
    email: customer.account.email,
  };
  const order = await api.send<{ _id: string }>('post', '/orders', customer.token, { invoice: buyer });
  const session = await api.loginAdmin();
  await api.send('put', `/orders/admin/orders/${order._id}/status`, session.token, { status: 'delivered' });
  await signIn(page, session);
  // The admin speaks Vietnamese unless told otherwise (decision 040); this test reads it in English.
  await chooseLanguage(page, 'en');
  await page.goto('/admin');
  await openAdminSection(page, 'E-invoices');
  const row = page.getByRole('row').filter({ hasText: buyer.name });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Issued')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByText(`Company · Tax code ${VINAMILK}`).filter({ visible: true })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `admin e-invoices at ${width} px`);
  }
});
