import { formatVnd, type OrderPayment as OrderPaymentData } from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../lib/clock';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { manualClock } from '../../../test/manual-clock';
import { awaitingTransfer, ORDERED_AT, vietQrPayload } from '../test-data.test-utils';
import { OrderPayment } from './order-payment';

const ORDER_ID = '5f1c2d3e-4b5a-4c6d-9e8f-0a1bab12cd34';

let calls: number;
/** Answers GET /orders/:id/payment from `replies` in turn (the last one repeats). */
function serve(...replies: { status: number; data: unknown }[]) {
  calls = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== `/api/orders/${ORDER_ID}/payment`) return Response.json({ success: false }, { status: 404 });
    const reply = replies[Math.min(calls++, replies.length - 1)]!;
    return Response.json(reply.data, { status: reply.status });
  });
}
const ok = (data: OrderPaymentData) => ({ status: 200, data: { success: true, data } });

function renderPayment({
  locale = 'en',
  pollMs = 60_000,
  now = ORDERED_AT,
}: { locale?: Locale; pollMs?: number; now?: number } = {}) {
  const clock = manualClock(now);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSettled = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/orders/:id/payment',
      Component: () => <OrderPayment orderId={ORDER_ID} pollMs={pollMs} onSettled={onSettled} />,
    },
  ]);
  render(
    <ClockProvider value={clock}>
      <LocaleProvider value={locale}>
        <QueryClientProvider client={queryClient}>
          <Stub initialEntries={[`/orders/${ORDER_ID}/payment`]} />
        </QueryClientProvider>
      </LocaleProvider>
    </ClockProvider>,
  );
  const user = userEvent.setup();
  // After user-event's setup, which puts a clipboard of its own in place.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { clock, onSettled, user };
}

const details = () => screen.getByRole('region', { name: 'Pay by bank transfer' });

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('the payment page of a bank transfer', () => {
  it('shows the QR code, the bank, account, holder, amount and description, and a countdown', async () => {
    serve(ok(awaitingTransfer));
    renderPayment();
    const qr = await screen.findByRole('img', {
      name: `VietQR code: transfer ${formatVnd(123_000, 'en')} to Vietcombank with the description VMABCD2345`,
    });
    expect(qr).toHaveAttribute('src', awaitingTransfer.qr!.image);
    // A box of fixed size: nothing moves when the image arrives.
    expect(qr).toHaveAttribute('width', '240');
    expect(qr).toHaveAttribute('height', '240');
    expect(screen.getByText('Order #AB12CD34')).toBeInTheDocument();
    const region = details();
    expect(region).toHaveTextContent('BankVietcombank');
    expect(region).toHaveTextContent('Account number0123456789');
    expect(region).toHaveTextContent('Account holderVEGGIE MARKET');
    expect(region).toHaveTextContent('Amount123,000 ₫');
    expect(region).toHaveTextContent('Transfer descriptionVMABCD2345');
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.getByText(/Waiting for your transfer/)).toBeInTheDocument();
  });

  it('counts down every second with the clock, and at 0 says the time ran out and asks again', async () => {
    // After the deadline the server gives no QR code for an order it has not weighed.
    serve(ok(awaitingTransfer), ok({ ...awaitingTransfer, qr: null }));
    const { clock } = renderPayment();
    await screen.findByRole('timer');
    act(() => clock.advance(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('29:59');
    act(() => clock.advance(28 * 60_000 + 58_500));
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
    expect(screen.queryByText(/The time to pay has run out/)).not.toBeInTheDocument();
    const before = calls;
    await act(async () => clock.advance(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByText(/The time to pay has run out: please do not transfer now/)).toBeInTheDocument();
    // No QR code to pay with once the time is up.
    expect(screen.queryByRole('img', { name: /VietQR/ })).not.toBeInTheDocument();
    expect(calls).toBeGreaterThan(before);
  });

  it('copies the account number, the amount as digits and the description, and says "Copied"', async () => {
    serve(ok(awaitingTransfer));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('0123456789');
    const accountRow = screen.getByRole('button', { name: 'Copy account number' }).parentElement!;
    expect(within(accountRow).getByRole('status')).toHaveTextContent('Copied');

    // By keyboard: Tab to the button, Enter or Space presses it.
    screen.getByRole('button', { name: 'Copy account holder' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith('123000');
    await user.tab();
    await user.keyboard(' ');
    expect(writeText).toHaveBeenLastCalledWith('VMABCD2345');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    serve(ok(awaitingTransfer));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Copy transfer description' }));
    expect(await screen.findByText('Could not copy: select the text and copy it')).toBeInTheDocument();
  });

  it('turns "Paid" by itself when the money arrives, and stops asking', async () => {
    serve(
      ok(awaitingTransfer),
      ok({ ...awaitingTransfer, status: 'paid', amountReceived: 123_000, amountDue: 0, qr: null }),
    );
    const { onSettled } = renderPayment({ pollMs: 20 });
    await screen.findByRole('timer');
    expect(await screen.findByText('Paid', {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(screen.getByText('We received 123,000 ₫. Thank you! We are preparing your order.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(after);
  });

  it('says an overpayment will be refunded', async () => {
    serve(
      ok({ ...awaitingTransfer, status: 'paid', amountReceived: 150_000, amountDue: 0, refundDue: 27_000, qr: null }),
    );
    renderPayment();
    expect(await screen.findByText('You sent 27,000 ₫ more than the total: we will refund it.')).toBeInTheDocument();
  });

  it('asks for the rest after a partial transfer, without a QR code for the whole total', async () => {
    serve(ok({ ...awaitingTransfer, amountReceived: 100_000, amountDue: 23_000 }));
    renderPayment();
    expect(
      await screen.findByText(
        'We received 100,000 ₫ of 123,000 ₫. Please transfer the remaining 23,000 ₫ with the same description.',
      ),
    ).toBeInTheDocument();
    expect(details()).toHaveTextContent('Amount still to transfer23,000 ₫');
    expect(screen.queryByRole('img', { name: /VietQR/ })).not.toBeInTheDocument();
    expect(screen.getByText(/The QR code is for the full amount/)).toBeInTheDocument();
  });

  it("shows the server's QR code of the rest when it asks for exactly that", async () => {
    const rest = { payload: vietQrPayload(23_000), image: 'data:image/png;base64,cmVzdA==' };
    serve(ok({ ...awaitingTransfer, amountReceived: 100_000, amountDue: 23_000, qr: rest }));
    renderPayment();
    expect(
      await screen.findByRole('img', {
        name: `VietQR code: transfer ${formatVnd(23_000, 'en')} to Vietcombank with the description VMABCD2345`,
      }),
    ).toHaveAttribute('src', rest.image);
  });

  it('says the order was cancelled when the time ran out on the server', async () => {
    serve(ok({ ...awaitingTransfer, status: 'expired', amountDue: 0, qr: null }));
    const { onSettled } = renderPayment();
    expect(await screen.findByText('Payment time ran out')).toBeInTheDocument();
    expect(screen.getByText(/the order was cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    serve(ok({ ...awaitingTransfer, amountReceived: 100_000, amountDue: 23_000 }));
    renderPayment({ locale: 'vi' });
    expect(
      await screen.findByText(
        'Chúng tôi đã nhận 100.000 ₫ trên tổng 123.000 ₫. Vui lòng chuyển thêm 23.000 ₫ với cùng nội dung.',
      ),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Thanh toán bằng chuyển khoản' });
    expect(region).toHaveTextContent('Số tài khoản0123456789');
    expect(region).toHaveTextContent('Nội dung chuyển khoảnVMABCD2345');
    expect(screen.getByRole('button', { name: 'Sao chép số tài khoản' })).toBeInTheDocument();
    expect(screen.getByText('Thời gian còn lại để thanh toán')).toBeInTheDocument();
  });
});

/** A transfer of 123,000 ₫ paid in full, then weighed at packing at 143,000 ₫: 20,000 ₫ still due. */
const weighedHeavier: OrderPaymentData = {
  ...awaitingTransfer,
  amount: 143_000,
  amountReceived: 123_000,
  amountDue: 20_000,
  qr: { payload: vietQrPayload(20_000), image: 'data:image/png;base64,YmFsYW5jZQ==' },
};

describe('the payment page after weighing at packing', () => {
  it('shows the balance weighed above what was paid, what was received, and the QR code of the balance', async () => {
    serve(ok(weighedHeavier));
    renderPayment();
    expect(await screen.findByText('Balance to pay: 20,000 ₫')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We received 123,000 ₫ of 143,000 ₫. Please transfer the remaining 20,000 ₫ with the same description.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `VietQR code: transfer ${formatVnd(20_000, 'en')} to Vietcombank with the description VMABCD2345`,
      }),
    ).toHaveAttribute('src', weighedHeavier.qr!.image);
    expect(details()).toHaveTextContent('Amount still to transfer20,000 ₫');
    // Weighed: the total is final.
    expect(screen.queryByText(/The total is an estimate/)).not.toBeInTheDocument();
  });

  it('shows the balance in Vietnamese', async () => {
    serve(ok(weighedHeavier));
    renderPayment({ locale: 'vi' });
    expect(await screen.findByText('Còn phải trả thêm 20.000 ₫')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `Mã VietQR: chuyển ${formatVnd(20_000, 'vi')} đến Vietcombank với nội dung VMABCD2345`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Thanh toán bằng chuyển khoản' })).toHaveTextContent(
      'Số tiền còn phải chuyển20.000 ₫',
    );
  });

  it('asks for the balance after the payment deadline, without a countdown, while the server still does', async () => {
    // Weighed the next day: the sweep leaves a weighed order alone, and the server still gives its QR code.
    serve(ok(weighedHeavier));
    renderPayment({ now: ORDERED_AT + 24 * 60 * 60_000 });
    expect(await screen.findByRole('img', { name: /^VietQR code: transfer 20,000/ })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/The time to pay has run out/)).not.toBeInTheDocument();
  });

  it('shows the QR code of the balance again when the server answers after the deadline with it', async () => {
    serve(ok(weighedHeavier));
    const { clock } = renderPayment();
    await screen.findByRole('timer');
    const before = calls;
    await act(async () => clock.advance(30 * 60_000));
    expect(calls).toBeGreaterThan(before);
    expect(await screen.findByRole('img', { name: /^VietQR code: transfer 20,000/ })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/The time to pay has run out/)).not.toBeInTheDocument();
  });

  it('says how much the shop refunds when an order is weighed below what was paid', async () => {
    serve(
      ok({
        ...awaitingTransfer,
        status: 'paid',
        amount: 110_000,
        amountReceived: 123_000,
        amountDue: 0,
        refundDue: 13_000,
        qr: null,
      }),
    );
    renderPayment();
    expect(await screen.findByText('You sent 13,000 ₫ more than the total: we will refund it.')).toBeInTheDocument();
    expect(screen.queryByText(/Balance to pay/)).not.toBeInTheDocument();
  });

  it('says how much the shop refunds when a cash order it was paid for is weighed lighter', async () => {
    serve(
      ok({
        ...awaitingTransfer,
        method: 'cod',
        status: 'paid',
        amount: 110_000,
        amountReceived: 123_000,
        amountDue: 0,
        refundDue: 13_000,
        reference: null,
        expiresAt: null,
        bank: null,
        qr: null,
      }),
    );
    renderPayment();
    expect(await screen.findByText('We received 123,000 ₫. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('We will refund you 13,000 ₫.')).toBeInTheDocument();
  });

  it("says what the shop refunds once the order expired, from the server's refund due", async () => {
    serve(
      ok({ ...awaitingTransfer, status: 'expired', amountReceived: 50_000, amountDue: 0, refundDue: 50_000, qr: null }),
    );
    renderPayment({ locale: 'vi' });
    expect(await screen.findByText('Cửa hàng sẽ hoàn lại cho bạn 50.000 ₫.')).toBeInTheDocument();
  });

  it('says an unpaid order with nothing due was cancelled, and neither waits nor shows the transfer', async () => {
    serve(ok({ ...awaitingTransfer, amountReceived: 30_000, amountDue: 0, refundDue: 30_000, qr: null }));
    const { onSettled } = renderPayment();
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(screen.getByText('We will refund you 30,000 ₫.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
  });

  it('says the total is an estimate until the lines sold by weight are weighed', async () => {
    serve(ok({ ...awaitingTransfer, estimated: true }));
    renderPayment();
    expect(
      await screen.findByText('The total is an estimate until the items sold by weight are weighed at packing.'),
    ).toBeInTheDocument();
  });

  it('says so in Vietnamese', async () => {
    serve(ok({ ...awaitingTransfer, estimated: true }));
    renderPayment({ locale: 'vi' });
    expect(
      await screen.findByText('Tổng tiền là tạm tính cho đến khi hàng bán theo cân được cân lúc đóng gói.'),
    ).toBeInTheDocument();
  });
});

describe('the payment page of other orders', () => {
  it('tells a cash-on-delivery shopper to pay the driver', async () => {
    serve(ok({ ...awaitingTransfer, method: 'cod', reference: null, expiresAt: null, bank: null, qr: null }));
    renderPayment();
    expect(await screen.findByText('Pay 123,000 ₫ in cash to the driver when your order arrives.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("says an order that is not the shopper's was not found", async () => {
    serve({ status: 404, data: { success: false, code: 'order_not_found', message: 'Order not found' } });
    renderPayment();
    expect(await screen.findByText('We could not find this order among yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  });
});
