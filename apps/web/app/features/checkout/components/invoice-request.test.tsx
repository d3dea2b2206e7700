import type { InvoiceBuyer } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, installFakeApi } from '../../cart/fake-cart-api.test-utils';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { InvoiceRequest, useInvoiceRequest, withInvoice } from './invoice-request';

const VINAMILK = '0300588569';
const lastCompany: InvoiceBuyer = {
  buyer: 'company',
  taxCode: VINAMILK,
  name: 'Công ty Cổ phần Sữa Việt Nam',
  address: '10 Tân Trào, TP. Hồ Chí Minh',
  email: 'hoadon@vinamilk.example',
};

/** The form as checkout holds it, with Place order's check as a button that shows what it answered. */
function Harness() {
  const state = useInvoiceRequest();
  const [checked, setChecked] = useState('');
  return (
    <>
      <InvoiceRequest state={state} />
      <button type="button" onClick={() => setChecked(JSON.stringify(state.check()))}>
        Place order
      </button>
      <output aria-label="checked">{checked}</output>
    </>
  );
}

function renderForm({ locale = 'en', last = null }: { locale?: Locale; last?: InvoiceBuyer | null } = {}) {
  const api = installFakeApi();
  api.routes.push(answer('GET /invoices/buyer', { status: 200, data: { success: true, data: last } }));
  storage.set('token', 'tok');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider value={locale}>
        <Harness />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Types a value into a field at once (a paste), as a form filler would. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const checked = () => screen.getByLabelText('checked').textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the checkout invoice request', () => {
  it('asks for nothing until a company invoice is ticked: the order gets a retail invoice', async () => {
    const user = renderForm();
    const box = await screen.findByRole('checkbox', { name: /Company invoice/ });
    expect(box).not.toBeChecked();
    expect(screen.queryByLabelText(/Tax code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(checked()).toBe('null');
  });

  it('refuses a wrong tax code with its reason and brings the keyboard to it', async () => {
    const user = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: /Company invoice/ }));
    await fill(user, /Tax code/, '0300588568');
    await fill(user, /Company name/, 'Công ty Rau Sạch');
    await fill(user, /Company address/, '1 Lê Lợi');
    await fill(user, /Email for the invoice/, 'ketoan@rau.vn');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(checked()).toBe('false');
    const taxCode = screen.getByLabelText(/Tax code/);
    expect(taxCode).toHaveFocus();
    expect(taxCode).toHaveAccessibleDescription(/does not exist: its last digit does not match/);

    await user.clear(taxCode);
    await fill(user, /Tax code/, `${VINAMILK}-001`);
    expect(taxCode).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(JSON.parse(checked()!)).toEqual({
      buyer: 'company',
      taxCode: `${VINAMILK}-001`,
      name: 'Công ty Rau Sạch',
      address: '1 Lê Lợi',
      email: 'ketoan@rau.vn',
    });
  });

  it('gives each tax code reason in Vietnamese too: the shape, then the check digit', async () => {
    const user = renderForm({ locale: 'vi' });
    await user.click(await screen.findByRole('checkbox', { name: /Xuất hóa đơn công ty/ }));
    const taxCode = screen.getByLabelText(/Mã số thuế/);
    await fill(user, /Mã số thuế/, '03005885');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(taxCode).toHaveAccessibleDescription(
      /Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số với chi nhánh/,
    );
    await user.clear(taxCode);
    await fill(user, /Mã số thuế/, '0300588568');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(taxCode).toHaveAccessibleDescription(/Mã số thuế không tồn tại: chữ số cuối không khớp/);
    expect(checked()).toBe('false');
  });

  it('names every missing field, in Vietnamese', async () => {
    const user = renderForm({ locale: 'vi' });
    await user.click(await screen.findByRole('checkbox', { name: /Xuất hóa đơn công ty/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(checked()).toBe('false');
    expect(screen.getByLabelText(/Mã số thuế/)).toHaveAccessibleDescription(/cần mã số thuế/);
    expect(screen.getByLabelText(/Tên công ty/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email nhận hóa đơn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Mã số thuế/)).toHaveFocus();
  });

  it('starts ticked and filled in from the last company invoice', async () => {
    const user = renderForm({ last: lastCompany });
    expect(await screen.findByText('Filled in from your last company invoice.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Company invoice/ })).toBeChecked();
    expect(screen.getByLabelText(/Tax code/)).toHaveValue(VINAMILK);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(JSON.parse(checked()!)).toEqual(lastCompany);
    await user.click(screen.getByRole('checkbox', { name: /Company invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(checked()).toBe('null');
  });

  it('adds the buyer to the checkout body, and leaves the bodyless checkout bodyless without one', () => {
    expect(withInvoice(undefined, null)).toBeUndefined();
    expect(withInvoice(undefined, lastCompany)).toEqual({ invoice: lastCompany });
    expect(withInvoice({ addressId: 'a-1' }, lastCompany)).toEqual({ addressId: 'a-1', invoice: lastCompany });
  });
});
