import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { formatMoney } from '../../shared/format';
import { transferOrder, withPayment } from '../../../../test/admin-payment-fixtures';
import { TransferOutcomeBadge } from '../../transfers/components/transfer-outcome-badge';
import { PaymentBadges } from './payment-badges';

const badges = () => screen.getAllByText(/./, { selector: 'span > span' }).map((badge) => badge.textContent);

describe('payment badges', () => {
  it('says unpaid, and nothing more while nothing arrived', () => {
    render(<PaymentBadges payment={transferOrder.payment} />);
    expect(badges()).toEqual(['Unpaid']);
  });

  it('shows what an underpaid order received so far, and what is still due', () => {
    render(
      <PaymentBadges payment={withPayment({ amountReceived: 100_000, kept: 100_000, amountDue: 20_000 }).payment} />,
    );
    expect(badges()).toEqual(['Unpaid', `Received ${formatMoney(100_000, 'en')}`, `Due ${formatMoney(20_000, 'en')}`]);
  });

  it('shows the balance of a transfer paid in full, then weighed above what was paid', () => {
    const weighed = withPayment({ amountReceived: 120_000, kept: 120_000, amountDue: 15_000 });
    render(<PaymentBadges payment={weighed.payment} />);
    expect(badges()).toEqual(['Unpaid', `Received ${formatMoney(120_000, 'en')}`, `Due ${formatMoney(15_000, 'en')}`]);
  });

  it('shows the refund due of an overpaid order, and of an expired one that was paid late', () => {
    const { unmount } = render(
      <PaymentBadges
        payment={
          withPayment({ status: 'paid', amountReceived: 150_000, kept: 120_000, amountDue: 0, refundDue: 30_000 })
            .payment
        }
      />,
    );
    expect(badges()).toEqual(['Paid', `Refund due ${formatMoney(30_000, 'en')}`]);
    unmount();

    render(
      <PaymentBadges
        payment={withPayment({ status: 'expired', amountReceived: 120_000, amountDue: 0, refundDue: 120_000 }).payment}
      />,
    );
    expect(badges()).toEqual(['Expired', `Refund due ${formatMoney(120_000, 'en')}`]);
  });

  it('never says "received" of a paid order or "refund due" of nothing', () => {
    render(
      <PaymentBadges
        payment={withPayment({ status: 'refunded', amountReceived: 120_000, amountDue: 0, refunded: 120_000 }).payment}
      />,
    );
    expect(badges()).toEqual(['Refunded']);
  });

  it('speaks Vietnamese on a Vietnamese screen', () => {
    render(
      <LocaleProvider value="vi">
        <PaymentBadges payment={withPayment({ amountReceived: 20_000, kept: 20_000, amountDue: 100_000 }).payment} />
        <TransferOutcomeBadge outcome="unmatched" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Chưa thanh toán')).toBeInTheDocument();
    expect(screen.getByText(/^Đã nhận 20\.000/)).toBeInTheDocument();
    expect(screen.getByText(/^Còn thu 100\.000/)).toBeInTheDocument();
    expect(screen.getByText('Chưa khớp đơn')).toBeInTheDocument();
  });
});
