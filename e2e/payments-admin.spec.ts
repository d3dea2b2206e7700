// The shop owner's side of bank transfers (issue 18): the account in the settings, an unpaid transfer
// order found under "Unpaid" and marked paid by hand with the bank's reference, and a transfer the bank
// notified without any order's reference, listed for the admin to place. Other specs share the database
// and pay to the account global-setup configures, so the settings are saved with those same values.
import { randomInt, randomUUID } from 'node:crypto';
import { expectAccessibleAtBothWidths } from './support/accessibility';
import { chooseLanguage, openAdminSection } from './support/admin-ui';
import { expect, signIn, test } from './support/fixtures';
import { E2E_WEBHOOK_KEY } from './support/shop';

test(
  'the admin sets the bank account, marks a transfer order paid and sees an unmatched transfer',
  { tag: '@one-width' },
  async ({ page, api, request }) => {
    const session = await api.loginAdmin();
    await chooseLanguage(page, 'en');
    await signIn(page, session);
    await page.goto('/admin');

    // The account transfers go to: the bank found by typing, the holder's name saved as the bank prints it.
    await openAdminSection(page, 'Shop settings');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByRole('checkbox', { name: 'Accept bank transfers' })).toBeChecked();
    await payment.getByLabel('Find a bank').fill('vietcom');
    await payment.getByRole('combobox', { name: 'Bank' }).selectOption('970436');
    await payment.getByLabel('Account number').fill('0123456789');
    const holder = payment.getByLabel('Account holder name');
    await holder.fill('Veggie Márket');
    await expect(holder).toHaveAccessibleDescription('Will be saved as VEGGIE MARKET');
    await payment.getByRole('button', { name: 'Save payment settings' }).click();
    await expect(page.getByText('Payment settings saved')).toBeVisible();
    await expect(holder).toHaveValue('VEGGIE MARKET');
    await expectAccessibleAtBothWidths(page, 'the payment settings');

    // A shopper's bank-transfer order waits for its money: it is under "Unpaid".
    const shopper = await api.customerReadyToOrder();
    const product = await api.seededProductInStock();
    await api.send('post', '/cart', shopper.token, { productId: product._id, quantity: 1 });
    const order = await api.send<{ _id: string; payment: { reference: string } }>('post', '/orders', shopper.token, {
      paymentMethod: 'bank_transfer',
    });
    const shortId = `#${order._id.slice(-8).toUpperCase()}`;

    await openAdminSection(page, 'Orders');
    await page.getByLabel('Filter by payment').selectOption({ label: 'Unpaid' });
    await expect(page).toHaveURL(/[?&]payment=unpaid/);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `View order ${shortId}` }) });
    await expect(row).toContainText('Unpaid');
    await expectAccessibleAtBothWidths(page, 'the unpaid orders');

    // Marked paid by hand, by keyboard: the reference, the confirmation, then Enter.
    await row.getByRole('button', { name: `View order ${shortId}` }).click();
    const details = page.getByRole('dialog', { name: `Order ${shortId}` });
    const panel = details.getByRole('region', { name: 'Payment' });
    await expect(panel).toContainText(order.payment.reference);
    await panel.getByRole('button', { name: 'Mark as paid' }).click();
    const markPaid = page.getByRole('dialog', { name: `Mark order ${shortId} as paid` });
    const reference = markPaid.getByLabel('Bank reference or receipt number');
    await expect(reference).toBeFocused();
    await page.keyboard.type(`FT${randomInt(10 ** 9, 10 ** 10)}`);
    await page.keyboard.press('Tab');
    await expect(markPaid.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(markPaid).toBeHidden();
    await expect(page.getByText('Order marked as paid')).toBeVisible();
    await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark as paid' })).toBeHidden();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    // It left "Unpaid" and is under "Paid".
    await expect(page.getByRole('button', { name: `View order ${shortId}` })).toBeHidden();
    await page.getByLabel('Filter by payment').selectOption({ label: 'Paid' });
    await expect(row).toContainText('Paid');

    // Money the bank notified with no order's reference in its description is kept for the admin.
    const content = `CHUYEN TIEN RAU ${randomUUID().slice(0, 8).toUpperCase()}`;
    const notified = await request.post('/api/payments/webhooks/sepay', {
      headers: { authorization: `Apikey ${E2E_WEBHOOK_KEY}` },
      data: {
        id: randomInt(10 ** 9, 2 ** 31),
        gateway: 'Vietcombank',
        transactionDate: '2026-11-26 10:15:00',
        accountNumber: '0123456789',
        content,
        transferType: 'in',
        transferAmount: 43_000,
        referenceCode: `FT${randomInt(10 ** 9, 10 ** 10)}`,
      },
    });
    expect(notified.status()).toBe(200);

    await openAdminSection(page, 'Bank transfers');
    await page.getByLabel('Filter by outcome').selectOption({ label: 'Unmatched' });
    const transfer = page.getByRole('row').filter({ hasText: content });
    await expect(transfer).toContainText('Unmatched');
    await expect(transfer).toContainText('43,000 ₫');
    await expectAccessibleAtBothWidths(page, 'the bank transfers');
  },
);
