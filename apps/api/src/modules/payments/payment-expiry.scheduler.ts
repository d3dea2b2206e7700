import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../../lib/clock';
import { repeatSweep } from '../../lib/repeating-sweep';
import { orderMailContextOf, sendPaymentExpiredNotice } from '../orders/order-mails';
import { EXPIRY_BATCH, expireUnpaidTransfers } from '../orders/payment-expiry.service';

/**
 * Every PAYMENT_SWEEP_INTERVAL_MS (0: never), cancels the unpaid bank-transfer orders whose time to pay
 * ran out (orders/payment-expiry.service `expireUnpaidTransfers`, at the app clock's time) and mails their customers.
 * Each instance runs it; the sweep's database locks make one run at a time do the work. The next run is
 * scheduled when one ends, so one process never overlaps itself; an error is logged and the next run
 * tries again; closing the app waits for a run under way and stops the timer.
 */
export const paymentExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    const intervalMs = app.config.payments.sweepIntervalMs;
    if (intervalMs <= 0) return;
    const log = app.log.child({ job: 'payment-expiry' });
    const mails = orderMailContextOf(app, log);
    repeatSweep(app, {
      what: 'the payment expiry sweep',
      intervalMs,
      log,
      async batch() {
        const expired = await expireUnpaidTransfers(app.db, dateOf(app.clock));
        if (expired.length > 0) {
          log.info(
            { orders: expired.map((order) => ({ id: order.id, reference: order.paymentReference })) },
            `cancelled ${expired.length} unpaid bank-transfer order(s) past their time to pay`,
          );
        }
        for (const order of expired) await sendPaymentExpiredNotice(mails, order);
        return { full: expired.length >= EXPIRY_BATCH };
      },
    });
  },
  { name: 'payment-expiry' },
);
